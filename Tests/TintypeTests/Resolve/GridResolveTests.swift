import Foundation
import Testing
import TintypeLayout
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// A `GridRow` is a row only directly inside a `Grid` (or a `Group` there).
@Suite struct GridRowPlacementTests {
  let renderer = WidgetRenderer()

  func records<V: View>(_ view: V) throws -> [LayoutRecord] {
    let request = RenderRequest(family: .systemSmall)
    return try renderer.layout(renderer.resolve(ViewArchive(view, family: .systemSmall), request)).tree
      .records.filter { $0.layer == nil }
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

/// `LazyVGrid` and `LazyHGrid`: archived as declared, their tracks worked out at layout.
@Suite struct LazyGridTests {
  let renderer = WidgetRenderer()

  func records<V: View>(_ view: V) throws -> [LayoutRecord] {
    let device = DeviceCatalog.standard.default
    let request = RenderRequest(family: .systemMedium, device: device)
    let environment = renderer.archiveEnvironment(try renderer.familySpec(request), device)
    return try renderer.layout(
      renderer.resolve(ViewArchive(view, family: .systemMedium, environment: environment), request)
    ).tree.records.filter { $0.layer == nil }
  }

  @Test func flexibleColumnsShareTheWidthAndItemsFillRowsInOrder() throws {
    let found = try records(
      LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
        ForEach(1...5, id: \.self) { Text("\($0)") }
      })
    // The grid is one view with its items as children: lines of cells are not views.
    #expect(found.filter { $0.type == "LazyVGrid" }.count == 1 && !found.contains { $0.type == "GridRow" })
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
    let texts = found.filter { $0.type == "Text" && $0.layer == nil }
    let first = try #require(texts.first)
    let cells = texts.filter { abs($0.frame.y - first.frame.y) < 0.01 }
    #expect(cells.count == 4)
  }

  /// An adaptive grid is archived as declared: one archive gets each device's columns.
  @Test func oneArchiveGetsTheColumnsOfEachDevicesWidth() throws {
    let (narrowest, widest) = try narrowestAndWidestPhones(.systemMedium)
    let archive = ViewArchive(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 20))]) {
        ForEach(1...40, id: \.self) { Text("\($0 % 10)") }
      },
      family: .systemMedium)
    var counts: [Int] = []
    for device in [narrowest, widest] {
      let spec = try #require(device.families[.systemMedium])
      let content = spec.width - spec.contentMargins.leading - spec.contentMargins.trailing
      let (tree, _) = try renderer.layout(
        archive, request: RenderRequest(family: .systemMedium, device: device))
      let texts = tree.records.filter { $0.type == "Text" && $0.layer == nil }
      let first = try #require(texts.first)
      let count = texts.filter { abs($0.frame.y - first.frame.y) < 0.01 }.count
      #expect(count == Int(((content + 8) / 28).rounded(.down)), "\(device.id): \(content) pt")
      counts.append(count)
    }
    #expect(counts[0] < counts[1])
  }

  @Test func aLazyHGridFillsColumnsTopToBottom() throws {
    let texts = try records(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
        ForEach(1...4, id: \.self) { Text("\($0)") }
      }
    ).filter { $0.type == "Text" }
    // 1 above 2 in the first column, 3 above 4 in the second; records are in declaration order.
    #expect(texts.count == 4)
    func midX(_ record: LayoutRecord) -> Double { record.frame.x + record.frame.width / 2 }
    #expect(abs(midX(texts[0]) - midX(texts[1])) < 1 && texts[0].frame.y < texts[1].frame.y)
    #expect(midX(texts[2]) > midX(texts[0]) + 5 && texts[2].frame.y == texts[0].frame.y)
    #expect(abs(midX(texts[2]) - midX(texts[3])) < 1 && texts[3].frame.y == texts[1].frame.y)
  }
}

/// `textScale(.secondary)` sets text at 0.8 of its font (a model).
@Suite struct TextScaleTests {
  @Test func secondaryTextIsSmaller() throws {
    let renderer = WidgetRenderer()
    func height<V: View>(_ view: V) throws -> Double {
      let request = RenderRequest(family: .systemSmall)
      let records = try renderer.layout(renderer.resolve(ViewArchive(view, family: .systemSmall), request))
        .tree.records.filter { $0.layer == nil }
      return try #require(records.first { $0.type == "Text" }).frame.height
    }
    let plain = try height(Text("km").font(.system(size: 40)))
    let scaled = try height(Text("km").font(.system(size: 40)).textScale(.secondary))
    #expect(abs(scaled / plain - 0.8) < 0.05)
  }
}
