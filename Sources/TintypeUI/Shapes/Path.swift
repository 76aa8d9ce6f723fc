import TintypeCore

/// An outline built from lines and curves (SwiftUI's `Path`). Used as a view it draws in its own
/// coordinates; as a shape, `path(in:)` returns it unchanged.
public struct Path: Shape, Hashable, Sendable {
  /// The recorded elements.
  public private(set) var elements: [PathValue.Element] = []

  /// An empty path.
  public init() {}

  /// A path built by a closure.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// An ellipse inscribed in a rectangle.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  private static func point(_ p: CGPoint) -> Point { Point(x: p.x, y: p.y) }

  /// Moves the current point to `point`, starting a subpath.
  public mutating func move(to point: CGPoint) { elements.append(.move(to: Path.point(point))) }
  /// Adds a straight line to `point`.
  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: Path.point(point))) }
  /// Moves to the first point and adds lines through the rest; no points adds nothing.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }
  /// Adds a quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: Path.point(point), control: Path.point(control)))
  }
  /// Adds a cubic Bézier curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(
      .curve(to: Path.point(point), control1: Path.point(control1), control2: Path.point(control2)))
  }
  /// Adds an arc around `center` from `startAngle` to `endAngle`.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    elements.append(
      .arc(
        center: Path.point(center), radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise))
  }
  /// Adds a rectangle as a closed subpath.
  public mutating func addRect(_ rect: CGRect) {
    elements.append(.rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height))
  }
  /// Adds each rectangle as a closed subpath.
  public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
  /// Adds a rounded rectangle; the corner radius is the smaller of `cornerSize`'s width and height.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    elements.append(
      .roundedRect(
        x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
        cornerRadius: min(cornerSize.width, cornerSize.height),
        style: style))
  }
  /// Adds an ellipse inscribed in `rect`.
  public mutating func addEllipse(in rect: CGRect) {
    elements.append(.ellipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height))
  }
  /// Adds the elements of `path`.
  public mutating func addPath(_ path: Path) { elements += path.elements }
  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The path itself: a path is drawn in its own coordinates, whatever the frame.
  public func path(in rect: CGRect) -> Path { self }

  /// The elements as recorded, with no reference size, so that they are drawn as they are.
  public var archivedShape: ShapeValue { ShapeValue(.path(PathValue(elements: elements))) }
}
