import TintypeArchive
import TintypeCore

/// An image ready to lay out: its size and whether it stretches. The pixels travel in `payload`,
/// which layout never looks at.
public struct ResolvedImage: Sendable {
  /// The image's size in points (pixels divided by the image's own scale).
  public var naturalSize: Size
  /// Whether `resizable()` was applied: a resizable image takes the size it is offered, a fixed one
  /// always keeps its natural size.
  public var isResizable: Bool
  /// The edges kept unstretched when a resizable image grows (`resizable(capInsets:)`).
  public var capInsets: EdgeInsets?
  /// Whatever the painter needs to draw the image (decoded pixels, a symbol, a tint mode).
  public var payload: (any Sendable)?

  /// An image of `naturalSize` points.
  public init(
    naturalSize: Size, isResizable: Bool = false, capInsets: EdgeInsets? = nil,
    payload: (any Sendable)? = nil
  ) {
    self.naturalSize = naturalSize
    self.isResizable = isResizable
    self.capInsets = capInsets
    self.payload = payload
  }
}
