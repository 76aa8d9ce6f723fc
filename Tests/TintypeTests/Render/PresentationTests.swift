import Foundation
import Testing
import TintypeArchive
import TintypeRaster
import TintypeTesting
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// A widget in the device's presentations beyond its Home Screen: CarPlay (StandBy's style on the
/// car's screen) and the Mac desktop (the iPhone widget with smaller margins, full colour or
/// receded), each drawn from the device catalog's data alone.
@Suite struct PresentationTests {
  /// A reading card on a removable red background, with a link.
  struct Card: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        Text("Moby-Dick").font(.headline)
        Text("Chapter 12 of 135").font(.caption).foregroundStyle(.secondary)
        ProgressView(value: 0.4)
        Link(destination: URL(string: "bookclub://moby-dick")!) { Text("Continue").font(.caption.bold()) }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .containerBackground(Color.red, for: .widget)
    }
  }

  let renderer = WidgetRenderer()

  func render(_ kind: WidgetPresentation.Kind?, family: WidgetFamily = .systemSmall, scale: Double? = nil)
    throws -> RenderedImage
  {
    var request = RenderRequest(family: family, scale: scale)
    let archive = try renderer.archive(Card(), request: request)
    request.presentation = kind
    return try renderer.render(archive, request: request)
  }

  /// How many pixels are strongly red.
  func redPixels(_ canvas: TintypeRaster.Canvas) -> Int {
    var count = 0
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let p = canvas[x, y]
        if p.red > 160 && p.green < 80 && p.blue < 80 && p.alpha > 200 { count += 1 }
      }
    }
    return count
  }

  @Test func carPlayScalesTheSmallWidgetIntoItsStackOnTheCarScreenWithoutItsBackground() throws {
    let image = try render(.carPlay)
    // The CarPlay Simulator's standard 800 × 480 px screen, at its own @2x (not the phone's @3x).
    #expect(image.width == 800 && image.height == 480 && image.scale == 2)
    #expect(redPixels(image.canvas) == 0, "the removable background is drawn")
    // The screen's fill right of the leading stack, which is as wide as the screen is tall.
    #expect(image.canvas[700, 240] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    // The link's target is inside the stack, scaled up from the 170 pt widget.
    let target = try #require(image.tapTargets.first)
    #expect(target.frame.x >= 8 && target.frame.maxX <= 232, "\(target.frame)")
    // The same widget in StandBy is drawn by the same code from other data.
    let standBy = try render(.standBy)
    #expect(standBy.width != image.width)
  }

  @Test func theMacDesktopDrawsTheIPhoneWidgetWithSmallerMarginsInItsMode() throws {
    let device = DeviceCatalog.standard.default
    let home = try render(nil, family: .systemMedium)
    let desktop = try render(.macDesktop, family: .systemMedium)
    // The iPhone's own size, in full colour with its background.
    #expect(desktop.width == home.width && desktop.height == home.height)
    #expect(redPixels(desktop.canvas) > desktop.width * desktop.height / 2)
    // Its content starts at the desktop's 11 pt margins, not the Home Screen's 16.
    let firstText = { (image: RenderedImage) throws -> Rect in
      try #require(image.layout?.records.first { $0.type == "Text" }).frame
    }
    #expect(abs(try firstText(desktop).x - WidgetPresentations.macDesktopContentMargin) < 1e-9)
    #expect(
      abs(try firstText(home).x - (device.families[.systemMedium]?.contentMargins.leading ?? 0)) < 1e-9)
    // Behind app windows it recedes: vibrant, its background removed, every pixel a level of grey.
    let receded = try render(.macDesktopReceded, family: .systemMedium)
    #expect(redPixels(receded.canvas) == 0)
    for y in stride(from: 0, to: receded.height, by: 7) {
      for x in stride(from: 0, to: receded.width, by: 7) {
        let p = receded.canvas[x, y]
        #expect(p.red == p.green && p.green == p.blue, "(\(x), \(y)) is \(p)")
      }
    }
  }

  @Test func aPresentationIsDataACustomDeviceCanHaveItsOwn() throws {
    var device = DeviceCatalog.standard.default
    device.presentations = [
      WidgetPresentation(
        kind: .carPlay, family: .systemSmall, renderingMode: .fullColor, colorScheme: .light,
        contentMargin: 4, removesBackground: true,
        screen: WidgetPresentation.Screen(
          size: Size(width: 300, height: 100), slot: Rect(x: 200, y: 0, width: 100, height: 100), inset: 0,
          fill: RGBAColor(red: 0, green: 0, blue: 1), scale: 1),
        source: "a test's own screen")
    ]
    var request = RenderRequest(family: .systemSmall, device: device)
    let archive = try renderer.archive(Card(), request: request)
    request.presentation = .carPlay
    let image = try renderer.render(archive, request: request)
    #expect(image.width == 300 && image.height == 100)
    #expect(image.canvas[50, 50] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(try #require(image.tapTargets.first).frame.x >= 200)
    // A device without the presentation says which it has.
    request.presentation = .standBy
    #expect {
      try renderer.render(archive, request: request)
    } throws: { error in
      "\(error)".contains("has no standBy presentation; it has carPlay")
    }
  }

  @Test(arguments: WidgetPresentation.Kind.allCases)
  func presentationsLookRight(_ kind: WidgetPresentation.Kind) {
    let onScreen = DeviceCatalog.standard.default.presentation(kind)?.screen != nil
    expectGolden(
      Card(), named: "presentation-\(kind.rawValue)",
      GoldenOptions(family: onScreen ? .systemSmall : .systemMedium, presentation: kind))
  }
}
