import TintypeCore

extension Path {
  /// The smallest rectangle containing every point the path draws through (curves included, control
  /// points not), or `Rect.zero` for a path that draws nothing. A lone `move(to:)` draws nothing and
  /// does not count.
  public var bounds: Rect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func include(_ point: Point) {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    for subpath in subpaths {
      include(subpath.start)
      for segment in subpath.segments {
        include(segment.end)
        for t in segment.extremaParameters {
          include(segment.point(at: t))
        }
      }
    }
    guard minX <= maxX, minY <= maxY else { return .zero }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
