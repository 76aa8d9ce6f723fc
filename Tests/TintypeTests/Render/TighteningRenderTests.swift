import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeUI

/// `allowsTightening(true)` from the DSL to the layout: a title a few percent too wide for its
/// frame is drawn whole instead of cut, in the frame's width.
@Suite struct TighteningRenderTests {
  struct Title: View {
    let width: CGFloat
    let tightens: Bool
    var body: some View {
      Text("Pride and Prejudice").font(.system(size: 17)).lineLimit(1).allowsTightening(tightens)
        .frame(width: width)
    }
  }

  func layout(_ view: Title) throws -> (text: Rect, warnings: [RenderWarning]) {
    let (tree, warnings) = try WidgetRenderer().layout(
      ViewArchive(view, family: .systemMedium), request: RenderRequest(family: .systemMedium))
    let text = try #require(tree.records.first { $0.type == "Text" && $0.layer == nil }).frame
    return (text, warnings)
  }

  @Test func aTitleAFewPercentTooWideIsDrawnWholeInItsFrame() throws {
    let natural = try layout(Title(width: 300, tightens: false)).text.width
    let width = (natural / 1.03).rounded(.down)
    let tight = try layout(Title(width: width, tightens: true))
    #expect(!tight.warnings.contains { $0.kind == .truncatedText }, "\(tight.warnings.map(\.message))")
    #expect(abs(tight.text.width - width) < 1e-6, "\(tight.text) in \(width)")
    let cut = try layout(Title(width: width, tightens: false))
    #expect(cut.warnings.contains { $0.kind == .truncatedText })
  }

  @Test func theModifierIsArchivedAsDeclared() throws {
    let json = String(
      decoding: try ViewArchive(Title(width: 100, tightens: true), family: .systemSmall).jsonData(),
      as: UTF8.self)
    #expect(
      json.contains(#""allowsTightening": true"#), "\(json)")
  }
}
