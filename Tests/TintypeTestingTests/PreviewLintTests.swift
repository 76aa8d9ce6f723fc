import Foundation
import Testing
import TintypePreviews
import TintypeUI

/// `swift run previews --lint`: the review's render rules on every preview; exit 1 on an error.
@Suite struct PreviewLintTests {
  @Test func aPreviewWithAnErrorFailsAndACleanOnePasses() async {
    let faint = PreviewCase.make("Faint") {
      Text("Pale on white").foregroundStyle(Color(white: 0.8)).padding().background(Color.white)
    }
    let clean = PreviewCase.make("Clean") {
      Text("Ink on paper").foregroundStyle(Color.black).padding().background(Color.white)
    }
    #expect(await PreviewsCommand.run([faint], arguments: ["--lint"], environment: [:]) == 1)
    #expect(await PreviewsCommand.run([clean], arguments: ["--lint"], environment: [:]) == 0)
  }

  @Test func previewsTakeTheStressAxes() async throws {
    let preview = PreviewCase.make("Label") {
      Text("Ink on paper").foregroundStyle(Color.black).padding().background(Color.white)
    }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let status = await PreviewsCommand.run(
      [preview], arguments: ["--out", out.path, "--dynamic-type", "AX3", "--pseudo-language", "accented"],
      environment: [:])
    #expect(status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Label").path)
    #expect(files.contains { $0.hasSuffix("-AX3-accented-0.png") }, "\(files)")
    // A gallery is one stress; the review takes several; a size that is none is a usage error.
    #expect(
      await PreviewsCommand.run(
        [preview], arguments: ["--out", out.path, "--dynamic-type", "AX3", "--dynamic-type", "large"],
        environment: [:]) == 2)
    #expect(
      await PreviewsCommand.run(
        [preview], arguments: ["--lint", "--dynamic-type", "AX3", "--dynamic-type", "large"], environment: [:]
      )
        == 0)
    #expect(
      await PreviewsCommand.run([preview], arguments: ["--lint", "--dynamic-type", "AX9"], environment: [:])
        == 2)
  }
}
