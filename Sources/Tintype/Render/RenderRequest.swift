import Foundation
import TintypeArchive
import TintypeCore
import TintypePaint

/// Everything a render depends on besides the archive: every stage is a plain function of the
/// archive and this request.
public struct RenderRequest: Sendable, Hashable {
  /// The family to render.
  public var family: WidgetFamily
  /// The device whose sizes, scale and corner radius are used.
  public var device: Device
  /// The rendering mode.
  public var renderingMode: WidgetRenderingMode
  /// The colour scheme.
  public var colorScheme: ColorScheme
  /// The render date: dates and timers are shown as of this moment. `nil`: the entry's own date.
  public var date: Date?
  /// Pixels per point; `nil`: the device's scale.
  public var scale: Double?
  /// The timeline entry to render: an index into the archive's entries.
  public var entryIndex: Int
  /// How the accented mode colours groups and what replaces the background.
  public var accentPreset: AccentPreset
  /// The user's tint for tinted presets (and the watch face colour); `nil` for system blue.
  public var tint: RGBAColor?
  /// A colour to composite the finished image over (the transparent parts otherwise stay
  /// transparent, so that vibrant and accessory renders can be placed on any wallpaper).
  public var backdrop: RGBAColor?
  /// A wallpaper PNG the finished image is composited over, scaled to cover the image and blurred
  /// as the system blurs what is behind a widget.
  public var wallpaper: URL?
  /// Which way the widget runs: `.rightToLeft` renders it as a right-to-left language would, stacks,
  /// alignment, padding and leading/trailing mirrored and text set right to left.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// How the render is sized: as a widget of the family (the default), or plainly (see `RenderLayout`).
  public var layout: RenderLayout = .widget
  /// Where the system shows the widget beyond the family's own place (StandBy, CarPlay, the Mac
  /// desktop: the device's `presentations`, which set the family, mode, scheme, margins and the
  /// screen it is scaled onto); nil, the default, renders the family where the device shows it.
  public var presentation: WidgetPresentation.Kind?
  /// The locale a view is archived in (its `Text("key")` looked up in the renderer's string tables,
  /// its values formatted, right-to-left languages mirrored); `nil` is US English. An archive already
  /// made keeps the locale it was made in.
  public var locale: Locale?
  /// The Dynamic Type size text styles are set at: `.large`, the default, or another to see the
  /// widget as someone with larger (or smaller) text does. A view archived for the request also
  /// reads it (`\.dynamicTypeSize`); `dynamicTypeSize(_:)` in the view clamps it.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// An Xcode pseudolanguage to show the widget in (`PseudoLanguage`), or nil. A view archived for
  /// the request changes its localized text, as Xcode does; in an archive already made every text
  /// with letters is changed, since an archive does not say which of its texts were localized.
  public var pseudoLanguage: PseudoLanguage?

  /// The layout direction in effect: right to left when asked, or when the pseudolanguage is.
  public var effectiveLayoutDirection: LayoutDirection {
    pseudoLanguage?.isRightToLeft == true ? .rightToLeft : layoutDirection
  }

  /// A request; the defaults are the catalog's default device, full colour, light, first entry.
  public init(
    family: WidgetFamily, device: Device = DeviceCatalog.standard.default,
    renderingMode: WidgetRenderingMode = .fullColor,
    colorScheme: ColorScheme = .light, date: Date? = nil, scale: Double? = nil, entryIndex: Int = 0,
    accentPreset: AccentPreset = .ios26Clear, tint: RGBAColor? = nil, backdrop: RGBAColor? = nil,
    wallpaper: URL? = nil
  ) {
    self.wallpaper = wallpaper
    self.accentPreset = accentPreset
    self.tint = tint
    self.backdrop = backdrop
    self.family = family
    self.device = device
    self.renderingMode = renderingMode
    self.colorScheme = colorScheme
    self.date = date
    self.scale = scale
    self.entryIndex = entryIndex
  }

  /// The scale in effect.
  public var effectiveScale: Double { scale ?? device.scale }
}
