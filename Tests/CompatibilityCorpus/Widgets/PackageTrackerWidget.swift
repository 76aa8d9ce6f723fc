import SwiftUI
import WidgetKit
import ActivityKit

struct PackageActivityAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: String
        var stopsAway: Int
        var windowStart: Date
        var windowEnd: Date
    }

    var carrier: String
    var trackingNumber: String
}

struct PackageLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PackageActivityAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: "shippingbox.fill").foregroundStyle(.brown)
                    Text(context.attributes.carrier).font(.headline)
                    Spacer()
                    Text("\(context.state.stopsAway) stops away").font(.caption)
                }
                ProgressView(timerInterval: context.state.windowStart...context.state.windowEnd, countsDown: false) {
                    Text(context.state.status)
                }
                .tint(.brown)
            }
            .padding()
            .activityBackgroundTint(Color.brown.opacity(0.2))
            .activitySystemActionForegroundColor(.brown)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "shippingbox.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.windowEnd, style: .time)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.status).font(.caption)
                }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Image(systemName: "shippingbox")
            }
            .keylineTint(.brown)
        }
    }
}

struct TrackedPackage: Hashable {
    let name: String
    let status: String
}

struct PackageEntry: TimelineEntry {
    let date: Date
    let packages: [TrackedPackage]
}

struct PackageProvider: TimelineProvider {
    func placeholder(in context: Context) -> PackageEntry {
        PackageEntry(date: .now, packages: [TrackedPackage(name: "Headphones", status: "Out for delivery"),
                                            TrackedPackage(name: "Books", status: "In transit")])
    }
    func getSnapshot(in context: Context, completion: @escaping (PackageEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PackageEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

struct PackageListWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PackageList", provider: PackageProvider()) { entry in
            VStack(alignment: .leading, spacing: 4) {
                Label("Deliveries", systemImage: "shippingbox").font(.headline)
                ForEach(entry.packages, id: \.self) { package in
                    HStack {
                        Text(package.name).font(.subheadline)
                        Spacer()
                        Text(package.status).font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Deliveries")
        .description("Packages on their way to you.")
        .supportedFamilies([.systemMedium])
    }
}

struct PackageTrackerBundle: WidgetBundle {
    var body: some Widget {
        PackageListWidget()
        if #available(iOS 16.2, *) {
            PackageLiveActivity()
        }
    }
}

extension PackageActivityAttributes {
    static var preview: PackageActivityAttributes {
        PackageActivityAttributes(carrier: "Parcelly", trackingNumber: "PX-20931")
    }
}

#Preview("Notification", as: .content, using: PackageActivityAttributes.preview) {
    PackageLiveActivity()
} contentStates: {
    PackageActivityAttributes.ContentState(status: "Out for delivery", stopsAway: 4,
                                           windowStart: .now, windowEnd: .now.addingTimeInterval(5400))
    PackageActivityAttributes.ContentState(status: "Next stop!", stopsAway: 1,
                                           windowStart: .now.addingTimeInterval(-3600), windowEnd: .now.addingTimeInterval(900))
}
