import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeTesting
import TintypeUI
import TintypeViewRendering

/// The golden library's own behaviour, on purpose-made renders in a scratch folder: a missing golden
/// is recorded and fails (or, with recording off, fails and writes nothing), a match passes, a
/// mismatch fails and leaves expected, actual and difference images, and each record mode does what
/// it says.
@Suite struct GoldenFileTests {
  struct Swatch: View {
    let color: Color
    var body: some View { color.containerBackground(color, for: .widget) }
  }

  private func render(_ color: Color) throws -> RenderedImage {
    try WidgetRenderer().render(Swatch(color: color), family: .systemSmall)
  }

  private func scratch() throws -> (GoldenFile, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (
      GoldenFile(name: "swatch", folder: folder, failures: folder.appendingPathComponent("failures")), folder
    )
  }

  private let exact = ImageComparison(precision: 1, perceptualPrecision: 1)

  @Test func aMissingGoldenIsRecordedAndFailsThenPasses() throws {
    let (golden, folder) = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = golden.verify(try render(.blue), comparison: exact, record: .missing)
    #expect(first?.hasPrefix("recorded a new golden at") == true)
    #expect(FileManager.default.fileExists(atPath: golden.url.path))
    #expect(golden.verify(try render(.blue), comparison: exact, record: .missing) == nil)
  }

  @Test func withRecordingOffAMissingGoldenFailsAndNothingIsWritten() throws {
    let (golden, folder) = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let message = golden.verify(try render(.blue), comparison: exact, record: .never)
    #expect(message?.hasPrefix("no golden at \(golden.url.path)") == true)
    #expect(!FileManager.default.fileExists(atPath: golden.url.path))
  }

  @Test func aMismatchFailsAndLeavesItsImages() throws {
    let (golden, folder) = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = golden.verify(try render(.blue), comparison: exact, record: .missing)
    let message = try #require(golden.verify(try render(.red), comparison: exact, record: .missing))
    #expect(message.hasPrefix("render differs from swatch.png"))
    #expect(message.contains("TINTYPE_RECORD=failed"))
    for name in ["expected.png", "actual.png", "diff.png"] {
      #expect(FileManager.default.fileExists(atPath: golden.failuresFolder.appendingPathComponent(name).path))
    }
    // The whole widget differs: the box covers it, in points.
    #expect(message.contains("(at (0, 0) 164.3 × 164.3 pt)"), "\(message)")
    #expect(message.contains("over ΔE 1 / 2 / 5 / 10:"))
    // The golden itself is left as it was, and passing clears the stale failure images.
    #expect(golden.verify(try render(.blue), comparison: exact, record: .never) == nil)
    #expect(!FileManager.default.fileExists(atPath: golden.failuresFolder.path))
  }

  @Test func recordFailedReplacesOnlyADifferingGoldenAndStillFails() throws {
    let (golden, folder) = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = golden.verify(try render(.blue), comparison: exact, record: .missing)
    #expect(golden.verify(try render(.blue), comparison: exact, record: .failed) == nil)
    #expect(
      golden.verify(try render(.red), comparison: exact, record: .failed)?.contains("re-recorded") == true)
    #expect(golden.verify(try render(.red), comparison: exact, record: .never) == nil)
  }

  @Test func recordAllRewritesAndFails() throws {
    let (golden, folder) = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = golden.verify(try render(.blue), comparison: exact, record: .missing)
    #expect(
      golden.verify(try render(.blue), comparison: exact, record: .all)?.hasPrefix("re-recorded") == true)
  }

  @Test func theModeComesFromTheEnvironment() {
    typealias Mode = GoldenFile.RecordMode
    #expect(Mode.from([:]) == .missing)
    #expect(Mode.from(["CI": "true"]) == .never)
    #expect(Mode.from(["CI": "true", "TINTYPE_RECORD": "failed"]) == .failed)
    #expect(Mode.from(["TINTYPE_RECORD": "1"]) == .all)
    #expect(Mode.from(["TINTYPE_RECORD": "ALL"]) == .all)
    #expect(Mode.from(["TINTYPE_RECORD": "never"]) == .never)
  }
}

/// The fingerprint beside the goldens: written with the first golden, and named first in a failure
/// when the goldens were recorded with other fonts.
@Suite struct GoldenFingerprintTests {
  @Test func aFailureOnAMachineWithOtherFontsSaysSoFirst() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fingerprint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = GoldenFile(
      name: "swatch", folder: folder, failures: folder.appendingPathComponent("failures"))
    let renderer = WidgetRenderer()
    let exact = ImageComparison(precision: 1, perceptualPrecision: 1)
    _ = golden.verify(
      try renderer.render(Color.blue, family: .systemSmall), comparison: exact, record: .missing)
    #expect(GoldenFingerprint.read(golden.fingerprintFile) == GoldenFingerprint.current)
    // Another machine's fonts, as far as the file says.
    var other = GoldenFingerprint.current
    other.fonts = "0000000000000000"
    try Data(JSONWriter.write(other.json)).write(to: golden.fingerprintFile)
    let message = try #require(
      golden.verify(try renderer.render(Color.red, family: .systemSmall), comparison: exact, record: .never))
    #expect(message.hasPrefix("the goldens were recorded with other fonts"), "\(message)")
    #expect(message.contains("re-record"))
  }

  @Test func aPreviewsGoldensInTheirOwnFolderShareThePackagesFingerprint() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = GoldenFile(
      name: "Badge/systemSmall-fullColor-light-0", folder: folder,
      failures: folder.appendingPathComponent("f"))
    #expect(golden.fingerprintFile == folder.appendingPathComponent("goldens.json"))
    _ = golden.verify(
      try WidgetRenderer().render(Color.blue, family: .systemSmall), comparison: ImageComparison(),
      record: .missing)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens.json").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Badge/goldens.json").path))
  }
}
