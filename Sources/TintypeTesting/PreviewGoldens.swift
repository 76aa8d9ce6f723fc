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
/// schemes, each entry. Use it with the registry `tintype init` generates:
///
/// ```swift
/// @Test(arguments: previews) func golden(_ preview: PreviewCase) async {
///   await expectGoldens(forPreview: preview)
/// }
/// ```
public func expectGoldens(
  forPreview preview: PreviewCase, renderer: PreviewRenderer = PreviewRenderer(),
  comparison: ImageComparison = ImageComparison(), record: GoldenFile.RecordMode = .fromEnvironment,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async {
  // A widget's family the device does not have (an iPad family on an iPhone) has nothing to compare.
  guard renderer.device.families[preview.family] != nil else { return }
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
