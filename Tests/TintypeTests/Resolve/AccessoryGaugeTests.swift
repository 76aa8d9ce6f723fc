import Foundation
import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeUI

@testable import Tintype
@testable import TintypeDisplayList

/// SwiftUI draws `.accessoryCircular` and `.accessoryCircularCapacity` gauges at a fixed size,
/// centred in the space offered: a ring of about 58 pt on iOS and 50 pt on watchOS, whatever the
/// frame (measured against SwiftUI renders; on watches with a smaller complication than 50 pt the
/// ring is its side). The open ring's end labels sit in its gap, its marker is
/// a ring knocked out of the track, and the capacity ring shows its label in the centre.
@Suite struct AccessoryGaugeTests {
  struct Framed: View {
    let style: GaugeStyleKind
    var body: some View {
      BooksGauge().gaugeStyleKind(style).frame(width: 120, height: 120)
    }
  }

  struct LabelOnly: View {
    var body: some View {
      Gauge(value: 0.4) { Text("Ink") }.gaugeStyle(.accessoryCircularCapacity)
    }
  }

  private func layout<V: View>(
    _ view: V, device: String = "iphone-17-pro", family: WidgetFamily = .systemSmall,
    mode: WidgetRenderingMode = .fullColor
  )
    throws -> LayoutTree
  {
    let catalog = DeviceCatalog.standard
    let request = RenderRequest(family: family, device: try catalog.device(id: device), renderingMode: mode)
    return try WidgetRenderer().layout(ViewArchive(view, family: family), request: request).tree
  }

  private func gauge(_ tree: LayoutTree) throws -> Rect {
    try #require(tree.records.first { $0.type == "Gauge" && $0.layer == nil }).frame
  }

  @Test(arguments: [GaugeStyleKind.accessoryCircular, .accessoryCircularCapacity])
  func theRingHasItsFixedSizeCentredInTheFrame(_ style: GaugeStyleKind) throws {
    let tree = try layout(Framed(style: style))
    let ring = try gauge(tree)
    #expect(ring.width == 58 && ring.height == 58, "\(ring)")
    // Centred in the 120 pt frame: 31 pt on each side.
    let outer = try #require(tree.records.first { $0.frame.width == 120 }).frame
    #expect(abs(ring.x - (outer.x + 31)) < 0.01 && abs(ring.y - (outer.y + 31)) < 0.01, "\(ring) in \(outer)")
  }

  /// 50 pt on the 45 and 49 mm watches (measured), whose complications are 50 pt; on smaller
  /// watches the ring fills their smaller complication instead of overflowing it.
  @Test(arguments: [("apple-watch-45mm", 50.0), ("apple-watch-ultra-49mm", 50), ("apple-watch-44mm", 47)])
  func onAWatchTheRingIsItsComplicationsSide(_ device: String, _ diameter: Double) throws {
    let tree = try layout(Framed(style: .accessoryCircular), device: device, family: .accessoryRectangular)
    #expect(try gauge(tree).width == diameter)
  }

  @Test func aWatchGaugeFillsItsComplicationWithoutOverflowing() throws {
    let tree = try layout(
      LabelOnly(), device: "apple-watch-40mm", family: .accessoryCircular, mode: .accented)
    let ring = try gauge(tree)
    #expect(ring.width == 42 && ring.x == 0 && ring.y == 0, "\(ring)")
  }

  @Test func theEndLabelsSitInTheGapBetweenTheRingEnds() throws {
    let tree = try layout(Framed(style: .accessoryCircular))
    let ring = try gauge(tree)
    // The texts in the lower part of the ring, left to right: "0" then "20".
    let low = tree.records.filter { $0.type == "Text" && $0.layer == nil && $0.frame.midY > ring.midY + 10 }
      .sorted { $0.frame.x < $1.frame.x }
    #expect(low.count == 2)
    let (zero, twenty) = (try #require(low.first), try #require(low.last))
    // Between the ends of the ring (0.15 of a turn either side of the bottom, on the centre line),
    // clear of their round caps, at their height, inside its box.
    let radius = ring.width / 2 - 3
    let reach = radius * sin(0.15 * 2 * Double.pi)
    #expect(
      zero.frame.minX >= ring.midX - reach + 3 && zero.frame.minX < ring.midX - reach + 5, "\(zero.frame)")
    #expect(twenty.frame.maxX <= ring.midX + reach - 3 && twenty.frame.maxX > ring.midX + reach - 5)
    #expect(abs(zero.frame.midY - (ring.midY + radius * cos(0.15 * 2 * Double.pi))) < 0.5)
    #expect(zero.frame.maxY <= ring.maxY + 0.5 && twenty.frame.maxY <= ring.maxY + 0.5)
  }

  @Test func theCapacityRingShowsItsLabelInTheCentre() throws {
    let tree = try layout(LabelOnly())
    let ring = try gauge(tree)
    let label = try #require(tree.records.first { $0.type == "Text" })
    #expect(abs(label.frame.midX - ring.midX) < 0.01 && abs(label.frame.midY - ring.midY) < 0.01)
  }

  @Test func theMarkerIsARingKnockedOutOfTheTrack() throws {
    let list = try WidgetRenderer().displayList(
      ViewArchive(Framed(style: .accessoryCircular), family: .systemSmall),
      request: RenderRequest(family: .systemSmall))
    let dump = DisplayListDump.text(list)
    #expect(dump.contains("blendMode destinationOut"), "\(dump)")
  }
}

extension View {
  /// The gauge style named by kind, for parameterised tests.
  fileprivate func gaugeStyleKind(_ kind: GaugeStyleKind) -> some View {
    Group {
      switch kind {
      case .accessoryCircularCapacity: self.gaugeStyle(.accessoryCircularCapacity)
      default: self.gaugeStyle(.accessoryCircular)
      }
    }
  }
}

extension Rect {
  fileprivate var midX: Double { x + width / 2 }
  fileprivate var midY: Double { y + height / 2 }
}
