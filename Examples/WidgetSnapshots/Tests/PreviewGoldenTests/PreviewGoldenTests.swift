// Written by `tintype init` once: yours to change, `init` never touches it again.
//
// One golden test per preview (and per widget family of the bundle), with each rendering mode,
// colour scheme and entry checked against Goldens/<preview>/<family>-<mode>-<scheme>-<entry>.png;
// tintype.json chooses what is tested and which warnings fail (a missing image or colour does). A
// missing golden is recorded on a developer machine and fails under CI (TINTYPE_RECORD=all
// re-records). The previews see a fixed clock (TINTYPE_NOW, TINTYPE_TIME_ZONE; TINTYPE_CLOCK=real
// for the wall clock).
import PreviewRegistry
import Testing
import TintypeTesting

@Test(arguments: goldenPreviews())
func golden(_ preview: PreviewCase) async throws {
  await expectGoldens(forPreview: preview, renderer: try previewRenderer())
}
