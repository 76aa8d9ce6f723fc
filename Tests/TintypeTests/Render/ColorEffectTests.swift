import BookClub
import Foundation
import Testing
import TintypeCore
import TintypeRaster
import TintypeUI
import TintypeViewRendering

@testable import Tintype
@testable import TintypeDisplayList
@testable import TintypeResolve

/// SwiftUI's colour effects and blur, checked on pixels of a 40 × 40 pt square at (20, 20) in a
/// systemSmall widget with a black background.
@Suite struct ColorEffectTests {
  let renderer = WidgetRenderer(assets: [BookClubExamples.assetsDirectory])

  struct Square<Effect: View>: View {
    let effect: (AnyView) -> Effect
    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.clear
        effect(AnyView(Rectangle().fill(Color(red: 0.9, green: 0.3, blue: 0.1)).frame(width: 40, height: 40)))
          .offset(x: 20, y: 20)
      }
      .containerBackground(.black, for: .widget)
    }
  }

  func render<V: View>(_ view: V, _ mode: WidgetRenderingMode = .fullColor) throws -> PixelProbe {
    let device = DeviceCatalog.standard.default
    let request = RenderRequest(family: .systemSmall, device: device, renderingMode: mode)
    let spec = try renderer.familySpec(request)
    var archive = ViewArchive(
      view, family: .systemSmall, environment: renderer.archiveEnvironment(spec, device))
    archive.contentMarginsDisabled = true
    let image = try renderer.render(archive, request: request)
    return PixelProbe(canvas: image.canvas, scale: image.scale)
  }

  /// The mean straight colour inside the square.
  func square<E: View>(_ effect: @escaping (AnyView) -> E) throws -> (r: Double, g: Double, b: Double) {
    let pixels = try render(Square(effect: effect)).pixels(x: 20, y: 20, width: 40, height: 40)
    let n = Double(max(pixels.count, 1))
    return (
      pixels.map(\.r).reduce(0, +) / n, pixels.map(\.g).reduce(0, +) / n, pixels.map(\.b).reduce(0, +) / n
    )
  }

  @Test func grayscaleGivesTheGreyOfTheSameLuminance() throws {
    let grey = try square { $0.grayscale(1) }
    #expect(abs(grey.r - grey.g) <= 1 && abs(grey.g - grey.b) <= 1)
    let luminance = (0.2125 * 0.9 + 0.7154 * 0.3 + 0.0721 * 0.1) * 255
    #expect(abs(grey.r - luminance) <= 1)
    let half = try square { $0.grayscale(0.5) }
    #expect(half.r < 0.9 * 255 - 10 && half.r > grey.r + 10, "half-way between colour and grey")
  }

  @Test func colorInvertBrightnessContrastAndMultiply() throws {
    let inverted = try square { $0.colorInvert() }
    #expect(
      abs(inverted.r - 0.1 * 255) <= 1 && abs(inverted.g - 0.7 * 255) <= 1 && abs(inverted.b - 0.9 * 255) <= 1
    )
    let white = try square { $0.brightness(1) }
    #expect(white.r > 254 && white.g > 254 && white.b > 254)
    let flat = try square { $0.contrast(0) }
    #expect(abs(flat.r - 127.5) <= 1 && abs(flat.b - 127.5) <= 1)
    let multiplied = try square { $0.colorMultiply(Color(red: 0.5, green: 1, blue: 0)) }
    #expect(abs(multiplied.r - 0.45 * 255) <= 1 && abs(multiplied.g - 0.3 * 255) <= 1 && multiplied.b < 1)
  }

  @Test func hueRotationKeepsLuminanceAndAFullTurnIsNoChange() throws {
    let turned = try square { $0.hueRotation(.degrees(120)) }
    let original = try square { $0 }
    func luminance(_ c: (r: Double, g: Double, b: Double)) -> Double {
      0.2125 * c.r + 0.7154 * c.g + 0.0721 * c.b
    }
    #expect(abs(turned.r - original.r) > 30, "the hue moved")
    #expect(abs(luminance(turned) - luminance(original)) < 12)
    let full = try square { $0.hueRotation(.degrees(360)) }
    #expect(abs(full.r - original.r) <= 1 && abs(full.g - original.g) <= 1 && abs(full.b - original.b) <= 1)
  }

  @Test func blurSpreadsPastTheFrameUnlessOpaque() throws {
    // Just outside the square's left edge, on the black background: red only if the blur spread.
    func redOutside<E: View>(_ effect: @escaping (AnyView) -> E) throws -> Double {
      let probe = try render(Square(effect: effect))
      let x = Int((20 - 2) * probe.scale)
      let y = Int(40 * probe.scale)
      return probe.straight(x, y).r
    }
    #expect(try redOutside { $0 } < 1)
    #expect(try redOutside { $0.blur(radius: 8) } > 20)
    #expect(try redOutside { $0.blur(radius: 8, opaque: true) } < 1)
    // An opaque blur of one colour is that colour, up to its edges (within 3 levels there: the blurred
    // colour and coverage are each rounded to 8 bits before the colour is divided by the coverage).
    let inside = try render(Square { $0.blur(radius: 8, opaque: true) }).pixels(
      x: 20, y: 20, width: 40, height: 40)
    let off = inside.filter { abs($0.r - 0.9 * 255) > 3 || $0.a <= 254 }
    #expect(off.isEmpty, "\(off.count) of \(inside.count): \(off.prefix(3))")
  }

  @Test func theAccentedModeKeepsItsFlatColoursUnderColourEffects() throws {
    let plain = try render(Square { $0 }, .accented).canvas
    let inverted = try render(Square { $0.colorInvert().saturation(3) }, .accented).canvas
    #expect(plain.pixels == inverted.pixels)
  }

  @Test func theDisplayListSaysWhatEachLayerDoes() throws {
    let view = Square { $0.grayscale(1).blur(radius: 3, opaque: true) }
    let device = DeviceCatalog.standard.default
    let request = RenderRequest(family: .systemSmall, device: device)
    let archive = ViewArchive(
      view, family: .systemSmall,
      environment: renderer.archiveEnvironment(try renderer.familySpec(request), device))
    let dump = DisplayListDump.text(try renderer.displayList(archive, request: request))
    #expect(dump.contains("colorMatrix ["))
    #expect(dump.contains("blur r 3 opaque"))
  }
}

/// Materials are drawn as their tint: translucent light in light appearance, dark in dark.
@Suite struct MaterialTests {
  @Test func thickerMaterialsAreMoreOpaqueAndFollowTheScheme() {
    let thin = MaterialModel.tint(.ultraThin, .light)
    let thick = MaterialModel.tint(.ultraThick, .light)
    #expect(thin.alpha < thick.alpha)
    #expect(MaterialModel.tint(.regular, .light).red > 0.9 && MaterialModel.tint(.regular, .dark).red < 0.2)
  }

  @Test func aMaterialBackgroundIsDrawnAsItsTint() throws {
    let renderer = WidgetRenderer()
    let view = Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(.thinMaterial)
      .containerBackground(.black, for: .widget)
    let image = try renderer.render(view, family: .systemSmall)
    // White at 55 % over black, away from the text.
    let pixel = image.canvas[Int(20 * image.scale), Int(20 * image.scale)]
    #expect(abs(Double(pixel.red) - 0.98 * 0.55 * 255) <= 2)
  }
}
