import TintypeArchive
import TintypePaint
import TintypeRaster
import TintypeText

/// Why a render could not be made. Each names what was asked for and what would have worked.
public enum RenderError: Error, CustomStringConvertible {
  /// The device has no such family.
  case familyNotOnDevice(WidgetFamily, device: String, available: [WidgetFamily])
  /// The family is never shown in that rendering mode.
  case modeNotSupported(WidgetRenderingMode, family: WidgetFamily, supported: [WidgetRenderingMode])
  /// The archive does not list the family.
  case familyNotInArchive(WidgetFamily, kind: String, families: [WidgetFamily])
  /// A limit was exceeded before any work started.
  case limitExceeded(String)
  /// The request asks for what the device or the view does not show: StandBy off the iPhone, a Live
  /// Activity off iPhone and iPad, an island presentation without the island, a widget that is no
  /// Live Activity.
  case unsupported(String)
  /// The fonts could not be loaded.
  case fonts(FontError)
  /// The asset folders could not be read: the error names the folder or catalog file at fault.
  case assets(ArchiveError)
  /// The wallpaper file at `path` could not be read (`reason` nil), or is not a PNG the decoder
  /// reads.
  case wallpaper(path: String, reason: PNGError?)
  /// The archive is wrong in a way only a render finds (a missing image, an unknown colour).
  case archive(ArchiveError)
  /// A canvas could not be made (a size past the rasterizer's own limits).
  case canvas(CanvasError)
  /// The paint stage could not draw the display list (a layer past the budget, a canvas refused).
  case paint(PaintError)

  public var description: String {
    switch self {
    case .familyNotOnDevice(let family, let device, let available):
      return "\(device) has no \(family); it has \(available.map(\.rawValue).joined(separator: ", "))"
    case .modeNotSupported(let mode, let family, let supported):
      return
        "\(family) is not shown in the \(mode) rendering mode; it supports \(supported.map(\.rawValue).joined(separator: ", "))"
    case .familyNotInArchive(let family, let kind, let families):
      return
        "\(kind) does not support \(family); its families are \(families.map(\.rawValue).joined(separator: ", "))"
    case .limitExceeded(let message), .unsupported(let message): return message
    case .fonts(let error): return "fonts: \(error)"
    case .assets(let error): return "assets: \(error)"
    case .wallpaper(let path, nil): return "wallpaper: cannot read \(path)"
    case .wallpaper(let path, let reason?): return "wallpaper: \(path) is not a readable PNG (\(reason))"
    case .archive(let error): return error.description
    case .canvas(let error): return error.description
    case .paint(let error): return error.description
    }
  }
}

extension Canvas {
  /// A cleared canvas for a render; a size the rasterizer refuses is the render's `.canvas` error.
  static func forRender(width: Int, height: Int) throws(RenderError) -> Canvas {
    try RenderError.making { () throws(CanvasError) in try Canvas(width: width, height: height) }
  }
}

extension RenderError {
  /// What `body` makes (a canvas, a mask), a canvas error thrown as the render's.
  static func making<Value>(_ body: () throws(CanvasError) -> Value) throws(RenderError) -> Value {
    do {
      return try body()
    } catch {
      throw .canvas(error)
    }
  }
}
