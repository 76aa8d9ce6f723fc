import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeRaster
import TintypeViewRendering

/// A watch's complications seen on a face, one image at point size (`watch-face.png`): the widget's
/// `accessoryCorner` complication in the two top corners (each drawn as the face draws that corner,
/// its `widgetLabel` and curved content bent along the bezel: `CornerComplication`), its
/// `accessoryCircular` complication in the two bottom corners, and the time in the middle.
///
/// UNCONFIRMED model (docs/models.md, "Context shots"): Apple publishes no face geometry. The
/// circular complications sit `CornerComplication.inset` from the bottom corners; the face is black
/// with 36 pt corners.
extension ContextShot {
  /// The face of `device` with the first entry of `archive` as its complications (accented, the
  /// watch's tinted look), or `nil` off the watch or for a widget with neither family.
  public static func watchFace(_ archive: ViewArchive, device: Device, renderer: WidgetRenderer) throws
    -> Canvas?
  {
    guard device.platform == .watchOS, let screen = device.screen, let first = archive.entries.first else {
      return nil
    }
    func request(_ family: WidgetFamily) -> RenderRequest? {
      guard archive.families.contains(family), first.views[family] != nil,
        let spec = try? renderer.catalog.spec(for: family, on: device)
      else { return nil }
      let mode: WidgetRenderingMode = spec.renderingModes.contains(.accented) ? .accented : .fullColor
      return RenderRequest(family: family, device: device, renderingMode: mode, colorScheme: .dark, scale: 1)
    }
    let corner = request(.accessoryCorner)
    let circular = request(.accessoryCircular)
    guard corner != nil || circular != nil else { return nil }
    let (width, height) = (Int(screen.width), Int(screen.height))
    var canvas = try Canvas(width: width, height: height)
    var background = Path()
    background.addRoundedRect(
      Rect(x: 0, y: 0, width: Double(width), height: Double(height)), cornerWidth: 36, cornerHeight: 36)
    canvas.fill(background, with: .solid(RGBAColor(red: 0, green: 0, blue: 0)))
    let clock = try ContactSheet.labelCanvas(clockText(first.date), scale: 1, renderer: renderer, points: 40)
    canvas.composite(clock, x: (width - clock.width) / 2, y: (height - clock.height) / 2)
    if let corner {
      let frame = Int(try renderer.familySpec(corner).width.rounded())
      for place in CornerComplication.Corner.allCases {
        guard let image = try renderer.cornerComplication(archive, request: corner, corner: place)?.canvas
        else { continue }
        // A plain corner is its frame, placed `inset` from the edges; a labelled one is a quarter of
        // the screen with the frame already placed in it.
        let inset = image.width == frame ? Int(CornerComplication.inset) : 0
        canvas.composite(image, x: place == .topLeading ? inset : width - image.width - inset, y: inset)
      }
    }
    if let circular {
      let image = try renderer.render(archive, request: circular).canvas
      let inset = Int(CornerComplication.inset)
      for x in [inset, width - image.width - inset] {
        canvas.composite(image, x: x, y: height - image.height - inset)
      }
    }
    return canvas
  }
}
