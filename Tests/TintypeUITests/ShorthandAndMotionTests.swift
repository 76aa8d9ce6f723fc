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
