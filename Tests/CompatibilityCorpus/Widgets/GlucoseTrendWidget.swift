import Charts
import SwiftUI
import WidgetKit

struct GlucoseReading: Identifiable {
  let date: Date
  let value: Int
  var id: Date { date }
}

struct GlucoseEntry: TimelineEntry {
  let date: Date
  let readings: [GlucoseReading]

  static var sample: GlucoseEntry {
    let now = Date(timeIntervalSince1970: 1_780_920_000)
    let values = [118, 124, 131, 145, 162, 171, 166, 150, 138, 129, 121, 117]
    return GlucoseEntry(
      date: now,
      readings: values.enumerated().map { index, value in
        GlucoseReading(date: now.addingTimeInterval(Double(index - values.count) * 300), value: value)
      })
  }
}

struct GlucoseProvider: TimelineProvider {
  func placeholder(in context: Context) -> GlucoseEntry { .sample }

  func getSnapshot(in context: Context, completion: @escaping (GlucoseEntry) -> Void) {
    completion(.sample)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<GlucoseEntry>) -> Void) {
    completion(Timeline(entries: [.sample], policy: .after(Date().addingTimeInterval(300))))
  }
}

struct GlucoseTrendView: View {
  var entry: GlucoseEntry
  @Environment(\.widgetFamily) private var family

  private let lowerBound = 70
  private let upperBound = 180

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      if let last = entry.readings.last {
        Text("\(last.value) mg/dL")
          .font(.system(.title2, design: .rounded).weight(.semibold))
          .contentTransition(.numericText())
      }
      Chart {
        RectangleMark(
          xStart: .value("Start", entry.readings.first?.date ?? entry.date),
          xEnd: .value("End", entry.date),
          yStart: .value("Low", lowerBound),
          yEnd: .value("High", upperBound)
        )
        .foregroundStyle(Color.green.opacity(0.12))

        ForEach(entry.readings) { reading in
          LineMark(
            x: .value("Time", reading.date),
            y: .value("Glucose", reading.value)
          )
          .interpolationMethod(.catmullRom)
          .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
          .foregroundStyle(.teal)
        }

        if let last = entry.readings.last {
          PointMark(x: .value("Time", last.date), y: .value("Glucose", last.value))
            .symbolSize(40)
            .foregroundStyle(.teal)
        }
      }
      .chartYScale(domain: 40...260)
      .chartXAxis(.hidden)
      .chartYAxis {
        AxisMarks(values: [lowerBound, upperBound]) { _ in
          AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [3, 2]))
          AxisValueLabel()
        }
      }
      .widgetAccentable()
    }
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

struct GlucoseTrendWidget: Widget {
  let kind = "GlucoseTrendWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: GlucoseProvider()) { entry in
      GlucoseTrendView(entry: entry)
    }
    .configurationDisplayName("Glucose Trend")
    .description("The last hour of readings.")
    .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
  }
}

#Preview(as: .systemMedium) {
  GlucoseTrendWidget()
} timeline: {
  GlucoseEntry.sample
}
