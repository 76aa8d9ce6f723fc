import Testing
import TintypeUI

private struct GoalView: View {
  @Environment(\.widgetRenderingMode) var renderingMode
  let pages: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Read \(pages) pages")
        .font(.headline)
      if renderingMode == .fullColor {
        Image("cover").resizable().aspectRatio(contentMode: .fit)
      } else {
        Image("cover").resizable().widgetAccentedRenderingMode(.fullColor)
      }
      Circle().trim(from: 0, to: 0.75).stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
    }
    .padding()
    .containerBackground(for: .widget) { Color.black }
  }
}

@Test func viewArchivesAndRoundTrips() throws {
  let archive = ViewArchive(GoalView(pages: 20), family: .systemSmall)
  let data = archive.jsonData()
  let decoded = try ViewArchive(jsonData: data)
  #expect(decoded == archive)
  let root = try #require(archive.entries.first?.views[.systemSmall])
  guard case .renderingModeSwitch(let cases, _) = root.content else {
    Issue.record("expected a rendering-mode switch, got \(root.content.typeName)")
    return
  }
  #expect(cases.count == 3)
  #expect(cases[.accented] == cases[.vibrant])
  #expect(cases[.fullColor] != cases[.accented])
}

@Test func borderIsAnInwardStrokedRectangleOverTheView() throws {
  let bordered = ViewArchive(Text("Chapter 4").border(Color.orange, width: 2), family: .systemSmall)
  let spelledOut = ViewArchive(
    Text("Chapter 4").overlay(Rectangle().strokeBorder(Color.orange, lineWidth: 2)), family: .systemSmall)
  #expect(bordered.entries.first?.views == spelledOut.entries.first?.views)
  let text = try #require(bordered.entries.first?.views[.systemSmall])
  #expect(text.modifiers.count == 1)
}

/// Out-of-range arguments are brought within the bounds the archive reads (as SwiftUI clamps them):
/// one `NumberBounds` for the DSL, the decoder and the schema, so what the DSL writes always reads
/// back. (`opacity(1.5)` used to be written as 1.5, which the decoder refused.)
@Test func outOfRangeArgumentsArchiveWithinTheBoundsTheDecoderReads() throws {
  let view = Grid {
    GridRow {
      Text("Moby-Dick").opacity(1.5).blur(radius: 5000).brightness(-3).gridCellColumns(400)
    }
  }
  let archive = ViewArchive(view, family: .systemSmall)
  let decoded = try ViewArchive(jsonData: archive.jsonData())
  #expect(decoded == archive)
  let root = try #require(decoded.entries.first?.views[.systemSmall])
  let text = try #require(root.content.children.first?.content.children.first)
  #expect(
    text.modifiers == [
      .opacity(1), .filter(.blur(radius: 1000, opaque: false)), .brightness(-1), .gridCellColumns(100),
    ])
}
