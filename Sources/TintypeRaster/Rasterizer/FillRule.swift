import TintypeCore

/// Which points a path's outline encloses, counting how many times the outline winds around them.
public enum FillRule: Hashable, Sendable {
  /// Inside where the winding number is not zero: overlapping subpaths that run the same way merge.
  /// SwiftUI's default.
  case nonZero
  /// Inside where the winding number is odd: every crossing of the outline toggles inside and out,
  /// so overlaps make holes.
  case evenOdd

  /// 1 if a region with winding number `winding` is inside, else 0.
  @inline(__always)
  func inside(_ winding: Int32) -> Int32 {
    switch self {
    case .nonZero: return winding == 0 ? 0 : 1
    case .evenOdd: return winding & 1
    }
  }
}
