import Foundation

/// The clock a preview or golden-test process reads: fixed (one instant, one time zone, for every
/// `Date()`, `Date.now` and `.now` in the extension's code) or the wall clock.
///
/// The clock is fixed by linking the `TintypeFixedClock` product (the package `tintype init` writes
/// does, for its tests and its `previews` tool): before `main`, the process re-runs itself once with
/// libfaketime stopping the wall clock. This type only reads what that step left in the environment;
/// docs/clock.md describes the model and what it does not cover.
public struct FixedClock: Equatable, Sendable {
  /// What the process's clock is.
  public enum State: Equatable, Sendable {
    /// Stopped at `instant`, in `timeZone` (the process's `TZ`).
    case fixed(instant: Date, timeZone: String)
    /// The wall clock, because `TINTYPE_CLOCK=real` asked for it.
    case optedOut
    /// The wall clock, because the clock could not be fixed: why.
    case notFixed(String)
  }

  /// The state.
  public var state: State

  /// The instant a fixed clock stands at unless `TINTYPE_NOW` says otherwise: 2026-06-08 09:41:00 UTC
  /// (`TINTYPE_FIXED_CLOCK_DEFAULT_NOW` in the C target; a test keeps the two equal).
  public static let defaultInstant = Date(timeIntervalSince1970: 1_780_911_660)

  /// The clock of this process, read once.
  public static let current = FixedClock(environment: ProcessInfo.processInfo.environment)

  /// The clock an environment describes (`TINTYPE_FIXED_CLOCK`, `TINTYPE_FIXED_CLOCK_PROBLEM`,
  /// `TINTYPE_CLOCK`).
  public init(environment: [String: String]) {
    if environment["TINTYPE_CLOCK"] == "real" {
      state = .optedOut
    } else if let marker = environment["TINTYPE_FIXED_CLOCK"],
      let space = marker.firstIndex(of: " "), let seconds = Double(marker[..<space])
    {
      state = .fixed(
        instant: Date(timeIntervalSince1970: seconds), timeZone: String(marker[marker.index(after: space)...])
      )
    } else if let problem = environment["TINTYPE_FIXED_CLOCK_PROBLEM"] {
      state = .notFixed(problem)
    } else {
      state = .notFixed(
        "this process does not link TintypeFixedClock (add `.product(name: \"TintypeFixedClock\", package: …)` to the target)"
      )
    }
  }

  /// The clock as golden fingerprints record it: `2026-06-08T09:41:00Z UTC`, or `real`.
  public var fingerprint: String {
    guard case .fixed(let instant, let zone) = state else { return "real" }
    return "\(Self.iso8601(instant)) \(zone)"
  }

  /// One line for a tool's output: `clock fixed at 2026-06-08T09:41:00Z (UTC)`.
  public var summary: String {
    switch state {
    case .fixed(let instant, let zone): return "clock fixed at \(Self.iso8601(instant)) (\(zone))"
    case .optedOut: return "clock: the wall clock (TINTYPE_CLOCK=real)"
    case .notFixed(let why): return "clock NOT fixed, renders that read the time will differ: \(why)"
    }
  }

  static func iso8601(_ date: Date) -> String {
    ISO8601DateFormatter().string(from: date)
  }
}
