import Charts
import SwiftUI
import WidgetKit

struct StepDay: Identifiable {
  let day: Date
  let steps: Int
  var id: Date { day }
  var metGoal: Bool { steps >= 10_000 }
}

struct StepsEntry: TimelineEntry {
  let date: Date
  let days: [StepDay]
}

struct StepsProvider: TimelineProvider {
  private func entry() -> StepsEntry {
    let start = Calendar.current.startOfDay(for: Date(timeIntervalSince1970: 1_780_876_800))
    let counts = [6_210, 11_402, 8_900, 12_770, 4_020, 10_300, 9_450]
    let days = counts.enumerated().map { offset, steps in
      StepDay(day: Calendar.current.date(byAdding: .day, value: offset, to: start)!, steps: steps)
    }
    return StepsEntry(date: start, days: days)
  }

  func placeholder(in context: Context) -> StepsEntry { entry() }
  func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(entry()) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
    completion(Timeline(entries: [entry()], policy: .atEnd))
  }
}

struct WeeklyStepsChartView: View {
  let entry: StepsEntry

  var total: Int { entry.days.reduce(0) { $0 + $1.steps } }

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Label("Steps", systemImage: "figure.walk")
          .font(.caption.bold())
          .foregroundStyle(.green)
        Spacer()
        Text(total, format: .number)
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      Chart(entry.days) { day in
        BarMark(
          x: .value("Day", day.day, unit: .day),
          y: .value("Steps", day.steps)
        )
        .foregroundStyle(by: .value("Goal", day.metGoal ? "Met" : "Missed"))
        .cornerRadius(2)
      }
      .chartForegroundStyleScale(["Met": Color.green, "Missed": Color.gray.opacity(0.5)])
      .chartLegend(.hidden)
      .chartXAxis {
        AxisMarks(values: .stride(by: .day)) { _ in
          AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
        }
      }
      .chartYAxis(.hidden)
    }
    .containerBackground(for: .widget) {
      Color(.systemBackground)
    }
  }
}

struct WeeklyStepsChartWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "WeeklyStepsChart", provider: StepsProvider()) { entry in
      WeeklyStepsChartView(entry: entry)
    }
    .configurationDisplayName("Weekly Steps")
    .supportedFamilies([.systemMedium])
  }
}
