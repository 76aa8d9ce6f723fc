import Testing
import TintypeCore

@testable import TintypeRaster

@Test func transformsConcatenateInOrder() {
  let moveThenDouble = Transform.translation(x: 1, y: 0).concatenating(.scale(x: 2, y: 2))
  #expect(moveThenDouble.apply(to: Point(x: 1, y: 1)) == Point(x: 4, y: 2))
  let quarter = Transform.rotation(Double.pi / 2).apply(to: Point(x: 1, y: 0))
  // Positive angles turn clockwise on a y-down screen: east goes to south.
  #expect(abs(quarter.x) < 1e-12)
  #expect(abs(quarter.y - 1) < 1e-12)
  let t = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
  let back = t.concatenating(t.inverted!).apply(to: Point(x: 3, y: 4))
  #expect(abs(back.x - 3) < 1e-12)
  #expect(abs(back.y - 4) < 1e-12)
  #expect(Transform.scale(x: 0, y: 1).inverted == nil)
}

@Test func boundsFollowCurvesNotControlPoints() {
  var path = Path()
  path.move(to: Point(x: 0, y: 0))
  path.curve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
  // The curve peaks at y = 75 (¾ of the control height), not 100.
  #expect(path.bounds == Rect(x: 0, y: 0, width: 100, height: 75))
  var circle = Path()
  circle.addEllipse(in: Rect(x: 10, y: 20, width: 30, height: 40))
  let bounds = circle.bounds
  #expect(abs(bounds.minX - 10) < 1e-9)
  #expect(abs(bounds.maxY - 60) < 1e-9)
  #expect(Path().bounds == .zero)
}

@Test func pathsMoveUnderATransform() {
  let moved = Path.rect(0, 0, 10, 10).applying(.translation(x: 5, y: 3).concatenating(.scale(x: 2, y: 1)))
  #expect(moved.bounds == Rect(x: 10, y: 3, width: 20, height: 10))
}

@Test func arcsFollowSwiftUIsDirectionConvention() {
  var visuallyClockwise = Path()
  visuallyClockwise.addArc(
    center: Point(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: Double.pi, clockwise: false)
  // From 3 o'clock to 9 o'clock with increasing angles passes 6 o'clock, below the centre.
  #expect(abs(visuallyClockwise.bounds.maxY - 70) < 1e-9)
  #expect(abs(visuallyClockwise.bounds.minY - 50) < 1e-9)
  var other = Path()
  other.addArc(center: Point(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: Double.pi, clockwise: true)
  #expect(abs(other.bounds.minY - 30) < 1e-9)
  // 3π/2 → π/2 "not clockwise" wraps the long way round, through 0.
  var wrapped = Path()
  wrapped.addArc(
    center: Point(x: 0, y: 0), radius: 10, startAngle: 3 * Double.pi / 2, endAngle: Double.pi / 2,
    clockwise: false)
  #expect(abs(wrapped.bounds.maxX - 10) < 1e-9)
  #expect(abs(wrapped.bounds.minX) < 1e-9)
  #expect(abs(wrapped.length - Double.pi * 10) / (Double.pi * 10) < 0.001)
}

@Test func arcsContinueAnOpenSubpathWithALine() {
  var path = Path()
  path.move(to: Point(x: 0, y: 0))
  path.addArc(center: Point(x: 50, y: 0), radius: 10, startAngle: Double.pi, endAngle: 0, clockwise: false)
  #expect(path.subpaths.count == 1)
  guard case .line(let from, let to) = path.subpaths[0].segments.first else {
    Issue.record("the arc should start with a line from the current point")
    return
  }
  #expect(from == Point(x: 0, y: 0))
  #expect(abs(to.x - 40) < 1e-9)
  #expect(abs(to.y) < 1e-9)
}

@Test func subpathsFollowCoreGraphicsRules() {
  var path = Path()
  path.line(to: Point(x: 5, y: 5))  // no current point: only starts a subpath
  path.line(to: Point(x: 10, y: 5))
  path.close()
  path.line(to: Point(x: 5, y: 10))  // continues from the closed subpath's start
  path.move(to: Point(x: 50, y: 50))  // a lone move draws nothing
  let subpaths = path.subpaths
  #expect(subpaths.count == 2)
  #expect(subpaths[0].isClosed)
  #expect(subpaths[1].start == Point(x: 5, y: 5))
}
