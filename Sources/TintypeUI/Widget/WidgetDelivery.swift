import Foundation

// Configuration that decides where and when a widget is offered and reloaded, not how it looks:
// accepted so that widget code compiles as written, and left out of the archive.

/// Places a widget can be shown (WidgetKit's `WidgetLocation`).
public enum WidgetLocation: Hashable, Sendable {
  case homeScreen, lockScreen, standBy, iPhoneWidgetsOnMac
}

/// A widget's push token and the widgets it reloads (WidgetKit's `WidgetPushInfo`).
public struct WidgetPushInfo: Sendable {
  /// The token to send pushes to.
  public var token: Data
  /// A push info.
  public init(token: Data) { self.token = token }
}

/// One configured widget on the device (WidgetKit's `WidgetInfo`).
public struct WidgetInfo: Sendable {
  /// The widget's kind.
  public var kind: String
  /// Its family.
  public var family: WidgetFamily
  /// A widget info.
  public init(kind: String, family: WidgetFamily) {
    self.kind = kind
    self.family = family
  }
}

/// Receives a widget's push token (WidgetKit's `WidgetPushHandler`); a rendered image gets no pushes.
public protocol WidgetPushHandler {
  init()
  /// The token changed.
  func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

extension SingleWidgetConfiguration {
  /// Where the widget is not offered for some families; rendering is unaffected.
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
    -> ModifiedWidgetConfiguration
  {
    ModifiedWidgetConfiguration(definition: definition)
  }

  /// Asks people to configure the widget when they add it; archiving uses the intent's defaults.
  public func promptsForUserConfiguration() -> ModifiedWidgetConfiguration {
    ModifiedWidgetConfiguration(definition: definition)
  }

  /// Reloads the widget's timeline on pushes; a rendered image runs the provider once.
  public func pushHandler<Handler: WidgetPushHandler>(_ handler: Handler.Type) -> ModifiedWidgetConfiguration
  {
    ModifiedWidgetConfiguration(definition: definition)
  }
}
