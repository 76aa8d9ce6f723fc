import Foundation
import TintypeCore
import TintypeRaster

/// A vector PDF as asset catalogs hold them (an icon exported from a drawing app, "Preserve Vector
/// Data"): the first page's paths, drawn at any size. Read by Tintype's own parser (no PDF library):
/// objects found by scanning the file, object streams, `FlateDecode` streams, the page tree with
/// inherited `MediaBox`/`CropBox` and `Resources`, and the content stream's path operators — `m l c v
/// y h re`, `f F f* S s B B* b b* n`, `q Q cm`, `w J j M d`, the gray, RGB and CMYK colour operators (with
/// `cs`/`sc`/`scn` over device and ICC-based spaces), `gs` opacity (`ca`, `CA`) and form XObjects (`Do`).
/// Not drawn: text, images, shadings and patterns (a pattern fill is drawn black), and clipping paths
/// (`W`, `W*` are read and ignored: icons clip to their own bounds); `/Rotate` is ignored.
public struct PDFDocument: Sendable {
  /// The page's size in points (its crop box, else its media box).
  public var width: Double
  /// See `width`.
  public var height: Double
  /// The box's lower-left corner in page space.
  var origin: (x: Double, y: Double)
  /// The shapes in paint order, in page space (y up).
  var shapes: [VectorShape] = []

  /// The most bytes read; a hostile file costs little.
  public static let maximumBytes = 8 * 1_048_576

  /// Parses `data`.
  public init(data: Data) throws(PDFError) {
    guard data.count <= Self.maximumBytes else { throw PDFError("over \(Self.maximumBytes) bytes") }
    let file = try PDFFile(bytes: Array(data))
    guard let page = Self.firstPage(of: file) else { throw PDFError("the PDF has no page") }
    let box = Self.inherited("CropBox", page, file) ?? Self.inherited("MediaBox", page, file)
    guard let numbers = file.resolve(box)?.array?.compactMap({ file.resolve($0)?.number }), numbers.count == 4
    else { throw PDFError("the page has no MediaBox") }
    let (x0, y0) = (min(numbers[0], numbers[2]), min(numbers[1], numbers[3]))
    width = abs(numbers[2] - numbers[0])
    height = abs(numbers[3] - numbers[1])
    guard width > 0, height > 0, width < 100_000, height < 100_000 else {
      throw PDFError("the page is \(width) × \(height) points")
    }
    origin = (x0, y0)
    var content: [UInt8] = []
    switch file.resolve(page["Contents"]) {
    case .array(let parts)?:
      for part in parts { content += try file.decoded(part) + [10] }
    case .stream?:
      content = try file.decoded(page["Contents"])
    default: break
    }
    var interpreter = PDFContentInterpreter(file: file)
    try interpreter.run(content, resources: file.dictionary(Self.inherited("Resources", page, file)) ?? [:])
    shapes = interpreter.shapes
  }

  /// The first page in page-tree order from the catalog, else the first page object found.
  private static func firstPage(of file: PDFFile) -> [String: PDFValue]? {
    func descend(_ node: [String: PDFValue], depth: Int) -> [String: PDFValue]? {
      guard depth < 32 else { return nil }
      if node["Type"]?.name == "Page" || (node["Kids"] == nil && node["Contents"] != nil) { return node }
      for kid in file.resolve(node["Kids"])?.array ?? [] {
        if let kidNode = file.dictionary(kid), let page = descend(kidNode, depth: depth + 1) { return page }
      }
      return nil
    }
    if let root = file.root, let catalog = file.dictionary(.reference(root)),
      let pages = file.dictionary(catalog["Pages"]), let page = descend(pages, depth: 0)
    {
      return page
    }
    return file.objects.keys.sorted().lazy.compactMap { file.objects[$0]?.dictionary }.first {
      $0["Type"]?.name == "Page"
    }
  }

  /// `key` of `page` or of the nearest `/Parent` that has it (MediaBox, CropBox and Resources inherit).
  private static func inherited(_ key: String, _ page: [String: PDFValue], _ file: PDFFile) -> PDFValue? {
    var node: [String: PDFValue]? = page
    for _ in 0..<32 {
      guard let current = node else { return nil }
      if let value = current[key] { return value }
      node = file.dictionary(current["Parent"])
    }
    return nil
  }

  /// The page drawn into a canvas of `pixelWidth` × `pixelHeight` (the box scaled to fill it; callers
  /// keep the aspect ratio).
  public func render(pixelWidth: Int, pixelHeight: Int) throws -> Canvas {
    var canvas = try Canvas(width: max(1, pixelWidth), height: max(1, pixelHeight))
    let sx = Double(pixelWidth) / width
    let sy = Double(pixelHeight) / height
    // Page space is y up from the box's corner; pixels are y down from the top.
    let toPixels = Transform.translation(x: -origin.x, y: -origin.y)
      .concatenating(.scale(x: sx, y: -sy)).concatenating(.translation(x: 0, y: Double(pixelHeight)))
    canvas.draw(shapes, transform: toPixels, strokeScale: (sx + sy) / 2)
    return canvas
  }
}
