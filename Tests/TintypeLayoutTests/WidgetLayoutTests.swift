import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeScene

// The widget container: content margins, centring, container background (widgetkit-facts §1.7).

private let margins = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

private func widget(
  _ root: ResolvedView, marginsDisabled: Bool = false, background: ResolvedView? = nil
) -> LayoutTree {
  WidgetLayout.layout(
    root: root, widgetSize: (170, 170), contentMargins: margins, marginsDisabled: marginsDisabled,
    containerBackground: background, measurer: FakeMeasurer())
}

@Test func contentIsOfferedTheWidgetLessItsMargins() {
  let tree = widget(color())
  #expect(tree.contentArea == rect(16, 16, 138, 138))
  #expect(tree.frame("0") == rect(16, 16, 138, 138))
}

@Test func contentMarginsDisabledGiveTheWholeWidget() {
  let tree = widget(color(), marginsDisabled: true)
  #expect(tree.frame("0") == rect(0, 0, 170, 170))
}

@Test func contentIsCentredInTheArea() {
  let tree = widget(text("abcd"))
  #expect(tree.frame("0") == rect(65, 75, 40, 20))
}

@Test func unevenMarginsCentreInTheRemainingArea() {
  let tree = WidgetLayout.layout(
    root: color().frame(width: 20, height: 20), widgetSize: (100, 100),
    contentMargins: EdgeInsets(top: 10, leading: 30, bottom: 20, trailing: 0), marginsDisabled: false,
    containerBackground: nil, measurer: FakeMeasurer())
  #expect(tree.frame("0") == rect(55, 35, 20, 20))
}

@Test func containerBackgroundCoversTheWholeWidgetIgnoringMargins() {
  let tree = widget(text("ab"), background: color())
  #expect(tree.frame("background") == rect(0, 0, 170, 170))
  #expect(tree.paths == ["background", "0"])
}

@Test func contentLargerThanTheAreaOverflows() {
  let tree = widget(color().frame(width: 150, height: 20))
  #expect(tree.frame("0") == rect(10, 75, 150, 20))
  #expect(tree.overflows("0"))
}

@Test func severalRootViewsAreStackedLikeAZStack() {
  let tree = WidgetLayout.layout(
    roots: [color().frame(width: 40, height: 40), text("ab")], widgetSize: (100, 100),
    contentMargins: margins,
    marginsDisabled: true, containerBackground: nil, measurer: FakeMeasurer())
  #expect(tree.paths == ["0", "1"])
  #expect(tree.frame("0") == rect(30, 30, 40, 40))
  #expect(tree.frame("1") == rect(40, 40, 20, 20))
}

@Test func containerRelativeCornerRadiusShrinksWithTheDistanceToTheEdge() {
  let tree = widget(color())
  #expect(tree.containerRelativeCornerRadius(in: rect(16, 16, 138, 138), widgetCornerRadius: 20) == 4)
  #expect(tree.containerRelativeCornerRadius(in: rect(0, 0, 170, 170), widgetCornerRadius: 20) == 20)
  #expect(tree.containerRelativeCornerRadius(in: rect(30, 40, 50, 50), widgetCornerRadius: 20) == 0)
  #expect(
    tree.insetFromWidgetEdges(rect(30, 40, 50, 50))
      == EdgeInsets(top: 40, leading: 30, bottom: 80, trailing: 90))
}
