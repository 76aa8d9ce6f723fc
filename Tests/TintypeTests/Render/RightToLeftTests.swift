import Foundation
import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeUI

@testable import Tintype

/// Right to left end to end: `\.layoutDirection` (set in the view tree or on the request) mirrors
/// stacks, alignment, padding edges and leading/trailing, and sets text right to left.
@Suite struct RightToLeftTests {
  struct Row: View {
    var body: some View {
      HStack(spacing: 0) {
        Color.red.frame(width: 40, height: 20)
        Color.blue.frame(width: 20, height: 20).padding(.leading, 10)
      }
      .frame(width: 200, alignment: .leading)
    }
  }

  struct Nested: View {
    var body: some View {
      HStack(spacing: 0) {
        Color.red.frame(width: 40, height: 20)
        HStack(spacing: 0) {
          Color.green.frame(width: 10, height: 20)
          Color.yellow.frame(width: 30, height: 20)
        }
        .environment(\.layoutDirection, .leftToRight)
      }
      .frame(width: 200, alignment: .leading)
      .environment(\.layoutDirection, .rightToLeft)
    }
  }

  struct Paragraph: View {
    var body: some View {
      Text("שלום עולם").frame(width: 200, alignment: .leading).environment(\.layoutDirection, .rightToLeft)
    }
  }

  private func tree<V: View>(_ view: V, _ direction: LayoutDirection = .leftToRight) throws -> LayoutTree {
    var request = RenderRequest(family: .systemMedium)
    request.layoutDirection = direction
    var archive = ViewArchive(view, family: .systemMedium)
    archive.contentMarginsDisabled = true
    return try WidgetRenderer().layout(archive, request: request).tree
  }

  private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 * max(1, abs(a)) }

  private func colours(_ tree: LayoutTree) -> [Rect] {
    tree.records.filter { $0.type == "Color" && $0.layer == nil }.map(\.frame)
  }

  @Test func aRightToLeftRequestMirrorsStacksAlignmentAndLeadingPadding() throws {
    let ltr = colours(try tree(Row()))
    let rtl = colours(try tree(Row(), .rightToLeft))
    // Left to right: red at the leading (left) edge of the 200 pt frame, blue 10 pt after it.
    let frame = try #require(try tree(Row()).roots.first).frame
    #expect(near(ltr[0].x, frame.x) && near(ltr[1].x, frame.x + 50))
    // Right to left: red at the right edge, blue 10 pt to its left (leading padding on the right).
    #expect(near(rtl[0].x + rtl[0].width, frame.x + frame.width))
    #expect(near(rtl[1].x + rtl[1].width, rtl[0].x - 10))
    #expect(zip(ltr, rtl).allSatisfy { $0.width == $1.width && $0.y == $1.y })
  }

  @Test func anEnvironmentOverrideMirrorsItsSubtreeAndASubtreeCanTurnBack() throws {
    let frames = colours(try tree(Nested()))
    let frame = try #require(try tree(Nested()).roots.first).frame
    let (red, green, yellow) = (frames[0], frames[1], frames[2])
    #expect(near(red.x + red.width, frame.x + frame.width))
    // The inner stack sits left of red (right to left) but runs left to right inside: green, yellow.
    #expect(near(yellow.x + yellow.width, red.x))
    #expect(near(green.x + green.width, yellow.x))
  }

  @Test func rightToLeftTextIsARightToLeftParagraph() throws {
    let node = try #require(try tree(Paragraph()).roots.first)
    guard case .text(let text) = node.view.kind else {
      Issue.record("not a text view")
      return
    }
    #expect(text.style.isRightToLeft)
    // Leading alignment in right to left: the text sits at the frame's right edge.
    #expect(abs(node.contentFrame.x + node.contentFrame.width - (node.frame.x + node.frame.width)) < 0.01)
  }

  @Test func theDirectionIsArchivedAndReadBack() throws {
    let archive = ViewArchive(Nested(), family: .systemMedium)
    let json = String(decoding: archive.jsonData(), as: UTF8.self)
    #expect(
      json.contains("\"layoutDirection\" : \"rightToLeft\"")
        || json.contains("\"layoutDirection\": \"rightToLeft\""))
    #expect(try ViewArchive(jsonData: archive.jsonData()) == archive)
  }

  struct ReadsDirection: View {
    @Environment(\.layoutDirection) var direction
    var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
  }

  @Test func aRightToLeftLocaleLaysTheWidgetOutRightToLeft() throws {
    let hebrew = ViewArchive(
      ReadsDirection(), family: .systemSmall,
      environment: ArchiveEnvironment(locale: Locale(identifier: "he_IL")))
    let root = try #require(hebrew.entries.first?.views[.systemSmall])
    #expect(root.modifiers.contains(.environment(EnvironmentOverride(layoutDirection: .rightToLeft))))
    guard case .text(.verbatim(let text)) = root.content else { throw CancellationError() }
    #expect(text == "rtl")
    let english = ViewArchive(ReadsDirection(), family: .systemSmall)
    #expect(english.entries.first?.views[.systemSmall]?.modifiers.isEmpty == true)
  }
}
