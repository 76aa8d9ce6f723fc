import TintypeLayout

/// A tappable region of a widget and what tapping it does.
public struct TapTarget: Sendable, Hashable {
  /// The region in points, widget origin at the top left.
  public var x: Double, y: Double, width: Double, height: Double
  /// What the tap does.
  public var action: TapAction

  /// A tap target.
  public init(x: Double, y: Double, width: Double, height: Double, action: TapAction) {
    (self.x, self.y, self.width, self.height, self.action) = (x, y, width, height, action)
  }
}
