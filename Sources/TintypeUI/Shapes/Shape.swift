import TintypeCore

/// A 2D outline that fills its frame (SwiftUI's `Shape`). Built-in shapes archive as themselves;
/// a custom shape archives the path its `path(in:)` makes in the reference rectangle (see
/// `PathValue.referenceSize`).
public protocol Shape: View {
  /// The outline in `rect`.
  func path(in rect: CGRect) -> Path
  /// The archived shape; custom shapes get the recorded path.
  var archivedShape: ShapeValue { get }
}

/// A shape that can be inset, so that `strokeBorder` draws inside its outline.
public protocol InsettableShape: Shape {}

extension Shape {
  /// A custom shape's path recorded in a 100 × 100 rectangle, which the renderer scales to the frame.
  public var archivedShape: ShapeValue { recordedShape(in: CGSize(width: 100, height: 100)) }

  /// The custom shape's path recorded in a rectangle of `size`.
  func recordedShape(in size: CGSize) -> ShapeValue {
    let path = path(in: CGRect(origin: .zero, size: size))
    return ShapeValue(
      .path(PathValue(elements: path.elements, referenceSize: (Double(size.width), Double(size.height)))))
  }

  /// A shape view filled with the foreground style, as SwiftUI draws a bare shape.
  public var body: _ShapeView { _ShapeView(shape: self, paint: .fill(nil, eoFill: false)) }

  /// Fills the shape with a style.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView {
    _ShapeView(shape: self, paint: .fill(content.archivedStyle, eoFill: style.isEOFilled))
  }

  /// Fills the shape with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView {
    _ShapeView(shape: self, paint: .fill(nil, eoFill: style.isEOFilled))
  }

  /// Strokes the outline with a style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView {
    _ShapeView(shape: self, paint: .stroke(content.archivedStyle, style.archived))
  }

  /// Strokes the outline with a style and width.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView {
    _ShapeView(shape: self, paint: .stroke(content.archivedStyle, Stroke(lineWidth: lineWidth)))
  }

  /// Strokes the outline with the foreground style.
  public func stroke(style: StrokeStyle) -> _ShapeView {
    _ShapeView(shape: self, paint: .stroke(nil, style.archived))
  }

  /// Strokes the outline with the foreground style and a width.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
    _ShapeView(shape: self, paint: .stroke(nil, Stroke(lineWidth: lineWidth)))
  }

  /// The part of the outline between two fractions of its length.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _ModifiedShape {
    _ModifiedShape(base: archivedShape, adding: .trim(from: startFraction, to: endFraction))
  }

  /// The shape rotated about an anchor.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedShape {
    _ModifiedShape(base: archivedShape, adding: .rotation(angle, anchor: anchor))
  }

  /// The shape moved.
  public func offset(_ offset: CGSize) -> _ModifiedShape {
    _ModifiedShape(base: archivedShape, adding: .offset(x: offset.width, y: offset.height))
  }

  /// The shape moved.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedShape {
    _ModifiedShape(base: archivedShape, adding: .offset(x: x, y: y))
  }

  /// The shape scaled about an anchor.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ModifiedShape {
    _ModifiedShape(base: archivedShape, adding: .scale(x: x, y: y, anchor: anchor))
  }

  /// The shape scaled uniformly.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ModifiedShape {
    self.scale(x: scale, y: scale, anchor: anchor)
  }
}

extension InsettableShape {
  /// The shape inset on every side.
  public func inset(by amount: CGFloat) -> _ModifiedShape {
    _ModifiedShape(base: archivedShape, adding: .inset(amount))
  }

  /// Strokes inside the outline with a style.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView
  {
    _ShapeView(shape: self, paint: .strokeBorder(content.archivedStyle, style.archived))
  }

  /// Strokes inside the outline with a style and width.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView
  {
    _ShapeView(shape: self, paint: .strokeBorder(content.archivedStyle, Stroke(lineWidth: lineWidth)))
  }

  /// Strokes inside the outline with the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
    _ShapeView(shape: self, paint: .strokeBorder(nil, style.archived))
  }

  /// Strokes inside the outline with the foreground style and a width.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
    _ShapeView(shape: self, paint: .strokeBorder(nil, Stroke(lineWidth: lineWidth)))
  }
}

/// A shape with shape modifiers applied (`trim`, `inset`, `rotation`, …).
public struct _ModifiedShape: InsettableShape {
  /// The base shape with the modifiers appended.
  public let archivedShape: ShapeValue

  init(base: ShapeValue, adding modifier: ShapeModifierValue) {
    archivedShape = ShapeValue(base.kind, modifiers: base.modifiers + [modifier])
  }

  /// The modified outline is drawn by the renderer; as a path it is the base outline's bounds.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A shape drawn as a view: filled or stroked.
public struct _ShapeView: View, PrimitiveView {
  let shape: any Shape
  let paint: ShapePaint

  /// The painted shape filled with `content` (iOS 17: `stroke(lineWidth:)` returns the stroke's
  /// outline as a shape, so `Circle().stroke(lineWidth: 4).fill(.red)` is a red ring): a stroke keeps its
  /// line and takes the style; a fill takes the style.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView {
    switch paint {
    case .fill: _ShapeView(shape: shape, paint: .fill(content.archivedStyle, eoFill: style.isEOFilled))
    case .stroke(_, let stroke): _ShapeView(shape: shape, paint: .stroke(content.archivedStyle, stroke))
    case .strokeBorder(_, let stroke):
      _ShapeView(shape: shape, paint: .strokeBorder(content.archivedStyle, stroke))
    }
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    let value =
      shape is any BuiltInShape || shape is _ModifiedShape || shape is Path
      ? shape.archivedShape : shape.recordedShape(in: context.referenceSize)
    return [ViewNode(.shape(value, paint: paint))]
  }
}

/// The shapes SwiftUI provides, which archive as themselves rather than as recorded paths.
protocol BuiltInShape: InsettableShape {}

/// Fill rules (SwiftUI's `FillStyle`).
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides the inside, rather than the non-zero winding rule.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool
  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

#if canImport(CoreGraphics)
  import CoreGraphics
#else
  /// Line caps (CoreGraphics' `CGLineCap`, which Linux lacks).
  public enum CGLineCap: Int32, Sendable { case butt, round, square }
  /// Line joins (CoreGraphics' `CGLineJoin`, which Linux lacks).
  public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
#endif

/// How outlines are stroked (SwiftUI's `StrokeStyle`).
public struct StrokeStyle: Sendable {
  /// The line's width, in points.
  public var lineWidth: CGFloat
  /// How open subpaths end.
  public var lineCap: CGLineCap
  /// How segments meet.
  public var lineJoin: CGLineJoin
  /// The ratio of miter length to line width beyond which a miter join is bevelled.
  public var miterLimit: CGFloat
  /// Lengths of alternating dashes and gaps, in points; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts, in points.
  public var dashPhase: CGFloat

  /// A stroke style; the defaults are SwiftUI's.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  var archived: Stroke {
    let cap: LineCap
    switch lineCap {
    case .round: cap = .round
    case .square: cap = .square
    default: cap = .butt
    }
    let join: LineJoin
    switch lineJoin {
    case .round: join = .round
    case .bevel: join = .bevel
    default: join = .miter
    }
    return Stroke(
      lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: miterLimit,
      dash: dash.map { Double($0) }, dashPhase: dashPhase)
  }
}
