import TintypeArchive
import TintypeCore

/// An image ready to lay out: its size and whether it stretches. What the painter draws travels in
/// `paint`, which layout never looks at.
public struct ResolvedImage: Sendable {
  /// The image's size in points (pixels divided by the image's own scale).
  public var naturalSize: Size
  /// Whether `resizable()` was applied: a resizable image takes the size it is offered, a fixed one
  /// always keeps its natural size.
  public var isResizable: Bool
  /// The edges kept unstretched when a resizable image grows (`resizable(capInsets:)`).
  public var capInsets: EdgeInsets?
  /// What the painter needs to draw the image (decoded pixels, a symbol, a tint mode).
  public var paint: ImagePaint?
  /// Where the text baseline crosses a symbol drawn from its template, from the top: a symbol sits
  /// on the baseline of the text beside it, as SF Symbols do (`HStack(alignment:
  /// .firstTextBaseline)`). `nil` for other images, whose baseline is their bottom edge.
  public var baseline: Double?

  /// An image of `naturalSize` points.
  public init(
    naturalSize: Size, isResizable: Bool = false, capInsets: EdgeInsets? = nil,
    paint: ImagePaint? = nil, baseline: Double? = nil
  ) {
    self.naturalSize = naturalSize
    self.isResizable = isResizable
    self.capInsets = capInsets
    self.paint = paint
    self.baseline = baseline
  }
}
