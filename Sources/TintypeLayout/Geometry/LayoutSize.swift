import TintypeArchive

/// A width and height in points.
public struct LayoutSize: Hashable, Sendable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// A size of `width` by `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size at all.
  public static let zero = LayoutSize(width: 0, height: 0)

  /// The extent along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size given by its extent along a stack's `major` axis and across it.
  init(major: Double, minor: Double, axis: Axis) {
    self =
      axis == .horizontal ? LayoutSize(width: major, height: minor) : LayoutSize(width: minor, height: major)
  }
}

/// A point in points; in the layout tree, relative to the widget's top-left corner.
struct LayoutPoint: Hashable, Sendable {
  var x: Double
  var y: Double

  static let zero = LayoutPoint(x: 0, y: 0)

  /// This point moved by `other`.
  func offset(by other: LayoutPoint) -> LayoutPoint {
    LayoutPoint(x: x + other.x, y: y + other.y)
  }

  /// The coordinate along `axis`.
  subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}

extension Axis {
  /// The axis across this one.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
