import Testing
import TintypeUI

/// A `PreviewProvider` whose `previews` hold several views shows each as a preview of its own, as
/// Xcode does, with its own family and name — not one render with every child drawn over another.
@Suite struct PreviewProviderGroupTests {
  struct Card: View {
    let title: String
    var body: some View { Text(title) }
  }

  struct TwoFamilies: PreviewProvider {
    static var previews: some View {
      Group {
        Card(title: "Small one").previewContext(WidgetPreviewContext(family: .systemSmall))
          .previewDisplayName("Small")
        Card(title: "Large one").previewContext(WidgetPreviewContext(family: .systemLarge))
          .previewDisplayName("Large")
      }
    }
  }

  struct EveryFamily: PreviewProvider {
    static var previews: some View {
      ForEach([WidgetFamily.systemSmall, .systemMedium], id: \.self) { family in
        Card(title: family.rawValue).previewContext(WidgetPreviewContext(family: family))
      }
    }
  }

  struct NamedOnly: PreviewProvider {
    static var previews: some View {
      Group {
        Card(title: "Light").previewDisplayName("Light")
        Card(title: "Dark").previewDisplayName("Dark")
      }
      .previewContext(WidgetPreviewContext(family: .systemMedium))
    }
  }

  struct Single: PreviewProvider {
    static var previews: some View { Card(title: "Only").previewDisplayName("Only") }
  }

  func texts(_ preview: PreviewCase) async throws -> [String] {
    let archive: ViewArchive
    switch preview.content {
    case .view(_, _, let make): archive = make(ArchiveEnvironment())
    case .widget(_, let make): archive = try await make(ArchiveEnvironment())
    }
    return try #require(archive.entries.first?.views[preview.family]).verbatimTexts
  }

  @Test func eachChildOfAGroupIsAPreviewWithItsOwnFamilyAndName() async throws {
    let cases = PreviewCase.providers(TwoFamilies.self)
    #expect(cases.map(\.name) == ["Small", "Large"])
    #expect(cases.map(\.family) == [.systemSmall, .systemLarge])
    #expect(try await texts(cases[0]) == ["Small one"])
    #expect(try await texts(cases[1]) == ["Large one"])
  }

  @Test func eachElementOfAForEachIsAPreview() async throws {
    let cases = PreviewCase.providers(EveryFamily.self)
    #expect(cases.map(\.family) == [.systemSmall, .systemMedium])
    #expect(cases.map(\.name) == ["EveryFamily-1", "EveryFamily-2"])
    #expect(try await texts(cases[1]) == ["systemMedium"])
  }

  @Test func aSettingOnTheWholeGroupReachesEveryChild() async throws {
    let cases = PreviewCase.providers(NamedOnly.self)
    #expect(cases.map(\.name) == ["Light", "Dark"])
    #expect(cases.map(\.family) == [.systemMedium, .systemMedium])
  }

  @Test func aSingleViewIsOnePreview() {
    #expect(PreviewCase.providers(Single.self).map(\.name) == ["Only"])
  }
}
