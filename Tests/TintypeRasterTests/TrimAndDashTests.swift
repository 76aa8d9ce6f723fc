import Testing
import TintypeCore

@testable import TintypeRaster

@Test func theDashPhaseShiftsThePattern() throws {
  let dashed = Path.line(0, 0, 100, 0).dashed(pattern: [10, 10], phase: 5)
  let lengths = dashed.subpaths.map { Path(subpaths: [$0]).length }
  // On 0–5, 15–25, 35–45, 55–65, 75–85 and 95–100.
  #expect(lengths.count == 6)
  #expect(abs(lengths[0] - 5) < 1e-9)
  #expect(abs(lengths[1] - 10) < 1e-9)
  #expect(abs(lengths[5] - 5) < 1e-9)
  #expect(abs(dashed.subpaths[1].start.x - 15) < 1e-9)
}

@Test func aDashRunningOverAClosedPathsStartJoinsTheFirstDash() {
  // 80 px around; with phase 5 the pattern ends 5 px into a dash, which continues into the first
  // dash's 5 px: four dashes of 10, not five.
  let dashed = Path.rect(0, 0, 20, 20).dashed(pattern: [10, 10], phase: 5)
  #expect(dashed.subpaths.count == 4)
  let lengths = dashed.subpaths.map { Path(subpaths: [$0]).length }
  #expect(lengths.allSatisfy { abs($0 - 10) < 1e-9 })
}

@Test func trimmingKeepsTheRightPartOfTheLength() {
  var circle = Path()
  circle.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
  let quarter = circle.trimmed(from: 0, to: 0.25)
  // SwiftUI's circle starts at 3 o'clock and runs clockwise on screen: the first quarter ends at 6.
  let bounds = quarter.bounds
  #expect(abs(bounds.minX - 50) < 0.01)
  #expect(abs(bounds.maxX - 100) < 0.01)
  #expect(abs(bounds.minY - 50) < 0.01)
  #expect(abs(bounds.maxY - 100) < 0.01)
  #expect(abs(quarter.length - circle.length / 4) < 0.01)
  #expect(circle.trimmed(from: 0.5, to: 0.5).isEmpty)
  #expect(circle.trimmed(from: 0, to: 1) == circle)
  let middle = Path.line(0, 0, 100, 0).trimmed(from: 0.2, to: 0.7)
  #expect(abs(middle.bounds.minX - 20) < 1e-9)
  #expect(abs(middle.bounds.maxX - 70) < 1e-9)
}
