import ActivityKit
import SwiftUI
import WidgetKit

struct LaundryCycleAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var phase: String
        var minutesRemaining: Int
        var progress: Double
    }

    var machineName: String
    var program: String
}

struct LaundryCycleLockScreenView: View {
    let context: ActivityViewContext<LaundryCycleAttributes>

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "washer.fill")
                .font(.title2)
                .foregroundColor(.cyan)
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.machineName)
                    .font(.headline)
                Text("\(context.attributes.program) · \(context.state.phase)")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                ProgressView(value: context.state.progress)
                    .tint(.cyan)
            }
            Spacer()
            Text("\(context.state.minutesRemaining) min")
                .font(.title3.monospacedDigit())
                .bold()
        }
        .padding()
        .activityBackgroundTint(Color.black.opacity(0.75))
        .activitySystemActionForegroundColor(.cyan)
    }
}

struct LaundryCycleLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LaundryCycleAttributes.self) { context in
            LaundryCycleLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.machineName, systemImage: "washer")
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesRemaining)m")
                        .font(.title3)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.progress) {
                        Text(context.state.phase)
                    }
                    .tint(.cyan)
                }
            } compactLeading: {
                Image(systemName: "washer.fill").foregroundColor(.cyan)
            } compactTrailing: {
                Text("\(context.state.minutesRemaining)m")
            } minimal: {
                Image(systemName: "washer.fill")
            }
            .keylineTint(.cyan)
        }
    }
}

// The iOS 16 way of previewing an activity: by its attributes, with `previewContext`.
struct LaundryCycleLiveActivity_Previews: PreviewProvider {
    static let attributes = LaundryCycleAttributes(machineName: "Washer 2", program: "Cottons 40°")
    static let rinsing = LaundryCycleAttributes.ContentState(phase: "Rinsing", minutesRemaining: 24, progress: 0.6)

    static var previews: some View {
        attributes
            .previewContext(rinsing, viewKind: .content)
            .previewDisplayName("Laundry Lock Screen")
    }
}

struct LaundryCycleIsland_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            LaundryCycleLiveActivity_Previews.attributes
                .previewContext(LaundryCycleLiveActivity_Previews.rinsing, viewKind: .dynamicIsland(.compact))
                .previewDisplayName("Laundry Compact")
            LaundryCycleLiveActivity_Previews.attributes
                .previewContext(LaundryCycleLiveActivity_Previews.rinsing, viewKind: .dynamicIsland(.expanded))
                .previewDisplayName("Laundry Expanded")
        }
    }
}
