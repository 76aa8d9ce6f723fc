import Foundation
import TintypeCore
import TintypeRaster

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A symbol template: the SVG that the SF Symbols app exports for a symbol and that an asset
/// catalog's `.symbolset` holds. Its `Symbols` group has one group per weight and scale
/// (`Regular-M`, `Bold-S`, …) whose paths are the symbol's filled outlines; its `Guides` group has
/// each scale's baseline and cap line (`Baseline-M`, `Capline-M`) and the side margins of some
/// variants (`left-margin-Regular-M`), as lines or as two-point paths.
///
/// The template is drawn at 100 pt: a cap height (baseline − cap line, 70.459 units in Apple's
/// templates) is SF Pro's at 100 pt, so a symbol at a text's size is the template scaled by
/// size ÷ 100 × 70.459 ÷ that template's cap height.
public struct SymbolTemplate: Sendable {
  /// A template's symbol scales (`Image.Scale`).
  public enum Scale: String, CaseIterable, Sendable {
    case small = "S"
    case medium = "M"
    case large = "L"
  }

  /// One drawn variant: its outline in template units and its margins.
  struct Variant: Sendable {
    var path: Path
    var left: Double?
    var right: Double?
    /// The outline's extent, found once (a glyph is asked for at every render of the symbol).
    var ink: Ink

    init(path: Path, left: Double?, right: Double?) {
      self.path = path
      self.left = left
      self.right = right
      ink = Ink(path)
    }
  }

  /// The variants by weight (100 ultralight … 900 black) and scale.
  var variants: [Int: [Scale: Variant]] = [:]
  /// Each scale's baseline and cap line (y, template units).
  var baselines: [Scale: Double] = [:]
  var caplines: [Scale: Double] = [:]

  /// The weight names of template groups, as SF Symbols writes them.
  static let weights: [String: Int] = [
    "ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
    "bold": 700, "heavy": 800, "black": 900,
  ]

  /// SF Pro's cap height at 100 pt, in template units: the size the template's drawings have.
  static let capHeightAt100 = 70.459

  /// The sizes of a symbol's small and large scales relative to its medium one, used when a
  /// template lacks a scale. UNCONFIRMED: the ratios of SF Symbols' small and large point sizes to
  /// the medium one at body size (the same model as the stand-ins').
  static let scaleRatios: [Scale: Double] = [.small: 0.78, .medium: 1, .large: 1.29]

  /// Parses a template.
  public init(data: Data) throws(SVGError) {
    guard data.count <= SVGDocument.maximumBytes else {
      throw SVGError("over \(SVGDocument.maximumBytes) bytes")
    }
    guard String(validating: data, as: UTF8.self) != nil else { throw SVGError("not UTF-8 text") }
    let reader = SymbolTemplateReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    parser.shouldResolveExternalEntities = false
    guard parser.parse(), reader.error == nil else {
      throw reader.error
        ?? SVGError(parser.parserError.map { "not SVG: \($0.localizedDescription)" } ?? "not SVG")
    }
    for (key, path) in reader.paths {
      variants[key.weight, default: [:]][key.scale] = Variant(
        path: path, left: reader.margins[key]?.left, right: reader.margins[key]?.right)
    }
    baselines = reader.baselines
    caplines = reader.caplines
    guard !variants.isEmpty else {
      throw SVGError("no symbol: a template has groups named like \"Regular-M\" inside \"Symbols\"")
    }
  }

  /// The weights and scales the template draws, as `Regular-M`.
  public var variantNames: [String] {
    variants.keys.sorted().flatMap { weight in
      let name = Self.weights.first { $0.value == weight }!.key.capitalized
      return Scale.allCases.filter { variants[weight]?[$0] != nil }.map { "\(name)-\($0.rawValue)" }
    }
  }

  /// The symbol at `weight` (100…900) and `scale`, for text of `pointSize`.
  ///
  /// A variant the template lacks is made from the ones it has: between two drawn weights whose
  /// outlines have the same points the outline is interpolated (as SF Symbols interpolates a custom
  /// symbol's ultralight, regular and black sources); otherwise the nearest weight is drawn and
  /// `SymbolGlyph.substitute` names it. A missing scale is the medium (or the nearest) one resized
  /// by `scaleRatios`.
  public func glyph(weight: Int, scale: Scale, pointSize: Double) -> SymbolGlyph? {
    let drawnScale: Scale =
      variants.values.contains { $0[scale] != nil }
      ? scale
      : ([.medium, .small, .large].first { candidate in variants.values.contains { $0[candidate] != nil } })!
    let drawn = variants.compactMapValues { $0[drawnScale] }
    guard let (variant, substitute) = Self.variant(at: weight, among: drawn) else { return nil }
    let baseline = baselines[drawnScale] ?? baselines[.medium] ?? 0
    let capHeight = caplines[drawnScale].map { baseline - $0 } ?? Self.capHeightAt100
    var factor = pointSize / 100 * Self.capHeightAt100 / (capHeight > 0 ? capHeight : Self.capHeightAt100)
    factor *= (Self.scaleRatios[scale] ?? 1) / (Self.scaleRatios[drawnScale] ?? 1)
    let ink = variant.ink
    // Margins the template does not give for this variant: the ink with the regular medium
    // variant's side bearings, else the ink alone.
    let reference = variants[400]?[.medium]
    let leftBearing = reference.flatMap { ref in ref.left.map { ref.ink.minX - $0 } } ?? 0
    let rightBearing = reference.flatMap { ref in ref.right.map { $0 - ref.ink.maxX } } ?? 0
    let left = variant.left ?? ink.minX - leftBearing
    let right = variant.right ?? ink.maxX + rightBearing
    let top = min(ink.minY, baseline - capHeight)
    let bottom = max(ink.maxY, baseline)
    let outline = variant.path.applying(
      Transform.translation(x: -left, y: -top).concatenating(.scale(x: factor, y: factor)))
    let name = substitute.map { weight in
      Self.weights.first { $0.value == weight }!.key.capitalized + "-" + drawnScale.rawValue
    }
    return SymbolGlyph(
      outline: outline, width: (right - left) * factor, height: (bottom - top) * factor,
      baseline: (baseline - top) * factor, substitute: name)
  }

  /// The variant for `weight` among the drawn ones: exact, interpolated between its neighbours
  /// when their outlines match point for point, or the nearest (whose weight is returned).
  static func variant(at weight: Int, among drawn: [Int: Variant]) -> (Variant, substitute: Int?)? {
    if let exact = drawn[weight] { return (exact, nil) }
    let lighter = drawn.keys.filter { $0 < weight }.max()
    let heavier = drawn.keys.filter { $0 > weight }.min()
    if let lighter, let heavier, let light = drawn[lighter], let heavy = drawn[heavier],
      let path = interpolate(
        light.path, heavy.path, Double(weight - lighter) / Double(heavier - lighter))
    {
      let t = Double(weight - lighter) / Double(heavier - lighter)
      func mix(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, let b else { return nil }
        return a + (b - a) * t
      }
      return (
        Variant(path: path, left: mix(light.left, heavy.left), right: mix(light.right, heavy.right)), nil
      )
    }
    guard
      let nearest = drawn.keys.min(by: {
        abs($0 - weight) < abs($1 - weight) || (abs($0 - weight) == abs($1 - weight) && $0 < $1)
      })
    else { return nil }
    return (drawn[nearest]!, nearest)
  }

  /// `a` moved `t` of the way to `b`, when both have the same elements in the same order.
  static func interpolate(_ a: Path, _ b: Path, _ t: Double) -> Path? {
    guard a.elements.count == b.elements.count else { return nil }
    func mix(_ p: Point, _ q: Point) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
    var elements: [Path.Element] = []
    for (x, y) in zip(a.elements, b.elements) {
      switch (x, y) {
      case (.move(let p), .move(let q)): elements.append(.move(to: mix(p, q)))
      case (.line(let p), .line(let q)): elements.append(.line(to: mix(p, q)))
      case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
        elements.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
      case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
        elements.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
      case (.closeSubpath, .closeSubpath): elements.append(.closeSubpath)
      default: return nil
      }
    }
    return Path(elements: elements)
  }
}

/// The extent of an outline's ink: its points and its curves sampled (a curve's control points may
/// lie far outside what it draws).
struct Ink: Sendable {
  var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

  init(_ path: Path) {
    var current = Point(x: 0, y: 0)
    func add(_ p: Point) {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p):
        add(p)
        current = p
      case .quadCurve(let p, let c):
        for step in 1...16 {
          let t = Double(step) / 16
          let u = 1 - t
          add(
            Point(
              x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
        }
        current = p
      case .curve(let p, let c1, let c2):
        for step in 1...16 {
          let t = Double(step) / 16
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          add(
            Point(
              x: a * current.x + b * c1.x + c * c2.x + d * p.x,
              y: a * current.y + b * c1.y + c * c2.y + d * p.y))
        }
        current = p
      case .closeSubpath: break
      }
    }
    if minX > maxX { (minX, minY, maxX, maxY) = (0, 0, 0, 0) }
  }
}

/// A symbol ready to draw at a text size, in points: its outline in a frame whose origin is the
/// top-left corner, the frame's size (the margins across; from the cap line or the ink's top,
/// whichever is higher, to the baseline or the ink's bottom, whichever is lower) and where the
/// text baseline crosses it.
public struct SymbolGlyph: Sendable {
  /// The filled outline (non-zero winding).
  public var outline: Path
  /// The frame's width.
  public var width: Double
  /// The frame's height.
  public var height: Double
  /// The baseline's distance from the frame's top.
  public var baseline: Double
  /// The variant drawn in place of a weight the template neither has nor can interpolate
  /// (`Regular-M`), or nil.
  public var substitute: String?
}

/// The XML walk of a template: group ids and transforms on a stack, guides and variant paths.
final class SymbolTemplateReader: NSObject, XMLParserDelegate {
  struct Key: Hashable {
    var weight: Int
    var scale: SymbolTemplate.Scale
  }

  var stack: [(id: String?, transform: Transform)] = [(nil, .identity)]
  var paths: [Key: Path] = [:]
  var margins: [Key: (left: Double?, right: Double?)] = [:]
  var baselines: [SymbolTemplate.Scale: Double] = [:]
  var caplines: [SymbolTemplate.Scale: Double] = [:]
  var error: SVGError?
  var commands = 0

  /// `Regular-M` → its key.
  static func key(_ id: String) -> Key? {
    let parts = id.split(separator: "-")
    guard parts.count == 2, let weight = SymbolTemplate.weights[parts[0].lowercased()],
      let scale = SymbolTemplate.Scale(rawValue: String(parts[1]))
    else { return nil }
    return Key(weight: weight, scale: scale)
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    guard error == nil else { return }
    guard stack.count <= SVGDocument.maximumDepth else {
      error = SVGError("groups nested more than \(SVGDocument.maximumDepth) deep")
      parser.abortParsing()
      return
    }
    let element = name.split(separator: ":").last.map(String.init) ?? name
    var transform = stack.last!.transform
    if let text = attributes["transform"] { transform = SVGTransform.parse(text).concatenating(transform) }
    stack.append((attributes["id"], transform))
    let id = attributes["id"] ?? ""
    // A guide: a line (`x1 y1 x2 y2`) or a two-point path (`M18,290 l500,0`).
    var guide: (x: Double, y: Double)?
    if element == "line" {
      let x = attributes["x1"].flatMap(SVGReader.length) ?? 0
      let y = attributes["y1"].flatMap(SVGReader.length) ?? 0
      guide = (x, y)
    } else if element == "path",
      id.hasPrefix("Baseline-") || id.hasPrefix("Capline-") || id.contains("-margin-"),
      let d = attributes["d"], let first = try? SVGPathData.parse(d, limit: 4).elements.first,
      case .move(let point) = first
    {
      guide = (point.x, point.y)
    }
    if let guide {
      let point = transform.apply(to: Point(x: guide.x, y: guide.y))
      record(guide: id, at: point)
      return
    }
    guard element == "path", let d = attributes["d"],
      let key = stack.lazy.compactMap({ $0.id.flatMap(SymbolTemplateReader.key) }).last
    else { return }
    // Filled outlines only: a path with `fill="none"` is a stroke, which templates do not draw.
    if attributes["fill"] == "none" || (attributes["style"] ?? "").contains("fill:none") { return }
    do {
      let path = try SVGPathData.parse(d, limit: SVGDocument.maximumPathCommands - commands)
      commands += path.elements.count
      var combined = paths[key] ?? Path()
      combined.addPath(path.applying(transform))
      paths[key] = combined
    } catch {
      self.error = error
      parser.abortParsing()
    }
  }

  private func record(guide id: String, at point: Point) {
    let parts = id.split(separator: "-", maxSplits: 1).map(String.init)
    if parts.count == 2, let scale = SymbolTemplate.Scale(rawValue: parts[1]) {
      if parts[0] == "Baseline" { baselines[scale] = point.y }
      if parts[0] == "Capline" { caplines[scale] = point.y }
      return
    }
    for side in ["left", "right"] where id.hasPrefix(side + "-margin-") {
      guard let key = SymbolTemplateReader.key(String(id.dropFirst(side.count + 8))) else { return }
      var margin = margins[key] ?? (nil, nil)
      if side == "left" { margin.left = point.x } else { margin.right = point.x }
      margins[key] = margin
    }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
  {
    if stack.count > 1 { stack.removeLast() }
  }
}
