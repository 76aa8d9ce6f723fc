import Testing
import TintypeUI

@testable import Tintype
@testable import TintypeDisplayList
@testable import TintypeResolve

/// `.secondary`, `.tertiary` and `.quaternary` set on a view inside a custom foreground style derive
/// from that style (the style at the level's opacity), as SwiftUI does, instead of falling back to
/// the system label greys: "2:13 PM" in `.secondary` on a blue widget under `.foregroundStyle(.white)`
/// is translucent white, not grey.
@Suite struct HierarchicalStyleTests {
  struct Bars: View {
    var body: some View {
      VStack {
        Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10)
        Rectangle().foregroundStyle(.tertiary).frame(width: 10, height: 10)
        Rectangle().foregroundStyle(.primary).frame(width: 10, height: 10)
      }
      .foregroundStyle(.white)
      .containerBackground(.blue, for: .widget)
    }
  }

  struct Unstyled: View {
    var body: some View {
      Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10)
    }
  }

  struct ExplicitLevels: View {
    var body: some View {
      Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10)
        .foregroundStyle(.red, .green)
    }
  }

  private func fills<V: View>(_ view: V) throws -> [String] {
    let renderer = WidgetRenderer()
    let list = try renderer.displayList(
      ViewArchive(view, family: .systemSmall), request: RenderRequest(family: .systemSmall))
    return DisplayListDump.text(list).split(separator: "\n").map(String.init)
      .filter { $0.contains("fill Rectangle [") && !$0.contains("[0, 0,") }
      .map { String($0.split(separator: " ").last!) }
  }

  @Test func levelsDeriveFromTheEnclosingCustomStyle() throws {
    // White at OpenSwiftUI's level opacities: secondary 0.5 (0x80), tertiary 0.25 (0x40).
    #expect(try fills(Bars()) == ["#FFFFFF80", "#FFFFFF40", "#FFFFFFFF"])
  }

  @Test func withoutACustomStyleTheSystemLabelColoursApply() throws {
    // secondaryLabel, light: rgb(60, 60, 67) at 0.6.
    #expect(try fills(Unstyled()) == ["#3C3C4399"])
  }

  @Test func explicitlyGivenLevelsAreUsedAsGiven() throws {
    // foregroundStyle(_:_:) names the secondary style itself.
    let green = SystemPalette.system(.green, .light)
    #expect(try fills(ExplicitLevels()) == ["\(green)"])
  }
}
