import TintypeCore

/// What a fill, stroke or mask is painted with: a colour, a gradient or an image.
///
/// Gradients and patterns are defined in their own space and placed on the canvas by a `transform`
/// (their space → canvas pixels), which is how elliptical gradients and rotated images are made.
/// Gradients pad: before the first stop and after the last the end colours continue. Colours between
/// stops are interpolated on premultiplied sRGB-encoded values, so a fade to `RGBAColor.clear` does not
/// darken on the way, as in SwiftUI and CSS.
public enum Paint: Equatable, Sendable {
  /// One colour everywhere.
  case solid(RGBAColor)
  /// Colour varying along a line.
  case linearGradient(LinearGradient)
  /// Colour varying between two circles.
  case radialGradient(RadialGradient)
  /// Colour varying with the angle around a centre (a conic gradient).
  case angularGradient(AngularGradient)
  /// An image, sampled through a transform.
  case pattern(ImagePattern)

  /// Colour varying along the line from `start` to `end`: constant along perpendiculars, the first
  /// stop at `start`, the last at `end`. A zero-length line paints the last stop's colour.
  public struct LinearGradient: Hashable, Sendable {
    /// The stops, in any order.
    public var stops: [GradientStop]
    /// Where location 0 is.
    public var start: Point
    /// Where location 1 is.
    public var end: Point
    /// Gradient space → canvas pixels.
    public var transform: Transform

    /// A linear gradient from `start` to `end`.
    public init(stops: [GradientStop], start: Point, end: Point, transform: Transform = .identity) {
      self.stops = stops
      self.start = start
      self.end = end
      self.transform = transform
    }
  }

  /// Colour varying between a start circle and an end circle (the two-point conical gradient of SVG,
  /// canvas and Skia): location t is the circle interpolated a fraction t of the way from one to the
  /// other, and each point takes the largest t whose circle passes through it and has a non-negative
  /// radius. With equal centres, as SwiftUI's `RadialGradient` has, it is simply the distance from
  /// the centre mapped from `startRadius` … `endRadius` to 0 … 1. Points no circle reaches are
  /// transparent.
  public struct RadialGradient: Hashable, Sendable {
    /// The stops, in any order.
    public var stops: [GradientStop]
    /// Centre of the circle at location 0.
    public var startCenter: Point
    /// Radius of the circle at location 0.
    public var startRadius: Double
    /// Centre of the circle at location 1.
    public var endCenter: Point
    /// Radius of the circle at location 1.
    public var endRadius: Double
    /// Gradient space → canvas pixels; a non-uniform scale makes an elliptical gradient.
    public var transform: Transform

    /// A gradient between two circles.
    public init(
      stops: [GradientStop], startCenter: Point, startRadius: Double, endCenter: Point,
      endRadius: Double, transform: Transform = .identity
    ) {
      self.stops = stops
      self.startCenter = startCenter
      self.startRadius = startRadius
      self.endCenter = endCenter
      self.endRadius = endRadius
      self.transform = transform
    }

    /// SwiftUI's radial gradient: one centre, location 0 at `startRadius`, 1 at `endRadius`.
    public init(
      stops: [GradientStop], center: Point, startRadius: Double = 0, endRadius: Double,
      transform: Transform = .identity
    ) {
      self.init(
        stops: stops, startCenter: center, startRadius: startRadius, endCenter: center,
        endRadius: endRadius, transform: transform)
    }
  }

  /// Colour varying with the angle around `center`, as SwiftUI's `AngularGradient`.
  ///
  /// Angles are in radians, 0 pointing right and increasing clockwise on screen (y is down), so π/2
  /// points down. Location 0 is at `startAngle` and 1 at `endAngle`. Following SwiftUI's
  /// documentation: when the sweep is under a full turn, the uncovered sector takes the end colours,
  /// switching from the last stop's to the first stop's halfway across it; when it is over a full turn,
  /// only the last full turn is drawn. An `endAngle` below `startAngle` runs anticlockwise.
  public struct AngularGradient: Hashable, Sendable {
    /// The stops, in any order.
    public var stops: [GradientStop]
    /// The point the colours turn around.
    public var center: Point
    /// The angle of location 0, in radians.
    public var startAngle: Double
    /// The angle of location 1, in radians.
    public var endAngle: Double
    /// Gradient space → canvas pixels.
    public var transform: Transform

    /// An angular gradient; the default angles make one full clockwise turn from 3 o'clock.
    public init(
      stops: [GradientStop], center: Point, startAngle: Double = 0, endAngle: Double = 2 * Double.pi,
      transform: Transform = .identity
    ) {
      self.stops = stops
      self.center = center
      self.startAngle = startAngle
      self.endAngle = endAngle
      self.transform = transform
    }
  }
}
