import TintypeCore

/// One painted path of a vector image (an SVG or PDF asset), in the image's own space: what both
/// readers produce, so one routine draws them.
public struct VectorShape: Sendable {
  /// The outline.
  public var path: Path
  /// The fill colour; nil draws no fill.
  public var fill: RGBAColor?
  /// Which regions of `path` the fill covers.
  public var fillRule: FillRule
  /// The stroke colour; nil draws no stroke.
  public var stroke: RGBAColor?
  /// The stroke's width, dashes and joins, in the image's space.
  public var strokeStyle: Stroke
  /// Multiplies the fill and the stroke (SVG's group `opacity`; 1 in a PDF, whose alphas are in
  /// the colours).
  public var opacity: Double

  /// A shape.
  public init(
    path: Path, fill: RGBAColor?, fillRule: FillRule, stroke: RGBAColor?, strokeStyle: Stroke,
    opacity: Double = 1
  ) {
    (self.path, self.fill, self.fillRule) = (path, fill, fillRule)
    (self.stroke, self.strokeStyle, self.opacity) = (stroke, strokeStyle, opacity)
  }
}

extension Canvas {
  /// Draws `shapes` in order, each fill before its stroke, moved into pixels by `transform`; stroke
  /// widths and dashes are multiplied by `strokeScale`, since strokes are drawn after transforming.
  public mutating func draw(_ shapes: [VectorShape], transform: Transform, strokeScale: Double) {
    for shape in shapes {
      let path = shape.path.applying(transform)
      if let fill = shape.fill {
        self.fill(path, with: .solid(fill), fillRule: shape.fillRule, opacity: shape.opacity)
      }
      if let stroke = shape.stroke {
        var style = shape.strokeStyle
        style.lineWidth *= strokeScale
        style.dash = style.dash.map { $0 * strokeScale }
        style.dashPhase *= strokeScale
        self.stroke(path, with: .solid(stroke), style: style, opacity: shape.opacity)
      }
    }
  }
}
