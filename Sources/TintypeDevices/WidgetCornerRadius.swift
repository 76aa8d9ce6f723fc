import TintypeArchive

/// The radius of the continuous-corner rounded rectangle the system clips system-family widgets
/// to. Apple publishes no value (it points to `ContainerRelativeShape`); every number comes from
/// `UnconfirmedGeometry`.
enum WidgetCornerRadius {
  /// The radius for `family` on `platform`, or `nil` when the system applies no widget shape:
  /// accessory families are shaped by their host (a circle, the watch face, the Lock Screen).
  static func radius(for family: WidgetFamily, on platform: Platform) -> Double? {
    guard family.isSystem else { return nil }
    switch platform {
    case .iOS: return UnconfirmedGeometry.iPhoneCornerRadius
    case .iPadOS: return UnconfirmedGeometry.iPadCornerRadius
    case .visionOS: return UnconfirmedGeometry.visionCornerRadius
    case .watchOS: return nil
    }
  }
}
