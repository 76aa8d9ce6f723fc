import Charts
import Intents
import SwiftUI
import UIKit
import WidgetKit

// Hand-written stand-in for the class Xcode generates from the .intentdefinition file.
class ReadingGoalIntent: INIntent {
    var bookTitle: String? = "The Long Way Round"
    var dailyPageGoal: NSNumber? = NSNumber(value: 30)
}

struct PagesRead: Identifiable {
    let day: Date
    let pages: Int
    var id: Date { day }
}

struct ReadingPaceEntry: TimelineEntry {
    let date: Date
    let title: String
    let goal: Int
    let week: [PagesRead]

    var daysOnPace: Int { week.filter { $0.pages >= goal }.count }
    var totalPages: Int { week.reduce(0) { $0 + $1.pages } }

    static func sampleWeek(title: String, goal: Int) -> ReadingPaceEntry {
        let pageLog = [34, 12, 41, 28, 0, 52, 31]
        let firstDay = Calendar.current.startOfDay(for: Date(timeIntervalSince1970: 1_780_704_000))
        let week = pageLog.enumerated().map { offset, pages in
            PagesRead(day: firstDay.addingTimeInterval(Double(offset) * 86_400), pages: pages)
        }
        return ReadingPaceEntry(date: firstDay.addingTimeInterval(7 * 86_400), title: title, goal: goal, week: week)
    }
}

struct ReadingPaceProvider: IntentTimelineProvider {
    typealias Entry = ReadingPaceEntry
    typealias Intent = ReadingGoalIntent

    func placeholder(in context: Context) -> ReadingPaceEntry {
        ReadingPaceEntry.sampleWeek(title: "Your book", goal: 25)
    }

    func getSnapshot(for configuration: ReadingGoalIntent, in context: Context, completion: @escaping (ReadingPaceEntry) -> ()) {
        completion(makeEntry(for: configuration))
    }

    func getTimeline(for configuration: ReadingGoalIntent, in context: Context, completion: @escaping (Timeline<ReadingPaceEntry>) -> ()) {
        let entry = makeEntry(for: configuration)
        let tomorrow = Calendar.current.startOfDay(for: Date()).addingTimeInterval(24 * 60 * 60)
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }

    private func makeEntry(for configuration: ReadingGoalIntent) -> ReadingPaceEntry {
        ReadingPaceEntry.sampleWeek(
            title: configuration.bookTitle ?? "Your book",
            goal: configuration.dailyPageGoal?.intValue ?? 25
        )
    }
}

struct ReadingPaceBars: View {
    let entry: ReadingPaceEntry

    var body: some View {
        if #available(iOS 16.0, *) {
            Chart {
                ForEach(entry.week) { day in
                    BarMark(
                        x: .value("Day", day.day, unit: .day),
                        y: .value("Pages", day.pages)
                    )
                    .foregroundStyle(day.pages >= entry.goal ? Color.orange : Color.orange.opacity(0.35))
                    .cornerRadius(3)
                }
                RuleMark(y: .value("Goal", entry.goal))
                    .foregroundStyle(Color.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow))
                }
            }
            .chartYAxis(.hidden)
        } else {
            // iOS 15 fallback: plain capsules scaled to the best day.
            let best = max(entry.week.map(\.pages).max() ?? 1, 1)
            HStack(alignment: .bottom, spacing: 4) {
                ForEach(entry.week) { day in
                    Capsule()
                        .fill(Color.orange.opacity(day.pages >= entry.goal ? 1 : 0.35))
                        .frame(height: max(4, 60 * CGFloat(day.pages) / CGFloat(best)))
                }
            }
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
    }
}

struct ReadingPaceEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: ReadingPaceProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.title)
                .font(.headline)
                .lineLimit(1)
            Text("\(entry.daysOnPace) of 7 days on pace")
                .font(.caption)
                .foregroundColor(.secondary)
            if family != .systemSmall {
                Text("\(entry.totalPages) pages this week")
                    .font(.caption2)
                    .foregroundColor(Color(UIColor.tertiaryLabel))
            }
            ReadingPaceBars(entry: entry)
        }
        .readingWidgetBackground()
    }
}

extension View {
    @ViewBuilder
    func readingWidgetBackground() -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            containerBackground(for: .widget) {
                Color(UIColor.secondarySystemBackground)
            }
        } else {
            padding()
                .background(Color(UIColor.secondarySystemBackground))
        }
    }
}

struct ReadingPaceWidget: Widget {
    let kind: String = "ReadingPaceWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ReadingGoalIntent.self, provider: ReadingPaceProvider()) { entry in
            ReadingPaceEntryView(entry: entry)
        }
        .configurationDisplayName("Reading Pace")
        .description("Pages read each day against your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ReadingPaceWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ReadingPaceEntryView(entry: .sampleWeek(title: "The Long Way Round", goal: 30))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            ReadingPaceEntryView(entry: .sampleWeek(title: "The Long Way Round", goal: 30))
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Medium")
        }
    }
}
