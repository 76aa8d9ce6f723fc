import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeScene

// `containerRelativeFrame`, worked out at layout from the widget's content area (the container,
// in the model): the archive holds the call's arguments, so it lays out right on any device.

private func margined(_ view: ResolvedView, width: Double, height: Double, disabled: Bool = false)
  -> LayoutTree
{
  WidgetLayout.layout(
    root: view, widgetSize: (width, height), contentMargins: EdgeInsets(all: 16), marginsDisabled: disabled,
    containerBackground: nil, measurer: FakeMeasurer())
}

private func relative(_ frame: ContainerRelativeFrameValue) -> ResolvedView {
  color().modified(.containerRelativeFrame(frame))
}

@Test func aWholeLengthFrameIsTheContentAreasLength() {
  // 200 × 100 less 16 pt margins: 168 × 68. The colour takes the frame's width and the offered height.
  let tree = margined(relative(ContainerRelativeFrameValue(axes: .horizontal)), width: 200, height: 100)
  #expect(tree.frame("0") == rect(16, 16, 168, 68))
}

@Test func spanOfCountPartsWithSpacing() {
  // Parts of (168 - 2 · 6) / 3 = 52; two of them and the space between: 110, centred.
  let frame = ContainerRelativeFrameValue(axes: .horizontal, count: 3, span: 2, spacing: 6)
  let tree = margined(relative(frame), width: 200, height: 100)
  #expect(tree.frame("0").width == 110)
  #expect(tree.frame("0").x == 16 + (168 - 110) / 2)
}

@Test func bothAxesAndTheAlignment() {
  // A third of 168 × 68 on both axes, a fixed-size square aligned to the frame's top leading corner.
  let square = color().modified(.frame(width: 10, height: 10, alignment: .center))
    .modified(
      .containerRelativeFrame(
        ContainerRelativeFrameValue(axes: [.horizontal, .vertical], count: 3, alignment: .topLeading)))
  let tree = margined(square, width: 200, height: 100)
  let (x, y) = (16 + (168 - 56) / 2.0, 16 + (68 - 68.0 / 3) / 2)
  #expect(tree.frame("0") == rect(x, y, 56, 68.0 / 3))
  #expect(tree.node(at: "0")?.contentFrame == rect(x, y, 10, 10))
}

@Test func withTheMarginsOffTheContainerIsTheWholeWidget() {
  let tree = margined(
    relative(ContainerRelativeFrameValue(axes: .horizontal, count: 2)), width: 200, height: 100,
    disabled: true)
  #expect(tree.frame("0").width == 100)
}

@Test func anIdealSizeHasNoContainerAndLetsTheOfferThrough() {
  // Measured before the render's size is known, the frame is no frame: the view's own ideal size.
  let ideal = WidgetLayout.idealSize(
    of: [
      relative(ContainerRelativeFrameValue(axes: .horizontal)).modified(
        .frame(width: 30, height: 20, alignment: .center))
    ],
    measurer: FakeMeasurer())
  #expect(ideal == Size(width: 30, height: 20))
}
