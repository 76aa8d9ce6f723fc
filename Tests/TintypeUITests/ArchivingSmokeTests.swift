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
