/// The app's handle on its widgets (WidgetKit's `WidgetCenter`): reloading timelines is the system's
/// business on a device; in a render there is nothing to reload, so these calls do nothing.
public final class WidgetCenter: Sendable {
  /// The shared centre.
  public static let shared = WidgetCenter()

  /// Asks for every widget's timeline again: nothing to do in a render.
  public func reloadAllTimelines() {}
  /// Asks for the timelines of widgets of `kind` again: nothing to do in a render.
  public func reloadTimelines(ofKind kind: String) {}
  /// Invalidates the configuration recommendations: nothing to do in a render.
  public func invalidateConfigurationRecommendations() {}
}
