import Foundation
import Testing
import TintypeLayout
import TintypeRaster
import TintypeText
import TintypeUI

@testable import Tintype

/// SF Symbols are drawn with Material Icons stand-ins where the table has one, and an outlined
/// placeholder where it has none; both warn.
@Suite struct SymbolStandInTests {
  let renderer = WidgetRenderer()

  @Test func everyStandInNamesAGlyphOfTheInstalledIconFont() throws {
    let text = try WidgetRenderer.sharedText.get()
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

  @Test func aMappedSymbolIsDrawnAsItsIconAndSaysSo() throws {
    let bookmark = try render("bookmark.fill")
    #expect(
      bookmark.warnings.contains { $0.contains("\"bookmark.fill\" is drawn with a Material Icons stand-in") })
    // A filled bookmark is dark in its middle; the placeholder is an outlined square, empty there.
    let placeholder = try render("no.such.symbol")
    #expect(placeholder.warnings.contains { $0.contains("\"no.such.symbol\" is drawn as a placeholder") })
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

  func symbolFrame<V: View>(_ view: V) throws -> (width: Double, height: Double, warnings: [String]) {
    let request = RenderRequest(family: .systemSmall)
    let laidOut = try renderer.layout(
      renderer.resolve(ViewArchive(view, family: .systemSmall), request))
    let record = try #require(laidOut.tree.records.first { $0.type == "Image" })
    return (record.frame.width, record.frame.height, laidOut.warnings)
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
    #expect(filled.warnings.contains { $0.contains("\"heart.fill\"") })
    let ringed = try symbolFrame(VStack { Image(systemName: "star") }.symbolVariant(.circle.fill))
    #expect(
      ringed.warnings.contains { $0.contains("\"star.circle.fill\" is drawn with a Material Icons stand-in") }
    )
  }
}

/// A `GridRow` is a row only directly inside a `Grid` (or a `Group` there).
@Suite struct GridRowPlacementTests {
  let renderer = WidgetRenderer()

  func records<V: View>(_ view: V) throws -> [LayoutRecord] {
    let request = RenderRequest(family: .systemSmall)
    return try renderer.layout(renderer.resolve(ViewArchive(view, family: .systemSmall), request)).tree
      .records
  }

  @Test func outsideAGridARowIsAGroupOfItsViews() throws {
    let texts = try records(
      VStack {
        GridRow {
          Text("a")
          Text("b")
        }
      }
    ).filter { $0.type == "Text" }
    #expect(texts.count == 2)
    #expect(texts[1].frame.y > texts[0].frame.y, "stacked by the VStack, not side by side")
    #expect(try records(VStack { GridRow { Text("a") } }).allSatisfy { $0.type != "GridRow" })
  }

  @Test func rowsInAGroupInAGridAreStillRows() throws {
    let found = try records(
      Grid {
        Group {
          GridRow {
            Text("a")
            Text("b")
          }
        }
      })
    #expect(found.contains { $0.type == "GridRow" })
  }
}

/// `LazyVGrid` and `LazyHGrid`, archived as grids.
@Suite struct LazyGridTests {
  let renderer = WidgetRenderer()

  func records<V: View>(_ view: V) throws -> [LayoutRecord] {
    let device = DeviceCatalog.standard.default
    let request = RenderRequest(family: .systemMedium, device: device)
    let environment = renderer.archiveEnvironment(try renderer.familySpec(request), device)
    return try renderer.layout(
      renderer.resolve(ViewArchive(view, family: .systemMedium, environment: environment), request)
    ).tree.records
  }

  @Test func flexibleColumnsShareTheWidthAndItemsFillRowsInOrder() throws {
    let found = try records(
      LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
        ForEach(1...5, id: \.self) { Text("\($0)") }
      })
    #expect(found.filter { $0.type == "GridRow" }.count == 2)
    let texts = found.filter { $0.type == "Text" }
    #expect(texts.count == 5)
    // Items 1–3 share a row; 4 starts the next, under 1.
    #expect(texts[0].frame.y == texts[2].frame.y && texts[3].frame.y > texts[0].frame.y)
    func midX(_ record: LayoutRecord) -> Double { record.frame.x + record.frame.width / 2 }
    #expect(abs(midX(texts[3]) - midX(texts[0])) < 0.01)
    // Equal flexible columns: the gaps between item centres are equal.
    let gap1 = midX(texts[1]) - midX(texts[0])
    let gap2 = midX(texts[2]) - midX(texts[1])
    #expect(abs(gap1 - gap2) < 0.01 && gap1 > 60)
  }

  @Test func adaptiveColumnsAreAsManyAsFitTheWidget() throws {
    let found = try records(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
        ForEach(1...12, id: \.self) { Text("\($0)") }
      })
    // The medium widget is about 344 pt wide, 312 inside its margins: four 60 pt columns and gaps fit.
    let firstRow = try #require(found.first { $0.type == "GridRow" })
    let cells = found.filter {
      $0.path.hasPrefix(firstRow.path + ".") && $0.path.split(separator: ".").count == 3
    }
    #expect(cells.count == 4)
  }

  @Test func aLazyHGridFillsColumnsTopToBottom() throws {
    let texts = try records(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
        ForEach(1...4, id: \.self) { Text("\($0)") }
      }
    ).filter { $0.type == "Text" }
    // 1 above 2 in the first column, 3 above 4 in the second (records list row by row: 1, 3, 2, 4).
    #expect(texts.count == 4)
    func midX(_ record: LayoutRecord) -> Double { record.frame.x + record.frame.width / 2 }
    #expect(abs(midX(texts[0]) - midX(texts[2])) < 1 && texts[0].frame.y < texts[2].frame.y)
    #expect(midX(texts[1]) > midX(texts[0]) + 5 && texts[1].frame.y == texts[0].frame.y)
  }
}
