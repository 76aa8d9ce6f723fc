import Foundation
import Testing
import TintypeUI

/// The inline Markdown SwiftUI reads in a `Text` literal, and what it leaves alone.
@Suite struct InlineMarkdownTests {
  func node(_ text: Text) throws -> ViewNode {
    let archive = ViewArchive(text, family: .systemSmall)
    #expect(try archive.roundTripped() == archive)
    return try archive.onlyView(.systemSmall)
  }

  @Test func boldItalicBothStrikethroughAndCode() throws {
    #expect(try node(Text("**Bold** and plain")) == (try node(Text("Bold").bold() + Text(" and plain"))))
    #expect(try node(Text("Read *slowly*")) == (try node(Text("Read ") + Text("slowly").italic())))
    #expect(try node(Text("Read _slowly_")) == (try node(Text("Read ") + Text("slowly").italic())))
    #expect(try node(Text("***Both***")) == (try node(Text("Both").bold().italic())))
    #expect(try node(Text("~~12~~ 14 pages")) == (try node(Text("12").strikethrough() + Text(" 14 pages"))))
    #expect(try node(Text("Run `swift test`")) == (try node(Text("Run ") + Text("swift test").monospaced())))
    #expect(
      try node(Text("**Bold _and italic_** done"))
        == (try node(Text("Bold ").bold() + Text("and italic").bold().italic() + Text(" done"))))
  }

  @Test func textThatIsNoMarkdownIsLeftAsWritten() throws {
    for written in ["5 * 3 = 15", "snake_case_name", "**not closed", "2 ** 3", "a ~ b", "~~~", "`"] {
      #expect(
        try node(Text(LocalizedStringKey(written))) == (try node(Text(verbatim: written))), "\(written)")
    }
    #expect(try node(Text(verbatim: "**kept**")).verbatimTexts == ["**kept**"])
  }

  @Test func interpolatedValuesAreStyledButNeverReadAsMarkdown() throws {
    let name = "*Emma*"
    #expect(try node(Text("**\(name)**")) == (try node(Text(verbatim: "*Emma*").bold())))
    let pages = 12
    #expect(try node(Text("**\(pages)** pages")) == (try node(Text("12").bold() + Text(" pages"))))
    let date = Date(timeIntervalSince1970: 1_780_909_200)
    #expect(
      try node(Text("**Updated \(date, style: .time)**"))
        == (try node(Text("Updated ").bold() + Text(date, style: .time).bold())))
  }
}
