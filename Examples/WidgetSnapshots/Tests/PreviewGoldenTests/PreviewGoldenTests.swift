// Written by `tintype init` once: yours to change, `init` never touches it again.
//
// One golden test per preview, with each family, rendering mode, colour scheme and entry checked
// against Goldens/<preview>/<family>-<mode>-<scheme>-<entry>.png. A missing golden is recorded on a
// developer machine and fails under CI (TINTYPE_RECORD=all re-records). The previews see a fixed
// clock (TINTYPE_NOW, TINTYPE_TIME_ZONE; TINTYPE_CLOCK=real for the wall clock).
import PreviewRegistry
import Testing
import TintypeTesting

@Test(arguments: tintypePreviews())
func golden(_ preview: PreviewCase) async throws {
  await expectGoldens(forPreview: preview, renderer: try previewRenderer())
}
