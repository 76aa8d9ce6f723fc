import Foundation
import Testing
import TintypeArchive
import TintypeRaster
import TintypeViewRendering

@testable import Tintype

/// A watch's corner complication as the face draws it: clipped to a circle; with a label, the
/// content scaled down to the HIG's labelled size and the label bent along the bezel inside it; with
/// `widgetCurvesContent()`, the content bent too.
@Suite struct CornerComplicationTests {
  let renderer = WidgetRenderer()

  func archive(_ view: String) throws -> ViewArchive {
    try ViewArchive(
      jsonData: Data(
        #"{"format": "tintype-archive", "version": 1, "kind": "Corner", "families": ["accessoryCorner"], "entries": [{"date": "2026-06-08T09:41:00Z", "view": \#(view)}]}"#
          .utf8))
  }

  func render(_ view: String, device: String = "apple-watch-44mm") throws -> RenderedImage {
    let request = RenderRequest(
      family: .accessoryCorner, device: try DeviceCatalog.standard.device(id: device),
      renderingMode: .accented)
    return try renderer.render(try archive(view), request: request)
  }

  /// Points (at the render's 2×) where a pixel is at least half opaque.
  func ink(_ image: RenderedImage) -> [(x: Double, y: Double)] {
    var points: [(x: Double, y: Double)] = []
    for y in 0..<image.height {
      for x in 0..<image.width where image.canvas[x, y].alpha >= 100 {
        points.append(((Double(x) + 0.5) / 2, (Double(y) + 0.5) / 2))
      }
    }
    return points
  }

  let filled = #"{"type": "Color", "color": "white"}"#

  @Test func aPlainCornerIsItsFrameClippedToACircle() throws {
    let image = try render(filled)
    #expect(image.width == 72 && image.height == 72)
    // Accented white is drawn at 90 % (the accent model).
    #expect(image.canvas[36, 36].alpha > 200)
    // A filled square's corners are outside the circle.
    #expect(image.canvas[2, 2].alpha == 0 && image.canvas[69, 69].alpha == 0)
    #expect(image.canvas[0, 36].alpha > 0 && image.canvas[36, 71].alpha > 0)
  }

  @Test func anIPhoneAccessoryIsNotAComplication() throws {
    let request = RenderRequest(family: .accessoryCircular, renderingMode: .accented)
    let archive = try ViewArchive(
      jsonData: Data(
        #"{"format": "tintype-archive", "version": 1, "kind": "C", "families": ["accessoryCircular"], "entries": [{"date": "2026-06-08T09:41:00Z", "view": {"type": "Color", "color": "white"}}]}"#
          .utf8))
    #expect(try renderer.cornerComplication(archive, request: request, corner: .topLeading) == nil)
  }

  @Test func aLabelledCornerIsAQuarterOfTheScreenWithTheContentScaledDown() throws {
    let image = try render(
      #"{"type": "Color", "color": "white", "modifiers": [{"widgetLabel": "Pages read"}]}"#)
    // 184 × 224 pt screen: its top-leading quarter, 92 × 112 pt at 2×.
    #expect(image.width == 184 && image.height == 224)
    // The content: a 22 pt circle (HIG's labelled corner image on 44 mm) 4 pt from the edges.
    #expect(image.canvas[30, 30].alpha > 200)  // (15, 15) pt: its centre
    #expect(image.canvas[Int(2 * 27.5), 30].alpha == 0)  // past its right edge at 26 pt
    #expect(image.canvas[30, Int(2 * 27.5)].alpha == 0)
    #expect(image.canvas[Int(2 * 24.5), Int(2 * 24.5)].alpha == 0)  // outside the circle, inside the box
  }

  /// The label's ink lies on a band about the screen's centre (92, 112 pt), inside the content and
  /// about one line of 11 pt type thick — text set flat would cross many radii.
  @Test func theLabelIsBentOnACircleAboutTheScreensCentreInsideTheContent() throws {
    let image = try render(
      #"{"type": "Color", "color": "white", "modifiers": [{"widgetLabel": "Pages read"}]}"#)
    let label = ink(image).filter { $0.x > 27 || $0.y > 27 }
    #expect(label.count > 150)
    let radii = label.map { (($0.x - 92) * ($0.x - 92) + ($0.y - 112) * ($0.y - 112)).squareRoot() }
    let (nearest, farthest) = (radii.min() ?? 0, radii.max() ?? 0)
    // The content's inner edge is |(15, 15) − (92, 112)| − 11 = 112.8 pt; the label 2 pt inside.
    #expect(farthest <= 112.8 - 2 + 0.5, "\(farthest)")
    #expect(farthest - nearest <= 14, "\(nearest)…\(farthest)")
    // It runs along the arc: across more than 40 pt of width.
    let xs = label.map(\.x)
    #expect((xs.max() ?? 0) - (xs.min() ?? 0) > 40)
  }

  @Test func curvedContentIsBentOutsideTheLabel() throws {
    let image = try render(
      #"{"type": "Text", "verbatim": "42 pages", "modifiers": [{"widgetCurvesContent": true}, {"widgetLabel": "Today"}]}"#
    )
    #expect(image.width == 184 && image.height == 224)
    let radii = ink(image).map { (($0.x - 92) * ($0.x - 92) + ($0.y - 112) * ($0.y - 112)).squareRoot() }
    #expect(radii.count > 200)
    // Two bands with a gap between: the content outside, the label inside.
    let sorted = radii.sorted()
    let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }
    #expect((gaps.max() ?? 0) >= 1.5, "\(gaps.max() ?? 0)")
    // Not curved, "42 pages" would be the circle of a plain corner.
    let plain = try render(
      #"{"type": "Text", "verbatim": "42 pages", "modifiers": [{"widgetLabel": "Today"}]}"#)
    #expect(plain.canvas != image.canvas)
  }

  @Test func theLabelKeepsItsOwnFont() throws {
    let small = try render(#"{"type": "Color", "color": "white", "modifiers": [{"widgetLabel": "Pg"}]}"#)
    let large = try render(
      #"{"type": "Color", "color": "white", "modifiers": [{"widgetLabel": {"type": "Text", "verbatim": "Pg", "modifiers": [{"font": {"size": 16}}]}}]}"#
    )
    let area = { (image: RenderedImage) in self.ink(image).filter { $0.x > 27 || $0.y > 27 }.count }
    #expect(Double(area(large)) > 1.25 * Double(area(small)), "\(area(large)) vs \(area(small))")
  }

  @Test func theTopTrailingCornerMirrorsThePlacement() throws {
    let request = RenderRequest(
      family: .accessoryCorner, device: try DeviceCatalog.standard.device(id: "apple-watch-44mm"),
      renderingMode: .accented)
    let archive = try archive(
      #"{"type": "Color", "color": "white", "modifiers": [{"widgetLabel": "Pages"}]}"#)
    let trailing = try #require(
      try renderer.cornerComplication(archive, request: request, corner: .topTrailing))
    // The content at the quarter's top right: (92 − 15, 15) pt.
    #expect(trailing.canvas[2 * 77, 30].alpha > 200 && trailing.canvas[30, 30].alpha == 0)
  }
}
