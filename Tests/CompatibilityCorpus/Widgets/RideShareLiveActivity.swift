import SwiftUI
import WidgetKit
import ActivityKit

struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var driverName: String
        var carDescription: String
        var pickupWindow: ClosedRange<Date>
        var isArriving: Bool
    }

    var pickupAddress: String
}

struct RideLockScreenView: View {
    let context: ActivityViewContext<RideAttributes>

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: context.state.isArriving ? "car.side.arrowtriangle.down.fill" : "car.side.fill")
                .font(.title)
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(.green)
            VStack(alignment: .leading, spacing: 4) {
                Text(context.state.isArriving ? "\(context.state.driverName) is arriving" : "\(context.state.driverName) is on the way")
                    .font(.headline)
                Text(context.state.carDescription)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                ProgressView(timerInterval: context.state.pickupWindow, countsDown: true) {
                    Text("Pickup at \(context.attributes.pickupAddress)")
                        .font(.caption2)
                }
                .tint(.green)
            }
        }
        .padding()
    }
}

struct RideShareLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            RideLockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.75))
                .activitySystemActionForegroundColor(.green)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.driverName, systemImage: "person.crop.circle")
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.pickupWindow, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 50)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.carDescription).font(.caption2).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.pickupWindow, countsDown: true) {
                        Text(context.attributes.pickupAddress)
                    }
                }
            } compactLeading: {
                Image(systemName: "car.fill").foregroundStyle(.green)
            } compactTrailing: {
                Text(timerInterval: context.state.pickupWindow, countsDown: true)
                    .monospacedDigit()
                    .frame(maxWidth: 44)
            } minimal: {
                Image(systemName: "car.fill")
            }
            .widgetURL(URL(string: "rides://current"))
            .keylineTint(.green)
        }
    }
}

extension RideAttributes {
    static let preview = RideAttributes(pickupAddress: "14 Harbour St")
}

extension RideAttributes.ContentState {
    static let onTheWay = RideAttributes.ContentState(driverName: "Ana", carDescription: "Blue Prius · KX21 ABC",
                                                      pickupWindow: Date()...Date().addingTimeInterval(420), isArriving: false)
    static let arriving = RideAttributes.ContentState(driverName: "Ana", carDescription: "Blue Prius · KX21 ABC",
                                                      pickupWindow: Date()...Date().addingTimeInterval(60), isArriving: true)
}

#Preview("Lock Screen", as: .content, using: RideAttributes.preview) {
    RideShareLiveActivity()
} contentStates: {
    RideAttributes.ContentState.onTheWay
    RideAttributes.ContentState.arriving
}

#Preview("Compact", as: .dynamicIsland(.compact), using: RideAttributes.preview) {
    RideShareLiveActivity()
} contentStates: {
    RideAttributes.ContentState.onTheWay
}
