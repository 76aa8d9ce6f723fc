import TintypeCore

/// Apple's "continuous" rounded-rectangle corner (iOS 7 and later, SwiftUI's `.continuous`), whose
/// curvature rises gradually from the straight edge instead of jumping to 1/r as a circular arc does.
///
/// Apple has not published the curve. This is the widely used reconstruction by PaintCode
/// ("The Rounded Corners of iOS 7", reverse-engineered from `UIBezierPath(roundedRect:cornerRadius:)`),
/// the same shape Figma approximates with "corner smoothing" of about 60 %: per corner, three cubic
/// curves joined by two tiny straight pieces, symmetric about the corner's diagonal, starting
/// `extent` ≈ 1.528 radii from the corner along each edge. The benchmark's peer renderers draw the
/// widget background with exactly these constants, so their images and Tintype's agree.
///
/// Where a side is too short for two such corners, the radius is reduced to side / (2 · extent), which
/// is also PaintCode's rule (see `Path.addRoundedRect`); the corners then meet in the middle of that
/// side.
enum ContinuousCorner {
  /// How far along each edge the corner starts, in radii.
  static let extent = 1.528_664_83

  /// One corner in units of the radius, from (extent, 0) on the edge the path arrives along to
  /// (0, extent) on the edge it leaves along. X is the distance from the leaving edge, Y from the
  /// arriving one. `nil` controls mark the straight pieces.
  static let pieces: [(control1: (Double, Double)?, control2: (Double, Double)?, end: (Double, Double))] = [
    ((1.088_493_23, 0), (0.868_406_89, 0), (0.669_934_27, 0.065_496_00)),
    (nil, nil, (0.631_493_99, 0.074_911_00)),
    ((0.372_823_92, 0.169_058_99), (0.169_058_99, 0.372_823_92), (0.074_911_00, 0.631_493_99)),
    (nil, nil, (0.065_496_00, 0.669_934_27)),
    ((0, 0.868_406_89), (0, 1.088_493_23), (0, extent)),
  ]

  /// Adds the rounded rectangle to `path`, clockwise on screen, starting on the top edge. The corner
  /// size must already fit (`extent` × size at most half of each side).
  static func addRoundedRect(_ r: Rect, cornerWidth rx: Double, cornerHeight ry: Double, to path: inout Path)
  {
    // Each corner maps the canonical (X, Y) onto the rectangle. Along the top and bottom edges the
    // horizontal radius applies, along the sides the vertical one.
    let corners: [(Double, Double) -> Point] = [
      { x, y in Point(x: r.maxX - x * rx, y: r.minY + y * ry) },  // top right, arriving along the top
      { x, y in Point(x: r.maxX - y * rx, y: r.maxY - x * ry) },  // bottom right, arriving down the side
      { x, y in Point(x: r.minX + x * rx, y: r.maxY - y * ry) },  // bottom left, arriving along the bottom
      { x, y in Point(x: r.minX + y * rx, y: r.minY + x * ry) },  // top left, arriving up the side
    ]
    path.move(to: corners[3](0, extent))
    for corner in corners {
      path.line(to: corner(extent, 0))
      for piece in pieces {
        let end = corner(piece.end.0, piece.end.1)
        if let c1 = piece.control1, let c2 = piece.control2 {
          path.curve(to: end, control1: corner(c1.0, c1.1), control2: corner(c2.0, c2.1))
        } else {
          path.line(to: end)
        }
      }
    }
    path.close()
  }
}
