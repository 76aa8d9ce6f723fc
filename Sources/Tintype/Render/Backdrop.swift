import TintypeCore
import TintypeRaster

/// Compositing a finished render over a solid colour, for people who want an opaque image of a
/// vibrant or accessory widget as it would sit on a plain wallpaper.
enum Backdrop {
  static func composite(_ canvas: Canvas, over color: RGBAColor) throws(RenderError) -> Canvas {
    var base = try Canvas.forRender(width: canvas.width, height: canvas.height)
    var path = TintypeRaster.Path()
    path.addRect(Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
    base.fill(path, with: .solid(color))
    base.composite(canvas)
    return base
  }
}
