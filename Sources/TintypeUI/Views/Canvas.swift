/// Immediate-mode drawing (SwiftUI's `Canvas`). The closure runs when the view is archived, in a
/// canvas the size of the widget, and its commands are recorded; the renderer maps them onto the
/// frame layout gives the canvas (see `CanvasValue`).
public struct Canvas: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    let size = context.referenceSize
    var graphics = GraphicsContext(size: size)
    renderer(&graphics, size)
    return [
      ViewNode(
        .canvas(
          CanvasValue(recordedWidth: size.width, recordedHeight: size.height, commands: graphics.commands)))
    ]
  }
}

/// Colour rendering modes (SwiftUI's `ColorRenderingMode`).
public enum ColorRenderingMode: Sendable {
  case nonLinear, linear, extendedLinear
}

/// The drawing surface a `Canvas` closure draws into; it records the commands.
public struct GraphicsContext {
  var commands: [CanvasValue.Command] = []
  /// The canvas's size, which turns absolute gradient points into unit points.
  let size: CGSize

  init(size: CGSize) { self.size = size }

  /// What to paint with (SwiftUI's `GraphicsContext.Shading`).
  public struct Shading: Sendable {
    let style: ShapeStyleValue
    /// A linear gradient's end points in canvas coordinates, resolved against the canvas size.
    var linearPoints: (start: CGPoint, end: CGPoint, stops: [GradientValue.Stop])? = nil
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(style: .color(color.value)) }
    /// A shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style.archivedStyle) }
    /// A linear gradient between two points in the canvas.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading
    {
      Shading(
        style: .gradient(
          GradientValue(stops: gradient.archivedStops, geometry: .linear(startPoint: .top, endPoint: .bottom))
        ),
        linearPoints: (startPoint, endPoint, gradient.archivedStops))
    }
  }

  /// The archived style of `shading`: gradient points in canvas coordinates become unit points of
  /// the canvas, which is the rectangle the painter lays the gradient over.
  private func style(_ shading: Shading) -> ShapeStyleValue {
    guard let points = shading.linearPoints, size.width > 0, size.height > 0 else { return shading.style }
    func unit(_ point: CGPoint) -> UnitPoint { UnitPoint(x: point.x / size.width, y: point.y / size.height) }
    return .gradient(
      GradientValue(
        stops: points.stops, geometry: .linear(startPoint: unit(points.start), endPoint: unit(points.end))))
  }

  /// Fills a path.
  public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    commands.append(.fill(PathValue(elements: path.elements), self.style(shading), eoFill: style.isEOFilled))
  }

  /// Strokes a path with a style.
  public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    commands.append(.stroke(PathValue(elements: path.elements), self.style(shading), style.archived))
  }

  /// Strokes a path with a width.
  public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }
}
