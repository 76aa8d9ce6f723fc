import Foundation
import Tintype
import TintypeArchive
import TintypeComparison
import TintypeRaster

/// Compares a rendered image with a reference PNG in `Goldens/`, records one when asked, and leaves
/// expected | actual | diff images for people to look at when they differ. The framework-specific
/// assertions (`expectGolden` for Swift Testing, `assertGolden` for XCTest) call this.
public struct GoldenFile: Sendable {
  /// Whether to write the render as the new golden, as swift-snapshot-testing's record modes do.
  /// A recorded golden always fails its test, so that someone looks at it before it is trusted.
  public enum RecordMode: String, Sendable, CaseIterable {
    /// Record goldens that do not exist yet (the default on a developer's machine).
    case missing
    /// Record every golden.
    case all
    /// Record the goldens that differ (and those missing).
    case failed
    /// Record nothing: a missing golden fails with its path (the default when `CI` is set, so that a
    /// retried CI run cannot pass by recording).
    case never

    /// `TINTYPE_RECORD` (`all`, `missing`, `failed`, `never`; `1` means `all`), else the mode of the
    /// enclosing `.goldens(record:)` trait or `withGoldens(record:)` scope, else `.never` when `CI` is
    /// set, else `.missing`.
    public static var fromEnvironment: RecordMode {
      from(ProcessInfo.processInfo.environment, scope: GoldenRecording.mode)
    }

    /// Why a missing golden at `url` cannot be recorded in this mode (`never`), or nil.
    func refusal(exists: Bool, at url: URL) -> String? {
      guard !exists && self == .never else { return nil }
      return "no golden at \(url.path), and recording is off (record mode never"
        + " — the default when CI is set); record it on a developer machine (TINTYPE_RECORD=missing) and commit it"
    }

    /// `fromEnvironment` over a given environment and scope.
    public static func from(_ environment: [String: String], scope: RecordMode? = nil) -> RecordMode {
      if let value = environment["TINTYPE_RECORD"]?.lowercased() {
        if value == "1" { return .all }
        if let mode = RecordMode(rawValue: value) { return mode }
      }
      if let scope { return scope }
      return environment["CI"].map { !$0.isEmpty && $0 != "0" && $0 != "false" } == true ? .never : .missing
    }
  }

  /// The golden's path.
  public let url: URL
  /// The goldens' folder (`Goldens/`), which holds `goldens.json` for all of them.
  public let folder: URL
  /// Where failure images go.
  public let failuresFolder: URL

  /// The golden `name.png` in `folder` (`name` may have subfolders, as a preview's goldens do);
  /// failure images go to `failures/name/`.
  public init(name: String, folder: URL, failures: URL) {
    url = folder.appendingPathComponent(name + ".png")
    self.folder = folder
    failuresFolder = failures.appendingPathComponent(name)
  }

  /// The golden `name.png` in the package's `Goldens/` folder, found by walking up from the test
  /// file to the folder holding `Package.swift`. Failure images go to `.build/tintype-failures/`,
  /// or to `TINTYPE_FAILURES` when set.
  public init(name: String, testFile: String) {
    let (folder, failures) = Self.folders(testFile: testFile)
    self.init(name: name, folder: folder, failures: failures)
  }

  /// The package's `Goldens/` folder, found by walking up from the test file to the folder holding
  /// `Package.swift`, and where failure files go: `.build/tintype-failures/`, or `TINTYPE_FAILURES`.
  static func folders(testFile: String) -> (goldens: URL, failures: URL) {
    var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while folder.path != "/"
      && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder = folder.deletingLastPathComponent()
    }
    let failures =
      ProcessInfo.processInfo.environment["TINTYPE_FAILURES"].map { URL(fileURLWithPath: $0) }
      ?? folder.appendingPathComponent(".build/tintype-failures")
    return (folder.appendingPathComponent("Goldens"), failures)
  }

  /// `goldens.json` in the goldens' folder: what the goldens were rendered with, once for the package
  /// (a preview's goldens in `Goldens/<preview>/` share it).
  public var fingerprintFile: URL { folder.appendingPathComponent("goldens.json") }

  /// Writes this machine's fingerprint beside the goldens when there is none, or when every golden
  /// is being re-recorded (`replacing`); a single new golden does not speak for the others.
  private func recordFingerprint(replacing: Bool) throws {
    if !replacing && FileManager.default.fileExists(atPath: fingerprintFile.path) { return }
    try AtomicFile.write(Data(JSONWriter.write(GoldenFingerprint.current.json)), to: fingerprintFile)
  }

  /// Checks `image` against the golden; returns `nil` when they match, else why they do not and
  /// where the images are.
  public func verify(
    _ image: RenderedImage, comparison: ImageComparison, record: RecordMode = .fromEnvironment
  ) -> String? {
    check(image, comparison: comparison, record: record).message
  }

  /// Checks `image` against the golden, recording it as `record` says: what happened, why, and the
  /// expected, actual and difference images when they differ (also written to `failuresFolder`).
  public func check(
    _ image: RenderedImage, comparison: ImageComparison, record: RecordMode = .fromEnvironment
  ) -> GoldenCheck {
    do {
      let exists = FileManager.default.fileExists(atPath: url.path)
      if let refusal = record.refusal(exists: exists, at: url) { return GoldenCheck(.missing, refusal) }
      if record == .all || !exists {
        try image.write(to: url)
        try recordFingerprint(replacing: record == .all)
        return GoldenCheck(
          .recorded,
          (exists ? "re-recorded" : "recorded a new golden at")
            + " \(url.path); look at it, then run the test again")
      }
      let expected = try PNGDecoder().decode(Array(try Data(contentsOf: url)))
      let result = comparison.compare(expected: expected, actual: image.canvas)
      if result.matches {
        // A passing test leaves no stale failure images from an earlier run to mislead anyone.
        try? FileManager.default.removeItem(at: failuresFolder)
        return GoldenCheck(.matched, nil)
      }
      if record == .failed {
        try image.write(to: url)
        try recordFingerprint(replacing: false)
        return GoldenCheck(
          .recorded,
          "render differed from \(url.lastPathComponent) (\(result.message)); re-recorded it: look at it, then run the test again"
        )
      }
      let encoder = PNGEncoder()
      let diff = try DiffImage.make(expected: expected, actual: image.canvas, result: result)
      let images = [
        ("expected.png", Data(try encoder.encode(expected))),
        ("actual.png", Data(try encoder.encode(image.canvas))),
        ("diff.png", Data(try encoder.encode(diff))),
      ]
      for (name, data) in images {
        try AtomicFile.write(data, to: failuresFolder.appendingPathComponent(name))
      }
      // A different machine's fonts or catalog explain every failure at once: say that first.
      let fingerprint = GoldenFingerprint.read(fingerprintFile).flatMap { $0.differences(from: .current) }
      let message =
        (fingerprint.map { "\($0) (\(fingerprintFile.path)): re-record them on this machine; " } ?? "")
        + "render differs from \(url.lastPathComponent): \(result.message)"
        + (result.differenceBox(inPointsAt: image.scale).map { " (\($0))" } ?? "")
        + "; expected | difference | actual in \(failuresFolder.path)/diff.png"
        + "; to accept the change, run again with TINTYPE_RECORD=failed"
      return GoldenCheck(.differed, message, images: images)
    } catch {
      return GoldenCheck(.failed, "golden \(url.path): \(error)")
    }
  }
}

/// What checking one render against its golden found.
public struct GoldenCheck: Sendable {
  /// What happened.
  public enum Outcome: Sendable {
    /// The render matches the golden.
    case matched
    /// The render was written as the golden (new, or re-recorded as the record mode asked).
    case recorded
    /// There is no golden and the record mode forbids writing one.
    case missing
    /// The render differs from the golden.
    case differed
    /// The golden could not be read or written.
    case failed
  }

  /// What happened.
  public var outcome: Outcome
  /// Why the check did not pass, for people; `nil` when it matched.
  public var message: String?
  /// When the render differed: `expected.png`, `actual.png` and `diff.png` with their PNG bytes.
  public var images: [(name: String, png: Data)]

  init(_ outcome: Outcome, _ message: String?, images: [(name: String, png: Data)] = []) {
    self.outcome = outcome
    self.message = message
    self.images = images
  }
}
