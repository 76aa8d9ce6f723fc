import TintypeArchive
import TintypeCore
import TintypeScene

/// What one rendering mode does to one render, decided once per request: the scheme views resolve
/// in, what the painter does to every colour, what the system draws behind the widget and whether
/// the widget's own container background is drawn. The facade makes it after the resolve stage
/// (the accent palette depends on whether any view is accentable), hands the display list builder
/// its backgrounds and the painter its `policy`.
///
/// The rules, with Apple's words: the accented and vibrant modes remove a removable container
/// background, accented drawing its glass or card instead (WidgetKit docs "Displaying the right
/// widget background"); StandBy and CarPlay remove it too ("In StandBy on iPhone, the system removes
/// the background"; CarPlay shows widgets "with the background removed"); a system widget in full colour sits on the system widget background, which shows
/// where it declares no container background and through a translucent one, as a Home Screen
/// widget is opaque (UNCONFIRMED default, `SystemPalette.defaultWidgetBackground`). Accessory
/// widgets and the modes that remove the background stay transparent.
public struct RenderingModeModel: Sendable {
  /// What the mode does to colours.
  public var policy: ColorPolicy
  /// What the system draws in place of a removed background (accented's glass or card), bottom first.
  public var backdrop: [RGBAColor]
  /// The system widget background under a system widget in full colour, or nil.
  public var defaultBackground: PaintSpec?
  /// Whether the widget's container background is drawn.
  public var keepsContainerBackground: Bool

  /// The scheme views resolve in for `mode` when `requested` is asked for: vibrant renders resolve
  /// dark (`VibrantModel.colorScheme`).
  public static func colorScheme(for mode: WidgetRenderingMode, requested: ColorScheme) -> ColorScheme {
    mode == .vibrant ? VibrantModel.colorScheme : requested
  }

  /// The model of `mode` for a render in `colorScheme`: of a widget (not a bare view laid out to its
  /// own size) when `isWidget`, of a system family (not an accessory one) when `isSystemFamily`,
  /// shown where the system removes a removable background and draws none of its own (StandBy,
  /// CarPlay) when `removesBackground`. `hasAccentViews` says whether any resolved view is in the
  /// accent group.
  public init(
    mode: WidgetRenderingMode, colorScheme: ColorScheme, isWidget: Bool, isSystemFamily: Bool,
    removesBackground: Bool, containerBackgroundRemovable: Bool, accentPreset: AccentPreset, tint: RGBAColor?,
    hasAccentViews: Bool
  ) {
    let showsSystemBackground =
      isWidget && isSystemFamily && mode == .fullColor && !removesBackground
    defaultBackground =
      showsSystemBackground
      ? PaintSpec(style: .solid(SystemPalette.defaultWidgetBackground(colorScheme)), group: .default) : nil
    keepsContainerBackground =
      isWidget
      && ((mode == .fullColor && !removesBackground) || !containerBackgroundRemovable)
    switch mode {
    case .fullColor:
      (policy, backdrop) = (.fullColor, [])
    case .vibrant:
      (policy, backdrop) = (.vibrant, [])
    case .accented:
      let palette = accentPreset.palette(
        tint: tint ?? AccentPreset.defaultTint, scheme: colorScheme, hasAccentViews: hasAccentViews)
      policy = .accented(palette)
      backdrop = isSystemFamily && isWidget ? palette.backdrop : []
    }
  }
}
