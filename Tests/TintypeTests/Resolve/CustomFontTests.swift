import Foundation
import Testing
import TintypeLayout
import TintypeText
import TintypeUI

@testable import Tintype
@testable import TintypeResolve

/// `Font.custom(_:size:)` finds its face by PostScript or family name in the package's `Fonts/`, the
/// asset folders and the font folders or files a renderer is given; a name nothing has, and
/// characters no face covers, are warnings that name the font and the view.
@Suite struct CustomFontTests {
  /// An icon font (Apache 2.0, installed by `make setup`): its glyphs are private-use code points.
  static let iconFont = URL(fileURLWithPath: SymbolStandIns.fontPath)
  /// U+E88A is "home" in Material Icons; no text font has it.
  static let home = "\u{E88A}"

  struct Custom: View {
    let name: String
    let text: String
    var body: some View { Text(text).font(.custom(name, size: 24)) }
  }

  private func measure(_ view: Custom, fonts: [URL] = []) throws -> (TextLayout, [RenderWarning]) {
    let renderer = WidgetRenderer(fonts: fonts)
    let (tree, warnings) = try renderer.layout(
      ViewArchive(view, family: .systemSmall), request: RenderRequest(family: .systemSmall))
    let node = try #require(tree.roots.first)
    let layout = try #require(node.text?.layout)
    return (layout, warnings)
  }

  @Test func anIconFontGivenAsAFileDrawsItsGlyphs() throws {
    let (layout, warnings) = try measure(
      Custom(name: "Material Icons", text: Self.home), fonts: [Self.iconFont])
    #expect(layout.missingCharacters.isEmpty)
    #expect(layout.faces.map(\.path) == [Self.iconFont.path])
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func aPostScriptNameFromTheBundledFontsPicksThatFace() throws {
    let (layout, _) = try measure(Custom(name: "JetBrainsMono-Bold", text: "0123"))
    #expect(layout.faces.first?.path.hasSuffix("JetBrainsMono-Bold.ttf") == true, "\(layout.faces)")
    // A family name picks the face nearest the weight asked for (regular here).
    let (family, _) = try measure(Custom(name: "noto serif", text: "Aa"))
    #expect(family.faces.first?.path.contains("NotoSerif-Regular") == true, "\(family.faces)")
  }

  @Test func aNameNoFontHasIsAWarningAndTheSystemFontSetsTheText() throws {
    let (layout, warnings) = try measure(Custom(name: "Brand Sans", text: "Hello"))
    #expect(layout.faces.first?.path.hasPrefix("Inter/") == true)
    let warning = try #require(warnings.first { $0.kind == .missingFont })
    #expect(warning.message.hasPrefix("font \"Brand Sans\" (Font.custom) is not in the font folders"))
    #expect(warning.path.hasPrefix("entries[0]"))
  }

  @Test func charactersNoFaceCoversAreAWarningNamingTheFontAndTheView() throws {
    // The icon font not given: its code points fall through every face.
    let (layout, warnings) = try measure(Custom(name: "Material Icons", text: Self.home + Self.home))
    #expect(layout.missingCharacters.count >= 1)
    let warning = try #require(warnings.first { $0.kind == .missingGlyphs })
    #expect(warning.message.contains("U+E88A"), "\(warning.message)")
    #expect(warning.message.contains("font \"Material Icons\""), "\(warning.message)")
    #expect(warning.view == "Text")
  }
}
