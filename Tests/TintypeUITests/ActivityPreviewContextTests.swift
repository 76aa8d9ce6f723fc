import Foundation
import Testing
import TintypeUI

/// A Live Activity previewed the `PreviewProvider` way, by its attributes alone: the extension's
/// `ActivityConfiguration` for those attributes draws it.
@Suite struct ActivityPreviewContextTests {
  struct OvenAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutesLeft: Int }
    var dish: String
  }

  struct OvenActivity: Widget {
    var body: some WidgetConfiguration {
      ActivityConfiguration(for: OvenAttributes.self) { context in
        Text("\(context.attributes.dish): \(context.state.minutesLeft) min")
      } dynamicIsland: { context in
        DynamicIsland {
          DynamicIslandExpandedRegion(.center) { Text("Expanded \(context.state.minutesLeft)") }
        } compactLeading: {
          Text("Lead")
        } compactTrailing: {
          Text("\(context.state.minutesLeft)m")
        } minimal: {
          Text("Min")
        }
      }
    }
  }

  struct OvenPreviews: PreviewProvider {
    static let attributes = OvenAttributes(dish: "Lasagne")
    static var previews: some View {
      attributes.previewContext(OvenAttributes.ContentState(minutesLeft: 12), viewKind: .content)
    }
  }

  struct CompactPreviews: PreviewProvider {
    static var previews: some View {
      OvenAttributes(dish: "Bread").previewContext(.init(minutesLeft: 3), viewKind: .dynamicIsland(.compact))
    }
  }

  struct UnknownAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {}
  }
  struct UnknownPreviews: PreviewProvider {
    static var previews: some View { UnknownAttributes().previewContext(.init(), viewKind: .content) }
  }

  func texts(_ preview: PreviewCase) throws -> [String] {
    guard case .view(_, let family, let archive) = preview.content else {
      Issue.record("expected a view preview")
      return []
    }
    return try archive(ArchiveEnvironment()).onlyView(family).verbatimTexts
  }

  @Test func theActivityOfTheAttributesDrawsThePreview() throws {
    // Making the widget's configuration notes it, as the preview registry does for every widget.
    _ = OvenActivity().body
    #expect(try texts(PreviewCase.provider(OvenPreviews.self)).contains("Lasagne: 12 min"))
    let compact = try texts(PreviewCase.provider(CompactPreviews.self))
    #expect(compact.contains("Lead") && compact.contains("3m"))
    #expect(!compact.contains("Bread: 3 min"))
  }

  @Test func attributesNoWidgetDrawsSaySo() throws {
    #expect(
      try texts(PreviewCase.provider(UnknownPreviews.self)).contains {
        $0.contains("No ActivityConfiguration for UnknownAttributes")
      })
  }
}
