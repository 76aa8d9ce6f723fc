import Foundation
import Testing
import TintypeArchive
import TintypeRaster

@testable import Tintype

/// A widget in StandBy: its systemSmall on the black landscape screen, scaled to fit the leading
/// half, its removable background gone; at night in levels of red.
@Suite struct StandByTests {
  let renderer = WidgetRenderer()
  /// White text on a removable red background.
  let archive = try! ViewArchive(
    jsonData: Data(
      ##"{"format": "tintype-archive", "version": 1, "kind": "S", "families": ["systemSmall", "systemMedium"], "entries": [{"date": "2026-06-08T09:41:00Z", "view": {"type": "Text", "verbatim": "Read", "modifiers": [{"font": {"size": 40, "weight": "bold"}}, {"foregroundStyle": "white"}, {"containerBackground": {"style": "#FF0000"}}]}}]}"##
        .utf8))

  func render(night: Bool) throws -> RenderedImage {
    try renderer.standBy(archive, request: RenderRequest(family: .systemMedium, scale: 1), night: night)
  }

  /// The box of pixels brighter than black.
  func inkBox(_ canvas: Canvas) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let p = canvas[x, y]
        guard max(p.red, p.green, p.blue) > 40 else { continue }
        box = box.map { (min($0.0, x), max($0.1, x), min($0.2, y), max($0.3, y)) } ?? (x, x, y, y)
      }
    }
    return box.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
  }

  @Test func byDayTheWidgetIsOnBlackScaledIntoTheLeadingHalfWithoutItsBackground() throws {
    let image = try render(night: false)
    // The iPhone 17 Pro's 402 × 874 pt screen on its side.
    #expect(image.width == 874 && image.height == 402)
    #expect(image.canvas[0, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    var red = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.canvas[x, y]
        if p.red > 128 && p.green < 64 { red += 1 }
      }
    }
    #expect(red == 0, "the removable background is drawn: \(red) red pixels")
    let box = try #require(inkBox(image.canvas))
    // Inside the leading half; the text is far larger than its 40 pt (scaled by (402 − 48) / 164.33).
    #expect(box.maxX < 437)
    #expect(box.maxY - box.minY > 60, "\(box)")
  }

  @Test func atNightEveryLevelIsRed() throws {
    let image = try render(night: true)
    let box = try #require(inkBox(image.canvas))
    var checked = 0
    for y in box.minY...box.maxY {
      for x in box.minX...box.maxX {
        let p = image.canvas[x, y]
        guard p.red > 40 else { continue }
        #expect(p.green < p.red / 3 && p.blue < p.red / 3, "(\(x), \(y)) \(p)")
        checked += 1
      }
    }
    #expect(checked > 100)
    let day = try render(night: false)
    let same = day.canvas == image.canvas
    #expect(!same)
  }

  @Test func aWidgetWithoutASmallFamilyOrADeviceWithoutStandByIsAnError() throws {
    let medium = try ViewArchive(
      jsonData: Data(
        #"{"format": "tintype-archive", "version": 1, "kind": "M", "families": ["systemMedium"], "entries": [{"date": "2026-06-08T09:41:00Z", "view": {"type": "Text", "verbatim": "Hi"}}]}"#
          .utf8))
    #expect(throws: RenderError.self) {
      try renderer.standBy(medium, request: RenderRequest(family: .systemMedium), night: false)
    }
    let watch = try DeviceCatalog.standard.device(id: "apple-watch-44mm")
    #expect(throws: RenderError.self) {
      try renderer.standBy(
        archive, request: RenderRequest(family: .accessoryCircular, device: watch), night: false)
    }
  }
}
