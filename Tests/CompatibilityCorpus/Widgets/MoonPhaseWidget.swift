import SwiftUI
import WidgetKit

enum MoonPhase: Int, CaseIterable {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

    var name: String {
        ["New Moon", "Waxing Crescent", "First Quarter", "Waxing Gibbous",
         "Full Moon", "Waning Gibbous", "Last Quarter", "Waning Crescent"][rawValue]
    }

    var symbol: String {
        ["moonphase.new.moon", "moonphase.waxing.crescent", "moonphase.first.quarter",
         "moonphase.waxing.gibbous", "moonphase.full.moon", "moonphase.waning.gibbous",
         "moonphase.last.quarter", "moonphase.waning.crescent"][rawValue]
    }

    static func on(_ date: Date) -> MoonPhase {
        let lunation = 29.530588
        let reference = Date(timeIntervalSince1970: 947_182_440) // a known new moon
        let age = date.timeIntervalSince(reference) / 86_400
        let fraction = age.truncatingRemainder(dividingBy: lunation) / lunation
        return MoonPhase(rawValue: Int((fraction * 8).rounded()) % 8) ?? .new
    }
}

struct MoonEntry: TimelineEntry {
    let date: Date
    let phase: MoonPhase
}

struct MoonProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoonEntry { MoonEntry(date: .now, phase: .full) }

    func getSnapshot(in context: Context, completion: @escaping (MoonEntry) -> Void) {
        completion(MoonEntry(date: .now, phase: .on(.now)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MoonEntry>) -> Void) {
        let start = Calendar.current.startOfDay(for: .now)
        let entries = (0..<7).compactMap { day -> MoonEntry? in
            guard let date = Calendar.current.date(byAdding: .day, value: day, to: start) else { return nil }
            return MoonEntry(date: date, phase: .on(date))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct MoonPhaseView: View {
    let entry: MoonEntry

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: entry.phase.symbol)
                .symbolRenderingMode(.hierarchical)
                .font(.system(size: 52))
                .foregroundStyle(.yellow)
            Text(entry.phase.name)
                .font(.headline)
                .foregroundColor(.white)
            Text(entry.date, style: .date)
                .font(.caption2)
                .foregroundColor(.white.opacity(0.7))
        }
        .nightSky()
    }
}

extension View {
    @ViewBuilder
    func nightSky() -> some View {
        let sky = LinearGradient(gradient: Gradient(colors: [Color(red: 0.05, green: 0.05, blue: 0.2), .black]),
                                 startPoint: .top, endPoint: .bottom)
        if #available(iOS 17.0, *) {
            containerBackground(sky, for: .widget)
        } else {
            frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.black)
        }
    }
}

@main
struct MoonPhaseWidget: Widget {
    let kind: String = "MoonPhaseWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MoonProvider()) { entry in
            MoonPhaseView(entry: entry)
        }
        .configurationDisplayName("Moon Phase")
        .description("Tonight's moon.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview {
    MoonPhaseView(entry: MoonEntry(date: .now, phase: .waxingGibbous))
        .frame(width: 170, height: 170)
        .background(Color.black)
}
