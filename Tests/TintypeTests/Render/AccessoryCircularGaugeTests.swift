import Foundation
import Testing
import TintypeLayout
import TintypeTesting
import TintypeText
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// `.gaugeStyle(.accessoryCircular)` as SwiftUI draws it: an open ring whose gap at the bottom holds
/// the minimum and maximum labels between the ring's ends, a marker that is a dot in the gauge's
/// colour in a gap knocked out of the ring, and a current value that shrinks to fit inside.
@Suite struct AccessoryCircularGaugeTests {
  struct HeartRate: View {
    var value = 68.0
    var body: some View {
      Gauge(value: value, in: 0...100) {
        Text("BPM")
      } currentValueLabel: {
        Text("\(Int(value))%").font(.system(size: 22, weight: .semibold))
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      .gaugeStyle(.accessoryCircular)
      .tint(.green)
    }
  }

  let renderer = WidgetRenderer()

  func laidOut<V: View>(_ view: V, _ request: RenderRequest) throws -> WidgetRenderer.Laidout {
    try renderer.layout(try renderer.resolve(try renderer.archive(view, request: request), request))
  }

  /// The gauge in a small widget in full colour, at scale 1 (the ring is 58 pt across).
  let request = RenderRequest(family: .systemSmall, scale: 1)

  func records(_ type: String, _ tree: LayoutTree) -> [LayoutRecord] {
    tree.records.filter { $0.type == type && $0.layer == nil }
  }

  @Test func theValueShrinksToFitInsideTheRing() throws {
    let tree = try laidOut(HeartRate(), request).tree
    let ring = try #require(records("Gauge", tree).first?.frame)
    let value = try #require(records("Text", tree).first { $0.path.contains("currentValueLabel") }?.frame)
    // "68%" at 22 pt semibold is about 42 pt wide: it is scaled to the 34 pt the ring leaves.
    #expect(value.width <= 58 * 34 / 58 + 1e-9, "\(value)")
    #expect(value.width > 25, "scaled, not cut: \(value)")
    #expect(value.height < 22 * 1.2, "on one line, smaller than 22 pt's: \(value)")
    // Scaled down whole, not truncated ("6…").
    let laidOut = try laidOut(HeartRate(), request)
    let layouts = renderer.displayList(laidOut).ops.compactMap { op -> TextLayout? in
      if case .text(let drawing, _, _) = op { return drawing.layout }
      return nil
    }
    let shown = try #require(layouts.first { $0.scaleFactorApplied < 1 })
    #expect(!shown.isTruncated && shown.scaleFactorApplied > 0.7, "\(shown.scaleFactorApplied)")
    #expect(abs(value.midX - ring.midX) < 0.5 && abs(value.midY - ring.midY) < 0.5)
  }

  @Test func theEndLabelsSitBetweenTheRingsEnds() throws {
    let tree = try laidOut(HeartRate(), request).tree
    let ring = try #require(records("Gauge", tree).first?.frame)
    let minimum = try #require(records("Text", tree).first { $0.path.contains("minimumValueLabel") }?.frame)
    let maximum = try #require(records("Text", tree).first { $0.path.contains("maximumValueLabel") }?.frame)
    // The ends: 0.15 and 0.85 of the ring from the bottom, on its centre line (radius 26).
    let angle = 0.15 * 2 * Double.pi
    let (leftX, rightX) = (ring.midX - 26 * sin(angle), ring.midX + 26 * sin(angle))
    let endY = ring.midY + 26 * cos(angle)
    #expect(minimum.minX >= leftX + 3 && maximum.maxX <= rightX - 3, "\(minimum) \(maximum) in \(ring)")
    #expect(minimum.minX < leftX + 5 && maximum.maxX > rightX - 5, "against the ends")
    #expect(abs(minimum.midY - endY) < 0.5 && abs(maximum.midY - endY) < 0.5)
  }

  @Test func theMarkerIsADotInTheGaugesColourRingedInTheBackground() throws {
    let sharp = RenderRequest(family: .systemSmall, scale: 3)
    let image = try renderer.render(
      try renderer.archive(HeartRate(value: 50), request: sharp), request: sharp)
    let tree = try laidOut(HeartRate(value: 50), request).tree
    let ring = try #require(records("Gauge", tree).first?.frame)
    func pixel(_ x: Double, _ y: Double) -> (Int, Int, Int) {
      let i = (Int(y * 3) * image.width + Int(x * 3)) * 4
      let p = image.canvas.pixels
      return (Int(p[i]), Int(p[i + 1]), Int(p[i + 2]))
    }
    // At 50 % the marker is at the top of the ring (radius 26 on the centre line).
    let (x, y) = (ring.midX, ring.midY - 26)
    let dot = pixel(x, y)
    #expect(dot.1 > 150 && dot.0 < 120 && dot.2 < 150, "green dot: \(dot)")
    // Just outside the dot, along the ring, the track is knocked out to the white background.
    let gap = pixel(x + 3.5, y)
    #expect(gap.0 > 240 && gap.1 > 240 && gap.2 > 240, "knocked out: \(gap)")
    // Further along, the track (the tint at full strength on an open ring).
    let track = pixel(x + 7, y + 1)
    #expect(track.1 > track.0 + 40, "track: \(track)")
  }

  @Test func gaugesLookRight() throws {
    // On a watch face (accented), and on the iPhone Lock Screen (vibrant).
    let watch = try DeviceCatalog.standard.device(id: "apple-watch-45mm")
    for (name, value) in [("68", 68.0), ("0", 0.0)] {
      expectGolden(
        HeartRate(value: value), named: "gauge-accessoryCircular-watch-\(name)",
        GoldenOptions(family: .accessoryCircular, renderingMode: .accented, colorScheme: .dark, device: watch)
      )
    }
    expectGolden(
      HeartRate(), named: "gauge-accessoryCircular-lockscreen",
      GoldenOptions(family: .accessoryCircular, renderingMode: .vibrant, colorScheme: .dark))
  }
}
