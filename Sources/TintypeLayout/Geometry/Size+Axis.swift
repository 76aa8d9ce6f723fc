import TintypeArchive
import TintypeCore

// Sizes and points along a stack's axes, for the layout rules.
extension Size {
  /// The extent along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size given by its extent along a stack's `major` axis and across it.
  init(major: Double, minor: Double, axis: Axis) {
    self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
  }
}

extension Point {
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
