import TintypeArchive
import TintypeCore
import TintypeRaster

/// Outlines of archived shapes in a frame, in points, as rasterizer paths: what the display list
/// holds, so that painting never sees an archive shape.
enum ShapeGeometry {
  /// The outline of `shape` in `frame`, with its shape modifiers applied in order;
  /// `containerRadius` is what a `ContainerRelativeShape` resolves to there.
  static func path(_ shape: ShapeValue, in frame: Rect, containerRadius: Double) -> TintypeRaster.Path {
    var frame = frame
    var radiusDelta = 0.0
    // Insets shrink the frame (and the corner radii with it), as `InsettableShape.inset(by:)` does.
    for case .inset(let amount) in shape.modifiers {
      frame = Rect(
        x: frame.x + amount, y: frame.y + amount, width: max(frame.width - 2 * amount, 0),
        height: max(frame.height - 2 * amount, 0))
      radiusDelta += amount
    }
    var path = basePath(shape.kind, frame, radiusDelta: radiusDelta, containerRadius: containerRadius)
    for modifier in shape.modifiers {
      func about(_ anchor: UnitPoint, _ local: Transform) -> Transform {
        let ax = frame.x + anchor.x * frame.width
        let ay = frame.y + anchor.y * frame.height
        return Transform.translation(x: -ax, y: -ay).concatenating(local).concatenating(
          .translation(x: ax, y: ay))
      }
      switch modifier {
      case .inset: break
      case .trim(let from, let to): path = from <= 0 && to >= 1 ? path : path.trimmed(from: from, to: to)
      case .rotation(let angle, let anchor): path = path.applying(about(anchor, .rotation(angle.radians)))
      case .offset(let x, let y): path = path.applying(.translation(x: x, y: y))
      case .scale(let x, let y, let anchor): path = path.applying(about(anchor, .scale(x: x, y: y)))
      }
    }
    return path
  }

  private static func style(_ style: RoundedCornerStyle) -> TintypeRaster.Path.CornerStyle {
    style == .continuous ? .continuous : .circular
  }

  private static func basePath(
    _ kind: ShapeKind, _ frame: Rect, radiusDelta: Double, containerRadius: Double
  ) -> TintypeRaster.Path {
    var path = TintypeRaster.Path()
    let rect = frame
    switch kind {
    case .rectangle:
      path.addRect(rect)
    case .roundedRectangle(let width, let height, let cornerStyle):
      path.addRoundedRect(
        rect, cornerWidth: max(width - radiusDelta, 0), cornerHeight: max(height - radiusDelta, 0),
        style: style(cornerStyle))
    case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing, _):
      addUneven(
        &path, frame,
        [topLeading, topTrailing, bottomTrailing, bottomLeading].map { max($0 - radiusDelta, 0) })
    case .circle:
      let side = min(frame.width, frame.height)
      path.addEllipse(
        in: Rect(
          x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side,
          height: side))
    case .ellipse:
      path.addEllipse(in: rect)
    case .capsule(let cornerStyle):
      path.addCapsule(in: rect, style: style(cornerStyle))
    case .containerRelative:
      let radius = max(containerRadius - radiusDelta, 0)
      path.addRoundedRect(rect, cornerWidth: radius, cornerHeight: radius, style: .continuous)
    case .path(let value):
      path = recorded(value)
      // A recorded shape path was made for its reference rectangle: scale it onto the frame. A
      // `Path` view draws in its own coordinates, from its frame's origin.
      var placement = Transform.translation(x: frame.x, y: frame.y)
      if let reference = value.referenceSize, reference.width > 0, reference.height > 0 {
        placement = Transform.scale(x: frame.width / reference.width, y: frame.height / reference.height)
          .concatenating(placement)
      }
      path = path.applying(placement)
    }
    return path
  }

  /// A rectangle with its own circular radius per corner (clockwise from the top leading corner).
  /// Continuous uneven corners are drawn circular; the difference is under a pixel at widget sizes.
  private static func addUneven(_ path: inout TintypeRaster.Path, _ frame: Rect, _ radii: [Double]) {
    let limit = min(frame.width, frame.height) / 2
    let r = radii.map { min($0, limit) }
    let (x0, y0, x1, y1) = (frame.x, frame.y, frame.maxX, frame.maxY)
    path.move(to: Point(x: x0 + r[0], y: y0))
    path.line(to: Point(x: x1 - r[1], y: y0))
    path.addArc(
      center: Point(x: x1 - r[1], y: y0 + r[1]), radius: r[1], startAngle: -.pi / 2, endAngle: 0,
      clockwise: false)
    path.line(to: Point(x: x1, y: y1 - r[2]))
    path.addArc(
      center: Point(x: x1 - r[2], y: y1 - r[2]), radius: r[2], startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    path.line(to: Point(x: x0 + r[3], y: y1))
    path.addArc(
      center: Point(x: x0 + r[3], y: y1 - r[3]), radius: r[3], startAngle: .pi / 2, endAngle: .pi,
      clockwise: false)
    path.line(to: Point(x: x0, y: y0 + r[0]))
    path.addArc(
      center: Point(x: x0 + r[0], y: y0 + r[0]), radius: r[0], startAngle: .pi, endAngle: 1.5 * .pi,
      clockwise: false)
    path.close()
  }

  /// A recorded path's elements as a rasterizer path, in the path's own coordinates.
  static func recorded(_ value: PathValue) -> TintypeRaster.Path {
    var path = TintypeRaster.Path()
    for element in value.elements {
      switch element {
      case .move(let p): path.move(to: p)
      case .line(let p): path.line(to: p)
      case .quadCurve(let p, let c): path.quadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): path.curve(to: p, control1: c1, control2: c2)
      case .arc(let center, let radius, let start, let end, let clockwise):
        path.addArc(
          center: center, radius: radius, startAngle: start.radians, endAngle: end.radians,
          clockwise: clockwise)
      case .rect(let x, let y, let w, let h):
        path.addRect(Rect(x: x, y: y, width: w, height: h))
      case .ellipse(let x, let y, let w, let h):
        path.addEllipse(in: Rect(x: x, y: y, width: w, height: h))
      case .roundedRect(let x, let y, let w, let h, let radius, let cornerStyle):
        path.addRoundedRect(
          Rect(x: x, y: y, width: w, height: h), cornerWidth: radius, cornerHeight: radius,
          style: style(cornerStyle))
      case .closeSubpath: path.close()
      }
    }
    return path
  }
}
