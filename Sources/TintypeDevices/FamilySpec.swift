import TintypeArchive
import TintypeCore

/// What a widget family looks like on one device: its frame, default content margins, the rendering
/// modes the system may ask for, and the shape it is clipped to.
public struct FamilySpec: Sendable, Hashable {
  /// A value of a spec that no source confirms (see `UnconfirmedGeometry`).
  public enum Field: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The frame size.
    case size
    /// The default content margins.
    case contentMargins
    /// The corner radius.
    case cornerRadius

    /// The field name as written in JSON and listings.
    public var description: String { rawValue }
  }

  /// The family this spec describes.
  public var family: WidgetFamily
  /// The widget's frame in points: the size its view is laid out in.
  public var size: Size
  /// The margins the system applies around the content unless `contentMarginsDisabled()`; the
  /// container background still fills the whole frame.
  public var contentMargins: EdgeInsets
  /// The rendering modes this family can be shown in on the device's platform.
  public var renderingModes: Set<WidgetRenderingMode>
  /// The radius in points of the continuous-corner rounded rectangle the system clips the widget
  /// to, or `nil` when the system applies no such shape (accessory families, whose host decides).
  public var cornerRadius: Double?
  /// Who gives the size: Apple, a measurement, or nobody.
  public var provenance: SizeProvenance
  /// Where the size comes from, in words: the table, measurement or stand-in, and any caveat.
  public var source: String
  /// The values of this spec that no source confirms.
  public var unconfirmed: Set<Field>

  /// A spec with every value given.
  public init(
    family: WidgetFamily, size: Size, contentMargins: EdgeInsets,
    renderingModes: Set<WidgetRenderingMode>, cornerRadius: Double?, provenance: SizeProvenance,
    source: String, unconfirmed: Set<Field> = []
  ) {
    self.family = family
    self.size = size
    self.contentMargins = contentMargins
    self.renderingModes = renderingModes
    self.cornerRadius = cornerRadius
    self.provenance = provenance
    self.source = source
    self.unconfirmed = provenance == .unconfirmed ? unconfirmed.union([.size]) : unconfirmed
  }

  /// The frame width in points.
  public var width: Double { size.width }
  /// The frame height in points.
  public var height: Double { size.height }

  /// The rendering modes in `WidgetRenderingMode` declaration order, for stable listings.
  public var orderedRenderingModes: [WidgetRenderingMode] {
    WidgetRenderingMode.allCases.filter(renderingModes.contains)
  }
}
