import Foundation
import TintypeCore
import TintypeRaster

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG image as icon and asset files use it: `svg` (width, height, viewBox), `g`, `path`, `rect`
/// (with rx/ry), `circle`, `ellipse`, `line`, `polyline`, `polygon`; `fill`, `stroke`, `stroke-width`,
/// `stroke-linecap`/`linejoin`, `fill-rule`, `opacity`, `fill-opacity`, `stroke-opacity` as attributes
/// or in `style`, inherited through groups; `transform` (matrix, translate, scale, rotate, skewX/Y).
/// Not read (drawn as if absent): gradients, patterns, clip paths, masks, text, `use`, CSS style sheets
/// and filters — what an app's icons rarely need; a shape filled with `url(#…)` is drawn in black.
public struct SVGDocument: Sendable {
  /// The image's size in points (its `width`/`height`, else its view box's).
  public var width: Double
  /// See `width`.
  public var height: Double
  /// The user space shown: x, y, width, height.
  var viewBox: (Double, Double, Double, Double)
  /// The shapes in paint order.
  var shapes: [VectorShape] = []

  /// The most bytes read, shapes kept and groups nested: a hostile file costs little.
  public static let maximumBytes = 4 * 1_048_576
  static let maximumShapes = 20_000
  static let maximumDepth = 64
  static let maximumPathCommands = 100_000

  /// Parses `data`.
  public init(data: Data) throws(SVGError) {
    guard data.count <= Self.maximumBytes else { throw SVGError("over \(Self.maximumBytes) bytes") }
    // Foundation's XML parser traps on element names that are not UTF-8 (found by fuzzing), so the
    // bytes are checked first: SVG files are UTF-8.
    guard String(validating: data, as: UTF8.self) != nil else { throw SVGError("not UTF-8 text") }
    let reader = SVGReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    parser.shouldResolveExternalEntities = false
    guard parser.parse(), reader.error == nil, let size = reader.size else {
      throw reader.error
        ?? SVGError(parser.parserError.map { "not SVG: \($0.localizedDescription)" } ?? "no <svg> element")
    }
    (width, height, viewBox) = size
    shapes = reader.shapes
  }

  /// The image drawn into a canvas of `pixelWidth` × `pixelHeight` (the view box scaled to fill it, as
  /// `preserveAspectRatio="none"`; callers keep the aspect ratio).
  public func render(pixelWidth: Int, pixelHeight: Int) throws -> Canvas {
    var canvas = try Canvas(width: max(1, pixelWidth), height: max(1, pixelHeight))
    let (vx, vy, vw, vh) = viewBox
    let toPixels = Transform.translation(x: -vx, y: -vy)
      .concatenating(.scale(x: Double(pixelWidth) / max(vw, 1e-9), y: Double(pixelHeight) / max(vh, 1e-9)))
    canvas.draw(shapes, transform: toPixels, strokeScale: Double(pixelWidth) / max(vw, 1e-9))
    return canvas
  }
}

/// The XML walk: a stack of inherited styles and transforms.
final class SVGReader: NSObject, XMLParserDelegate {
  struct Style {
    var fill: RGBAColor? = RGBAColor(red: 0, green: 0, blue: 0)
    var fillRule: FillRule = .nonZero
    var stroke: RGBAColor?
    var strokeStyle = Stroke()
    var opacity = 1.0
    var fillOpacity = 1.0
    var strokeOpacity = 1.0
    var transform = Transform.identity
  }

  var stack: [Style] = [Style()]
  var shapes: [VectorShape] = []
  var size: (Double, Double, (Double, Double, Double, Double))?
  var error: SVGError?
  var skipping = 0

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    guard error == nil else { return }
    let element = name.split(separator: ":").last.map(String.init) ?? name
    if skipping > 0
      || [
        "defs", "clipPath", "mask", "pattern", "linearGradient", "radialGradient", "symbol", "title", "desc",
        "metadata", "style", "text",
      ].contains(element)
    {
      skipping += 1
      return
    }
    guard stack.count <= SVGDocument.maximumDepth else {
      error = SVGError("groups nested more than \(SVGDocument.maximumDepth) deep")
      parser.abortParsing()
      return
    }
    var style = stack.last!
    var attributes = attributes
    if let inline = attributes["style"] {
      for declaration in inline.split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        if parts.count == 2 { attributes[parts[0]] = parts[1] }
      }
    }
    apply(attributes, to: &style)
    stack.append(style)
    func number(_ key: String, _ fallback: Double = 0) -> Double {
      attributes[key].flatMap { SVGReader.length($0) } ?? fallback
    }
    var path = Path()
    switch element {
    case "svg":
      guard size == nil else { return }
      var box: (Double, Double, Double, Double)?
      if let text = attributes["viewBox"] {
        var scanner = NumberScanner(text)
        if let x = scanner.number(), let y = scanner.number(), let w = scanner.number(),
          let h = scanner.number(),
          w > 0, h > 0
        {
          box = (x, y, w, h)
        }
      }
      let width = attributes["width"].flatMap(SVGReader.length) ?? box?.2 ?? 100
      let height = attributes["height"].flatMap(SVGReader.length) ?? box?.3 ?? 100
      size = (width, height, box ?? (0, 0, width, height))
      return
    case "g": return
    case "path":
      do {
        path = try SVGPathData.parse(attributes["d"] ?? "", limit: SVGDocument.maximumPathCommands)
      } catch {
        self.error = error
        parser.abortParsing()
        return
      }
    case "rect":
      let rect = Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
      let rx = attributes["rx"].flatMap(SVGReader.length) ?? attributes["ry"].flatMap(SVGReader.length) ?? 0
      if rx > 0 {
        path.addRoundedRect(
          rect, cornerWidth: rx, cornerHeight: attributes["ry"].flatMap(SVGReader.length) ?? rx,
          style: .circular)
      } else {
        path.addRect(rect)
      }
    case "circle":
      let r = number("r")
      path.addEllipse(in: Rect(x: number("cx") - r, y: number("cy") - r, width: 2 * r, height: 2 * r))
    case "ellipse":
      let (rx, ry) = (number("rx"), number("ry"))
      path.addEllipse(in: Rect(x: number("cx") - rx, y: number("cy") - ry, width: 2 * rx, height: 2 * ry))
    case "line":
      path.move(to: Point(x: number("x1"), y: number("y1")))
      path.line(to: Point(x: number("x2"), y: number("y2")))
    case "polyline", "polygon":
      var scanner = NumberScanner(attributes["points"] ?? "")
      var first = true
      while let x = scanner.number(), let y = scanner.number() {
        if first { path.move(to: Point(x: x, y: y)) } else { path.line(to: Point(x: x, y: y)) }
        first = false
      }
      if element == "polygon" { path.close() }
    default:
      return
    }
    guard shapes.count < SVGDocument.maximumShapes else {
      error = SVGError("more than \(SVGDocument.maximumShapes) shapes")
      parser.abortParsing()
      return
    }
    let lineOnly = element == "line" || element == "polyline"
    shapes.append(
      VectorShape(
        path: path.applying(style.transform),
        fill: lineOnly ? nil : style.fill.map { faded($0, style.fillOpacity) },
        fillRule: style.fillRule, stroke: style.stroke.map { faded($0, style.strokeOpacity) },
        strokeStyle: scaledStroke(style), opacity: style.opacity))
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
  {
    if skipping > 0 {
      skipping -= 1
      return
    }
    if stack.count > 1 { stack.removeLast() }
  }

  /// The stroke width scaled by the transform's average scale (strokes are drawn after transforming).
  func scaledStroke(_ style: Style) -> Stroke {
    var stroke = style.strokeStyle
    let t = style.transform
    stroke.lineWidth *= ((abs(t.a * t.d - t.b * t.c)).squareRoot())
    return stroke
  }

  func faded(_ color: RGBAColor, _ opacity: Double) -> RGBAColor {
    RGBAColor(
      red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * min(1, max(0, opacity)))
  }

  func apply(_ attributes: [String: String], to style: inout Style) {
    if let fill = attributes["fill"] { style.fill = SVGColor.parse(fill) }
    if let stroke = attributes["stroke"] { style.stroke = SVGColor.parse(stroke) }
    if let width = attributes["stroke-width"].flatMap(SVGReader.length) {
      style.strokeStyle.lineWidth = width
    }
    switch attributes["stroke-linecap"] {
    case "round": style.strokeStyle.lineCap = .round
    case "square": style.strokeStyle.lineCap = .square
    case "butt": style.strokeStyle.lineCap = .butt
    default: break
    }
    switch attributes["stroke-linejoin"] {
    case "round": style.strokeStyle.lineJoin = .round
    case "bevel": style.strokeStyle.lineJoin = .bevel
    case "miter": style.strokeStyle.lineJoin = .miter
    default: break
    }
    if let rule = attributes["fill-rule"] { style.fillRule = rule == "evenodd" ? .evenOdd : .nonZero }
    if let opacity = attributes["opacity"].flatMap(Double.init) { style.opacity *= min(1, max(0, opacity)) }
    if let opacity = attributes["fill-opacity"].flatMap(Double.init) { style.fillOpacity = opacity }
    if let opacity = attributes["stroke-opacity"].flatMap(Double.init) { style.strokeOpacity = opacity }
    if let transform = attributes["transform"] {
      style.transform = SVGTransform.parse(transform).concatenating(style.transform)
    }
  }

  /// A length in user units: a number with an optional `px`/`pt` unit (percentages are not read).
  static func length(_ text: String) -> Double? {
    var trimmed = text.trimmingCharacters(in: .whitespaces)
    for unit in ["px", "pt"] where trimmed.hasSuffix(unit) { trimmed = String(trimmed.dropLast(2)) }
    guard let value = Double(trimmed), value.isFinite, abs(value) <= 1e7 else { return nil }
    return value
  }
}

/// `transform` lists: `matrix(a b c d e f) translate(x [y]) scale(x [y]) rotate(a [cx cy]) skewX(a) skewY(a)`.
enum SVGTransform {
  static func parse(_ text: String) -> Transform {
    var result = Transform.identity
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
      let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\n\t"))
      var scanner = NumberScanner(String(rest[rest.index(after: open)..<close]))
      var values: [Double] = []
      while let value = scanner.number() { values.append(value) }
      var step = Transform.identity
      switch name {
      case "matrix" where values.count == 6:
        step = Transform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
      case "translate" where !values.isEmpty:
        step = .translation(x: values[0], y: values.count > 1 ? values[1] : 0)
      case "scale" where !values.isEmpty:
        step = .scale(x: values[0], y: values.count > 1 ? values[1] : values[0])
      case "rotate" where !values.isEmpty:
        let angle = values[0] * .pi / 180
        if values.count == 3 {
          step = Transform.translation(x: -values[1], y: -values[2]).concatenating(.rotation(angle))
            .concatenating(.translation(x: values[1], y: values[2]))
        } else {
          step = .rotation(angle)
        }
      case "skewX" where !values.isEmpty:
        step = Transform(a: 1, b: 0, c: tan(values[0] * .pi / 180), d: 1, tx: 0, ty: 0)
      case "skewY" where !values.isEmpty:
        step = Transform(a: 1, b: tan(values[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
      default: break
      }
      // The list applies right to left: the last transform acts on the shape first.
      result = step.concatenating(result)
      rest = rest[rest.index(after: close)...]
    }
    return result
  }
}

/// SVG paint colours: `none`, `#rgb`, `#rrggbb`, `rgb(r, g, b)`, `currentColor` (black) and the
/// colour keywords icons use; anything else (`url(#gradient)`) is black, as if the reference were missing.
enum SVGColor {
  static func parse(_ text: String) -> RGBAColor? {
    let value = text.trimmingCharacters(in: .whitespaces).lowercased()
    if value == "none" || value == "transparent" { return nil }
    if value.hasPrefix("#") {
      let hex = Array(value.dropFirst())
      let digits: [Character] = hex.count == 3 ? hex.flatMap { [$0, $0] } : hex
      if digits.count == 6, let number = UInt32(String(digits), radix: 16) {
        return RGBAColor(
          red8: UInt8(number >> 16 & 0xFF), green8: UInt8(number >> 8 & 0xFF), blue8: UInt8(number & 0xFF))
      }
    }
    if value.hasPrefix("rgb(") {
      var scanner = NumberScanner(String(value.dropFirst(4).dropLast()))
      if let r = scanner.number(), let g = scanner.number(), let b = scanner.number() {
        return RGBAColor(
          red: min(255, max(0, r)) / 255, green: min(255, max(0, g)) / 255, blue: min(255, max(0, b)) / 255)
      }
    }
    return keywords[value] ?? RGBAColor(red: 0, green: 0, blue: 0)
  }

  static let keywords: [String: RGBAColor] = [
    "black": RGBAColor(red8: 0, green8: 0, blue8: 0), "white": RGBAColor(red8: 255, green8: 255, blue8: 255),
    "red": RGBAColor(red8: 255, green8: 0, blue8: 0), "green": RGBAColor(red8: 0, green8: 128, blue8: 0),
    "blue": RGBAColor(red8: 0, green8: 0, blue8: 255), "yellow": RGBAColor(red8: 255, green8: 255, blue8: 0),
    "orange": RGBAColor(red8: 255, green8: 165, blue8: 0),
    "gray": RGBAColor(red8: 128, green8: 128, blue8: 128),
    "grey": RGBAColor(red8: 128, green8: 128, blue8: 128),
    "purple": RGBAColor(red8: 128, green8: 0, blue8: 128),
    "currentcolor": RGBAColor(red8: 0, green8: 0, blue8: 0),
  ]
}
