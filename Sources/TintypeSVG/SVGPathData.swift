import Foundation
import TintypeCore
import TintypeRaster

/// SVG path data (`d="M 10 10 L 20 20 …"`): every command of SVG 1.1 — moveto, lineto (and the
/// horizontal and vertical forms), cubic and quadratic Béziers with their smooth forms, elliptical
/// arcs (as cubic Béziers) and closepath — absolute and relative.
enum SVGPathData {
  /// The path `text` describes; `nil` at the first malformed command (what came before is kept, as
  /// SVG renderers do).
  static func parse(_ text: String, limit: Int) throws(SVGError) -> Path {
    var scanner = NumberScanner(text)
    var path = Path()
    var current = Point(x: 0, y: 0)
    var start = current
    var lastControl: Point?
    var lastCommand: Character = " "
    var command: Character?
    var count = 0
    while true {
      scanner.skipSeparators()
      guard let next = scanner.peek() else { break }
      if next.isLetter {
        command = next
        scanner.advance()
      } else if command == nil {
        break
      } else if command == "M" {
        command = "L"  // coordinates after a moveto are linetos
      } else if command == "m" {
        command = "l"
      }
      guard let letter = command else { break }
      count += 1
      if count > limit { throw SVGError("a path has more than \(limit) commands") }
      let relative = letter.isLowercase
      func point() -> Point? {
        guard let x = scanner.number(), let y = scanner.number() else { return nil }
        return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
      }
      switch letter.uppercased() {
      case "M":
        guard let p = point() else { return path }
        path.move(to: p)
        current = p
        start = p
        lastControl = nil
      case "L":
        guard let p = point() else { return path }
        path.line(to: p)
        current = p
        lastControl = nil
      case "H":
        guard let x = scanner.number() else { return path }
        current = Point(x: relative ? current.x + x : x, y: current.y)
        path.line(to: current)
        lastControl = nil
      case "V":
        guard let y = scanner.number() else { return path }
        current = Point(x: current.x, y: relative ? current.y + y : y)
        path.line(to: current)
        lastControl = nil
      case "C":
        guard let c1 = point(), let c2 = point(), let p = point() else { return path }
        path.curve(to: p, control1: c1, control2: c2)
        lastControl = c2
        current = p
      case "S":
        let c1 = "CcSs".contains(lastCommand) ? reflect(lastControl ?? current, about: current) : current
        guard let c2 = point(), let p = point() else { return path }
        path.curve(to: p, control1: c1, control2: c2)
        lastControl = c2
        current = p
      case "Q":
        guard let c = point(), let p = point() else { return path }
        path.quadCurve(to: p, control: c)
        lastControl = c
        current = p
      case "T":
        let c = "QqTt".contains(lastCommand) ? reflect(lastControl ?? current, about: current) : current
        guard let p = point() else { return path }
        path.quadCurve(to: p, control: c)
        lastControl = c
        current = p
      case "A":
        guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
          let large = scanner.flag(), let sweep = scanner.flag(), let p = point()
        else { return path }
        SVGArc.add(
          to: &path, from: current, to: p, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep)
        current = p
        lastControl = nil
      case "Z":
        path.close()
        current = start
        lastControl = nil
      default:
        return path
      }
      lastCommand = letter
      if letter == "Z" || letter == "z" { command = nil }
    }
    return path
  }

  static func reflect(_ point: Point, about center: Point) -> Point {
    Point(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
  }
}

/// Reads numbers from SVG attribute text: `1.5e-2`, `-3`, `.5.5` (two numbers), separated by spaces
/// and commas or nothing at all.
struct NumberScanner {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  func peek() -> Character? { index < scalars.count ? Character(scalars[index]) : nil }
  mutating func advance() { index += 1 }

  mutating func skipSeparators() {
    while index < scalars.count,
      scalars[index] == " " || scalars[index] == "," || scalars[index] == "\n"
        || scalars[index] == "\t" || scalars[index] == "\r"
    {
      index += 1
    }
  }

  /// An arc flag: a single `0` or `1`, which may run into the next number (`a1 1 0 01 10 10`).
  mutating func flag() -> Bool? {
    skipSeparators()
    guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else { return nil }
    defer { index += 1 }
    return scalars[index] == "1"
  }

  mutating func number() -> Double? {
    skipSeparators()
    var text = ""
    var seenPoint = false
    var seenExponent = false
    if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" {
      text.unicodeScalars.append(scalars[index])
      index += 1
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if ("0"..."9").contains(scalar) {
        text.unicodeScalars.append(scalar)
      } else if scalar == ".", !seenPoint, !seenExponent {
        seenPoint = true
        text.unicodeScalars.append(scalar)
      } else if scalar == "e" || scalar == "E", !seenExponent, !text.isEmpty {
        seenExponent = true
        text.unicodeScalars.append(scalar)
        if index + 1 < scalars.count, scalars[index + 1] == "-" || scalars[index + 1] == "+" {
          index += 1
          text.unicodeScalars.append(scalars[index])
        }
      } else {
        break
      }
      index += 1
    }
    guard let value = Double(text), value.isFinite, abs(value) <= 1e7 else { return nil }
    return value
  }
}

/// SVG's endpoint arcs as cubic Béziers (the SVG 1.1 implementation notes, F.6): to centre form, then
/// one curve per quarter turn at most.
enum SVGArc {
  static func add(
    to path: inout Path, from p0: Point, to p1: Point, rx: Double, ry: Double, rotation: Double,
    largeArc: Bool, sweep: Bool
  ) {
    var rx = abs(rx)
    var ry = abs(ry)
    if rx == 0 || ry == 0 || (p0.x == p1.x && p0.y == p1.y) {
      path.line(to: p1)
      return
    }
    let phi = rotation * .pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    let dx = (p0.x - p1.x) / 2
    let dy = (p0.y - p1.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = (max(0, numerator) / denominator).squareRoot()
    if largeArc == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
    let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      let sign: Double = ux * vy - uy * vx < 0 ? -1 : 1
      let dot = (ux * vx + uy * vy) / ((ux * ux + uy * uy).squareRoot() * (vx * vx + vy * vy).squareRoot())
      return sign * acos(min(1, max(-1, dot)))
    }
    let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
    let step = delta / Double(segments)
    let k = 4.0 / 3.0 * tan(step / 4)
    var t = theta1
    func pointOn(_ angle: Double) -> (Point, Point) {
      let (c, s) = (cos(angle), sin(angle))
      let point = Point(x: cx + rx * c * cosPhi - ry * s * sinPhi, y: cy + rx * c * sinPhi + ry * s * cosPhi)
      let tangent = Point(x: -rx * s * cosPhi - ry * c * sinPhi, y: -rx * s * sinPhi + ry * c * cosPhi)
      return (point, tangent)
    }
    for _ in 0..<segments {
      let (a, ta) = pointOn(t)
      let (b, tb) = pointOn(t + step)
      path.curve(
        to: b, control1: Point(x: a.x + k * ta.x, y: a.y + k * ta.y),
        control2: Point(x: b.x - k * tb.x, y: b.y - k * tb.y))
      t += step
    }
  }
}

/// A problem with an SVG file.
public struct SVGError: Error, CustomStringConvertible, Sendable {
  public var description: String
  init(_ description: String) { self.description = description }
}
