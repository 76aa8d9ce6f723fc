/// Distances in points from each edge of a widget, the shape of SwiftUI's `EdgeInsets`
/// (WidgetKit reports default content margins as `EdgeInsets` through `widgetContentMargins`).
public struct Insets: Sendable, Hashable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge.
  public var trailing: Double

  /// Insets with a value for each edge.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No inset on any edge.
  public static let zero = Insets(all: 0)

  /// "16" when every edge is the same, otherwise "top leading bottom trailing".
  public var description: String {
    let edges = [top, leading, bottom, trailing]
    if edges.allSatisfy({ $0 == top }) { return PointSize.format(top) }
    return edges.map(PointSize.format).joined(separator: " ")
  }
}
