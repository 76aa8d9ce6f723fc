import TintypeCore

/// How a path is stroked: SwiftUI's `StrokeStyle`, in pixels.
public struct Stroke: Hashable, Sendable {
  /// The shape at the open ends of subpaths and dashes.
  public enum Cap: Hashable, Sendable {
    /// The stroke stops flat at the end point.
    case butt
    /// A half disc of the stroke's width around the end point.
    case round
    /// The stroke continues flat for half its width past the end point.
    case square
  }

  /// The shape where two segments meet at a corner of the path.
  public enum Join: Hashable, Sendable {
    /// The outer edges are extended until they meet, unless that point is further than
    /// `miterLimit` allows; then the corner is bevelled.
    case miter
    /// A circular arc of the stroke's width around the corner.
    case round
    /// The outer corners are joined by a straight line.
    case bevel
  }

  /// The width in pixels. Widths under one pixel are drawn one pixel wide with their coverage scaled
  /// by the width (see `Canvas.stroke`); zero draws a one-pixel hairline, as Core Graphics does.
  public var width: Double
  /// The ends of open subpaths and dashes.
  public var cap: Cap
  /// The corners.
  public var join: Join
  /// The longest miter allowed, as a multiple of the width (Core Graphics' and SVG's definition:
  /// miter length / width = 1 / sin(θ/2) for an angle θ between the segments). Longer miters are
  /// bevelled. SwiftUI's default of 10 bevels corners sharper than about 11.5°.
  public var miterLimit: Double
  /// Dash lengths in pixels, alternating on and off; empty for a solid stroke.
  public var dash: [Double]
  /// How far into the dash pattern the stroke starts, in pixels.
  public var dashPhase: Double

  /// A stroke style; the defaults are SwiftUI's.
  public init(
    width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
