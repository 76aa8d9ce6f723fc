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
}
