import Charts
import SwiftUI
import WidgetKit

struct HourSteps: Identifiable {
  let hour: Date
  let steps: Int
  var id: Date { hour }
}

struct StepGoalEntry: TimelineEntry {
  let date: Date
  let goal: Int
  let hours: [HourSteps]

  var steps: Int { hours.reduce(0) { $0 + $1.steps } }
  var progress: Double { min(Double(steps) / Double(max(goal, 1)), 1) }

  static func day(upTo hourCount: Int) -> StepGoalEntry {
    let midnight = Date(timeIntervalSince1970: 1_780_963_200)
    let perHour = [0, 0, 0, 0, 0, 0, 120, 860, 1_240, 310, 420, 980, 1_530, 640, 380, 520, 1_110, 2_040, 900, 450, 260, 90, 0, 0]
    let hours = perHour.prefix(hourCount).enumerated().map { index, steps in
      HourSteps(hour: midnight.addingTimeInterval(Double(index) * 3_600), steps: steps)
    }
    return StepGoalEntry(
      date: midnight.addingTimeInterval(Double(hourCount) * 3_600),
      goal: 10_000,
      hours: hours
    )
  }

  static let morning = day(upTo: 10)
  static let evening = day(upTo: 20)
}

struct StepGoalProvider: TimelineProvider {
  func placeholder(in context: Context) -> StepGoalEntry { .morning }

  func getSnapshot(in context: Context, completion: @escaping (StepGoalEntry) -> Void) {
    completion(context.isPreview ? .evening : .morning)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<StepGoalEntry>) -> Void) {
    let entries = [StepGoalEntry.morning, .evening]
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}

struct StepGauge: View {
  let entry: StepGoalEntry

  var body: some View {
    Gauge(value: Double(entry.steps), in: 0...Double(entry.goal)) {
      Image(systemName: "figure.walk")
    } currentValueLabel: {
      Text(entry.steps / 1_000, format: .number)
        + Text("k")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("\(entry.goal / 1_000)k")
    }
    .gaugeStyle(.accessoryCircular)
    .tint(Gradient(colors: [.green, .mint]))
  }
}

struct HourlyStepsChart: View {
  let entry: StepGoalEntry

  var body: some View {
    Chart(entry.hours) { hour in
      BarMark(
        x: .value("Hour", hour.hour, unit: .hour),
        y: .value("Steps", hour.steps)
      )
      .foregroundStyle(Color.green.gradient)
    }
    .chartXAxis(.hidden)
    .chartYAxis(.hidden)
  }
}

struct StepGoalGaugeEntryView: View {
  @Environment(\.widgetFamily) private var family
  let entry: StepGoalEntry

  var body: some View {
    switch family {
    case .accessoryCircular:
      StepGauge(entry: entry)
        .containerBackground(.clear, for: .widget)
    default:
      VStack(alignment: .leading, spacing: 4) {
        HStack {
          StepGauge(entry: entry)
          Spacer()
          VStack(alignment: .trailing, spacing: 0) {
            Text(entry.steps, format: .number)
              .font(.headline.monospacedDigit())
              .contentTransition(.numericText())
            Text(entry.progress, format: .percent.precision(.fractionLength(0)))
              .font(.caption2)
              .foregroundStyle(.secondary)
          }
        }
        HourlyStepsChart(entry: entry)
      }
      .containerBackground(.fill.tertiary, for: .widget)
    }
  }
}

struct StepGoalGaugeWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "StepGoalGauge", provider: StepGoalProvider()) { entry in
      StepGoalGaugeEntryView(entry: entry)
    }
    .configurationDisplayName("Step Goal")
    .description("Progress toward today's step goal.")
    .supportedFamilies([.systemSmall, .accessoryCircular])
  }
}

#Preview(as: .systemSmall) {
  StepGoalGaugeWidget()
} timeline: {
  StepGoalEntry.morning
  StepGoalEntry.evening
}
