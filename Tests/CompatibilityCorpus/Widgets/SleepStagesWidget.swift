import Charts
import SwiftUI
import WidgetKit

enum NightStage: String, CaseIterable {
  case awake = "Awake"
  case rem = "REM"
  case core = "Core"
  case deep = "Deep"

  var color: Color {
    switch self {
    case .awake: return .orange
    case .rem: return .cyan
    case .core: return .blue
    case .deep: return .indigo
    }
  }
}

struct StageInterval: Identifiable {
  let stage: NightStage
  let start: Date
  let end: Date
  var id: Date { start }
  var minutes: Int { Int(end.timeIntervalSince(start) / 60) }
}

struct SleepStagesEntry: TimelineEntry {
  let date: Date
  let intervals: [StageInterval]

  var bedtime: Date { intervals.first?.start ?? date }
  var wakeTime: Date { intervals.last?.end ?? date }

  var minutesAsleep: Int {
    intervals.filter { $0.stage != .awake }.reduce(0) { $0 + $1.minutes }
  }

  func minutes(in stage: NightStage) -> Int {
    intervals.filter { $0.stage == stage }.reduce(0) { $0 + $1.minutes }
  }
}

struct SleepStagesProvider: TimelineProvider {
  // 23:10 local on a fixed night, then the stages as (stage, minutes).
  private static let lightsOut = Date(timeIntervalSince1970: 1_780_960_200)
  private static let plan: [(NightStage, Int)] = [
    (.awake, 12), (.core, 38), (.deep, 44), (.core, 27), (.rem, 18), (.awake, 4),
    (.core, 41), (.deep, 31), (.rem, 26), (.core, 52), (.rem, 34), (.awake, 6),
    (.core, 47), (.rem, 29), (.awake, 9),
  ]

  static func lastNight() -> SleepStagesEntry {
    var cursor = lightsOut
    var intervals: [StageInterval] = []
    for (stage, minutes) in plan {
      let end = cursor.addingTimeInterval(Double(minutes) * 60)
      intervals.append(StageInterval(stage: stage, start: cursor, end: end))
      cursor = end
    }
    return SleepStagesEntry(date: cursor, intervals: intervals)
  }

  func placeholder(in context: Context) -> SleepStagesEntry { Self.lastNight() }

  func getSnapshot(in context: Context, completion: @escaping (SleepStagesEntry) -> Void) {
    completion(Self.lastNight())
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<SleepStagesEntry>) -> Void) {
    let entry = Self.lastNight()
    let nextMorning = Calendar.current.date(byAdding: .day, value: 1, to: entry.date) ?? entry.date
    completion(Timeline(entries: [entry], policy: .after(nextMorning)))
  }
}

struct SleepStagesEntryView: View {
  var entry: SleepStagesEntry
  @Environment(\.widgetFamily) private var family

  private var asleepText: String {
    "\(entry.minutesAsleep / 60)h \(entry.minutesAsleep % 60)m"
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Label("Sleep", systemImage: "bed.double.fill")
          .font(.caption.bold())
          .foregroundStyle(.indigo)
        Spacer()
        Text(asleepText)
          .font(.headline.monospacedDigit())
      }

      Chart(entry.intervals) { interval in
        BarMark(
          xStart: .value("Start", interval.start),
          xEnd: .value("End", interval.end),
          y: .value("Stage", interval.stage.rawValue),
          height: .ratio(0.75)
        )
        .foregroundStyle(by: .value("Stage", interval.stage.rawValue))
        .cornerRadius(2)
      }
      .chartForegroundStyleScale(
        domain: NightStage.allCases.map(\.rawValue),
        range: NightStage.allCases.map(\.color)
      )
      .chartLegend(.hidden)
      .chartXScale(domain: entry.bedtime...entry.wakeTime)
      .chartXAxis {
        AxisMarks(values: .stride(by: .hour, count: 2)) { _ in
          AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
          AxisValueLabel(format: .dateTime.hour())
        }
      }
      .chartYAxis {
        AxisMarks(position: .leading) { _ in
          AxisValueLabel()
        }
      }

      if family == .systemLarge {
        HStack(spacing: 12) {
          ForEach(NightStage.allCases, id: \.self) { stage in
            VStack(alignment: .leading, spacing: 1) {
              Text(stage.rawValue)
                .font(.caption2)
                .foregroundStyle(stage.color)
              Text("\(entry.minutes(in: stage)) min")
                .font(.caption.monospacedDigit())
            }
          }
        }
      }
    }
    .containerBackground(for: .widget) {
      Color.indigo.opacity(0.08)
    }
  }
}

struct SleepStagesWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "SleepStages", provider: SleepStagesProvider()) { entry in
      SleepStagesEntryView(entry: entry)
    }
    .configurationDisplayName("Sleep Stages")
    .description("How last night moved between stages.")
    .supportedFamilies([.systemMedium, .systemLarge])
  }
}

#Preview(as: .systemMedium) {
  SleepStagesWidget()
} timeline: {
  SleepStagesProvider.lastNight()
}
