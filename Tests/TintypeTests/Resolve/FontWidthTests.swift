import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeUI

/// `fontWidth(_:)` and `Font.width(_:)`: archived as declared; the system font's other widths are
/// not drawn (its stand-ins have one width), and the render says so instead of passing in silence.
@Suite struct FontWidthTests {
  func warnings(_ view: some View) throws -> [String] {
    try WidgetRenderer().layout(
      ViewArchive(view, family: .systemSmall), request: RenderRequest(family: .systemSmall)
    )
    .warnings.filter { $0.kind == .missingFont }.map(\.message)
  }

  @Test func aCondensedWidthIsDrawnStandardWithAWarning() throws {
    #expect(
      try warnings(Text("12:45").fontWidth(.condensed)) == [
        "the condensed width of the system font is drawn at the standard width"
      ])
    #expect(
      try warnings(Text("12:45").font(.system(size: 20).width(.expanded))).first?.contains("expanded") == true
    )
    #expect(try warnings(VStack { Text("12:45") }.fontWidth(.compressed)).count == 1)
  }

  @Test func theStandardWidthWarnsOfNothing() throws {
    #expect(try warnings(Text("12:45")).isEmpty)
    #expect(
      try warnings(Text("12:45").font(.system(size: 20).width(.condensed)).fontWidth(.standard)).isEmpty)
  }
}
