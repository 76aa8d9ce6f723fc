import SwiftUI
import WidgetKit
import UIKit

struct PairedDevice: Identifiable {
    let id = UUID()
    let name: String
    let symbol: String
    let level: Double
    let isCharging: Bool
}

struct BatteryEntry: TimelineEntry {
    let date: Date
    let devices: [PairedDevice]
}

struct BatteryProvider: TimelineProvider {
    static let devices = [
        PairedDevice(name: "iPhone", symbol: "iphone", level: 0.82, isCharging: false),
        PairedDevice(name: "Watch", symbol: "applewatch", level: 0.34, isCharging: true),
        PairedDevice(name: "Earbuds", symbol: "airpodspro", level: 0.12, isCharging: false),
    ]

    func placeholder(in context: Context) -> BatteryEntry { BatteryEntry(date: .now, devices: Self.devices) }
    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(600))))
    }
}

struct BatteryGauge: View {
    let device: PairedDevice

    private var tint: Color {
        device.level < 0.2 ? .red : (device.isCharging ? .green : Color(UIColor.label))
    }

    var body: some View {
        Gauge(value: device.level) {
            Image(systemName: device.symbol)
        } currentValueLabel: {
            Image(systemName: device.symbol)
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(tint)
        .accessibilityLabel(device.name)
        .accessibilityValue(Text(device.level, format: .percent))
    }
}

struct BatteryStatusEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: BatteryEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            BatteryGauge(device: entry.devices[0])
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 3) {
                ForEach(entry.devices.prefix(2)) { device in
                    Gauge(value: device.level) {
                        Text(device.name)
                    }
                    .gaugeStyle(.accessoryLinearCapacity)
                }
            }
        default:
            HStack(spacing: 10) {
                ForEach(entry.devices) { device in
                    VStack(spacing: 6) {
                        BatteryGauge(device: device)
                            .scaleEffect(1.2)
                        Text(device.level, format: .percent.precision(.fractionLength(0)))
                            .font(.caption.monospacedDigit())
                        if device.isCharging {
                            Image(systemName: "bolt.fill")
                                .font(.caption2)
                                .foregroundColor(.green)
                                .accessibilityHidden(true)
                        }
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .containerBackground(Color(UIColor.systemGray3).opacity(0.25), for: .widget)
        }
    }
}

struct BatteryStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BatteryStatus", provider: BatteryProvider()) { entry in
            BatteryStatusEntryView(entry: entry)
        }
        .configurationDisplayName("Batteries")
        .description("Charge levels for your devices.")
        .supportedFamilies([.systemMedium, .accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .systemMedium) {
    BatteryStatusWidget()
} timelineProvider: {
    BatteryProvider()
}
