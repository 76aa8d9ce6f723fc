import Tintype
import TintypeRaster

/// One image that shows many renders: rows of images on a neutral backdrop, so that a widget's
/// families, schemes and entries can be reviewed at a glance.
public enum ContactSheet {
  /// Space around and between images, in pixels.
  static let gap = 24
  /// The backdrop: a mid grey, against which both light and dark widgets and their transparent
  /// corners stand out.
  static let backdrop = Pixel(red: 0x8E, green: 0x8E, blue: 0x93, alpha: 255)

  /// The images laid out in `rows` (each row left to right), top-aligned.
  public static func make(rows: [[Canvas]]) throws -> Canvas {
    let rows = rows.filter { !$0.isEmpty }
    let width = rows.map { $0.reduce(gap) { $0 + $1.width + gap } }.max() ?? gap * 2
    let height = rows.reduce(gap) { $0 + ($1.map(\.height).max() ?? 0) + gap }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      pixels[index] = backdrop.red
      pixels[index + 1] = backdrop.green
      pixels[index + 2] = backdrop.blue
      pixels[index + 3] = backdrop.alpha
    }
    var sheet = try Canvas(width: width, height: height, pixels: pixels)
    var y = gap
    for row in rows {
      var x = gap
      for image in row {
        sheet.composite(image, x: x, y: y)
        x += image.width + gap
      }
      y += (row.map(\.height).max() ?? 0) + gap
    }
    return sheet
  }
}
