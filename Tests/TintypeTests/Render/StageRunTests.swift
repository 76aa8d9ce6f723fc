import Foundation
import Testing
import TintypeReview
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// A render runs each stage once: one resolve, one layout, one display list (for both the pixels and
/// the tap targets) and one paint.
@Suite struct StageRunTests {
  struct Card: View {
    var body: some View {
      VStack {
        Text("Next meeting").font(.headline)
        Link(destination: URL(string: "bookclub://meeting")!) { Text("Open") }
      }
    }
  }

  @Test func aRenderBuildsEachProductOnce() throws {
    let renderer = WidgetRenderer()
    let request = RenderRequest(family: .systemSmall)
    let archive = try renderer.archive(Card(), request: request)
    let before = renderer.stageRuns.snapshot
    let image = try renderer.render(archive, request: request)
    #expect(image.tapTargets.count == 1)
    let after = renderer.stageRuns.snapshot
    for stage in StageRuns.Stage.allCases {
      #expect((after[stage] ?? 0) - (before[stage] ?? 0) == 1, "\(stage)")
    }
  }

  @Test(arguments: [false, true]) func aStandByRenderBuildsEachProductOnce(night: Bool) throws {
    let renderer = WidgetRenderer()
    let request = RenderRequest(family: .systemSmall)
    let archive = try renderer.archive(Card(), request: request)
    let before = renderer.stageRuns.snapshot
    let image = try renderer.standBy(archive, request: request, night: night)
    #expect(image.tapTargets.count == 1)
    let after = renderer.stageRuns.snapshot
    for stage in StageRuns.Stage.allCases {
      #expect((after[stage] ?? 0) - (before[stage] ?? 0) == 1, "\(stage)")
    }
  }

  @Test func aGalleryShotIsResolvedAndLaidOutOnce() throws {
    let renderer = WidgetRenderer()
    let device = renderer.catalog.default
    let archive = ViewArchive(Card(), family: .systemSmall)
    let gallery = Gallery(archives: [archive], device: device, modes: [.fullColor])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stages-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = renderer.stageRuns.snapshot
    let report = try gallery.write(to: folder, renderer: renderer)
    let after = renderer.stageRuns.snapshot
    // One shot per colour scheme (and context shots: the Home Screen, StandBy). Every layout made
    // is painted: none is made again just for a shot's layout dump.
    let shots = report.files.filter { $0.hasSuffix(".layout.json") }.count
    #expect(shots == 2, "\(report.files)")
    let made = { (stage: StageRuns.Stage) in (after[stage] ?? 0) - (before[stage] ?? 0) }
    #expect(made(.layout) == made(.paint) && made(.resolve) == made(.paint), "\(after) − \(before)")
    #expect(made(.paint) >= shots)
  }
}
