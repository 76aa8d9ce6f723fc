import Foundation
import Testing
import TintypeLayout
import TintypeRaster
import TintypeText
import TintypeUI
import TintypeViewRendering

@testable import Tintype
@testable import TintypeResolve

/// SF Symbols are drawn with Material Icons stand-ins where the table has one, and an outlined
/// placeholder where it has none; both warn.
@Suite struct SymbolStandInTests {
  let renderer = WidgetRenderer()

  @Test func everyStandInNamesAGlyphOfTheInstalledIconFont() throws {
    let text = try WidgetRenderer().text.get()
    let face = FaceID(path: SymbolStandIns.fontPath)
    let font = try #require(text.face(face), "make setup installs fonts-material-design-icons-iconfont")
    for (name, code) in SymbolStandIns.codePoints {
      let glyph = Unicode.Scalar(code).flatMap { font.glyphIndex(for: $0) }
      #expect(glyph != nil, "\(name) → U+\(String(code, radix: 16))")
    }
  }

  @Test func aNameWithoutItsFillSuffixOrWithOneFindsItsSibling() {
    #expect(SymbolStandIns.codePoint(for: "calendar.fill") == SymbolStandIns.codePoints["calendar"])
    #expect(SymbolStandIns.codePoint(for: "flame") == SymbolStandIns.codePoints["flame.fill"])
    #expect(SymbolStandIns.codePoint(for: "no.such.symbol") == nil)
  }

  /// The symbol at 40 pt, black on white, in the middle of a systemSmall widget.
  func render(_ name: String) throws -> RenderedImage {
    let view = Image(systemName: name).font(.system(size: 40)).foregroundStyle(.black)
      .containerBackground(.white, for: .widget)
    return try renderer.render(view, family: .systemSmall)
  }

  /// The share of the pixels around the widget's centre that are dark.
  func ink(_ image: RenderedImage) -> Double {
    let canvas = image.canvas
    let (cx, cy, r) = (canvas.width / 2, canvas.height / 2, Int(30 * image.scale))
    var dark = 0
    for y in (cy - r)..<(cy + r) {
      for x in (cx - r)..<(cx + r) where canvas[x, y].red < 128 { dark += 1 }
    }
    return Double(dark) / Double(4 * r * r)
  }

  @Test func aCircledSymbolWithoutAnIconOfItsOwnKeepsItsCircle() throws {
    // `arrow.clockwise.circle`: the refresh icon inside a ring, not the bare icon. The ring crosses
    // the symbol's frame edge midway on each side, where the bare icon leaves white.
    func edge(_ image: RenderedImage) -> Int {
      let canvas = image.canvas
      let (cx, cy) = (canvas.width / 2, canvas.height / 2)
      // 40 pt symbol: its live area is about 40 pt across; look along the left edge's middle.
      let inset = Int(18.5 * image.scale)
      return (cx - inset - 6...cx - inset + 6).filter { canvas[$0, cy].red < 128 }.count
    }
    let circled = try render("arrow.clockwise.circle")
    let bare = try render("arrow.clockwise")
    #expect(edge(circled) > 0)
    #expect(edge(bare) == 0)
  }

  @Test func aMappedSymbolIsDrawnAsItsIconAndSaysSo() throws {
    let bookmark = try render("bookmark.fill")
    #expect(
      bookmark.warnings.contains {
        $0.message.contains("\"bookmark.fill\" is drawn with a Material Icons stand-in")
      })
    // A filled bookmark is dark in its middle; the placeholder is an outlined square, empty there.
    let placeholder = try render("no.such.symbol")
    #expect(
      placeholder.warnings.contains { $0.message.contains("\"no.such.symbol\" is drawn as a placeholder") })
    // Structured: the kind, the view and its JSON path, without parsing the sentence.
    #expect(bookmark.warnings.map(\.kind) == [.symbolStandIn])
    #expect(placeholder.warnings.map(\.kind) == [.symbolPlaceholder])
    #expect(placeholder.warnings.first?.view == "Image")
    #expect(placeholder.warnings.first?.path.hasPrefix("entries[0]") == true)
    #expect(ink(bookmark) > 0.2)
    func middle(_ image: RenderedImage) -> UInt8 {
      image.canvas[image.canvas.width / 2, image.canvas.height / 2].red
    }
    #expect(middle(bookmark) < 64)
    #expect(middle(placeholder) > 192)
  }
}

/// `symbolVariant` and `imageScale` on symbols.
@Suite struct SymbolSettingTests {
  let renderer = WidgetRenderer()

  @Test func variantsAddTheirSuffixOnceAndFallBackToTheBaseSymbol() {
    #expect(SymbolStandIns.applying(.circleFill, to: "heart") == "heart.circle.fill")
    #expect(SymbolStandIns.applying(.fill, to: "heart.fill") == "heart.fill")
    #expect(SymbolStandIns.applying(.none, to: "heart") == "heart")
    #expect(SymbolStandIns.codePoint(for: "heart.circle.fill") == SymbolStandIns.codePoints["heart.fill"])
    #expect(SymbolStandIns.codePoint(for: "star.square") == SymbolStandIns.codePoints["star"])
  }

  func symbolFrame<V: View>(_ view: V) throws -> (width: Double, height: Double, warnings: [RenderWarning]) {
    let request = RenderRequest(family: .systemSmall)
    let laidOut = try renderer.layout(
      renderer.resolve(ViewArchive(view, family: .systemSmall), request))
    let record = try #require(laidOut.tree.records.first { $0.type == "Image" })
    return (record.frame.width, record.frame.height, laidOut.warnings)
  }

  @Test func aSymbolAskedForInAnotherWeightSaysItIsDrawnAtRegular() throws {
    // The icon font has one weight; SF Symbols would follow `.bold()` / `.fontWeight`.
    let bold = try symbolFrame(Image(systemName: "star").fontWeight(.bold))
    #expect(
      bold.warnings.contains { $0.message.contains("at regular weight (the stand-in font has no weight 700") }
    )
    let regular = try symbolFrame(Image(systemName: "star"))
    #expect(!regular.warnings.contains { $0.message.contains("regular weight") })
  }

  @Test func imageScaleSizesTheSymbolAgainstItsText() throws {
    let medium = try symbolFrame(Image(systemName: "star").font(.body))
    let large = try symbolFrame(Image(systemName: "star").font(.body).imageScale(.large))
    let small = try symbolFrame(Image(systemName: "star").imageScale(.small).font(.body))
    #expect(abs(large.height / medium.height - 1.29) < 0.01)
    #expect(abs(small.height / medium.height - 0.78) < 0.01)
  }

  @Test func symbolVariantChangesTheSymbolDrawn() throws {
    let filled = try symbolFrame(Image(systemName: "heart").symbolVariant(.fill))
    #expect(filled.warnings.contains { $0.message.contains("\"heart.fill\"") })
    let ringed = try symbolFrame(VStack { Image(systemName: "star") }.symbolVariant(.circle.fill))
    #expect(
      ringed.warnings.contains {
        $0.message.contains("\"star.circle.fill\" is drawn with a Material Icons stand-in")
      }
    )
  }
}

/// Stand-ins whose icon has another shape than the symbol are brought to the symbol's proportions.
@Suite struct SymbolStandInShapeTests {
  /// Width ÷ height of the dark pixels of a symbol at 40 pt.
  func aspect(_ name: String) throws -> Double {
    let image = try SymbolStandInTests().render(name)
    let canvas = image.canvas
    var xs: [Int] = []
    var ys: [Int] = []
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where canvas[x, y].alpha > 200 && canvas[x, y].red < 128 {
        xs.append(x)
        ys.append(y)
      }
    }
    let width = Double(try #require(xs.max()) - xs.min()! + 1)
    let height = Double(try #require(ys.max()) - ys.min()! + 1)
    return width / height
  }

  @Test(arguments: ["calendar", "calendar.fill"])
  func theCalendarIsWiderThanTallAsInSFSymbols(_ name: String) throws {
    // Material's calendar_today is 20 × 22 of its 24 units: taller than the landscape SF symbol.
    #expect(abs(try aspect(name) - SymbolStandIns.aspectRatios["calendar"]!) < 0.03)
  }
}
