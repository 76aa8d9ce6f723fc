import Foundation
import Tintype
import TintypeArchive
import TintypeRaster

/// A widget seen where people see it: its Home Screen renders placed on a wallpaper as the system
/// places widgets on a page, or its Lock Screen renders under the clock — one image each, at point
/// size, for review.
///
/// UNCONFIRMED model (see docs/models.md, "Context shots"): Apple publishes widget sizes but not the
/// Home Screen's grid insets, so the page is modelled from the sizes themselves — widgets fill rows of
/// the medium widget's width, centred, separated by the gap two small widgets leave in it; the first row
/// starts below the status bar (`homeTop`); the Lock Screen's clock, date and accessory row sit at
/// `lockClockTop`, `lockAccessoryTop`; a Live Activity's banner sits `lockBannerBottom` above the Lock
/// Screen's bottom, its island `islandTop` below the screen's top. The wallpapers are drawn, not Apple's.
public enum ContextShot {
  /// The Home Screen's first row below the top of the screen, in points (status bar and its margin).
  static let homeTop = 70.0
  /// The Lock Screen's inline accessory (above the clock), the clock's top and the accessory row's top.
  static let lockInlineTop = 58.0
  static let lockClockTop = 80.0
  static let lockAccessoryTop = 196.0
  /// Gap between Lock Screen accessories, in points.
  static let lockAccessoryGap = 12.0
  /// A Live Activity banner's bottom above the Lock Screen's bottom edge (clear of the flashlight and
  /// camera buttons), and the Dynamic Island's top below the screen's top edge, in points.
  static let lockBannerBottom = 120.0
  static let islandTop = 11.0

  /// The Home Screen of `device` with `widgets` (full-colour renders at one pixel a point, in order)
  /// on it; `nil` off iPhone and iPad or when there is nothing to place.
  public static func homeScreen(
    _ widgets: [(family: WidgetFamily, image: Canvas)], device: Device
  ) throws -> Canvas? {
    guard let screen = device.screen, device.platform == .iOS || device.platform == .iPadOS,
      let medium = device.families[.systemMedium], let small = device.families[.systemSmall],
      !widgets.isEmpty
    else { return nil }
    var canvas = try wallpaper(width: Int(screen.width), height: Int(screen.height), home: true)
    let rowWidth = Int(medium.width.rounded())
    let left = (Int(screen.width) - rowWidth) / 2
    flow(
      widgets.map(\.image), on: &canvas, from: (left, Int(homeTop)), rows: true, lineLength: rowWidth,
      gap: max(8, Int((medium.width - 2 * small.width).rounded())))
    return canvas
  }

  /// Places `images` on `canvas` one after another from `start`, `gap` apart: in rows (or columns)
  /// `lineLength` long, a new one starting `gap` past the tallest (or widest) of the last where the
  /// next image would not fit, unless it is the line's first. Stops at the first image that would
  /// leave the canvas.
  static func flow(
    _ images: [Canvas], on canvas: inout Canvas, from start: (x: Int, y: Int), rows: Bool, lineLength: Int,
    gap: Int
  ) {
    // Along the line and across it.
    var (along, across) = rows ? start : (start.y, start.x)
    let first = along
    var lineDepth = 0
    for image in images {
      let (length, depth) = rows ? (image.width, image.height) : (image.height, image.width)
      if along > first && along + length > first + max(lineLength, length) {
        along = first
        across += lineDepth + gap
        lineDepth = 0
      }
      guard across + depth <= (rows ? canvas.height : canvas.width) else { break }
      canvas.composite(image, x: rows ? along : across, y: rows ? across : along)
      along += length + gap
      lineDepth = max(lineDepth, depth)
    }
  }

  /// The Lock Screen of `device` with the clock, the date and `accessories` (vibrant renders at one
  /// pixel a point): an inline one above the clock, the others in a row below it.
  public static func lockScreen(
    _ accessories: [(family: WidgetFamily, image: Canvas)], device: Device, date: Date,
    renderer: WidgetRenderer
  ) throws -> Canvas? {
    guard let screen = device.screen, device.platform == .iOS || device.platform == .iPadOS,
      !accessories.isEmpty
    else { return nil }
    var canvas = try wallpaper(width: Int(screen.width), height: Int(screen.height), home: false)
    let width = Int(screen.width)
    func centred(_ image: Canvas, top: Double) {
      canvas.composite(image, x: (width - image.width) / 2, y: Int(top))
    }
    if let inline = accessories.first(where: { $0.family == .accessoryInline }) {
      centred(inline.image, top: lockInlineTop)
    }
    let clock = try ContactSheet.labelCanvas(
      ContextShot.clockText(date), scale: 1, renderer: renderer, points: 88, weight: "semibold")
    centred(clock, top: lockClockTop)
    let row = accessories.filter { $0.family != .accessoryInline }.map(\.image)
    let gap = Int(lockAccessoryGap)
    var total = row.reduce(0) { $0 + $1.width } + gap * max(0, row.count - 1)
    var placed = row
    while total > width - 2 * gap, !placed.isEmpty {
      total -= placed.removeLast().width + gap
    }
    var x = (width - total) / 2
    for image in placed {
      canvas.composite(image, x: x, y: Int(lockAccessoryTop))
      x += image.width + gap
    }
    return canvas
  }

  /// A Live Activity's Lock Screen presentation (a full-colour render at one pixel a point) on the Lock
  /// Screen of `device`: under the clock, at the bottom where the system lists activities and
  /// notifications. `nil` off iPhone and iPad.
  public static func lockScreenBanner(_ banner: Canvas, device: Device, date: Date, renderer: WidgetRenderer)
    throws
    -> Canvas?
  {
    guard let screen = device.screen, device.platform == .iOS || device.platform == .iPadOS else {
      return nil
    }
    var canvas = try wallpaper(width: Int(screen.width), height: Int(screen.height), home: false)
    let clock = try ContactSheet.labelCanvas(
      ContextShot.clockText(date), scale: 1, renderer: renderer, points: 88, weight: "semibold")
    canvas.composite(clock, x: (canvas.width - clock.width) / 2, y: Int(lockClockTop))
    let top = max(Int(lockAccessoryTop), canvas.height - Int(lockBannerBottom) - banner.height)
    canvas.composite(banner, x: (canvas.width - banner.width) / 2, y: top)
    return canvas
  }

  /// A Dynamic Island presentation (a render at one pixel a point) at the top of `device`'s screen,
  /// over a Home Screen wallpaper, centred on the camera as the system shows it. `nil` off iPhone.
  public static func island(_ island: Canvas, device: Device) throws -> Canvas? {
    guard let screen = device.screen, device.platform == .iOS else { return nil }
    var canvas = try wallpaper(width: Int(screen.width), height: Int(screen.height), home: true)
    canvas.composite(island, x: (canvas.width - island.width) / 2, y: Int(islandTop))
    return canvas
  }

  /// The clock's text for `date` in UTC, as the Lock Screen shows it ("9:41").
  static func clockText(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = (parts.hour ?? 0) % 12 == 0 ? 12 : (parts.hour ?? 0) % 12
    return "\(hour):" + String(format: "%02d", parts.minute ?? 0)
  }

  /// A vertical gradient: blue to violet for the Home Screen, deep blue to black for the Lock Screen.
  static func wallpaper(width: Int, height: Int, home: Bool) throws -> Canvas {
    let (top, bottom): ((Double, Double, Double), (Double, Double, Double)) =
      home ? ((0x5E, 0x8B, 0xD6), (0x8A, 0x5F, 0xC4)) : ((0x2C, 0x2C, 0x3A), (0x0B, 0x0B, 0x12))
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      let t = height > 1 ? Double(y) / Double(height - 1) : 0
      let color = (
        UInt8((top.0 + (bottom.0 - top.0) * t).rounded()), UInt8((top.1 + (bottom.1 - top.1) * t).rounded()),
        UInt8((top.2 + (bottom.2 - top.2) * t).rounded())
      )
      for x in 0..<width {
        let o = (y * width + x) * 4
        pixels[o] = color.0
        pixels[o + 1] = color.1
        pixels[o + 2] = color.2
      }
    }
    return try Canvas(width: width, height: height, pixels: pixels)
  }
}
