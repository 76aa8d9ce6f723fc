import Foundation

/// The data of a Live Activity (ActivityKit's `ActivityAttributes`): the attributes fixed when it
/// starts, and a `ContentState` that updates while it runs. Tintype renders one content state at a
/// time (`ActivityPresentationRenderer`).
public protocol ActivityAttributes: Decodable, Encodable {
  /// What changes while the activity runs.
  associatedtype ContentState: Decodable, Encodable, Hashable
}

/// What a Live Activity's views are built from (WidgetKit's `ActivityViewContext`).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
  /// The current content state.
  public let state: Attributes.ContentState
  /// The attributes the activity started with.
  public let attributes: Attributes
  /// Whether the content is out of date (its stale date has passed).
  public let isStale: Bool
  /// The activity's identifier.
  public let activityID: String

  /// A context for rendering `state` of an activity started with `attributes`.
  public init(
    attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false,
    activityID: String = "preview"
  ) {
    self.attributes = attributes
    self.state = state
    self.isStale = isStale
    self.activityID = activityID
  }
}
