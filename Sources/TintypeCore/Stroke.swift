/// How a path is stroked: SwiftUI's `StrokeStyle`, in the units of the path it strokes (points in
/// the archive and the display list, pixels once a path is on a canvas).
///
/// One type from the archive to the rasterizer: the DSL's `StrokeStyle` keeps SwiftUI's `CGFloat`
/// signature and archives to this.
public struct Stroke: Hashable, Sendable {
  /// The line's width. On a canvas, widths under one pixel are drawn one pixel wide with their
  /// coverage scaled by the width (see `Canvas.stroke`); zero draws a one-pixel hairline, as Core
  /// Graphics does.
  public var lineWidth: Double
  /// The ends of open subpaths and dashes.
  public var lineCap: LineCap
  /// The corners, where two segments meet.
  public var lineJoin: LineJoin
  /// The longest miter allowed, as a multiple of the width (Core Graphics' and SVG's definition:
  /// miter length / width = 1 / sin(θ/2) for an angle θ between the segments). Longer miters are
  /// bevelled. SwiftUI's default of 10 bevels corners sharper than about 11.5°.
  public var miterLimit: Double
  /// Lengths of alternating dashes and gaps; empty for a solid line.
  public var dash: [Double]
  /// How far into the dash pattern the line starts.
  public var dashPhase: Double

  /// A stroke; the defaults are SwiftUI's.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// The shape at the open ends of subpaths and dashes (Core Graphics' `CGLineCap`).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
  /// The stroke stops flat at the end point.
  case butt
  /// A half disc of the stroke's width around the end point.
  case round
  /// The stroke continues flat for half its width past the end point.
  case square
}

/// The shape where two segments meet at a corner of the path (Core Graphics' `CGLineJoin`).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
  /// The outer edges are extended until they meet, unless that point is further than `miterLimit`
  /// allows; then the corner is bevelled.
  case miter
  /// A circular arc of the stroke's width around the corner.
  case round
  /// The outer corners are joined by a straight line.
  case bevel
}
