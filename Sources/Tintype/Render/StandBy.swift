import Foundation
import TintypeArchive
import TintypeCore
import TintypeRaster

/// StandBy: the phone on its side, charging, showing widgets on black.
///
/// What Apple says: "the Lock Screen shows two widgets side by side on a dark background. WidgetKit
/// uses your systemSmall widget and scales it to fit one half of the screen", with "smaller content
/// margins" (WidgetKit docs); in full colour "with the background removed" (HIG Widgets); "When the
/// ambient light falls below a threshold, the system renders the widget with a monochromatic red
/// tint", and night mode "uses vibrant rendering" (WWDC23 "Bring widgets to new places", 6:43).
///
/// UNCONFIRMED model (docs/models.md, "StandBy"): the image is the landscape screen (the portrait
/// height by width), black, with the widget in its leading half, scaled to fit that half less `inset`
/// each side and centred in it; the margins are `contentMargin` (the spec's guess for "smaller");
/// the scheme is dark; at night the vibrant render's levels are drawn in
/// `StandByNight.red`, the red a Live Activity's StandBy night uses.
public enum StandBy {
  /// Points between the scaled widget and the edges of its half of the screen.
  public static let inset = 24.0
  /// The widget's content margins in StandBy, in the widget's own points.
  public static let contentMargin = 8.0
}

extension WidgetRenderer {
  /// The archive's systemSmall widget in StandBy on the request's device, by day (full colour, its
  /// background removed) or at `night` (vibrant, in red); the request's entry, date and scale are
  /// used, its family, mode, scheme and layout are StandBy's own.
  public func standBy(_ archive: ViewArchive, request: RenderRequest, night: Bool) throws(RenderError)
    -> RenderedImage
  {
    guard let screen = request.device.screen, request.device.platform == .iOS else {
      throw RenderError.unsupported("\(request.device.id) has no StandBy (only iPhones do)")
    }
    var widget = request
    widget.family = .systemSmall
    widget.renderingMode = night ? .vibrant : .fullColor
    widget.colorScheme = .dark
    widget.layout = .widget
    widget.placement = .standBy
    (widget.backdrop, widget.wallpaper) = (nil, nil)
    let spec = try familySpec(widget)
    // Landscape: the portrait height across.
    let (width, height) = (screen.height, screen.width)
    let factor = min(width / 2 - 2 * StandBy.inset, height - 2 * StandBy.inset) / max(spec.width, spec.height)
    let scale = request.effectiveScale
    let laidOut = try layout(try resolve(archive, widget))
    let (list, targets) = displayListAndTargets(laidOut)
    let image = try paint(list, of: laidOut, scale: scale * factor)
    var canvas = try Canvas.forRender(
      width: Int((width * scale).rounded()), height: Int((height * scale).rounded()))
    var black = TintypeRaster.Path()
    black.addRect(Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
    canvas.fill(black, with: .solid(RGBAColor(red: 0, green: 0, blue: 0)))
    let x = Int(((width / 2 - spec.width * factor) / 2 * scale).rounded())
    let y = Int(((height - spec.height * factor) / 2 * scale).rounded())
    canvas.composite(image, x: x, y: y)
    if night {
      // Opaque levels of grey (the vibrant render on black) become the same levels of red.
      let red = StandByNight.red
      let (r, g, b) = RGBAColor.luminanceWeights
      canvas.apply(
        ColorMatrix([
          red.red * r, red.red * g, red.red * b, 0, 0,
          red.green * r, red.green * g, red.green * b, 0, 0,
          red.blue * r, red.blue * g, red.blue * b, 0, 0,
          0, 0, 0, 1, 0,
        ]))
    }
    let placed = targets.map {
      $0.placed(at: Point(x: Double(x) / scale, y: Double(y) / scale), scaledBy: factor)
    }
    return RenderedImage(canvas: canvas, scale: scale, tapTargets: placed, warnings: laidOut.warnings)
  }
}
