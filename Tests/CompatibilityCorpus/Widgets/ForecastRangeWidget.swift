import Charts
import SwiftUI
import WidgetKit

struct ForecastDay: Identifiable {
  let weekday: String
  let low: Double
  let high: Double
  var id: String { weekday }
}

struct ForecastEntry: TimelineEntry {
  var date: Date
  var days: [ForecastDay]
}

struct ForecastProvider: TimelineProvider {
  let days = [
    ForecastDay(weekday: "Mon", low: 11, high: 19), ForecastDay(weekday: "Tue", low: 12, high: 22),
    ForecastDay(weekday: "Wed", low: 14, high: 24), ForecastDay(weekday: "Thu", low: 13, high: 20),
    ForecastDay(weekday: "Fri", low: 9, high: 16),
  ]

  func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: .now, days: days) }
  func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
    completion(ForecastEntry(date: .now, days: days))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
    completion(Timeline(entries: [ForecastEntry(date: .now, days: days)], policy: .atEnd))
  }
}

struct ForecastRangeView: View {
  let entry: ForecastEntry

  var body: some View {
    Chart {
      ForEach(entry.days) { day in
        BarMark(
          x: .value("Day", day.weekday),
          yStart: .value("Low", day.low),
          yEnd: .value("High", day.high),
          width: .fixed(8)
        )
        .cornerRadius(4)
        .foregroundStyle(
          LinearGradient(colors: [.blue, .orange], startPoint: .bottom, endPoint: .top)
        )
      }
      RuleMark(y: .value("Freezing", 0))
        .foregroundStyle(.secondary)
    }
    .chartYAxis {
      AxisMarks(position: .leading, values: .automatic(desiredCount: 3))
    }
    .containerBackground(for: .widget) {
      LinearGradient(colors: [.blue.opacity(0.2), .clear], startPoint: .top, endPoint: .bottom)
    }
  }
}

struct ForecastRangeWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "ForecastRange", provider: ForecastProvider()) { entry in
      ForecastRangeView(entry: entry)
    }
    .configurationDisplayName("Forecast")
    .supportedFamilies([.systemMedium, .systemLarge])
  }
}
