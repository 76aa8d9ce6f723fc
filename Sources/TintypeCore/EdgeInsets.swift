/// Distances from each edge of a rectangle, in points (SwiftUI's `EdgeInsets`): padding, safe areas,
/// a widget's content margins (WidgetKit reports them as `EdgeInsets` through `widgetContentMargins`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge.
  public var trailing: Double

  /// Insets with the given lengths; edges not named are 0.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
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
  public static let zero = EdgeInsets(all: 0)

  /// "16" when every edge is the same, otherwise "top leading bottom trailing".
  public var description: String {
    let edges = [top, leading, bottom, trailing]
    if edges.allSatisfy({ $0 == top }) { return Size.format(top) }
    return edges.map(Size.format).joined(separator: " ")
  }
}
