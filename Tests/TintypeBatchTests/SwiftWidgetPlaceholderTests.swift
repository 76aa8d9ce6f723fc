import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeUI
import TintypeViewRendering

@testable import TintypeBatch

/// A widget written in Swift gets placeholders by writing them in its strings: the archive it makes
/// carries them, and each row fills them before rendering.
@Suite struct SwiftWidgetPlaceholderTests {
  struct Card: View {
    var body: some View {
      VStack {
        Text("{{name}}").font(.headline)
        Text(verbatim: "Only {{ stock }} left")
      }
      .containerBackground(for: .widget) { Color.orange }
    }
  }

  @Test func aSwiftWidgetsPlaceholdersAreFilledPerRow() throws {
    let archive = ViewArchive(Card(), family: .systemSmall)
    let template = try ArchiveTemplate(jsonData: archive.jsonData(), file: "card.json")
    #expect(template.names == ["name", "stock"])
    let renderer = WidgetRenderer()
    var images: [[UInt8]] = []
    for (index, name) in ["Mug", "Teapot"].enumerated() {
      let row = DataRow(index: index, fields: ["name": name, "stock": "3"], location: "row \(index)")
      let filled = try template.archive(for: row)
      let json = String(decoding: filled.jsonData(pretty: false), as: UTF8.self)
      #expect(json.contains(name) && json.contains("Only 3 left") && !json.contains("{{"))
      images.append(try renderer.render(filled, request: RenderRequest(family: .systemSmall)).pixels)
    }
    #expect(images[0] != images[1])
  }
}
