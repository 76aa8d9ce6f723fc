import BookClub
import Dispatch
import Foundation
import Tintype
import TintypeArchive
import TintypeReview
import TintypeUI

/// `tintype-bench gallery`: the built-in widgets' gallery (every Book Club widget × family × mode ×
/// scheme × entry on the default iPhone, with its layout dumps, contact sheets, context shots and
/// page) timed in the same run as the medium scene's all-core throughput, and the same renders
/// alone (render and PNG, nothing else, nothing written): the difference is the gallery's own
/// work, the rest is what its widgets cost to draw. Medians of `BENCH_N` runs (default 5).
enum GalleryBenchmark {
  static func run() throws {
    let runs = Int(ProcessInfo.processInfo.environment["BENCH_N"] ?? "") ?? 5
    let device = DeviceCatalog.standard.default
    let renderer = WidgetRenderer(assets: [BookClubExamples.assetsDirectory])
    let environments = Dictionary(
      uniqueKeysWithValues: device.orderedFamilies.compactMap { family in
        device.families[family].map { (family, renderer.archiveEnvironment($0, device)) }
      })
    let archives = try wait {
      try await BookClubExamples.archives(environment: { environments[$0] ?? ArchiveEnvironment() })
    }
    let gallery = Gallery(archives: archives, device: device, modes: WidgetRenderingMode.allCases)
    let shots = GalleryPlan(archives: archives, device: device, modes: WidgetRenderingMode.allCases).shots
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tintype-bench-gallery-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }

    var galleryTimes: [Double] = []
    var renderTimes: [Double] = []
    var renders = 0
    for run in 0...runs {
      let folder = root.appendingPathComponent("\(run)")
      let galleryTime = try Stopwatch.time {
        renders = try gallery.write(to: folder, renderer: renderer).renders
      }
      let renderTime = Stopwatch.time {
        DispatchQueue.concurrentPerform(iterations: shots.count) { index in
          let shot = shots[index]
          _ = try? renderer.render(archives[shot.archiveIndex], request: shot.request).pngData()
        }
      }
      // The first run warms the caches (fonts, glyphs, decoded assets) and is not counted.
      if run > 0 {
        galleryTimes.append(galleryTime)
        renderTimes.append(renderTime)
      }
    }
    let throughput = Throughput.medium(count: 16)
    let gallerySeconds = Stopwatch.median(galleryTimes)
    let renderSeconds = Stopwatch.median(renderTimes)
    let galleryRate = Double(renders) / gallerySeconds
    let renderRate = Double(shots.count) / renderSeconds
    print("tintype-bench gallery: \(archives.count) widgets, \(renders) renders, medians of \(runs)")
    print(
      "  medium-3x all cores:        \(String(format: "%6.1f", throughput.allCores)) images/s on \(throughput.cores) cores"
    )
    print(
      "  the gallery:                \(String(format: "%6.1f", galleryRate)) renders/s (\(Stopwatch.ms(gallerySeconds)) ms) = "
        + String(format: "%.2f", galleryRate / throughput.allCores) + " of all cores")
    print(
      "  its renders alone (+ PNG):  \(String(format: "%6.1f", renderRate)) renders/s (\(Stopwatch.ms(renderSeconds)) ms) = "
        + String(format: "%.2f", renderRate / throughput.allCores) + " of all cores")
    print(
      "  the gallery's own work:     \(Stopwatch.ms(max(0, gallerySeconds - renderSeconds))) ms (files, layout dumps, thumbnails, sheets, context shots, page)"
    )
  }

  /// A result handed from the task to the waiting thread; the semaphore orders the two accesses.
  private final class Box<T>: @unchecked Sendable { var result: Result<T, any Error>? }

  /// Runs `body` to completion from synchronous code.
  static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let box = Box<T>()
    let semaphore = DispatchSemaphore(value: 0)
    Task {
      do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
      semaphore.signal()
    }
    semaphore.wait()
    return try box.result!.get()
  }
}
