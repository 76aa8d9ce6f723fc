import BookClub
import Dispatch
import Foundation
import Tintype
import TintypeArchive
import TintypeLint
import TintypeUI

/// `tintype-bench lint`: the widget review's render rules on the built-in widgets — every Book Club
/// widget in every family, mode, scheme and entry the default iPhone shows, at the review's default
/// stresses (Large and AX5, each in the widgets' text and in double-length text, as `tintype lint`
/// reviews) — one render after another on one core, then the same renders across all cores; and the
/// render alone for the same renders, so the review's own cost (mostly the contrast probe's paints,
/// which only the plain renders take) shows apart. Medians of `BENCH_N` runs (default 3).
enum LintBenchmark {
  static func run() throws {
    let runs = Int(ProcessInfo.processInfo.environment["BENCH_N"] ?? "") ?? 3
    let device = DeviceCatalog.standard.default
    let renderer = WidgetRenderer(assets: [BookClubExamples.assetsDirectory])
    let environments = Dictionary(
      uniqueKeysWithValues: device.orderedFamilies.compactMap { family in
        device.families[family].map { (family, renderer.archiveEnvironment($0, device)) }
      })
    let archives = try GalleryBenchmark.wait {
      try await BookClubExamples.archives(environment: { environments[$0] ?? ArchiveEnvironment() })
    }
    let linter = RenderLinter(renderer: renderer)
    let jobs = archives.flatMap { archive in
      RenderLinter.renders(of: archive, device: device, stresses: RenderLinter.defaultStresses).map {
        (archive, $0)
      }
    }
    var serial: [Double] = []
    var parallel: [Double] = []
    var renderOnly: [Double] = []
    var findings = 0
    for run in 0...runs {
      var counted = 0
      let one = try Stopwatch.time {
        for (archive, request) in jobs { counted += try linter.findings(archive, request).count }
      }
      let all = Stopwatch.time {
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
          _ = try? linter.findings(jobs[index].0, jobs[index].1)
        }
      }
      let rendered = Stopwatch.time {
        for (archive, request) in jobs { _ = try? renderer.render(archive, request: request) }
      }
      // The first run warms the caches and is not counted.
      if run > 0 {
        serial.append(one)
        parallel.append(all)
        renderOnly.append(rendered)
      }
      findings = counted
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    func rate(_ times: [Double]) -> String {
      String(
        format: "%6.1f renders/s (%.2f s)", Double(jobs.count) / Stopwatch.median(times),
        Stopwatch.median(times))
    }
    let plain = jobs.filter { $0.1.dynamicTypeSize == .large && $0.1.pseudoLanguage == nil }.count
    print(
      "tintype-bench lint: \(archives.count) widgets, \(jobs.count) renders (\(plain) plain, \(jobs.count - plain) at "
        + "AX5 or double-length), \(findings) findings, medians of \(runs)"
    )
    print("  lint, one core:     \(rate(serial))")
    print("  lint, \(cores) cores:      \(rate(parallel))")
    print("  render alone, one core: \(rate(renderOnly))")
  }
}
