import Foundation
import Testing
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
}
