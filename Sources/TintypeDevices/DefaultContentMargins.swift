import TintypeArchive
import TintypeCore

/// The content margins the system applies by default, per family and platform.
///
/// The HIG gives one number, "16 points for most widgets", and says the Lock Screen, StandBy and the
/// Mac desktop use smaller ones; since iOS 17 the system applies them unless
/// `contentMarginsDisabled()` (widgetkit-facts.md §1.7). Per-context values are unpublished, so the
/// catalog models the Home Screen and marks everything else unconfirmed.
enum DefaultContentMargins {
  /// The HIG's standard widget margin (iPhone and iPad Home Screen).
  static let standard = EdgeInsets(all: 16)

  /// The default margins of `family` on `platform`, and whether they are unconfirmed.
  static func margins(for family: WidgetFamily, on platform: Platform) -> (EdgeInsets, unconfirmed: Bool) {
    guard family.isSystem else { return (UnconfirmedGeometry.accessoryContentMargins, true) }
    switch platform {
    case .iOS, .iPadOS: return (standard, false)
    case .visionOS: return (UnconfirmedGeometry.visionContentMargins, true)
    // The watch shows no system families; should one appear, it gets the accessory guess.
    case .watchOS: return (UnconfirmedGeometry.accessoryContentMargins, true)
    }
  }
}
