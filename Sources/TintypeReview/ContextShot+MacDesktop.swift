import Tintype
import TintypeArchive
import TintypeRaster

/// iPhone widgets on the Mac desktop, for review.
///
/// UNCONFIRMED model (docs/models.md, "Context shots"): a 1280 × 800 pt desktop (a 13-inch MacBook
/// Air's default resolution) under a 24 pt menu bar, its widgets in columns from the top leading
/// corner, `macDesktopGap` from the edges and from each other, where macOS puts widgets added from
/// the gallery. The wallpaper is the Home Screen's drawn gradient; the receded look's blur of the
/// desktop behind the widget is not drawn (the vibrant render composites over the wallpaper).
extension ContextShot {
  /// The desktop's size in points.
  static let macDesktopSize = (width: 1280, height: 800)
  /// The menu bar's height, in points.
  static let macMenuBarHeight = 24
  /// Points between widgets, and between them and the desktop's edges.
  static let macDesktopGap = 16

  /// The Mac desktop with `widgets` (renders in a Mac desktop presentation at one pixel a point, in
  /// order) on it; `nil` when there is nothing to place.
  public static func macDesktop(_ widgets: [(family: WidgetFamily, image: Canvas)]) throws -> Canvas? {
    guard !widgets.isEmpty else { return nil }
    var canvas = try wallpaper(width: macDesktopSize.width, height: macDesktopSize.height, home: true)
    let top = macMenuBarHeight + macDesktopGap
    flow(
      widgets.map(\.image), on: &canvas, from: (macDesktopGap, top), rows: false,
      lineLength: canvas.height - macDesktopGap - top, gap: macDesktopGap)
    return canvas
  }
}
