import Foundation
import Testing
import TintypeArchive
import TintypeReview

@testable import Tintype

/// The gallery's context shots of a widget's presentations (StandBy, CarPlay, the Mac desktop):
/// one that cannot be drawn is a problem of that shot, and the gallery goes on.
@Suite struct GalleryPresentationTests {
  @Test func aPresentationThatCannotBeDrawnIsReportedAndTheGalleryGoesOn() throws {
    // A PNG cut short: it passes the archive's header check and fails when the render decodes it.
    let truncated = try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/png/truncated.png"))
    let json =
      #"{"format": "tintype-archive", "version": 1, "kind": "Broken", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:41:00Z", "view": {"type": "Image", "data": "\#(truncated.base64EncodedString())"}}]}"#
    let broken = try ViewArchive(jsonData: Data(json.utf8))
    let renderer = WidgetRenderer()
    let gallery = Gallery(archives: [broken], device: renderer.catalog.default, modes: [.fullColor])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try gallery.write(to: folder, renderer: renderer)
    let failed = Set(report.problems.compactMap(\.file))
    for file in [
      "standby.png", "standby-night.png", "carplay.png", "mac-desktop.png", "mac-desktop-receded.png",
    ] {
      #expect(failed.contains("Broken/\(file)"), "\(failed)")
    }
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
  }
}
