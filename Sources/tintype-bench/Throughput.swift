import Dispatch
import Foundation
import Tintype
import TintypeArchive

/// Whole renders of the shared medium scene (archive → PNG) per second, on one core and on every
/// core at once: the figure the other benchmarks are read against.
enum Throughput {
  /// `count` renders on one core, then `count` per core on every core; images per second each.
  static func medium(count: Int) -> (single: Double, allCores: Double, cores: Int) {
    let device = BenchmarkDevice.make()
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets")
    let renderer = WidgetRenderer(assets: [assets])
    let spec = device.families[.systemMedium]!
    @Sendable func renderOnce() {
      var archive = ViewArchive(
        BenchmarkScene(), family: .systemMedium, environment: renderer.archiveEnvironment(spec, device))
      archive.contentMarginsDisabled = true
      _ = try? renderer.render(archive, request: RenderRequest(family: .systemMedium, device: device))
        .pngData()
    }
    let single = Stopwatch.time { for _ in 0..<count { renderOnce() } }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let parallel = Stopwatch.time {
      DispatchQueue.concurrentPerform(iterations: count * cores) { _ in renderOnce() }
    }
    return (Double(count) / single, Double(count * cores) / parallel, cores)
  }
}
