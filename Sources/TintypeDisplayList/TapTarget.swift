import TintypeCore
import TintypeLayout
import TintypeScene

/// A tappable region of a widget and what tapping it does.
public struct TapTarget: Sendable, Hashable {
  /// The region in points, widget origin at the top left.
  public var frame: Rect
  /// What the tap does.
  public var action: TapAction

  /// A tap target.
  public init(frame: Rect, action: TapAction) {
    (self.frame, self.action) = (frame, action)
  }

  /// The same target after its widget is scaled by `factor` about its top left and moved to
  /// `origin`: where a widget drawn inside another picture (StandBy, a corner complication) can be
  /// tapped in that picture.
  public func placed(at origin: Point, scaledBy factor: Double) -> TapTarget {
    TapTarget(
      frame: Rect(
        x: origin.x + frame.x * factor, y: origin.y + frame.y * factor, width: frame.width * factor,
        height: frame.height * factor),
      action: action)
  }
}
