import TintypeCore
import TintypeRaster

/// Runs a page's content stream (ISO 32000-1 §8): keeps the graphics state and turns every painted
/// path into a `VectorShape` in page space. What it does not draw (text, images, shadings, clips) it
/// steps over; unknown operators are ignored, as viewers do.
struct PDFContentInterpreter {
  struct GraphicsState {
    var ctm = Transform.identity
    var fill = RGBAColor(red: 0, green: 0, blue: 0)
    var stroke = RGBAColor(red: 0, green: 0, blue: 0)
    var fillSpace = ColorSpace.gray
    var strokeSpace = ColorSpace.gray
    var fillAlpha = 1.0
    var strokeAlpha = 1.0
    /// The constant alpha of the transparency groups being drawn (form XObjects with a `/Group`):
    /// applied to each of their shapes, which is exact where the shapes do not overlap.
    var groupAlpha = 1.0
    var style = Stroke(lineWidth: 1)
  }

  /// How many components a colour space's colours have, and how they become RGB.
  enum ColorSpace {
    case gray, rgb, cmyk, pattern

    var components: Int {
      switch self {
      case .gray: return 1
      case .rgb: return 3
      case .cmyk: return 4
      case .pattern: return 0
      }
    }

    /// The colour of `values` (a pattern, which is not drawn, comes out black).
    func color(_ values: [Double]) -> RGBAColor {
      func unit(_ index: Int) -> Double { index < values.count ? min(1, max(0, values[index])) : 0 }
      switch self {
      case .gray: return RGBAColor(red: unit(0), green: unit(0), blue: unit(0))
      case .rgb: return RGBAColor(red: unit(0), green: unit(1), blue: unit(2))
      case .cmyk:
        // The naive conversion, without a colour profile.
        let k = unit(3)
        return RGBAColor(
          red: (1 - unit(0)) * (1 - k), green: (1 - unit(1)) * (1 - k), blue: (1 - unit(2)) * (1 - k))
      case .pattern: return RGBAColor(red: 0, green: 0, blue: 0)
      }
    }
  }

  let file: PDFFile
  private(set) var shapes: [VectorShape] = []
  private var state = GraphicsState()
  private var saved: [GraphicsState] = []
  private var path = Path()
  private var current: Point?
  private var operations = 0

  static let maximumOperations = 500_000
  static let maximumShapes = 50_000
  static let maximumFormDepth = 8

  init(file: PDFFile) { self.file = file }

  /// Runs `content` with `resources` (a form XObject's own, or the page's).
  mutating func run(_ content: [UInt8], resources: [String: PDFValue], depth: Int = 0) throws(PDFError) {
    var lexer = PDFLexer(content)
    var operands: [PDFValue] = []
    while let token = try lexer.next() {
      guard case .keyword(let op) = token else {
        if let value = try lexer.value(startingWith: token) { operands.append(value) }
        continue
      }
      operations += 1
      guard operations <= Self.maximumOperations else {
        throw PDFError("more than \(Self.maximumOperations) drawing operations")
      }
      try perform(op, operands, resources: resources, lexer: &lexer, depth: depth)
      operands.removeAll(keepingCapacity: true)
    }
  }

  private mutating func perform(
    _ op: String, _ operands: [PDFValue], resources: [String: PDFValue], lexer: inout PDFLexer, depth: Int
  ) throws(PDFError) {
    let numbers = operands.compactMap(\.number)
    func point(_ x: Double, _ y: Double) -> Point { state.ctm.apply(to: Point(x: x, y: y)) }
    switch op {
    case "q": saved.append(state)
    case "Q": if let last = saved.popLast() { state = last }
    case "cm" where numbers.count == 6:
      let matrix = Transform(
        a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
      state.ctm = matrix.concatenating(state.ctm)
    case "m" where numbers.count == 2:
      let p = point(numbers[0], numbers[1])
      path.move(to: p)
      current = p
    case "l" where numbers.count == 2:
      let p = point(numbers[0], numbers[1])
      path.line(to: p)
      current = p
    case "c" where numbers.count == 6:
      let p = point(numbers[4], numbers[5])
      path.curve(to: p, control1: point(numbers[0], numbers[1]), control2: point(numbers[2], numbers[3]))
      current = p
    case "v" where numbers.count == 4:
      let p = point(numbers[2], numbers[3])
      path.curve(to: p, control1: current ?? p, control2: point(numbers[0], numbers[1]))
      current = p
    case "y" where numbers.count == 4:
      let p = point(numbers[2], numbers[3])
      path.curve(to: p, control1: point(numbers[0], numbers[1]), control2: p)
      current = p
    case "h": path.close()
    case "re" where numbers.count == 4:
      let (x, y, w, h) = (numbers[0], numbers[1], numbers[2], numbers[3])
      path.move(to: point(x, y))
      path.line(to: point(x + w, y))
      path.line(to: point(x + w, y + h))
      path.line(to: point(x, y + h))
      path.close()
      current = point(x, y)
    case "f", "F": try paint(fill: .nonZero, stroke: false)
    case "f*": try paint(fill: .evenOdd, stroke: false)
    case "S": try paint(fill: nil, stroke: true)
    case "s":
      path.close()
      try paint(fill: nil, stroke: true)
    case "B": try paint(fill: .nonZero, stroke: true)
    case "B*": try paint(fill: .evenOdd, stroke: true)
    case "b":
      path.close()
      try paint(fill: .nonZero, stroke: true)
    case "b*":
      path.close()
      try paint(fill: .evenOdd, stroke: true)
    case "n": endPath()
    case "W", "W*": break  // clipping is not drawn; the path is still painted or ended by what follows
    case "w" where numbers.count == 1: state.style.lineWidth = max(0, numbers[0])
    case "J" where numbers.count == 1:
      state.style.lineCap = [.butt, .round, .square][numbers[0].pdfChoice(3)]
    case "j" where numbers.count == 1:
      state.style.lineJoin = [.miter, .round, .bevel][numbers[0].pdfChoice(3)]
    case "M" where numbers.count == 1: state.style.miterLimit = max(1, numbers[0])
    case "d" where operands.count == 2:
      state.style.dash = (operands[0].array ?? []).compactMap(\.number).filter { $0 >= 0 }
      state.style.dashPhase = operands[1].number ?? 0
    case "g" where numbers.count == 1: (state.fillSpace, state.fill) = (.gray, ColorSpace.gray.color(numbers))
    case "G" where numbers.count == 1:
      (state.strokeSpace, state.stroke) = (.gray, ColorSpace.gray.color(numbers))
    case "rg" where numbers.count == 3: (state.fillSpace, state.fill) = (.rgb, ColorSpace.rgb.color(numbers))
    case "RG" where numbers.count == 3:
      (state.strokeSpace, state.stroke) = (.rgb, ColorSpace.rgb.color(numbers))
    case "k" where numbers.count == 4: (state.fillSpace, state.fill) = (.cmyk, ColorSpace.cmyk.color(numbers))
    case "K" where numbers.count == 4:
      (state.strokeSpace, state.stroke) = (.cmyk, ColorSpace.cmyk.color(numbers))
    case "cs" where operands.count == 1:
      state.fillSpace = colorSpace(operands[0], resources)
      state.fill = state.fillSpace.color(state.fillSpace == .cmyk ? [0, 0, 0, 1] : [])
    case "CS" where operands.count == 1:
      state.strokeSpace = colorSpace(operands[0], resources)
      state.stroke = state.strokeSpace.color(state.strokeSpace == .cmyk ? [0, 0, 0, 1] : [])
    case "sc", "scn": state.fill = state.fillSpace.color(numbers)
    case "SC", "SCN": state.stroke = state.strokeSpace.color(numbers)
    case "gs" where operands.count == 1:
      if let name = operands[0].name,
        let parameters = file.dictionary(file.dictionary(resources["ExtGState"])?[name])
      {
        if let alpha = file.resolve(parameters["ca"])?.number { state.fillAlpha = min(1, max(0, alpha)) }
        if let alpha = file.resolve(parameters["CA"])?.number { state.strokeAlpha = min(1, max(0, alpha)) }
        if let width = file.resolve(parameters["LW"])?.number { state.style.lineWidth = max(0, width) }
        if let cap = file.resolve(parameters["LC"])?.number {
          state.style.lineCap = [.butt, .round, .square][cap.pdfChoice(3)]
        }
        if let join = file.resolve(parameters["LJ"])?.number {
          state.style.lineJoin = [.miter, .round, .bevel][join.pdfChoice(3)]
        }
        if let limit = file.resolve(parameters["ML"])?.number { state.style.miterLimit = max(1, limit) }
      }
    case "Do" where operands.count == 1:
      try drawXObject(operands[0].name, resources: resources, depth: depth)
    case "BT":
      // Text is not drawn: step over it to its ET.
      while let token = try lexer.next(), token != .keyword("ET") {
        if case .keyword = token { continue }
        _ = try lexer.value(startingWith: token)
      }
    case "BI":
      // An inline image: its dictionary, ID, binary data, then EI after whitespace.
      while let token = try lexer.next(), token != .keyword("ID") {}
      let bytes = lexer.bytes
      var index = lexer.position
      while index + 2 < bytes.count,
        !(PDFLexer.isWhitespace(bytes[index]) && bytes[index + 1] == 69 && bytes[index + 2] == 73)
      {
        index += 1
      }
      lexer.position = min(bytes.count, index + 3)
    default: break
    }
  }

  private mutating func paint(fill rule: FillRule?, stroke: Bool) throws(PDFError) {
    defer { endPath() }
    guard !path.isEmpty else { return }
    guard shapes.count < Self.maximumShapes else { throw PDFError("more than \(Self.maximumShapes) shapes") }
    var style = state.style
    // Line widths are in user space: scaled by the transform's mean scale.
    let scale = (abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c)).squareRoot()
    style.lineWidth *= scale
    style.dash = style.dash.map { $0 * scale }
    style.dashPhase *= scale
    func withAlpha(_ color: RGBAColor, _ alpha: Double) -> RGBAColor {
      RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * alpha)
    }
    shapes.append(
      VectorShape(
        path: path, fill: rule.map { _ in withAlpha(state.fill, state.fillAlpha * state.groupAlpha) },
        fillRule: rule ?? .nonZero,
        stroke: stroke ? withAlpha(state.stroke, state.strokeAlpha * state.groupAlpha) : nil,
        strokeStyle: style))
  }

  private mutating func endPath() {
    path = Path()
    current = nil
  }

  /// A colour space operand: a device space by name, or a resource naming an ICC-based (by its
  /// component count), pattern or other space (read as gray).
  private func colorSpace(_ operand: PDFValue, _ resources: [String: PDFValue]) -> ColorSpace {
    guard let name = operand.name else { return .gray }
    switch name {
    case "DeviceGray", "G", "CalGray": return .gray
    case "DeviceRGB", "RGB", "CalRGB": return .rgb
    case "DeviceCMYK", "CMYK": return .cmyk
    case "Pattern": return .pattern
    default: break
    }
    let space = file.resolve(file.dictionary(resources["ColorSpace"])?[name])
    let family = file.resolve(space?.array?.first)?.name ?? space?.name
    switch family {
    case "ICCBased":
      let components = file.dictionary(space?.array?.dropFirst().first).flatMap {
        file.resolve($0["N"])?.number
      }
      return components == 1 ? .gray : components == 4 ? .cmyk : .rgb
    case "DeviceRGB", "CalRGB": return .rgb
    case "DeviceCMYK": return .cmyk
    case "Pattern": return .pattern
    default: return .gray
    }
  }

  /// `Do`: a form XObject drawn with its matrix and resources; an image is not drawn.
  private mutating func drawXObject(_ name: String?, resources: [String: PDFValue], depth: Int)
    throws(PDFError)
  {
    guard let name, let reference = file.dictionary(resources["XObject"])?[name],
      case .stream(let dictionary, _)? = file.resolve(reference), dictionary["Subtype"]?.name == "Form"
    else { return }
    guard depth < Self.maximumFormDepth else {
      throw PDFError("forms nested more than \(Self.maximumFormDepth) deep")
    }
    let outer = state
    let outerSaved = saved
    if let m = file.resolve(dictionary["Matrix"])?.array?.compactMap({ file.resolve($0)?.number }),
      m.count == 6
    {
      state.ctm = Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.ctm)
    }
    if dictionary["Group"] != nil {
      // A transparency group: the alpha at `Do` applies to the group as a whole, and starts over
      // inside it (ISO 32000-1 §11.6.6).
      state.groupAlpha *= state.fillAlpha
      state.fillAlpha = 1
      state.strokeAlpha = 1
    }
    saved = []
    endPath()
    try run(
      try file.decoded(reference), resources: file.dictionary(dictionary["Resources"]) ?? resources,
      depth: depth + 1)
    state = outer
    saved = outerSaved
    endPath()
  }
}
