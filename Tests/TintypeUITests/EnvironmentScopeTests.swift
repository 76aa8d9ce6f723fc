import Testing
import TintypeUI

// Closures that build views run when their container is archived, not when the body that wrote
// them ran: they must still see the environment of the place they are used. Measured against
// real renders, a tile grid reading the family inside `ForEach` lost its height cap this way.

private struct FamilyTiles: View {
  @Environment(\.widgetFamily) var family
  @Environment(\.colorScheme) var scheme

  var body: some View {
    VStack {
      ForEach(0..<2) { index in
        Text("\(family.rawValue) \(index)")
      }
      ViewThatFits {
        Text("fits \(family.rawValue)")
      }
      Group {
        Text("group \(scheme == .dark ? "dark" : "light")")
      }
      rows
    }
  }

  @ViewBuilder private var rows: some View {
    ForEach(["a"], id: \.self) { name in Text("row \(name) \(family.rawValue)") }
  }
}

private struct Labeled<Content: View>: View {
  @ViewBuilder let content: () -> Content
  var body: some View { HStack { content() } }
}

private struct UsesCustomContainer: View {
  @Environment(\.widgetFamily) var family
  var body: some View {
    Labeled { ForEach(0..<1) { _ in Text("custom \(family.rawValue)") } }
  }
}

@Test func closuresThatBuildViewsSeeTheEnvironmentWhereTheyAreUsed() throws {
  let archive = ViewArchive(FamilyTiles(), family: .systemMedium)
  let root = try #require(archive.entries.first?.views[.systemMedium])
  let texts = root.verbatimTexts
  #expect(texts.contains("systemMedium 0"))
  #expect(texts.contains("systemMedium 1"))
  #expect(texts.contains("fits systemMedium"))
  #expect(texts.contains("row a systemMedium"))
  #expect(!texts.contains { $0.contains("systemSmall") }, "\(texts)")
}

@Test func aSchemeReadInsideAGroupIsArchivedPerScheme() throws {
  let archive = ViewArchive(FamilyTiles(), family: .systemLarge)
  let root = try #require(archive.entries.first?.views[.systemLarge])
  // The body read the scheme: the archive holds a case for each, each with its own text.
  let texts = root.verbatimTexts
  #expect(texts.contains("group dark"))
  #expect(texts.contains("group light"))
  #expect(!texts.contains { $0.contains("systemSmall") }, "\(texts)")
}

@Test func customContainersPassTheEnvironmentToTheirClosures() throws {
  let archive = ViewArchive(UsesCustomContainer(), family: .accessoryRectangular)
  let root = try #require(archive.entries.first?.views[.accessoryRectangular])
  #expect(root.verbatimTexts == ["custom accessoryRectangular"])
}
