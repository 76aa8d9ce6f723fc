import Foundation
import TintypeUI

/// A delivery tracker's Live Activity, written the way apps write them, for the tests.
struct DeliveryAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var status: String
    var stopsAway: Int
    var arrival: ClosedRange<Date>
  }

  var orderNumber: String

  static let preview = DeliveryAttributes(orderNumber: "A-1042")
}

extension DeliveryAttributes.ContentState {
  static let start = Date(timeIntervalSince1970: 1_781_000_000)
  static let outForDelivery = DeliveryAttributes.ContentState(
    status: "Out for delivery", stopsAway: 4, arrival: start...start.addingTimeInterval(25 * 60))
}

struct DeliveryActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: DeliveryAttributes.self) { context in
      HStack(spacing: 12) {
        Image(systemName: "bag.fill").font(.title2).foregroundStyle(.orange)
        VStack(alignment: .leading, spacing: 2) {
          Text(context.isStale ? "Update pending" : context.state.status).font(.headline)
          Text("Order \(context.attributes.orderNumber) · \(context.state.stopsAway) stops away")
            .font(.caption).foregroundStyle(.secondary)
        }
        Spacer()
        Text(timerInterval: context.state.arrival, countsDown: true)
          .font(.title3.monospacedDigit()).frame(width: 64)
      }
      .padding()
      .activityBackgroundTint(Color.orange.opacity(0.25))
      .activitySystemActionForegroundColor(.orange)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Image(systemName: "bag.fill").font(.title2).foregroundStyle(.orange)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(timerInterval: context.state.arrival, countsDown: true).monospacedDigit().frame(width: 56)
        }
        DynamicIslandExpandedRegion(.center) {
          Text(context.state.status).font(.headline).lineLimit(1)
        }
        DynamicIslandExpandedRegion(.bottom) {
          Text("\(context.state.stopsAway) stops away").font(.caption).foregroundStyle(.secondary)
        }
      } compactLeading: {
        Image(systemName: "bag.fill").foregroundStyle(.orange)
      } compactTrailing: {
        Text(timerInterval: context.state.arrival, countsDown: true).font(.callout.monospacedDigit())
          .frame(width: 46)
      } minimal: {
        Image(systemName: "bag.fill").foregroundStyle(.orange)
      }
      .keylineTint(.orange)
    }
  }
}
