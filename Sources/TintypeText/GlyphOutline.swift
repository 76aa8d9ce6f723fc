import CFreeType
import TintypeCore

/// A glyph's outline as path elements in points, y down, relative to the glyph's origin on the
/// baseline: the painter fills it (non-zero winding, as TrueType and CFF outlines are drawn) at the
/// glyph's position.
public struct GlyphOutline: Equatable, Sendable {
  /// One path element.
  public enum Element: Equatable, Sendable {
    /// Starts a contour.
    case moveTo(Point)
    /// A straight segment.
    case lineTo(Point)
    /// A quadratic Bézier (TrueType curves).
    case quadTo(control: Point, to: Point)
    /// A cubic Bézier (CFF curves).
    case cubicTo(control1: Point, control2: Point, to: Point)
    /// Closes the current contour.
    case close
  }

  /// The elements; every contour starts with `moveTo` and ends with `close`.
  public var elements: [Element]

  /// An outline.
  public init(elements: [Element]) {
    self.elements = elements
  }

  /// Whether there is nothing to draw (a space, or a glyph of a bitmap-only face).
  public var isEmpty: Bool { elements.isEmpty }

  /// The outline multiplied by `factor`.
  func scaled(by factor: Double) -> GlyphOutline { scaled(x: factor, y: factor) }

  /// The outline multiplied by `x` horizontally and `y` vertically.
  func scaled(x: Double, y: Double) -> GlyphOutline {
    func scale(_ point: Point) -> Point { Point(x: point.x * x, y: point.y * y) }
    return GlyphOutline(
      elements: elements.map { element in
        switch element {
        case .moveTo(let point): return .moveTo(scale(point))
        case .lineTo(let point): return .lineTo(scale(point))
        case .quadTo(let control, let to): return .quadTo(control: scale(control), to: scale(to))
        case .cubicTo(let control1, let control2, let to):
          return .cubicTo(control1: scale(control1), control2: scale(control2), to: scale(to))
        case .close: return .close
        }
      })
  }
}

extension FontFace {
  /// The outline of `glyph` in font units (y down), read unscaled and unhinted so that one
  /// outline serves every size; empty when the glyph has none.
  func unitOutline(of glyph: GlyphID) -> GlyphOutline {
    withFreeTypeFace { face in
      guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0,
        face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
      else { return GlyphOutline(elements: []) }
      let recorder = OutlineRecorder()
      var funcs = FT_Outline_Funcs(
        move_to: { to, user in
          OutlineRecorder.from(user).move(to: to!.pointee)
          return 0
        },
        line_to: { to, user in
          OutlineRecorder.from(user).append(.lineTo(OutlineRecorder.point(to!.pointee)))
          return 0
        },
        conic_to: { control, to, user in
          OutlineRecorder.from(user).append(
            .quadTo(control: OutlineRecorder.point(control!.pointee), to: OutlineRecorder.point(to!.pointee)))
          return 0
        },
        cubic_to: { control1, control2, to, user in
          OutlineRecorder.from(user).append(
            .cubicTo(
              control1: OutlineRecorder.point(control1!.pointee),
              control2: OutlineRecorder.point(control2!.pointee),
              to: OutlineRecorder.point(to!.pointee)))
          return 0
        },
        shift: 0, delta: 0)
      let error = withExtendedLifetime(recorder) {
        FT_Outline_Decompose(
          &face.pointee.glyph.pointee.outline, &funcs, Unmanaged.passUnretained(recorder).toOpaque())
      }
      guard error == 0 else { return GlyphOutline(elements: []) }
      let outline = recorder.finish()
      return widthScale == 1 ? outline : outline.scaled(x: widthScale, y: 1)
    }
  }
}

/// Collects FreeType's decomposition callbacks into outline elements, closing each contour.
private final class OutlineRecorder {
  private var elements: [GlyphOutline.Element] = []

  static func from(_ user: UnsafeMutableRawPointer?) -> OutlineRecorder {
    Unmanaged<OutlineRecorder>.fromOpaque(user!).takeUnretainedValue()
  }

  /// Font units with y flipped to point down.
  static func point(_ vector: FT_Vector) -> Point {
    Point(x: Double(vector.x), y: -Double(vector.y))
  }

  func move(to vector: FT_Vector) {
    if !elements.isEmpty { elements.append(.close) }
    elements.append(.moveTo(Self.point(vector)))
  }

  func append(_ element: GlyphOutline.Element) {
    elements.append(element)
  }

  func finish() -> GlyphOutline {
    if !elements.isEmpty { elements.append(.close) }
    return GlyphOutline(elements: elements)
  }
}
