/// The sizes and shapes a widget comes in (WidgetKit's `WidgetFamily`).
public enum WidgetFamily: String, ArchiveEnum, Codable, CustomStringConvertible {
  /// A small square on the Home Screen or Today View.
  case systemSmall
  /// A wide rectangle, as tall as a small widget.
  case systemMedium
  /// A large square-ish rectangle.
  case systemLarge
  /// An extra-large rectangle (iPad, Mac, visionOS).
  case systemExtraLarge
  /// A tall extra-large rectangle (visionOS 26; iOS, iPadOS and macOS 27).
  case systemExtraLargePortrait
  /// A circular Lock Screen widget or watch complication.
  case accessoryCircular
  /// A rectangular Lock Screen widget or watch complication.
  case accessoryRectangular
  /// A single line of text beside the time (Lock Screen) or on a watch face.
  case accessoryInline
  /// A watch-face corner complication.
  case accessoryCorner

  /// Whether this is a Home Screen (system) family, which gets a container background, content
  /// margins and the rounded widget shape.
  public var isSystem: Bool { rawValue.hasPrefix("system") }

  /// Whether this is an accessory (Lock Screen / watch) family.
  public var isAccessory: Bool { !isSystem }

  public var description: String { rawValue }
}

/// How the system colours a widget (WidgetKit's `WidgetRenderingMode`).
public enum WidgetRenderingMode: String, ArchiveEnum, Codable, CustomStringConvertible {
  /// Colours are shown as written.
  case fullColor
  /// Views are split into a default and an accent group, each flatly coloured keeping its alpha
  /// (tinted and clear Home Screens, watch faces).
  case accented
  /// Content is desaturated and shown through the Lock Screen's material.
  case vibrant

  public var description: String { rawValue }
}

/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: String, ArchiveEnum, Codable, CustomStringConvertible {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark

  public var description: String { rawValue }
}
