import Foundation
import Tintype
import TintypeComparison
import TintypeRaster

/// Compares a rendered image with a reference PNG in `Goldens/`, records one when asked, and leaves
/// expected | actual | diff images for people to look at when they differ. The framework-specific
/// assertions (`expectGolden` for Swift Testing, `assertGolden` for XCTest) call this.
public struct GoldenFile: Sendable {
  /// Whether to write the render as the new golden: `.missing` records only absent goldens (they
  /// still fail, so a recorded image is always looked at), `.all` overwrites every golden.
  public enum RecordMode: Sendable {
    case missing
    case all

    /// `.all` when the environment variable `TINTYPE_RECORD` is `1`, else `.missing`.
    public static var fromEnvironment: RecordMode {
      ProcessInfo.processInfo.environment["TINTYPE_RECORD"] == "1" ? .all : .missing
    }
  }

  /// The golden's path.
  public let url: URL
  /// Where failure images go.
  public let failuresFolder: URL

  /// The golden `name.png` in `folder`; failure images go to `failures/name/`.
  public init(name: String, folder: URL, failures: URL) {
    url = folder.appendingPathComponent(name + ".png")
    failuresFolder = failures.appendingPathComponent(name)
  }

  /// The golden `name.png` in the package's `Goldens/` folder, found by walking up from the test
  /// file to the folder holding `Package.swift`. Failure images go to `.build/tintype-failures/`,
  /// or to `TINTYPE_FAILURES` when set.
  public init(name: String, testFile: String) {
    var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while folder.path != "/"
      && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder = folder.deletingLastPathComponent()
    }
    let failures =
      ProcessInfo.processInfo.environment["TINTYPE_FAILURES"].map { URL(fileURLWithPath: $0) }
      ?? folder.appendingPathComponent(".build/tintype-failures")
    self.init(name: name, folder: folder.appendingPathComponent("Goldens"), failures: failures)
  }

  /// Checks `image` against the golden; returns `nil` when they match, else why they do not and
  /// where the images are.
  public func verify(
    _ image: RenderedImage, comparison: ImageComparison, record: RecordMode = .fromEnvironment
  ) -> String? {
    do {
      let exists = FileManager.default.fileExists(atPath: url.path)
      if record == .all || !exists {
        try image.write(to: url)
        return (exists ? "re-recorded" : "recorded a new golden at")
          + " \(url.path); look at it, then run the test again"
      }
      let expected = try PNGDecoder().decode(Array(try Data(contentsOf: url)))
      let result = comparison.compare(expected: expected, actual: image.canvas)
      if result.matches { return nil }
      let encoder = PNGEncoder()
      try AtomicFile.write(
        Data(try encoder.encode(expected)), to: failuresFolder.appendingPathComponent("expected.png"))
      try AtomicFile.write(
        Data(try encoder.encode(image.canvas)), to: failuresFolder.appendingPathComponent("actual.png"))
      let diff = try DiffImage.make(expected: expected, actual: image.canvas, result: result)
      try AtomicFile.write(
        Data(try encoder.encode(diff)), to: failuresFolder.appendingPathComponent("diff.png"))
      return
        "render differs from \(url.lastPathComponent): \(result.message); expected | difference | actual in \(failuresFolder.path)/diff.png"
    } catch {
      return "golden \(url.path): \(error)"
    }
  }
}
