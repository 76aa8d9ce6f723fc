import TintypeArchive
import TintypeCore
import TintypeScene
import TintypeText

/// Stand-ins for SF Symbols. Apple's symbols may not be used on other platforms, so
/// `Image(systemName:)` is drawn with the nearest icon of Google's Material Icons (Apache 2.0;
/// Debian's `fonts-material-design-icons-iconfont`, which `make setup` installs), in the symbol's
/// colour and size. A stand-in is a different drawing of the same idea, not Apple's glyph; a name
/// without one is drawn as an outlined placeholder. Either way the render warns.
///
/// UNCONFIRMED by design: the pairs below are chosen by meaning, one place to extend.
package enum SymbolStandIns {
  /// The icon font, at the fixed path of its Debian package.
  static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

  /// Material Icons draws on a square grid of 24 units; the path is recorded in that square.
  static let grid = ImagePaint.standInGrid

  /// A symbol's size under `imageScale`, relative to the medium size the font gives it. UNCONFIRMED:
  /// Apple says small and large are smaller and larger than the text, not by how much; these are the
  /// ratios of SF Symbols' small and large point sizes to the medium one at body size.
  static func scale(_ imageScale: ImageScale) -> Double {
    switch imageScale {
    case .small: 0.78
    case .medium: 1
    case .large: 1.29
    }
  }

  /// The symbol name `symbolVariant` asks for: the variant's suffix added, unless the name has it
  /// already (`heart` with `.circle.fill` is `heart.circle.fill`; `heart.fill` with `.fill` stays).
  static func applying(_ variant: SymbolVariantValue, to name: String) -> String {
    guard variant != .none else { return name }
    let suffix = "." + variant.rawValue
    if name.hasSuffix(suffix) { return name }
    if variant == .fill, name.hasSuffix(".fill") { return name }
    return name + suffix
  }

  /// The code point for `name`: the name itself, or its outline/filled sibling.
  /// A variant the table lacks (`heart.circle.fill`) falls back to its base symbol, filled or not.
  static func codePoint(for name: String) -> UInt32? {
    if let known = codePoints[name] { return known }
    if name.hasSuffix(".fill"), let plain = codePoints[String(name.dropLast(5))] { return plain }
    if let filled = codePoints[name + ".fill"] { return filled }
    for shape in ["circle", "square", "rectangle", "slash"] {
      for suffix in [".\(shape).fill", ".\(shape)"] where name.hasSuffix(suffix) {
        let base = String(name.dropLast(suffix.count))
        let wantsFill = suffix.hasSuffix(".fill")
        if let known = codePoints[wantsFill ? base + ".fill" : base] ?? codePoints[base] { return known }
      }
    }
    return nil
  }

  /// The stand-in's outline in a 24 × 24 square (y down), or nil when the name has none or the font
  /// is not installed.
  static func path(for name: String, textSystem: TextSystem) -> PathValue? {
    // `arrow.clockwise.circle` with no icon of its own: the base icon, smaller, in a ring, as the
    // symbol draws it (an outlined circle around the glyph), rather than the bare base icon.
    if codePoints[name] == nil, name.hasSuffix(".circle"),
      let base = glyphPath(for: String(name.dropLast(7)), textSystem: textSystem)
    {
      return PathValue(
        elements: ring() + scaled(base.elements, by: circledScale), referenceSize: (grid, grid))
    }
    guard let path = glyphPath(for: name, textSystem: textSystem) else { return nil }
    let base = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
    guard let aspect = aspectRatios[base] else { return path }
    return PathValue(elements: squashed(path.elements, toAspect: aspect), referenceSize: (grid, grid))
  }

  /// Width ÷ height of the SF Symbol where its Material icon has another shape, keyed by the
  /// symbol's name without `.fill`. UNCONFIRMED, by eye from SwiftUI renders: `calendar` is a
  /// landscape card in SF Symbols (about 1.1 : 1), while Material's `calendar_today` is portrait
  /// (20 × 22 of its 24 units), so the stand-in stood taller than the symbol it replaces.
  static let aspectRatios: [String: Double] = ["calendar": 1.1]

  /// Elements scaled vertically about the grid's centre line so that their bounds have `aspect`.
  private static func squashed(_ elements: [PathValue.Element], toAspect aspect: Double) -> [PathValue
    .Element]
  {
    let points = elements.flatMap { element -> [Point] in
      switch element {
      case .move(let to), .line(let to): return [to]
      case .quadCurve(let to, let control): return [to, control]
      case .curve(let to, let c1, let c2): return [to, c1, c2]
      default: return []
      }
    }
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
      let minY = points.map(\.y).min(), let maxY = points.map(\.y).max(), maxY > minY
    else { return elements }
    let factor = (maxX - minX) / aspect / (maxY - minY)
    let middle = (minY + maxY) / 2
    return mapPoints(elements) { Point(x: $0.x, y: middle + ($0.y - middle) * factor) }
  }

  /// Elements with every point moved by `transform` (the outlines here hold no arcs or shapes).
  private static func mapPoints(
    _ elements: [PathValue.Element], _ transform: (Point) -> Point
  ) -> [PathValue.Element] {
    elements.map { element in
      switch element {
      case .move(let to): return .move(to: transform(to))
      case .line(let to): return .line(to: transform(to))
      case .quadCurve(let to, let control): return .quadCurve(to: transform(to), control: transform(control))
      case .curve(let to, let c1, let c2):
        return .curve(to: transform(to), control1: transform(c1), control2: transform(c2))
      default: return element
      }
    }
  }

  /// How much smaller a base icon is drawn inside the ring of a `.circle` symbol.
  static let circledScale = 0.6
  /// The ring's outer radius and its line width, in grid units (the live area is 20 wide).
  static let ringRadius = 10.0
  static let ringWidth = 1.6

  /// A ring: the outer circle clockwise, the inner one counter-clockwise, so that a nonzero fill
  /// leaves the inside empty.
  private static func ring() -> [PathValue.Element] {
    circle(radius: ringRadius, clockwise: true) + circle(radius: ringRadius - ringWidth, clockwise: false)
  }

  /// A circle about the grid's centre from four cubic Béziers.
  private static func circle(radius r: Double, clockwise: Bool) -> [PathValue.Element] {
    let c = grid / 2
    let k = 0.5523 * r
    let s: Double = clockwise ? 1 : -1
    return [
      .move(to: Point(x: c + r, y: c)),
      .curve(
        to: Point(x: c, y: c + s * r), control1: Point(x: c + r, y: c + s * k),
        control2: Point(x: c + k, y: c + s * r)),
      .curve(
        to: Point(x: c - r, y: c), control1: Point(x: c - k, y: c + s * r),
        control2: Point(x: c - r, y: c + s * k)),
      .curve(
        to: Point(x: c, y: c - s * r), control1: Point(x: c - r, y: c - s * k),
        control2: Point(x: c - k, y: c - s * r)),
      .curve(
        to: Point(x: c + r, y: c), control1: Point(x: c + k, y: c - s * r),
        control2: Point(x: c + r, y: c - s * k)),
      .closeSubpath,
    ]
  }

  /// Elements scaled about the grid's centre.
  private static func scaled(_ elements: [PathValue.Element], by factor: Double) -> [PathValue.Element] {
    let c = grid / 2
    return mapPoints(elements) { Point(x: c + ($0.x - c) * factor, y: c + ($0.y - c) * factor) }
  }

  /// The glyph of the icon `name` stands in with, as a path in the 24 × 24 grid.
  private static func glyphPath(for name: String, textSystem: TextSystem) -> PathValue? {
    guard let code = codePoint(for: name), let scalar = Unicode.Scalar(code) else { return nil }
    let face = FaceID(path: fontPath)
    guard let font = textSystem.face(face), let glyph = font.glyphIndex(for: scalar) else { return nil }
    let outline = textSystem.outline(of: glyph, face: face, size: grid)
    guard !outline.elements.isEmpty else { return nil }
    // Glyph outlines are relative to the baseline, which is the bottom of the icon's square.
    func point(_ p: Point) -> Point { Point(x: p.x, y: p.y + grid) }
    var elements: [PathValue.Element] = []
    for element in outline.elements {
      switch element {
      case .moveTo(let p): elements.append(.move(to: point(p)))
      case .lineTo(let p): elements.append(.line(to: point(p)))
      case .quadTo(let control, let to): elements.append(.quadCurve(to: point(to), control: point(control)))
      case .cubicTo(let c1, let c2, let to):
        elements.append(.curve(to: point(to), control1: point(c1), control2: point(c2)))
      case .close: elements.append(.closeSubpath)
      }
    }
    return PathValue(elements: elements, referenceSize: (grid, grid))
  }
}
