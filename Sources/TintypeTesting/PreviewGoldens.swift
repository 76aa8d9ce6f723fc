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
/// schemes, each entry, as far as the renderer's configuration (`tintype.json`) golden-tests them.
///
/// The process's clock must be fixed (the package `tintype init` writes links `TintypeFixedClock`)
/// or opted out of with `TINTYPE_CLOCK=real`; otherwise the test fails saying why.
///
/// The renders' warnings are said once for the preview, by what `warnings` (else the
/// `.renderWarnings` trait's policy, else the configuration's, adjusted by `TINTYPE_STRICT` and
/// `TINTYPE_ALLOW`) makes of them: a failing one (by default a missing image or colour) fails the
/// test naming it, and no golden of the preview is compared or recorded until it is fixed, so a
/// placeholder never becomes a golden. New goldens are said in one issue per preview; a render that
/// differs attaches its expected, actual and difference images to the test.
///
/// Use it with the registry `tintype init` generates:
///
/// ```swift
/// @Test(arguments: goldenPreviews()) func golden(_ preview: PreviewCase) async throws {
///   await expectGoldens(forPreview: preview, renderer: try previewRenderer())
/// }
/// ```
public func expectGoldens(
  forPreview preview: PreviewCase, renderer: PreviewRenderer = PreviewRenderer(),
  comparison: ImageComparison = ImageComparison(), record: GoldenFile.RecordMode = .fromEnvironment,
  clock: FixedClock = .current, warnings: WarningPolicy? = nil, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  func fail(_ message: String) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  // A widget's family the device does not have (an iPad family on an iPhone) has nothing to compare.
  guard renderer.device.families[preview.family] != nil else { return }
  // Previews and providers read `Date()`: on the wall clock their goldens would differ a minute later.
  if case .notFixed(let why) = clock.state {
    fail(
      "\(preview.name): the clock is not fixed, so a golden that shows the time cannot pass twice: \(why); set TINTYPE_CLOCK=real to compare on the wall clock anyway"
    )
    return
  }
  let policy: WarningPolicy
  do {
    policy = try RenderWarnings.effective(warnings, fallback: renderer.configuration.warnings)
  } catch {
    fail("\(preview.name): \(error)")
    return
  }
  var images: [(name: String, image: RenderedImage)] = []
  var summary = WarningSummary(policy: policy)
  do {
    let archive = try await renderer.archive(preview)
    for (name, request) in renderer.requests(preview, archive: archive) {
      let image = try renderer.renderer.render(archive, request: request)
      summary.add(image.warnings, in: name)
      images.append((name, image))
    }
  } catch {
    fail("could not render the preview \(preview.name): \(error)")
    return
  }
  for entry in summary.failures { fail("\(preview.name): \(entry.kind.name): \(entry)") }
  for entry in summary.reported {
    Issue.record(
      Comment(rawValue: "\(preview.name): \(entry.kind.name): \(entry)"), severity: .warning,
      sourceLocation: sourceLocation)
  }
  if summary.failed {
    fail(
      "\(preview.name): its goldens were neither compared nor recorded: \(summary.line) (policy: \(policy)); fix the preview or the assets, or allow the kind (.renderWarnings, TINTYPE_ALLOW, or \"warnings\" in tintype.json)"
    )
    return
  }
  var recorded: [String] = []
  var folder: URL?
  for (name, image) in images {
    let golden = GoldenFile(name: "\(preview.folderName)/\(name)", testFile: filePath)
    let check = golden.check(image, comparison: comparison, record: record)
    switch check.outcome {
    case .matched: break
    case .recorded:
      recorded.append(name)
      folder = golden.url.deletingLastPathComponent()
    case .differed:
      fail("\(preview.name): \(check.message ?? "")")
      for (file, png) in check.images {
        Attachment.record(
          [UInt8](png), named: "\(preview.folderName)-\(name)-\(file)", sourceLocation: sourceLocation)
      }
    case .missing, .failed: fail("\(preview.name): \(check.message ?? "")")
    }
  }
  // One issue for all the goldens a preview recorded, not one per image.
  if let folder, !recorded.isEmpty {
    fail(
      "\(preview.name): recorded \(recorded.count) golden\(recorded.count == 1 ? "" : "s") in \(folder.path) (\(recorded.prefix(3).joined(separator: ", "))\(recorded.count > 3 ? ", …" : "")); look at them, then run the tests again"
    )
  }
}
