import Foundation
import Testing
import TintypeUI

/// The parts of SwiftUI real widget code reaches for beyond the primitives: each archived as its
/// meaning in a widget (a lazy stack is a stack, an `AsyncImage` its placeholder), or, where SwiftUI
/// itself draws nothing different in a widget (taps, publishers, preferences), leaving the archive
/// as it was.
@Suite struct SwiftUISurfaceTests {
  func root(_ view: some View) throws -> ViewNode {
    try #require(ViewArchive(view, family: .systemSmall).entries.first?.views[.systemSmall])
  }

  @Test func lazyStacksAndSectionsLayOutAsStacks() throws {
    let node = try root(
      LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
        Section {
          Text("Chapter 1")
        } header: {
          Text("Moby-Dick")
        } footer: {
          Text("135 chapters")
        }
      })
    guard case .vStack(let alignment, let spacing, let children) = node.content else {
      Issue.record("expected a VStack, got \(node.content.typeName)")
      return
    }
    #expect(alignment == .leading && spacing == 4)
    #expect(
      children.map { if case .text(.verbatim(let text)) = $0.content { text } else { "" } } == [
        "Moby-Dick", "Chapter 1", "135 chapters",
      ])
    let row = try root(LazyHStack(spacing: 2) { Text("a") })
    guard case .hStack(_, 2, _) = row.content else {
      Issue.record("expected an HStack")
      return
    }
  }

  /// A widget never loads an `AsyncImage`: it draws its placeholder.
  @Test func anAsyncImageDrawsItsPlaceholder() throws {
    let url = URL(string: "https://example.com/cover.png")
    let plain = try root(AsyncImage(url: url))
    guard case .color = plain.content else {
      Issue.record("expected the default placeholder fill, got \(plain.content.typeName)")
      return
    }
    let placeholder = try root(
      AsyncImage(url: url) {
        $0.resizable()
      } placeholder: {
        Text("Loading")
      })
    #expect(placeholder.content == .text(.verbatim("Loading")))
    let phased = try root(
      AsyncImage(url: url) { phase in
        if let image = phase.image { image } else { Text("Empty") }
      })
    #expect(phased.content == .text(.verbatim("Empty")))
  }

  /// Taps, publishers and preferences change nothing a widget draws.
  @Test func tapsPublishersAndPreferencesLeaveTheArchiveAlone() throws {
    struct Height: PreferenceKey {
      static let defaultValue: Double = 0
      static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
    }
    let plain = try root(Text("12 pages").padding())
    let busy = try root(
      Text("12 pages").padding()
        .onTapGesture {}
        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }
        .onReceive(NotificationCenter.default.publisher(for: .init("Refresh"))) { _ in }
        .preference(key: Height.self, value: 20)
        .onPreferenceChange(Height.self) { _ in }
        .accessibility(label: Text("Twelve pages")))
    #expect(busy == plain)
  }

  /// `Image.symbolRenderingMode` returns an image, so `.resizable()` can follow; a stroke's outline
  /// takes a fill (iOS 17).
  @Test func imageAndShapeMethodsChain() throws {
    let image = try root(Image(systemName: "book.fill").symbolRenderingMode(.hierarchical).resizable())
    #expect(image.modifiers == [.symbolRenderingMode(.hierarchical)])
    let ring = try root(Circle().stroke(lineWidth: 4).fill(Color.red))
    guard case .shape(_, .stroke(let style, let stroke)) = ring.content else {
      Issue.record("expected a stroked shape")
      return
    }
    #expect(style == .color(.system(.red, opacity: 1)) && stroke.lineWidth == 4)
  }
}
