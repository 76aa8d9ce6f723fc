import Foundation
import Testing
import TintypeArchive
import TintypeCore
import TintypeRaster

@testable import Tintype

/// Where a widget can be tapped: a `Link` where its label is drawn, `widgetURL` over the whole
/// widget, and both moved with the widget when it is drawn inside another picture (StandBy).
@Suite struct TapTargetTests {
  let renderer = WidgetRenderer()
  /// A red 60 × 30 pt `Link` label, centred, in a widget with a `widgetURL`.
  let archive = try! ViewArchive(
    jsonData: Data(
      ##"{"format": "tintype-archive", "version": 1, "kind": "T", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:41:00Z", "view": {"type": "Link", "destination": "https://example.com/book", "label": {"type": "Color", "color": "#FF0000", "modifiers": [{"frame": {"width": 60, "height": 30}}]}, "modifiers": [{"widgetURL": "bookclub://home"}]}}]}"##
        .utf8))

  /// The box of red pixels, in points.
  func redBox(_ image: RenderedImage) throws -> Rect {
    var box: (Int, Int, Int, Int)?
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.canvas[x, y]
        guard p.red > 128 && p.green < 64 else { continue }
        box = box.map { (min($0.0, x), max($0.1, x), min($0.2, y), max($0.3, y)) } ?? (x, x, y, y)
      }
    }
    let (minX, maxX, minY, maxY) = try #require(box)
    return Rect(
      x: Double(minX) / image.scale, y: Double(minY) / image.scale,
      width: Double(maxX - minX + 1) / image.scale, height: Double(maxY - minY + 1) / image.scale)
  }

  func target(_ image: RenderedImage, _ action: TapAction) throws -> Rect {
    try #require(image.tapTargets.first { $0.action == action }).frame
  }

  @Test func aLinkIsTappedWhereItsLabelIsDrawn() throws {
    let request = RenderRequest(family: .systemSmall, scale: 2)
    let image = try renderer.render(archive, request: request)
    let link = try target(image, .url("https://example.com/book"))
    let size = try renderer.familySpec(request).size
    #expect(link == Rect(x: (size.width - 60) / 2, y: (size.height - 30) / 2, width: 60, height: 30))
    let red = try redBox(image)
    #expect(abs(red.midX - link.midX) < 0.5 && abs(red.midY - link.midY) < 0.5, "\(red) vs \(link)")
  }

  @Test func aWidgetURLCoversTheWholeWidget() throws {
    let request = RenderRequest(family: .systemSmall, scale: 3)
    let image = try renderer.render(archive, request: request)
    #expect(image.tapTargets.count == 2)
    let whole = try target(image, .widgetURL("bookclub://home"))
    #expect(whole == Rect(origin: .zero, size: try renderer.familySpec(request).size))
  }

  @Test func inStandByTheTargetsMoveAndScaleWithTheWidget() throws {
    let image = try renderer.standBy(
      archive, request: RenderRequest(family: .systemSmall, scale: 1), night: false)
    let link = try target(image, .url("https://example.com/book"))
    let red = try redBox(image)
    // StandBy scales the small widget up to the screen's height: the target grows with the label.
    #expect(link.width > 60 && abs(link.width / link.height - 2) < 1e-9, "\(link)")
    #expect(abs(red.minX - link.minX) <= 1 && abs(red.maxX - link.maxX) <= 1, "\(red) vs \(link)")
    #expect(abs(red.minY - link.minY) <= 1 && abs(red.maxY - link.maxY) <= 1, "\(red) vs \(link)")
  }
}
