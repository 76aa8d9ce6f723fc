import BookClub
import Foundation
import Testing
import TintypeCore
import TintypeRaster
import TintypeUI
import TintypeViewRendering

@testable import Tintype
@testable import TintypeDisplayList

/// The rendering modes, checked on pixels: accent groups, the image treatments, luminance to
/// alpha, the vibrant desaturation and the removed container background.
@Suite struct RenderingModeTests {
  let renderer = WidgetRenderer(assets: [BookClubExamples.assetsDirectory])

  /// A cover at a known frame: 60 × 90 pt at (16, 16) in a systemSmall widget with margins off.
  struct Cover: View {
    var fullColor: Bool
    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.clear
        if fullColor {
          Image("atomic-habits").resizable().widgetAccentedRenderingMode(.fullColor).frame(
            width: 60, height: 90
          ).offset(x: 16, y: 16)
        } else {
          Image("atomic-habits").resizable().frame(width: 60, height: 90).offset(x: 16, y: 16)
        }
      }
      .containerBackground(.red, for: .widget)
    }
  }

  func render<V: View>(
    _ view: V, _ mode: WidgetRenderingMode, family: WidgetFamily = .systemSmall,
    preset: AccentPreset = .ios26Clear,
    tint: RGBAColor? = nil, marginsOff: Bool = true
  ) throws -> PixelProbe {
    let device = DeviceCatalog.standard.default
    let spec = try renderer.familySpec(RenderRequest(family: family, device: device, renderingMode: mode))
    var archive = ViewArchive(view, family: family, environment: renderer.archiveEnvironment(spec, device))
    archive.contentMarginsDisabled = marginsOff
    let image = try renderer.render(
      archive, request: RenderRequest(family: family, renderingMode: mode, accentPreset: preset, tint: tint))
    return PixelProbe(canvas: image.canvas, scale: image.scale)
  }

  @Test func theBookCoverIsASilhouetteUnlessFullColor() throws {
    let flat = try render(Cover(fullColor: false), .accented).pixels(x: 16, y: 16, width: 60, height: 90)
    let kept = try render(Cover(fullColor: true), .accented).pixels(x: 16, y: 16, width: 60, height: 90)
    let original = try render(Cover(fullColor: true), .fullColor).pixels(x: 16, y: 16, width: 60, height: 90)
    #expect(PixelProbe.variance(flat) < 1, "the untagged cover is one flat colour in accented mode")
    #expect(PixelProbe.variance(kept) > 100, "the .fullColor cover keeps its detail")
    // And its pixels are the original ones.
    #expect(kept.count == original.count)
    let same = zip(kept, original).filter {
      abs($0.r - $1.r) <= 1 && abs($0.g - $1.g) <= 1 && abs($0.b - $1.b) <= 1
    }.count
    #expect(Double(same) / Double(max(kept.count, 1)) > 0.99)
  }

  struct Groups: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        Text("Default group").foregroundStyle(.orange)
        Rectangle().fill(Color(red: 0.2, green: 0.6, blue: 0.3).opacity(0.5)).frame(height: 8)
        HStack {
          Circle().fill(.purple).frame(width: 16, height: 16)
          Text("Accent").foregroundStyle(.red)
        }
        .widgetAccentable()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }

  @Test func eachGroupTakesItsColourAndKeepsAlpha() throws {
    let tint = RGBAColor(255, 149, 0)
    let probe = try render(
      Groups(), .accented, family: .accessoryRectangular, preset: .watch, tint: tint, marginsOff: false)
    let pixels = probe.opaquePixels.filter { $0.a > 64 }
    #expect(!pixels.isEmpty)
    let white = pixels.filter { $0.r > 250 && $0.g > 250 && $0.b > 250 }.count
    let orange = pixels.filter { abs($0.r - 255) < 4 && abs($0.g - 149) < 4 && $0.b < 4 }.count
    #expect(
      white + orange == pixels.count, "every drawn pixel is the default (white) or accent (tint) colour")
    #expect(white > 0 && orange > 0)
    // The half-transparent bar keeps its alpha.
    #expect(probe.opaquePixels.contains { $0.a > 100 && $0.a < 150 })
  }

  struct Grey: View {
    let level: Double
    var body: some View {
      Color(white: level).frame(width: 40, height: 40).luminanceToAlpha()
        .containerBackground(.clear, for: .widget)
    }
  }

  @Test(arguments: [(1.0, 255.0), (0.0, 0.0), (0.5, 127.5)])
  func luminanceToAlphaMakesBlackWithLuminanceAsAlpha(level: Double, alpha: Double) throws {
    // The widget sits on the (white) system widget background, which shows through a clear
    // container background: black at the luminance's alpha over white is 255 − alpha grey.
    let probe = try render(Grey(level: level), .fullColor, marginsOff: false)
    let centre = probe.straight(probe.canvas.width / 2, probe.canvas.height / 2)
    #expect(centre.a == 255)
    for channel in [centre.r, centre.g, centre.b] { #expect(abs(channel - (255 - alpha)) <= 1.5) }
  }

  @Test func desaturatedImagesTurnLuminanceIntoAlpha() throws {
    struct Desaturated: View {
      var body: some View {
        Image("atomic-habits").resizable().widgetAccentedRenderingMode(.desaturated).frame(
          width: 60, height: 90)
      }
    }
    let full = try render(Desaturated(), .fullColor, family: .accessoryRectangular, marginsOff: false)
    let accented = try render(
      Desaturated(), .accented, family: .accessoryRectangular, preset: .watch, marginsOff: false)
    // Compare pixel by pixel: accented alpha ≈ luminance of the full-colour pixel (white group).
    var checked = 0
    for y in stride(from: 0, to: full.canvas.height, by: 7) {
      for x in stride(from: 0, to: full.canvas.width, by: 7) {
        let original = full.straight(x, y)
        guard original.a == 255 else { continue }
        let expected = 0.2125 * original.r + 0.7154 * original.g + 0.0721 * original.b
        #expect(abs(accented.straight(x, y).a - expected) <= 3)
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  @Test(arguments: [WidgetRenderingMode.accented, .vibrant])
  func theContainerBackgroundIsRemoved(mode: WidgetRenderingMode) throws {
    let probe = try render(Cover(fullColor: false), mode)
    let reddish = probe.opaquePixels.filter { $0.r > 200 && $0.g < 80 && $0.b < 80 }
    #expect(reddish.isEmpty)
  }

  @Test func vibrantOutputHasNoSaturatedPixels() throws {
    let probe = try render(Cover(fullColor: true), .vibrant)
    let saturated = probe.opaquePixels.filter { max($0.r, $0.g, $0.b) - min($0.r, $0.g, $0.b) > 2 }
    #expect(saturated.isEmpty)
    #expect(!probe.opaquePixels.isEmpty)
  }

  struct Switching: View {
    @Environment(\.widgetRenderingMode) var mode
    var body: some View {
      if mode == .fullColor { Text("Full colour branch") } else { Text("Tinted branch") }
    }
  }

  @Test(arguments: WidgetRenderingMode.allCases)
  func aViewThatSwitchesOnTheModeShowsTheRightBranch(mode: WidgetRenderingMode) throws {
    let archive = ViewArchive(Switching(), family: .systemSmall)
    let dump = DisplayListDump.text(
      try renderer.displayList(archive, request: RenderRequest(family: .systemSmall, renderingMode: mode)))
    #expect(dump.contains(mode == .fullColor ? "Full colour branch" : "Tinted branch"))
    #expect(!dump.contains(mode == .fullColor ? "Tinted branch" : "Full colour branch"))
  }

  @Test func anAccessoryFamilyInAModeItLacksIsAnError() throws {
    let archive = ViewArchive(Text("Hi"), family: .accessoryCircular)
    #expect {
      try renderer.render(
        archive, request: RenderRequest(family: .accessoryCircular, renderingMode: .fullColor))
    } throws: { error in
      "\(error)"
        == "accessoryCircular is not shown in the fullColor rendering mode; it supports accented, vibrant"
    }
  }

  @Test func aWallpaperMakesTheImageOpaqueAndAMissingOneIsNamed() throws {
    let wallpaper = BookClubExamples.assetsDirectory.appendingPathComponent("moby-dick.png")
    let archive = ViewArchive(Cover(fullColor: true), family: .systemSmall)
    let image = try renderer.render(
      archive, request: RenderRequest(family: .systemSmall, renderingMode: .vibrant, wallpaper: wallpaper))
    let probe = PixelProbe(canvas: image.canvas, scale: image.scale)
    #expect(probe.opaquePixels.count == image.width * image.height)
    #expect(probe.opaquePixels.allSatisfy { $0.a == 255 })
    let missing = URL(fileURLWithPath: "/nonexistent/wallpaper.png")
    #expect {
      try renderer.render(
        archive, request: RenderRequest(family: .systemSmall, renderingMode: .vibrant, wallpaper: missing))
    } throws: { error in
      "\(error)" == "wallpaper: cannot read /nonexistent/wallpaper.png"
    }
    // A file that is not a PNG: the decoder's own error, kept typed.
    let notPNG = FileManager.default.temporaryDirectory.appendingPathComponent("wallpaper-\(UUID()).png")
    try Data("not a png".utf8).write(to: notPNG)
    defer { try? FileManager.default.removeItem(at: notPNG) }
    #expect {
      try renderer.render(
        archive, request: RenderRequest(family: .systemSmall, renderingMode: .vibrant, wallpaper: notPNG))
    } throws: { error in
      guard case RenderError.wallpaper(let path, let reason?) = error else { return false }
      return path == notPNG.path && "\(error)".hasPrefix("wallpaper: \(notPNG.path) is not a readable PNG (")
        && "\(reason)" != ""
    }
  }

  @Test func aBorderedButtonKeepsItsLabelReadableInAccentedMode() throws {
    struct Action: View {
      var body: some View {
        Button("Complete chapter") {}.buttonStyle(.borderedProminent).font(.title3.bold())
      }
    }
    let probe = try render(
      Action(), .accented, family: .accessoryRectangular, preset: .watch, marginsOff: false)
    let alphas = probe.opaquePixels.map(\.a)
    // The capsule is faint glass, the label in the full group colour: both are there.
    #expect(alphas.filter { $0 > 40 && $0 < 90 }.count > 500)
    #expect(alphas.filter { $0 > 240 }.count > 100)
  }
}
