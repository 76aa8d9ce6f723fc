import Foundation
import Testing
import TintypeArchive
import TintypePreviews
import TintypeTesting

/// The clock as `TintypeFixedClock` leaves it in the environment, and as the goldens' fingerprint
/// records it.
@Suite struct FixedClockTests {
  @Test func theEnvironmentSaysWhatTheClockIs() {
    let fixed = FixedClock(environment: ["TINTYPE_FIXED_CLOCK": "1780911660 Europe/Berlin"])
    #expect(fixed.state == .fixed(instant: FixedClock.defaultInstant, timeZone: "Europe/Berlin"))
    #expect(fixed.fingerprint == "2026-06-08T09:41:00Z Europe/Berlin")
    #expect(
      FixedClock(environment: ["TINTYPE_CLOCK": "real", "TINTYPE_FIXED_CLOCK": "1 UTC"]).state == .optedOut)
    #expect(FixedClock(environment: ["TINTYPE_CLOCK": "real"]).fingerprint == "real")
    let missing = FixedClock(environment: ["TINTYPE_FIXED_CLOCK_PROBLEM": "libfaketime was not found"])
    #expect(missing.state == .notFixed("libfaketime was not found"))
    #expect(missing.summary.contains("NOT fixed"))
    // A process that does not link the clock says how to.
    guard case .notFixed(let why) = FixedClock(environment: [:]).state else {
      Issue.record("an empty environment is a fixed clock")
      return
    }
    #expect(why.contains("TintypeFixedClock"))
  }

  /// The Swift default and the C constructor's default are one instant.
  @Test func theDefaultInstantIsTheConstructors() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let header = try String(
      contentsOf: root.appendingPathComponent("Sources/TintypeFixedClock/include/TintypeFixedClock.h"),
      encoding: .utf8)
    #expect(
      header.contains(
        "#define TINTYPE_FIXED_CLOCK_DEFAULT_NOW \(Int(FixedClock.defaultInstant.timeIntervalSince1970))L"))
  }

  /// Goldens recorded at one fixed clock say so when compared at another; a fingerprint from before
  /// clocks were recorded matches any clock.
  @Test func theFingerprintNamesAnotherClock() {
    var recorded = GoldenFingerprint.current
    recorded.clock = "2026-06-08T09:41:00Z UTC"
    var now = recorded
    now.clock = "real"
    #expect(
      recorded.differences(from: now)
        == "the goldens were recorded with the clock fixed at 2026-06-08T09:41:00Z UTC")
    #expect(GoldenFingerprint.read(Self.write(recorded))?.clock == "2026-06-08T09:41:00Z UTC")
    var old = recorded
    old.clock = nil
    #expect(old.differences(from: now) == nil)
  }

  static func write(_ fingerprint: GoldenFingerprint) -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fingerprint-\(UUID().uuidString).json")
    try? Data(JSONWriter.write(fingerprint.json)).write(to: file)
    return file
  }
}
