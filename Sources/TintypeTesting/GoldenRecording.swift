import Testing

/// The record mode a scope asks for: set by the `.goldens(record:)` trait on a Swift Testing suite or
/// test, or by `withGoldens(record:_:)` around XCTest code. `GoldenFile.RecordMode.fromEnvironment`
/// reads it after `TINTYPE_RECORD` (so that `TINTYPE_RECORD=all swift test` still re-records a suite
/// that says `.never`) and before the `CI` default. An assertion given an explicit `record:` mode uses
/// that one.
public enum GoldenRecording {
  /// The current scope's mode, if one is set.
  @TaskLocal public static var mode: GoldenFile.RecordMode?
}

/// A Swift Testing trait that sets the golden record mode for a test or a whole suite:
///
/// ```swift
/// @Suite(.goldens(record: .failed)) struct WidgetGoldens { … }
/// ```
public struct GoldensTrait: TestTrait, SuiteTrait, TestScoping {
  /// The mode the scope uses.
  public let record: GoldenFile.RecordMode

  /// A suite's trait applies to every test in it.
  public var isRecursive: Bool { true }

  /// Runs the test (or each test of the suite) with `record` as the scope's mode.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await GoldenRecording.$mode.withValue(record) { try await function() }
  }
}

extension Trait where Self == GoldensTrait {
  /// Goldens in this test or suite are recorded as `record` says (see `GoldenFile.RecordMode`).
  public static func goldens(record: GoldenFile.RecordMode) -> Self { GoldensTrait(record: record) }
}

/// Runs `body` with goldens recorded as `record` says: the XCTest spelling of `.goldens(record:)`,
/// for example around a whole test case:
///
/// ```swift
/// override func invokeTest() { withGoldens(record: .failed) { super.invokeTest() } }
/// ```
public func withGoldens<T>(record: GoldenFile.RecordMode, _ body: () throws -> T) rethrows -> T {
  try GoldenRecording.$mode.withValue(record, operation: body)
}
