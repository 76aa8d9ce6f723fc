import TintypeArchive
import TintypeCore

/// A place beyond the Home Screen and Lock Screen where the system shows an app's widget, as data:
/// which family, in which rendering mode and scheme, with which margins and background and, where
/// the place is a screen of its own, where on it the widget is scaled to. A renderer draws every
/// presentation from this alone: adding one is a value here, not code in a stage.
public struct WidgetPresentation: Sendable, Hashable {
  /// The presentations Tintype draws.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// StandBy by day: the iPhone on its side, charging (full colour, background removed).
    case standBy
    /// StandBy at night: vibrant, drawn in a monochrome red.
    case standByNight
    /// The widget on a CarPlay screen (full colour, background removed, StandBy's style).
    case carPlay
    /// An iPhone widget on the Mac desktop while people use the desktop (full colour).
    case macDesktop
    /// An iPhone widget on the Mac desktop behind app windows (vibrant: it recedes).
    case macDesktopReceded
  }

  /// A screen of its own the widget is scaled onto.
  public struct Screen: Sendable, Hashable {
    /// The screen in points, as it is held (StandBy's landscape).
    public var size: Size
    /// The part of the screen the widget is fitted in: scaled to fit less `inset` on each side,
    /// and centred.
    public var slot: Rect
    /// Points kept between the scaled widget and the slot's edges.
    public var inset: Double
    /// What fills the screen around the widget.
    public var fill: RGBAColor
    /// The screen's pixels per point when they are not the device's (a car's head unit), or nil.
    public var scale: Double?
    /// Opaque levels of grey become these levels of this colour (StandBy's night red), or nil.
    public var monochrome: RGBAColor?

    /// A screen.
    public init(
      size: Size, slot: Rect, inset: Double, fill: RGBAColor, scale: Double? = nil,
      monochrome: RGBAColor? = nil
    ) {
      self.size = size
      self.slot = slot
      self.inset = inset
      self.fill = fill
      self.scale = scale
      self.monochrome = monochrome
    }
  }

  /// Which presentation.
  public var kind: Kind
  /// The family shown, or nil for the one asked for (the Mac desktop shows every system family).
  public var family: WidgetFamily?
  /// The rendering mode it is drawn in.
  public var renderingMode: WidgetRenderingMode
  /// The scheme it is drawn in, or nil for the one asked for.
  public var colorScheme: ColorScheme?
  /// The widget's content margins on every side, or nil for the family's own.
  public var contentMargin: Double?
  /// Whether the system removes a removable container background and draws none of its own.
  public var removesBackground: Bool
  /// The screen the widget is scaled onto, or nil when the widget is the whole image.
  public var screen: Screen?
  /// Where the numbers come from, and which are unconfirmed.
  public var source: String

  /// Whether it shows `family`: its own family, or any system family when it keeps the one asked for.
  public func shows(_ family: WidgetFamily) -> Bool {
    self.family.map { $0 == family } ?? family.isSystem
  }

  /// A presentation.
  public init(
    kind: Kind, family: WidgetFamily?, renderingMode: WidgetRenderingMode, colorScheme: ColorScheme?,
    contentMargin: Double?, removesBackground: Bool, screen: Screen?, source: String
  ) {
    self.kind = kind
    self.family = family
    self.renderingMode = renderingMode
    self.colorScheme = colorScheme
    self.contentMargin = contentMargin
    self.removesBackground = removesBackground
    self.screen = screen
    self.source = source
  }
}
