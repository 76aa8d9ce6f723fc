import Foundation
import Synchronization
import Testing
import Tintype
import TintypeArchive
import TintypePreviews
import TintypeTesting
import TintypeUI

/// Problems fail loudly, once: a preview that draws a missing image fails its golden test naming the
/// image and the preview, and records nothing (a placeholder never becomes a golden); a policy that
/// allows the kind lets it record; the `.renderWarnings` scope and the configuration's policy are
/// what an assertion uses; new goldens are said in one issue per preview, not one per image.
@Suite struct PreviewGoldenWarningTests {
  /// A package folder of its own, so that goldens land in its `Goldens/`.
  private func scratchPackage() throws -> (test: String, goldens: URL, root: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("warned-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    FileManager.default.createFile(
      atPath: root.appendingPathComponent("Package.swift").path, contents: Data())
    return (
      root.appendingPathComponent("Tests/GoldenTests.swift").path, root.appendingPathComponent("Goldens"),
      root
    )
  }

  private static let droplets = PreviewCase.make("Droplets") {
    VStack {
      Image("droplets")
      Text("Water")
    }
  }

  /// These previews do not read the time: the wall clock, opted into, keeps the test process as it is.
  private static let realClock = FixedClock(environment: ["TINTYPE_CLOCK": "real"])

  private static let flame = PreviewCase.make("Flame") { Image(systemName: "flame.fill") }

  /// The issues `body` records, as text, with their severity.
  private func issues(_ body: () async -> Void) async -> [(text: String, isFailure: Bool)] {
    let recorded = Mutex<[(String, Bool)]>([])
    await withKnownIssue(isIntermittent: true) {
      await body()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      recorded.withLock { $0.append((text, issue.severity == .error)) }
      return true
    }
    return recorded.withLock { $0 }
  }

  @Test func aMissingImageFailsNamingItAndThePreviewAndRecordsNothing() async throws {
    let (test, goldens, root) = try scratchPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let found = await issues {
      await expectGoldens(forPreview: Self.droplets, record: .missing, clock: Self.realClock, filePath: test)
    }
    let failures = found.filter(\.isFailure).map(\.text)
    #expect(
      failures.contains { $0.hasPrefix("Droplets: missing-asset: ") && $0.contains("\"droplets\"") },
      "\(failures)")
    #expect(failures.contains { $0.contains("Droplets: its goldens were neither compared nor recorded") })
    #expect(!FileManager.default.fileExists(atPath: goldens.path), "a placeholder must not become a golden")
  }

  @Test func anAllowedKindRecordsAndSaysOnceForThePreview() async throws {
    let (test, goldens, root) = try scratchPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let found = await issues {
      await expectGoldens(
        forPreview: Self.droplets, record: .missing, clock: Self.realClock,
        warnings: WarningPolicy.standard.allowing([.missingAsset]), filePath: test)
    }
    #expect(found.count == 1, "\(found)")
    #expect(
      found.first?.text.hasPrefix("Droplets: recorded 2 goldens in \(goldens.path)/Droplets") == true,
      "\(found)")
    #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("Droplets").path))
  }

  @Test func theScopesPolicyIsUsedAndTheConfigurationsBelowIt() async throws {
    let (test, _, root) = try scratchPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    // The standard policy says a stand-in without failing: a warning, then the recorded goldens.
    let said = await issues {
      await expectGoldens(forPreview: Self.flame, record: .missing, clock: Self.realClock, filePath: test)
    }
    #expect(said.contains { !$0.isFailure && $0.text.hasPrefix("Flame: symbol-stand-in: ") }, "\(said)")
    // A strict scope fails it.
    let strict = await issues {
      await RenderWarnings.$policy.withValue(.strict) {
        await expectGoldens(forPreview: Self.flame, record: .missing, clock: Self.realClock, filePath: test)
      }
    }
    #expect(strict.contains { $0.isFailure && $0.text.hasPrefix("Flame: symbol-stand-in: ") }, "\(strict)")
    // A configuration that acknowledges it: nothing is said at all.
    var configuration = PreviewConfiguration()
    configuration.warnings = WarningPolicy.standard.allowing([.symbolStandIn])
    let quiet = await issues {
      await expectGoldens(
        forPreview: Self.flame, renderer: PreviewRenderer(configuration: configuration), record: .missing,
        clock: Self.realClock, filePath: test)
    }
    #expect(quiet.isEmpty, "\(quiet)")
  }
}
