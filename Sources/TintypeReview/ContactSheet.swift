import Foundation
import Tintype
import TintypeArchive
import TintypeRaster
import TintypeViewRendering

/// One image that shows many renders: rows of images on a neutral backdrop, so that a widget's
/// families, schemes and entries can be reviewed at a glance. Rows and columns can carry labels, drawn
/// by Tintype itself (a `Text` rendered at the sheet's scale).
public enum ContactSheet {
  /// Space around and between images, in points.
  static let gapPoints = 8.0
  /// The widest sheet drawn, in pixels; longer rows wrap.
  static let maximumWidth = 8192
  /// The labels' text size, in points.
  static let labelPoints = 11.0
  /// The backdrop: a mid grey, against which both light and dark widgets and their transparent
  /// corners stand out.
  static let backdrop = Pixel(red: 0x8E, green: 0x8E, blue: 0x93, alpha: 255)

  /// The images laid out in `rows` (each row left to right), top-aligned, `scale` pixels to a point.
  /// `rowLabels` go left of each row and `columnLabels` above the columns; either may be empty.
  public static func make(
    rows: [[Canvas]], rowLabels: [String] = [], columnLabels: [String] = [], scale: Double = 3,
    renderer: WidgetRenderer? = nil
  ) throws -> Canvas {
    let gap = Int((gapPoints * scale).rounded())
    var kept = rows.indices.filter { !rows[$0].isEmpty }
    var rows = kept.map { rows[$0] }
    var rowLabels = rowLabels.isEmpty ? [] : kept.map { $0 < rowLabels.count ? rowLabels[$0] : "" }
    var columnLabels = columnLabels
    // A long timeline would make a sheet wider than a canvas may be: its rows wrap after as many
    // columns as fit in `maximumWidth`, each part labelled with the entries it holds.
    let widest = rows.flatMap { $0 }.map(\.width).max() ?? 0
    let columns = max(1, (maximumWidth - 200 * Int(scale)) / max(1, widest + gap))
    if rows.contains(where: { $0.count > columns }) {
      var wrapped: [[Canvas]] = []
      var wrappedLabels: [String] = []
      for (index, row) in rows.enumerated() {
        for start in stride(from: 0, to: row.count, by: columns) {
          let end = min(row.count, start + columns)
          wrapped.append(Array(row[start..<end]))
          let base = index < rowLabels.count ? rowLabels[index] : ""
          wrappedLabels.append(base.isEmpty ? "" : "\(base)\nentries \(start)–\(end - 1)")
        }
      }
      rows = wrapped
      rowLabels = rowLabels.isEmpty ? [] : wrappedLabels
      columnLabels = []
      kept = Array(rows.indices)
    }
    let label = { (text: String) throws -> Canvas? in
      guard let renderer, !text.isEmpty else { return nil }
      return try labelCanvas(text, scale: scale, renderer: renderer)
    }
    let rowImages = try rowLabels.map(label)
    let columnImages = try columnLabels.map(label)
    let labelWidth = rowImages.compactMap { $0?.width }.max().map { $0 + gap } ?? 0
    let headerHeight = columnImages.compactMap { $0?.height }.max().map { $0 + gap } ?? 0
    // Columns are as wide as their widest image, so the labels above them line up.
    var columnWidths: [Int] = []
    for row in rows {
      for (column, image) in row.enumerated() {
        if column == columnWidths.count { columnWidths.append(0) }
        columnWidths[column] = max(columnWidths[column], image.width)
      }
    }
    for (column, image) in columnImages.enumerated() where column < columnWidths.count {
      columnWidths[column] = max(columnWidths[column], image?.width ?? 0)
    }
    let width = gap + labelWidth + columnWidths.reduce(0) { $0 + $1 + gap }
    let height = gap + headerHeight + rows.reduce(0) { $0 + ($1.map(\.height).max() ?? 0) + gap }
    var pixels = [UInt8](repeating: 0, count: max(width, 1) * max(height, 1) * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      pixels[index] = backdrop.red
      pixels[index + 1] = backdrop.green
      pixels[index + 2] = backdrop.blue
      pixels[index + 3] = backdrop.alpha
    }
    var sheet = try Canvas(width: max(width, 1), height: max(height, 1), pixels: pixels)
    var x = gap + labelWidth
    for (column, image) in columnImages.enumerated() where column < columnWidths.count {
      if let image { sheet.composite(image, x: x, y: gap) }
      x += columnWidths[column] + gap
    }
    var y = gap + headerHeight
    for (index, row) in rows.enumerated() {
      let rowHeight = row.map(\.height).max() ?? 0
      if index < rowImages.count, let image = rowImages[index] {
        sheet.composite(image, x: gap, y: y + (rowHeight - image.height) / 2)
      }
      var x = gap + labelWidth
      for (column, image) in row.enumerated() {
        sheet.composite(image, x: x, y: y)
        x += columnWidths[column] + gap
      }
      y += rowHeight + gap
    }
    return sheet
  }

  /// `text` in white on nothing, at its own size.
  static func labelCanvas(
    _ text: String, scale: Double, renderer: WidgetRenderer, points: Double = labelPoints,
    weight: String = "semibold"
  ) throws -> Canvas {
    let view: JSONValue = .object(
      JSONObject([
        ("type", "Text"), ("verbatim", .string(text)),
        (
          "modifiers",
          .array([
            .object(
              JSONObject([
                ("font", .object(JSONObject([("size", .number(points)), ("weight", .string(weight))])))
              ])),
            .object(JSONObject([("foregroundStyle", .object(JSONObject([("system", "white")])))])),
          ])
        ),
      ]))
    let archive = try ViewArchive(
      from: JSONReader(
        .object(
          JSONObject([
            ("format", "tintype-archive"), ("version", 1), ("kind", "ContactSheetLabel"),
            ("families", .array(["systemSmall"])),
            ("entries", .array([.object(JSONObject([("date", "2026-01-01T00:00:00Z"), ("view", view)]))])),
          ]))))
    var request = RenderRequest(family: .systemSmall, scale: scale)
    request.layout = .sizeThatFits
    return try renderer.render(archive, request: request).canvas
  }
}
