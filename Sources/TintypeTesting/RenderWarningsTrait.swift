import Foundation
import Testing
import Tintype

/// The warning policy a scope asks for: set by the `.renderWarnings(_:)` trait on a Swift Testing
/// suite or test, or by `withRenderWarnings(_:_:)` around XCTest code. Golden assertions use, in
/// order: a policy passed to them, this scope's, the package configuration's (`tintype.json`, for
/// preview goldens), the standard one; then `TINTYPE_STRICT` and `TINTYPE_ALLOW` adjust it, so that
/// a CI job can tighten a suite without editing it.
public enum RenderWarnings {
  /// The current scope's policy, if one is set.
  @TaskLocal public static var policy: WarningPolicy?

  /// The policy a golden assertion applies: `explicit` as given, else the scope's or `fallback`,
  /// adjusted by the environment.
  static func effective(
    _ explicit: WarningPolicy?, fallback: WarningPolicy,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(WarningPolicyError) -> WarningPolicy {
    if let explicit { return explicit }
    return try (policy ?? fallback).applying(environment: environment)
  }
}

/// A Swift Testing trait that sets the warning policy for a test or a whole suite:
///
/// ```swift
/// @Suite(.renderWarnings(WarningPolicy.standard.allowing([.symbolStandIn]))) struct WidgetGoldens { … }
/// ```
public struct RenderWarningsTrait: TestTrait, SuiteTrait, TestScoping {
  /// The policy the scope uses.
  public let policy: WarningPolicy

  /// A suite's trait applies to every test in it.
  public var isRecursive: Bool { true }

  /// Runs the test (or each test of the suite) with `policy`.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await RenderWarnings.$policy.withValue(policy) { try await function() }
  }
}

extension Trait where Self == RenderWarningsTrait {
  /// Render warnings in this test or suite fail, are said or are acknowledged as `policy` says.
  public static func renderWarnings(_ policy: WarningPolicy) -> Self { RenderWarningsTrait(policy: policy) }
}

/// Runs `body` with `policy` for render warnings: the XCTest spelling of `.renderWarnings(_:)`.
public func withRenderWarnings<T>(_ policy: WarningPolicy, _ body: () throws -> T) rethrows -> T {
  try RenderWarnings.$policy.withValue(policy, operation: body)
}
