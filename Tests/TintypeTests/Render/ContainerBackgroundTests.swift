import Testing
import TintypeRaster
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// A translucent container background (the Xcode template's `.fill.tertiary`, a colour with
/// opacity) is composited over the system widget background, so a Home Screen widget is opaque in
/// full colour; where the system removes the background (accented, vibrant) it stays transparent.
@Suite struct ContainerBackgroundTests {
  struct Template: View {
    var body: some View {
      Text("").containerBackground(.fill.tertiary, for: .widget)
    }
  }

  struct HalfRed: View {
    var body: some View {
      Color.clear.containerBackground(Color.red.opacity(0.5), for: .widget)
    }
  }

  private func centre<V: View>(
    _ view: V, _ mode: WidgetRenderingMode = .fullColor, _ scheme: ColorScheme = .light
  )
    throws -> Pixel
  {
    let image = try WidgetRenderer().render(
      view, family: .systemSmall, renderingMode: mode, colorScheme: scheme)
    return image.canvas[image.width / 2, image.height / 2]
  }

  @Test func aTranslucentBackgroundIsCompositedOverTheSystemBackground() throws {
    // Red (255, 59, 48) at 0.5 over white: (255, 157, 152), opaque.
    let light = try centre(HalfRed())
    #expect(light.alpha == 255)
    #expect(light.red == 255)
    #expect(abs(Int(light.green) - 157) <= 1 && abs(Int(light.blue) - 152) <= 1, "\(light)")
    // Over black in dark (red there is 255, 69, 58): (128, 35, 29).
    let dark = try centre(HalfRed(), .fullColor, .dark)
    #expect(dark.alpha == 255)
    #expect(abs(Int(dark.red) - 128) <= 1 && abs(Int(dark.green) - 35) <= 1, "\(dark)")
  }

  @Test func theTemplateBackgroundIsOpaque() throws {
    // tertiary fill, light: rgb(118, 118, 128) at 0.12 over white.
    let pixel = try centre(Template())
    #expect(pixel.alpha == 255)
    #expect(abs(Int(pixel.red) - 239) <= 1 && abs(Int(pixel.blue) - 240) <= 1, "\(pixel)")
  }

  @Test func theModesThatRemoveTheBackgroundStayTransparent() throws {
    #expect(try centre(HalfRed(), .vibrant).alpha == 0)
  }
}
