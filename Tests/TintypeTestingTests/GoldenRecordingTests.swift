import Foundation
import Testing
import Tintype
import TintypeTesting
import TintypeUI
import TintypeViewRendering
import XCTest

/// The record mode set for a scope: the `.goldens(record:)` trait on a suite reaches every test in it,
/// a test's own trait wins over its suite's, `TINTYPE_RECORD` wins over both, and XCTest code gets the
/// same through `withGoldens(record:)`.
@Suite(.goldens(record: .failed)) struct GoldenRecordingTests {
  /// Whether `TINTYPE_RECORD` is set for this run (then it decides, and the scope is not seen).
  static let environmentDecides = ProcessInfo.processInfo.environment["TINTYPE_RECORD"] != nil

  @Test(.disabled(if: environmentDecides)) func aSuiteTraitSetsTheModeOfItsTests() {
    #expect(GoldenFile.RecordMode.fromEnvironment == .failed)
  }

  @Test(.goldens(record: .all), .disabled(if: environmentDecides)) func aTestTraitWinsOverItsSuites() {
    #expect(GoldenFile.RecordMode.fromEnvironment == .all)
  }

  @Test func theEnvironmentWinsOverTheScope() {
    #expect(GoldenFile.RecordMode.from(["TINTYPE_RECORD": "never"], scope: .all) == .never)
    #expect(GoldenFile.RecordMode.from(["CI": "true"], scope: .all) == .all)
    #expect(GoldenFile.RecordMode.from(["CI": "true"], scope: nil) == .never)
  }

  @Test(.disabled(if: environmentDecides)) func aScopedModeRecordsThroughTheGoldenFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scope-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = GoldenFile(
      name: "swatch", folder: folder, failures: folder.appendingPathComponent("failures"))
    let blue = try WidgetRenderer().render(
      Color.blue.containerBackground(Color.blue, for: .widget), family: .systemSmall)
    let red = try WidgetRenderer().render(
      Color.red.containerBackground(Color.red, for: .widget), family: .systemSmall)
    _ = golden.verify(blue, comparison: ImageComparison())
    // The suite says `.failed`: a differing render re-records the golden (and fails).
    let message = golden.verify(red, comparison: ImageComparison())
    #expect(message?.contains("re-recorded") == true, "\(message ?? "")")
    #expect(golden.verify(red, comparison: ImageComparison(), record: .never) == nil)
  }
}

/// The XCTest spelling: a test case wrapped in `withGoldens(record:)`.
final class GoldenRecordingXCTests: XCTestCase {
  override func invokeTest() { withGoldens(record: .all) { super.invokeTest() } }

  func testWithGoldensSetsTheMode() throws {
    try XCTSkipIf(ProcessInfo.processInfo.environment["TINTYPE_RECORD"] != nil)
    XCTAssertEqual(GoldenFile.RecordMode.fromEnvironment, .all)
  }
}
