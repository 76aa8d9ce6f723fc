import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeRaster
import TintypeUI

@testable import TintypeViewRendering

/// Live Activities in their presentations: regions where the system puts them, compact views kept to
/// their slots, the stale flag and timers seen by the views, and the banner's tint.
@Suite struct ActivityPresentationTests {
  let activities = ActivityRenderer()
  let device = try! DeviceCatalog.standard.device(id: "iphone-17-pro")
  var geometry: ActivityGeometry { ActivityGeometry(screenWidth: device.screen!.width) }

  /// An activity whose expanded regions are shapes of known sizes.
  struct Regions: Widget {
    var body: some WidgetConfiguration {
      ActivityConfiguration(for: DeliveryAttributes.self) { _ in
        Text("Lock")
      } dynamicIsland: { _ in
        DynamicIsland {
          DynamicIslandExpandedRegion(.leading) { Circle().frame(width: 30, height: 30) }
          DynamicIslandExpandedRegion(.trailing) { Capsule().frame(width: 40, height: 20) }
          DynamicIslandExpandedRegion(.center) { Ellipse().frame(width: 80, height: 24) }
          DynamicIslandExpandedRegion(.bottom) { Rectangle().frame(height: 24) }
        } compactLeading: {
          Color.red.frame(width: 200, height: 30)
        } compactTrailing: {
          Color.green.frame(width: 200, height: 30)
        } minimal: {
          Color.blue
        }
      }
    }
  }

  private func records(_ presentation: ActivityPresentation) throws -> [LayoutRecord] {
    let configuration = Regions().body as! ActivityConfiguration<DeliveryAttributes>
    let (view, request) = try activities.presentation(
      configuration, attributes: .preview, state: .outForDelivery, presentation: presentation, device: device)
    let archive = try activities.renderer.archive(view, request: request)
    return try activities.renderer.layout(archive, request: request).tree.records.filter { $0.layer == nil }
  }

  @Test func expandedRegionsSitWhereTheSystemPutsThem() throws {
    let found = try records(.expanded)
    func frame(_ type: String) throws -> Rect { try #require(found.first { $0.type == type }).frame }
    let width = geometry.expandedWidth
    let side = ActivityGeometry.expandedSideMargin
    let top = ActivityGeometry.expandedTopMargin
    let leading = try frame("Circle")
    let trailing = try frame("Capsule")
    let center = try frame("Ellipse")
    let bottom = try frame("Rectangle")
    // Leading and trailing at the top corners, inside the margins.
    #expect(leading.x == side && leading.y == top)
    #expect(abs(trailing.x + trailing.width - (width - side)) < 1e-9 && trailing.y == top)
    // Center below the camera housing, centred in the width between leading and trailing.
    #expect(abs(center.y - (top + ActivityGeometry.islandHeight)) < 1e-9)
    let between = (leading.x + leading.width + trailing.x) / 2
    #expect(abs(center.x + center.width / 2 - between) < 1e-9)
    // Leading and trailing keep to their content.
    #expect(leading.width == 30 && trailing.width == 40)
    // Bottom across the island below the top row.
    let leadingBottom = leading.y + leading.height
    let trailingBottom = trailing.y + trailing.height
    let centerBottom = center.y + center.height
    let rowBottom = max(leadingBottom, trailingBottom, centerBottom)
    #expect(abs(bottom.y - (rowBottom + ActivityGeometry.expandedRowSpacing)) < 1e-9)
    #expect(bottom.x == side && abs(bottom.width - (width - 2 * side)) < 1e-9)
  }

  @Test func compactViewsAreKeptToTheirSlotsAroundTheCamera() throws {
    let image = try activities.render(
      Regions(), attributes: DeliveryAttributes.preview, state: .outForDelivery, presentation: .compact,
      device: device)
    let scale = device.scale
    #expect(abs(Double(image.width) - geometry.compactWidth * scale) <= 1)
    #expect(abs(Double(image.height) - ActivityGeometry.islandHeight * scale) <= 1)
    let middle = image.height / 2
    let slotEnd = ActivityGeometry.compactSlotWidth * scale
    let margin = ActivityGeometry.compactMargin * scale
    // Red in the leading slot up to the camera, green in the trailing one from it, black over the
    // camera between them and in the margins at the capsule's ends.
    #expect(image.canvas[Int(slotEnd) - 3, middle].red > 200)
    #expect(image.canvas[Int(slotEnd) + 3, middle] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(image.canvas[image.width / 2, middle] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(
      image.canvas[image.width - Int(slotEnd) - 3, middle] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(image.canvas[image.width - Int(slotEnd) + 3, middle].green > 200)
    #expect(image.canvas[Int(margin) - 2, middle].red < 50)
  }

  @Test func theMinimalPresentationIsOneCircle() throws {
    let image = try activities.render(
      Regions(), attributes: DeliveryAttributes.preview, state: .outForDelivery, presentation: .minimal,
      device: device)
    #expect(abs(Double(image.width) - ActivityGeometry.minimalDiameter * device.scale) <= 1)
    #expect(image.canvas[0, 0].alpha == 0)  // outside the circle
    #expect(image.canvas[image.width / 2, image.height / 2].blue > 200)
  }

  @Test func theStaleFlagReachesTheViews() throws {
    let configuration = DeliveryActivity().body as! ActivityConfiguration<DeliveryAttributes>
    for (stale, text) in [(false, "Out for delivery"), (true, "Update pending")] {
      let (view, request) = try activities.presentation(
        configuration, attributes: .preview, state: .outForDelivery, presentation: .lockScreen,
        device: device,
        isStale: stale)
      let json = String(
        decoding: try activities.renderer.archive(view, request: request).jsonData(), as: UTF8.self)
      #expect(json.contains(text), "stale \(stale)")
    }
  }

  @Test func aTimerCountsAtTheRenderDate() throws {
    func render(_ minutes: Double) throws -> RenderedImage {
      try activities.render(
        DeliveryActivity(), attributes: DeliveryAttributes.preview, state: .outForDelivery,
        presentation: .compact,
        device: device, date: DeliveryAttributes.ContentState.start.addingTimeInterval(minutes * 60))
    }
    #expect(try render(1).canvas.pixels != render(10).canvas.pixels)
    #expect(try render(1).canvas.pixels == render(1).canvas.pixels)
  }

  @Test func theBannerTakesTheTintTheContentAsksFor() throws {
    let configuration = DeliveryActivity().body as! ActivityConfiguration<DeliveryAttributes>
    let context = ActivityViewContext(attributes: DeliveryAttributes.preview, state: .outForDelivery)
    #expect(configuration.chrome(context).backgroundTint == Color.orange.opacity(0.25))
    let image = try activities.render(
      configuration, attributes: .preview, state: .outForDelivery, presentation: .lockScreen, device: device)
    #expect(abs(Double(image.width) - geometry.lockScreenWidth * device.scale) <= 1)
    #expect(Double(image.height) <= ActivityGeometry.lockScreenMaximumHeight * device.scale)
    // Inside the banner, away from the content: the tint (orange over nothing), not the system's white.
    let pixel = image.canvas[image.width / 2, 6]
    #expect(pixel.red > pixel.blue && pixel.alpha < 200, "\(pixel)")
  }

  @Test func standByShowsTheBannerAtTwiceItsSizeOnTheLandscapeScreen() throws {
    let day = try activities.render(
      DeliveryActivity(), attributes: DeliveryAttributes.preview, state: .outForDelivery,
      presentation: .standBy,
      device: device)
    let screen = device.screen!
    #expect(abs(Double(day.width) - screen.height * device.scale) <= 1)
    #expect(abs(Double(day.height) - screen.width * device.scale) <= 1)
    // The corners are the extended background, opaque.
    #expect(day.canvas[2, 2].alpha == 255)
    let night = try activities.render(
      DeliveryActivity(), attributes: DeliveryAttributes.preview, state: .outForDelivery,
      presentation: .standByNight, device: device)
    // At night every pixel is a shade of red: where it is bright, green and blue stay far below red
    // (by day the white text has them equal).
    var seenBright = false
    var notRed = 0
    for y in stride(from: 0, to: night.height, by: 7) {
      for x in stride(from: 0, to: night.width, by: 7) {
        let pixel = night.canvas[x, y]
        guard pixel.red > 100 else { continue }
        seenBright = true
        if Int(pixel.green) * 2 > Int(pixel.red) || Int(pixel.blue) * 2 > Int(pixel.red) { notRed += 1 }
      }
    }
    #expect(notRed == 0)
    #expect(seenBright, "the night image has no bright (text) pixels")
  }

  @Test func islandPresentationsNeedADeviceWithAnIsland() throws {
    let se = try DeviceCatalog.standard.device(id: "iphone-se-3")
    #expect {
      try activities.render(
        DeliveryActivity(), attributes: DeliveryAttributes.preview, state: .outForDelivery,
        presentation: .compact,
        device: se)
    } throws: { error in
      guard case .unsupported(let message) = error as? RenderError else { return false }
      return message.contains("has no Dynamic Island")
    }
    // The Lock Screen presentation shows on every iPhone.
    _ = try activities.render(
      DeliveryActivity(), attributes: DeliveryAttributes.preview, state: .outForDelivery,
      presentation: .lockScreen, device: se)
  }
}
