import Foundation
import TintypeLayout
import TintypeRaster
import TintypeResolve
import TintypeScene

/// A rendered widget: its pixels, its scale, and what the render noticed.
public struct RenderedImage: Sendable {
  /// The pixels, premultiplied RGBA.
  public let canvas: Canvas
  /// Pixels per point.
  public let scale: Double
  /// The tap targets of the widget's links, buttons, toggles and `widgetURL`, in points.
  public let tapTargets: [TapTarget]
  /// Problems that did not stop the render (characters no font has, symbols drawn as placeholders).
  public let warnings: [RenderWarning]
  /// The layout the image was drawn from (what `WidgetRenderer.layout` gives), so a caller that
  /// shows it (the gallery's layout dump) does not lay the widget out again; `nil` for images
  /// composed of several layouts (a watch corner with a label, StandBy).
  public internal(set) var layout: LayoutTree? = nil

  /// Width in pixels.
  public var width: Int { canvas.width }
  /// Height in pixels.
  public var height: Int { canvas.height }
  /// The pixels, row by row from the top: red, green, blue, alpha, 8 bits each, premultiplied.
  public var pixels: [UInt8] { canvas.pixels }

  /// The image as PNG bytes (8-bit RGBA, sRGB), the same bytes for the same pixels.
  public func pngData(encoder: PNGEncoder = PNGEncoder()) throws(PNGError) -> Data {
    Data(try encoder.encode(canvas))
  }

  /// Writes the PNG to `url` through a temporary file, so a failed write leaves nothing behind.
  public func write(to url: URL, encoder: PNGEncoder = PNGEncoder(), within root: URL? = nil) throws {
    try AtomicFile.write(try pngData(encoder: encoder), to: url, within: root)
  }
}
