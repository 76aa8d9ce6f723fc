import Foundation
import Testing
import TintypeArchive
import TintypeLayout
import TintypeUI

@testable import Tintype

/// An archive with a `containerRelativeFrame` says what the call says, so one archive lays out
/// right on every device: the frame follows each device's content area, not the device the view was
/// archived for.
@Suite struct ContainerRelativeFrameRenderTests {
  @Test func oneArchiveFollowsEachDevicesContentArea() throws {
    let renderer = WidgetRenderer()
    let (narrowest, widest) = try narrowestAndWidestPhones(.systemSmall)
    // Archived once, with no device in mind.
    let archive = ViewArchive(
      Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 8)
        .containerBackground(.black, for: .widget),
      family: .systemSmall)
    for device in [narrowest, widest] {
      let spec = try #require(device.families[.systemSmall])
      let content = spec.width - spec.contentMargins.leading - spec.contentMargins.trailing
      let (tree, _) = try renderer.layout(
        archive, request: RenderRequest(family: .systemSmall, device: device))
      let colour = try #require(
        tree.records.first { $0.type == "Color" && $0.layer == "containerRelativeFrame" })
      #expect(abs(colour.frame.width - (content - 8) / 2) < 1e-9, "\(device.id): \(colour.frame)")
    }
  }
}
