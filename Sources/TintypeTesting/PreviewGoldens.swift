import Foundation
import Testing
import Tintype
import TintypePreviews
import TintypeUI
import TintypeViewRendering

/// Previews name their parameterised golden tests: `golden(_:)` with argument "Small" reads as such.
extension PreviewCase: CustomTestStringConvertible {
  public var testDescription: String { name }
}

/// Checks every render of `preview` against `Goldens/<preview>/<family>-<mode>-<scheme>-<entry>.png`
/// (Swift Testing): each rendering mode the family shows (view previews in full colour), both
/// schemes, each entry. The process's clock must be fixed (the package `tintype init` writes links
/// `TintypeFixedClock`) or opted out of with `TINTYPE_CLOCK=real`; otherwise the test fails saying why.
/// Use it with the registry `tintype init` generates:
///
/// ```swift
/// @Test(arguments: previews) func golden(_ preview: PreviewCase) async {
///   await expectGoldens(forPreview: preview)
/// }
/// ```
public func expectGoldens(
  forPreview preview: PreviewCase, renderer: PreviewRenderer = PreviewRenderer(),
  comparison: ImageComparison = ImageComparison(), record: GoldenFile.RecordMode = .fromEnvironment,
  clock: FixedClock = .current, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  // A widget's family the device does not have (an iPad family on an iPhone) has nothing to compare.
  guard renderer.device.families[preview.family] != nil else { return }
  // Previews and providers read `Date()`: on the wall clock their goldens would differ a minute later.
  if case .notFixed(let why) = clock.state {
    Issue.record(
      Comment(
        rawValue:
          "\(preview.name): the clock is not fixed, so a golden that shows the time cannot pass twice: \(why); set TINTYPE_CLOCK=real to compare on the wall clock anyway"
      ), sourceLocation: sourceLocation)
    return
  }
  do {
    let archive = try await renderer.archive(preview)
    for (name, request) in renderer.requests(preview, archive: archive) {
      let image = try renderer.renderer.render(archive, request: request)
      if let failure = GoldenFile(name: "\(preview.folderName)/\(name)", testFile: filePath).verify(
        image, comparison: comparison, record: record)
      {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
      }
    }
  } catch {
    Issue.record(
      Comment(rawValue: "could not render the preview \(preview.name): \(error)"),
      sourceLocation: sourceLocation)
  }
}
