import Foundation
import TintypeArchive
import TintypeCore
import TintypeRaster

/// Widgets in the device's presentations (`Device.presentations`: StandBy, CarPlay, the Mac
/// desktop), drawn from their data alone.
///
/// A presentation sets the family, mode and scheme, the widget's margins and whether its
/// background is removed. One with a screen of its own (StandBy, CarPlay) then scales the widget
/// to fit its slot less the inset on each side, centred there, on the screen's fill, and, at
/// StandBy's night, draws the vibrant render's levels of grey as the same levels of red. The
/// numbers, their sources and which are unconfirmed: `WidgetPresentations` and docs/models.md.
extension WidgetRenderer {
  /// The archive's widget in StandBy on the request's device, by day (full colour, its background
  /// removed) or at `night` (vibrant, in red): `render` with the request's `presentation` set.
  public func standBy(_ archive: ViewArchive, request: RenderRequest, night: Bool) throws(RenderError)
    -> RenderedImage
  {
    var presented = request
    presented.presentation = night ? .standByNight : .standBy
    return try render(archive, request: presented)
  }

  /// The device's presentation of `kind`, or the reason it has none.
  func presentation(_ kind: WidgetPresentation.Kind, of request: RenderRequest) throws(RenderError)
    -> WidgetPresentation
  {
    guard let presentation = request.device.presentation(kind) else {
      let shown = request.device.presentations.map(\.kind.rawValue)
      throw RenderError.unsupported(
        "\(request.device.id) has no \(kind.rawValue) presentation"
          + (shown.isEmpty ? " (only iPhones have any)" : "; it has \(shown.joined(separator: ", "))"))
    }
    return presentation
  }

  /// The archive in `presentation`: the request's entry, date and scale, the presentation's
  /// family, mode, scheme and layout.
  func present(_ archive: ViewArchive, request: RenderRequest, in presentation: WidgetPresentation)
    throws(RenderError) -> RenderedImage
  {
    var widget = request
    widget.family = presentation.family ?? request.family
    widget.renderingMode = presentation.renderingMode
    widget.colorScheme = presentation.colorScheme ?? request.colorScheme
    widget.layout = .widget
    guard let screen = presentation.screen else { return try renderWidget(archive, request: widget) }
    (widget.backdrop, widget.wallpaper) = (nil, nil)
    let spec = try familySpec(widget)
    let slot = screen.slot
    let factor =
      min(slot.width - 2 * screen.inset, slot.height - 2 * screen.inset) / max(spec.width, spec.height)
    let scale = request.scale ?? screen.scale ?? request.device.scale
    let laidOut = try layout(try resolve(archive, widget))
    let (list, targets) = displayListAndTargets(laidOut)
    let image = try paint(list, of: laidOut, scale: scale * factor)
    var canvas = try Canvas.forRender(
      width: Int((screen.size.width * scale).rounded()), height: Int((screen.size.height * scale).rounded()))
    var fill = TintypeRaster.Path()
    fill.addRect(Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
    canvas.fill(fill, with: .solid(screen.fill))
    let x = Int(((slot.x + (slot.width - spec.width * factor) / 2) * scale).rounded())
    let y = Int(((slot.y + (slot.height - spec.height * factor) / 2) * scale).rounded())
    canvas.composite(image, x: x, y: y)
    if let tint = screen.monochrome {
      // Opaque levels of grey (the vibrant render on black) become the same levels of the tint.
      let (r, g, b) = RGBAColor.luminanceWeights
      canvas.apply(
        ColorMatrix([
          tint.red * r, tint.red * g, tint.red * b, 0, 0,
          tint.green * r, tint.green * g, tint.green * b, 0, 0,
          tint.blue * r, tint.blue * g, tint.blue * b, 0, 0,
          0, 0, 0, 1, 0,
        ]))
    }
    let placed = targets.map {
      $0.placed(at: Point(x: Double(x) / scale, y: Double(y) / scale), scaledBy: factor)
    }
    return RenderedImage(canvas: canvas, scale: scale, tapTargets: placed, warnings: laidOut.warnings)
  }
}
