import Charts
import SwiftUI
import WidgetKit

struct PracticeDay: Identifiable {
  let week: Int
  let weekday: Int
  let sessions: Int
  var id: Int { week * 7 + weekday }

  static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  var weekdayName: String { Self.weekdayNames[weekday] }
  var weekLabel: String { "W\(week + 1)" }

  var level: String {
    switch sessions {
    case 0: return "Skipped"
    case 1: return "Light"
    default: return "Full"
    }
  }
}

struct HabitHeatmapEntry: TimelineEntry {
  let date: Date
  let habitName: String
  let days: [PracticeDay]
  let todayID: Int

  var today: PracticeDay? { days.first { $0.id == todayID } }

  var currentStreak: Int {
    var streak = 0
    for day in days.filter({ $0.id <= todayID }).reversed() {
      if day.sessions == 0 { break }
      streak += 1
    }
    return streak
  }
}

struct HabitHeatmapProvider: TimelineProvider {
  static let sessionsByWeek: [[Int]] = [
    [1, 2, 0, 1, 2, 2, 0],
    [2, 1, 1, 0, 2, 1, 1],
    [0, 2, 2, 1, 1, 2, 2],
    [1, 1, 2, 2, 1, 0, 0],
  ]

  static func entry() -> HabitHeatmapEntry {
    var days: [PracticeDay] = []
    for (week, row) in sessionsByWeek.enumerated() {
      for (weekday, sessions) in row.enumerated() {
        days.append(PracticeDay(week: week, weekday: weekday, sessions: sessions))
      }
    }
    return HabitHeatmapEntry(
      date: Date(timeIntervalSince1970: 1_781_222_400),
      habitName: "Guitar practice",
      days: days,
      todayID: 3 * 7 + 4
    )
  }

  func placeholder(in context: Context) -> HabitHeatmapEntry { Self.entry() }

  func getSnapshot(in context: Context, completion: @escaping (HabitHeatmapEntry) -> Void) {
    completion(Self.entry())
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<HabitHeatmapEntry>) -> Void) {
    let midnight = Calendar.current.startOfDay(for: Date()).addingTimeInterval(86_400)
    completion(Timeline(entries: [Self.entry()], policy: .after(midnight)))
  }
}

struct HabitHeatmapView: View {
  var entry: HabitHeatmapEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Text(entry.habitName)
          .font(.subheadline.weight(.semibold))
        Spacer()
        Label("\(entry.currentStreak)", systemImage: "flame.fill")
          .font(.caption.bold())
          .foregroundStyle(.orange)
      }

      Chart {
        ForEach(entry.days) { day in
          RectangleMark(
            x: .value("Day", day.weekdayName),
            y: .value("Week", day.weekLabel),
            width: .ratio(0.86),
            height: .ratio(0.86)
          )
          .foregroundStyle(by: .value("Level", day.level))
          .cornerRadius(3)
        }

        if let today = entry.today {
          PointMark(
            x: .value("Day", today.weekdayName),
            y: .value("Week", today.weekLabel)
          )
          .symbolSize(18)
          .foregroundStyle(Color.white)
        }
      }
      .chartForegroundStyleScale([
        "Skipped": Color.gray.opacity(0.2),
        "Light": Color.mint.opacity(0.55),
        "Full": Color.mint,
      ])
      .chartLegend(.hidden)
      .chartXAxis {
        AxisMarks { _ in
          AxisValueLabel()
        }
      }
      .chartYAxis(.hidden)
    }
    .containerBackground(.fill.quaternary, for: .widget)
    .widgetURL(URL(string: "practice://habit/guitar"))
  }
}

struct HabitHeatmapWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "HabitHeatmap", provider: HabitHeatmapProvider()) { entry in
      HabitHeatmapView(entry: entry)
    }
    .configurationDisplayName("Practice Grid")
    .description("Four weeks of check-ins at a glance.")
    .supportedFamilies([.systemMedium])
  }
}

#Preview(as: .systemMedium) {
  HabitHeatmapWidget()
} timeline: {
  HabitHeatmapProvider.entry()
}
