import Testing
import TintypeUI

/// A card written with iOS 17 shape shorthands and the animation modifiers widget code carries.
private struct AnimatedCard: View {
  let count: Int

  var body: some View {
    Text("\(count)")
      .contentTransition(.numericText())
      .animation(.snappy, value: count)
      .transition(.push(from: .bottom).combined(with: .opacity))
      .padding(8)
      .background(.orange, in: .capsule)
      .clipShape(.rect(cornerRadius: 12))
      .contentShape(.rect)
      .ignoresSafeArea()
  }
}

private struct PlainCard: View {
  let count: Int

  var body: some View {
    Text("\(count)")
      .padding(8)
      .background(.orange, in: Capsule())
      .clipShape(RoundedRectangle(cornerRadius: 12))
  }
}

@Test func shorthandsAreTheirShapesAndMotionLeavesTheStillImageAlone() {
  let animated = ViewArchive(AnimatedCard(count: 3), family: .systemSmall)
  let plain = ViewArchive(PlainCard(count: 3), family: .systemSmall)
  #expect(animated.entries.first?.views == plain.entries.first?.views)
}

@Test func everyShapeShorthandArchivesAsItsShape() {
  func shape<S: Shape>(_ shape: S) -> ShapeValue { shape.archivedShape }
  #expect(shape(.rect) == Rectangle().archivedShape)
  #expect(
    shape(.rect(cornerRadius: 4, style: .circular))
      == RoundedRectangle(cornerRadius: 4, style: .circular).archivedShape)
  #expect(shape(.rect(topLeadingRadius: 6)) == UnevenRoundedRectangle(topLeadingRadius: 6).archivedShape)
  #expect(shape(.capsule) == Capsule().archivedShape)
  #expect(shape(.circle) == Circle().archivedShape)
  #expect(shape(.ellipse) == Ellipse().archivedShape)
  #expect(shape(.containerRelative) == ContainerRelativeShape().archivedShape)
}

@Test func accentColorIsTheOlderSpellingOfTint() {
  let older = ViewArchive(Text("Go").accentColor(.orange), family: .systemSmall)
  let newer = ViewArchive(Text("Go").tint(Color.orange), family: .systemSmall)
  #expect(older.entries.first?.views == newer.entries.first?.views)
}

@Test func gridsArchiveTheirRowsAndSpanningViews() throws {
  let view = Grid(alignment: .leading, horizontalSpacing: 12) {
    GridRow {
      Text("Mon")
      Text("12 pages")
    }
    Divider()
    GridRow(alignment: .bottom) {
      Text("Tue")
    }
  }
  let node = try #require(ViewArchive(view, family: .systemSmall).entries.first?.views[.systemSmall])
  guard case .grid(let alignment, let horizontal, let vertical, let rows) = node.content else {
    Issue.record("expected a Grid, got \(node.content.typeName)")
    return
  }
  #expect(alignment == .leading && horizontal == 12 && vertical == nil)
  #expect(rows.map(\.content.typeName) == ["GridRow", "Divider", "GridRow"])
  #expect(rows[2].content == .gridRow(alignment: .bottom, children: [ViewNode(.text(.verbatim("Tue")))]))
}

@Test func gridCellSettingsArchiveOnTheirCell() throws {
  let view = Text("Total").gridCellColumns(2).gridCellAnchor(.trailing).gridColumnAlignment(.leading)
    .gridCellUnsizedAxes(.horizontal)
  let node = try #require(ViewArchive(view, family: .systemSmall).entries.first?.views[.systemSmall])
  #expect(
    node.modifiers == [
      .gridCellColumns(2), .gridCellAnchor(.trailing), .gridColumnAlignment(.leading),
      .gridCellUnsizedAxes(.horizontal),
    ])
}

@Test func textScaleIsATextModifierToo() throws {
  let text = Text("42") + Text(" km").textScale(.secondary)
  let node = try #require(ViewArchive(text, family: .systemSmall).entries.first?.views[.systemSmall])
  guard case .text(.concatenation(let parts)) = node.content else {
    Issue.record("expected a concatenation")
    return
  }
  #expect(parts.last?.modifiers == [.textScale(.secondary)])
}

@Test func safeAreaPaddingLaysOutAsPaddingInAWidget() {
  let safe = ViewArchive(Text("a").safeAreaPadding(.horizontal, 12), family: .systemSmall)
  let padded = ViewArchive(Text("a").padding(.horizontal, 12), family: .systemSmall)
  #expect(safe.entries.first?.views == padded.entries.first?.views)
}

@Test func containerRelativeFramesAreArchivedAsIntentExceptTheClosureForm() throws {
  // The whole-length and count/span forms say what the call says (layout works them out from the
  // container); the closure form runs code, so it is worked out here from the archive environment's
  // 200 × 100 widget with 16 pt margins: a content area of 168 × 68.
  let environment = ArchiveEnvironment(displaySize: CGSize(width: 200, height: 100))
  func frame<V: View>(_ view: V) throws -> ViewModifierValue? {
    try #require(
      ViewArchive(view, family: .systemMedium, environment: environment).entries.first?.views[.systemMedium]
    )
    .modifiers.last
  }
  #expect(
    try frame(Color.red.containerRelativeFrame(.horizontal))
      == .containerRelativeFrame(ContainerRelativeFrameValue(axes: .horizontal)))
  #expect(
    try frame(
      Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 6, alignment: .leading))
      == .containerRelativeFrame(
        ContainerRelativeFrameValue(axes: .horizontal, count: 3, span: 2, spacing: 6, alignment: .leading)))
  #expect(
    try frame(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 })
      == .frame(.fixed(width: 84, height: 34, alignment: .center)))
}
