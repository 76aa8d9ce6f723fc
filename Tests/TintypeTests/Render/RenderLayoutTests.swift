import Testing
import TintypeArchive
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// Views at any size, as swift-snapshot-testing lays them out: a plain fixed size, the view's ideal
/// size, or the device's screen, with none of the widget's margins, corner mask or backgrounds.
@Suite struct RenderLayoutTests {
  let renderer = WidgetRenderer()

  private func render<V: View>(_ view: V, _ layout: RenderLayout) throws -> RenderedImage {
    var request = RenderRequest(family: .systemSmall)
    request.layout = layout
    return try renderer.render(try renderer.archive(view, request: request), request: request)
  }

  @Test func aFixedLayoutIsThatSizeWithNoChrome() throws {
    let image = try render(Color.red, .fixed(width: 120, height: 40))
    #expect(image.width == 360 && image.height == 120)
    // No corner mask and no margins: the colour reaches the corner pixel.
    let corner = image.canvas[0, 0]
    #expect(corner.alpha == 255 && corner.red > 250 && corner.green < 80)
  }

  @Test func sizeThatFitsIsTheViewsIdealSize() throws {
    let image = try render(Color.blue.frame(width: 30, height: 12).padding(5), .sizeThatFits)
    #expect(image.width == 120 && image.height == 66)
  }

  @Test func theDeviceLayoutIsTheScreen() throws {
    let image = try render(Color.green, .device)
    let screen = try #require(DeviceCatalog.standard.default.screen)
    #expect(
      image.width == Int((screen.width * 3).rounded()) && image.height == Int((screen.height * 3).rounded()))
  }

  @Test func aPlainLayoutDrawsNoContainerBackground() throws {
    let view = Color.clear.frame(width: 20, height: 20).containerBackground(.red, for: .widget)
    let image = try render(view, .fixed(width: 20, height: 20))
    #expect(image.canvas[30, 30].alpha == 0)
    // As a widget, the same view is filled with its container background.
    let widget = try render(view, .widget)
    #expect(widget.canvas[widget.width / 2, widget.height / 2].alpha == 255)
  }
}
