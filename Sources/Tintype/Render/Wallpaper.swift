import Foundation
import TintypeCore
import TintypeRaster

/// Wallpapers to composite renders over, decoded once per file.
enum Wallpaper {
  /// How far the system blurs what lies behind a widget, in points (GUESS, docs/spec/rendering-modes.md
  /// "Model to implement" 4: σ 30 pt for the Lock Screen material).
  static let blurSigma = 30.0

  private static let cache = WallpaperCache()

  static func load(_ url: URL) throws(RenderError) -> Canvas {
    if let cached = cache.get(url) { return cached }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw RenderError.wallpaper(path: url.path, reason: nil)
    }
    do {
      let canvas = try PNGDecoder().decode(Array(data))
      cache.set(url, canvas)
      return canvas
    } catch {
      throw RenderError.wallpaper(path: url.path, reason: error)
    }
  }
}

/// Decoded wallpapers by file.
final class WallpaperCache: @unchecked Sendable {
  private let lock = Lock()
  private var canvases: [URL: Canvas] = [:]

  func get(_ url: URL) -> Canvas? {
    lock.lock()
    defer { lock.unlock() }
    return canvases[url]
  }

  func set(_ url: URL, _ canvas: Canvas) {
    lock.lock()
    canvases[url] = canvas
    lock.unlock()
  }
}

extension Backdrop {
  /// `canvas` over `wallpaper`: the wallpaper scaled to cover the image (centred, aspect kept) and
  /// blurred by `Wallpaper.blurSigma` points.
  static func composite(_ canvas: Canvas, over wallpaper: Canvas, scale: Double) throws(RenderError) -> Canvas
  {
    let sigma = Wallpaper.blurSigma * scale
    // Blur pulls in transparency from beyond the edges; a margin of 3σ of wallpaper keeps them opaque.
    let margin = Int((3 * sigma).rounded(.up))
    let width = canvas.width + 2 * margin
    let height = canvas.height + 2 * margin
    var backdrop = try Canvas.forRender(width: width, height: height)
    let factor = max(Double(width) / Double(wallpaper.width), Double(height) / Double(wallpaper.height))
    let placement = Transform.scale(x: factor, y: factor).concatenating(
      .translation(
        x: (Double(width) - Double(wallpaper.width) * factor) / 2,
        y: (Double(height) - Double(wallpaper.height) * factor) / 2))
    backdrop.draw(wallpaper, transform: placement, interpolation: .high)
    backdrop.blur(sigma: sigma)
    var base = try Canvas.forRender(width: canvas.width, height: canvas.height)
    base.composite(backdrop, x: -margin, y: -margin)
    base.composite(canvas)
    return base
  }
}
