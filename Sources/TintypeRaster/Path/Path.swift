import TintypeCore

/// An outline made of straight lines and Bézier curves, in canvas pixels, to be filled or stroked.
///
/// A path is a list of elements as SwiftUI and Core Graphics record them. A subpath starts with
/// `move(to:)` (or implicitly, at the current point, with the first drawing element) and ends at the
/// next move or at `close()`. Filling closes every subpath; stroking closes only those ended by `close()`.
///
/// Every shape this type adds (rectangles, ellipses, rounded rectangles, capsules) runs clockwise on
/// screen; ellipses start at 3 o'clock as SwiftUI's `Circle` and `Ellipse` do, so that
/// `trimmed(from:to:)` matches SwiftUI's `trim` on them.
public struct Path: Hashable, Sendable {
  /// One step of a path. Curves start at the current point.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight line to the point.
    case line(to: Point)
    /// A quadratic Bézier curve to the point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve to the point.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the subpath's start, which ends the subpath as a closed loop.
    case closeSubpath
  }

  /// The elements in the order they were added.
  public internal(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path with the given elements.
  public init(elements: [Element]) {
    self.elements = elements
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
  }

  /// Adds a straight line from the current point to `point`.
  public mutating func line(to point: Point) {
    elements.append(.line(to: point))
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  public mutating func quadCurve(to point: Point, control: Point) {
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  public mutating func curve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a straight line back to its start.
  public mutating func close() {
    elements.append(.closeSubpath)
  }

  /// Appends all of `other`'s elements.
  public mutating func addPath(_ other: Path) {
    elements += other.elements
  }

  /// Whether a subpath is open, so that the next drawing element continues it instead of starting
  /// a new one.
  var hasOpenSubpath: Bool {
    guard let last = elements.last else { return false }
    if case .closeSubpath = last { return false }
    return true
  }

  /// This path with every point moved by `transform`. Affine maps keep Bézier curves Bézier curves,
  /// so only the end and control points need to move.
  public func applying(_ transform: Transform) -> Path {
    Path(
      elements: elements.map { element in
        switch element {
        case .move(let point): return .move(to: transform.apply(to: point))
        case .line(let point): return .line(to: transform.apply(to: point))
        case .quadCurve(let point, let control):
          return .quadCurve(to: transform.apply(to: point), control: transform.apply(to: control))
        case .curve(let point, let control1, let control2):
          return .curve(
            to: transform.apply(to: point), control1: transform.apply(to: control1),
            control2: transform.apply(to: control2))
        case .closeSubpath: return .closeSubpath
        }
      })
  }
}
