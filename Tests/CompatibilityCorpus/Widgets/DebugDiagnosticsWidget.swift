import SwiftUI
import WidgetKit
import UIKit

struct DiagnosticsEntry: TimelineEntry {
    let date: Date
    let family: WidgetFamily
    let displaySize: CGSize
    let isPreview: Bool
    let reloadCount: Int
}

struct DiagnosticsProvider: TimelineProvider {
    private let defaults = UserDefaults(suiteName: "group.com.example.debug")

    func placeholder(in context: Context) -> DiagnosticsEntry {
        DiagnosticsEntry(date: .now, family: context.family, displaySize: context.displaySize, isPreview: true, reloadCount: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (DiagnosticsEntry) -> Void) {
        completion(DiagnosticsEntry(date: .now, family: context.family, displaySize: context.displaySize,
                                    isPreview: context.isPreview, reloadCount: defaults?.integer(forKey: "reloads") ?? 0))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DiagnosticsEntry>) -> Void) {
        let count = (defaults?.integer(forKey: "reloads") ?? 0) + 1
        defaults?.set(count, forKey: "reloads")
        let entry = DiagnosticsEntry(date: .now, family: context.family, displaySize: context.displaySize,
                                     isPreview: context.isPreview, reloadCount: count)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(300))))
    }
}

struct DiagnosticsEntryView: View {
    @Environment(\.widgetContentMargins) private var margins
    @Environment(\.colorScheme) private var colorScheme
    let entry: DiagnosticsEntry

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 2) {
                Text("\(String(describing: entry.family))").font(.caption.bold())
                Text("context \(Int(entry.displaySize.width))×\(Int(entry.displaySize.height))")
                Text("geometry \(Int(proxy.size.width))×\(Int(proxy.size.height))")
                Text("margins \(margins.top, specifier: "%.0f") \(margins.leading, specifier: "%.0f") \(margins.bottom, specifier: "%.0f") \(margins.trailing, specifier: "%.0f")")
                Text("reloads \(entry.reloadCount) · \(entry.isPreview ? "preview" : "live")")
                Text("scheme \(colorScheme == .dark ? "dark" : "light")")
                Spacer(minLength: 0)
                Text(entry.date, style: .time).foregroundColor(Color(uiColor: .tertiaryLabel))
            }
            .font(.system(.caption2, design: .monospaced))
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
        .containerBackground(Color(uiColor: .systemYellow).opacity(0.2), for: .widget)
    }
}

/// Only exists in debug builds so QA can check sizes and reload budgets.
struct DebugDiagnosticsWidget: Widget {
    var body: some WidgetConfiguration {
        #if DEBUG
        StaticConfiguration(kind: "DebugDiagnostics", provider: DiagnosticsProvider()) { entry in
            DiagnosticsEntryView(entry: entry)
        }
        .configurationDisplayName("Diagnostics")
        .description("Widget sizes, margins and reloads.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        #else
        EmptyWidgetConfiguration()
        #endif
    }
}

struct DebugDiagnosticsWidget_Previews: PreviewProvider {
    static let entry = DiagnosticsEntry(date: .now, family: .systemSmall, displaySize: CGSize(width: 170, height: 170),
                                        isPreview: true, reloadCount: 3)

    static var previews: some View {
        DiagnosticsEntryView(entry: entry)
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .previewDisplayName("Small")
        DiagnosticsEntryView(entry: entry)
            .previewContext(WidgetPreviewContext(family: .systemExtraLarge))
            .previewDisplayName("Extra Large")
    }
}
