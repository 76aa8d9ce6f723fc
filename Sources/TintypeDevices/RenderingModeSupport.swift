import TintypeArchive

/// Which rendering modes a family can be shown in on a platform (widgetkit-facts.md §2.1).
///
/// A mode is offered when both Apple tables allow it: the platform uses the mode somewhere (HIG
/// Widgets, Dec 2025) and WidgetKit supports the mode for the family ("Preparing widgets for
/// additional platforms"). The platform table is coarse — on iPhone and iPad accessory widgets live
/// on the Lock Screen, which renders them vibrant — but a renderer previewing a widget should offer
/// every mode the widget must be ready for, so the catalog keeps the intersection.
enum RenderingModeSupport {
  /// The modes each platform uses somewhere (HIG table): iPhone fullColor on Home Screen, Today,
  /// StandBy, CarPlay; accented on Home Screen, Today; vibrant on Lock Screen and StandBy low light.
  /// iPad the same without StandBy. Watch: "not supported" for vibrant. Vision Pro: vibrant "not
  /// supported".
  static func modes(on platform: Platform) -> Set<WidgetRenderingMode> {
    switch platform {
    case .iOS, .iPadOS: return [.fullColor, .accented, .vibrant]
    case .watchOS, .visionOS: return [.fullColor, .accented]
    }
  }

  /// The modes WidgetKit supports for each family (docs "Preparing widgets…"): every system family
  /// Yes/Yes/Yes; accessoryCircular, accessoryCorner and accessoryInline No/Yes/Yes;
  /// accessoryRectangular Yes/Yes/Yes.
  ///
  /// CONFLICT: the Jan 2025 HIG table said accessoryCircular and accessoryInline support fullColor
  /// and accessoryCorner does not support vibrant. The docs table is the newer, family-specific
  /// statement, so it wins here.
  static func modes(for family: WidgetFamily) -> Set<WidgetRenderingMode> {
    switch family {
    case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait,
      .accessoryRectangular:
      return [.fullColor, .accented, .vibrant]
    case .accessoryCircular, .accessoryCorner, .accessoryInline:
      return [.accented, .vibrant]
    }
  }

  /// The modes `family` can be shown in on `platform`.
  static func modes(for family: WidgetFamily, on platform: Platform) -> Set<WidgetRenderingMode> {
    modes(on: platform).intersection(modes(for: family))
  }
}
