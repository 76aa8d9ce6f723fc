import Foundation
import Tintype
import TintypeArchive
import TintypeBatch
import TintypeUI
import TintypeViewRendering

#if canImport(Glibc)
  import Glibc
#endif

/// `tintype-bench batch`: personalised medium images from one archive with data rows, through the
/// batch renderer as `tintype batch` runs it (plan, render, encode, SHA-256, atomic write).
///
/// Reports images per second on one core and on every core against the plain render rate of the same
/// archive (render + encode, no batch), and the peak RSS of a run of 100, 1,000 and 10,000 images —
/// each size in a fresh child process, since a process's peak only grows. `BENCH_BATCH_N` sets the
/// largest size (default 10,000); `BENCH_BATCH_MEMORY=1` keeps images in memory instead of writing them;
/// `BENCH_BATCH_BANDS=0` turns off the reuse of PNG bands (`BatchOptions.reusesBands`), to see what
/// the batch costs when every image is compressed whole.
enum BatchBenchmark {
  /// The benchmark scene's cover image (main.swift's `assets` is not set up before this runs).
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Assets")
  static let sizes = [100, 1_000, Int(ProcessInfo.processInfo.environment["BENCH_BATCH_N"] ?? "") ?? 10_000]

  static func run() throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let folder = try prepare(rows: sizes.max()!)
    defer { try? FileManager.default.removeItem(at: folder) }
    print("tintype-bench batch: medium personalised images (iphone-17-pro systemMedium @3x), \(cores) cores")
    // The plain rate: the same archive with one row's values, rendered and encoded in a loop.
    let plain = try plainRate(folder: folder, workers: 1)
    let plainAll = try plainRate(folder: folder, workers: cores)
    print(
      String(
        format: "plain render + encode, one row: %.1f images/s on 1 core, %.1f on %d", plain, plainAll, cores)
    )
    let rows = try plainRate(folder: folder, workers: 1, newRows: true)
    let rowsAll = try plainRate(folder: folder, workers: cores, newRows: true)
    print(
      String(
        format: "plain fill + decode + render + encode, a new row each: %.1f images/s on 1 core, %.1f on %d",
        rows,
        rowsAll, cores))
    print("")
    print("images   workers  images/s   vs plain × workers   peak RSS    bands reused")
    for size in sizes {
      for workers in Array(Set([1, cores])).sorted() {
        let (rate, rss, reused) = try child(folder: folder, images: size, workers: workers)
        let target = plain * Double(workers)
        print(
          String(
            format: "%-8d %-8d %-10.1f %5.1f %%               %5.1f MB    %.0f %%", size, workers, rate,
            100 * rate / target, Double(rss) / 1024, 100 * reused))
      }
    }
  }

  /// A folder with the archive (the benchmark scene with `{{title}}` and `{{author}}`), `rows.jsonl`
  /// and one manifest per size.
  static func prepare(rows: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tintype-bench-batch-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let device = try DeviceCatalog.standard.device(id: "iphone-17-pro")
    let renderer = WidgetRenderer(assets: [assets])
    let spec = device.families[.systemMedium]!
    var archive = ViewArchive(
      BenchmarkScene(), family: .systemMedium, environment: renderer.archiveEnvironment(spec, device))
    archive.contentMarginsDisabled = true
    let json = String(decoding: archive.jsonData(), as: UTF8.self)
      .replacingOccurrences(of: "Atomic Habits", with: "{{title}}")
      .replacingOccurrences(of: "James Clear", with: "{{author}}")
    try Data(json.utf8).write(to: folder.appendingPathComponent("scene.json"))
    var text = ""
    for index in 0..<rows {
      text += "{\"id\": \"u\(index)\", \"title\": \"Book \(index)\", \"author\": \"Author \(index % 97)\"}\n"
    }
    try Data(text.utf8).write(to: folder.appendingPathComponent("rows.jsonl"))
    for size in sizes {
      let lines = text.split(separator: "\n").prefix(size).joined(separator: "\n") + "\n"
      try Data(lines.utf8).write(to: folder.appendingPathComponent("rows-\(size).jsonl"))
      let manifest = """
        {"version": 1, "jobs": [{"archive": "scene.json", "data": "rows-\(size).jsonl", "device": "iphone-17-pro",
          "family": "systemMedium", "assets": ["\(assets.path)"], "output": "{row.id}.png"}]}
        """
      try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest-\(size).json"))
    }
    return folder
  }

  /// Images per second rendering the scene without the batch machinery: with one row's values every
  /// time, or (`newRows`) filling and decoding the archive for a new row each time, as a batch does.
  static func plainRate(folder: URL, workers: Int, newRows: Bool = false) throws -> Double {
    let template = try ArchiveTemplate(
      jsonData: try Data(contentsOf: folder.appendingPathComponent("scene.json")), file: "scene.json")
    let archive = try template.archive(
      for: DataRow(index: 0, fields: ["title": "Book 1", "author": "Author 1"], location: "bench"))
    let renderer = WidgetRenderer(assets: [assets])
    let request = RenderRequest(
      family: .systemMedium, device: try DeviceCatalog.standard.device(id: "iphone-17-pro"))
    // 300 images a worker (over a second) and the median of three runs: a shorter loop swung the
    // reference, and with it every percentage below, by ±15 % from run to run on this VM.
    let count = 300 * workers
    for _ in 0..<5 { _ = try renderer.render(archive, request: request).pngData() }
    var rates: [Double] = []
    for _ in 0..<3 {
      let seconds = Stopwatch.time {
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          for index in 0..<(count / workers) {
            var each = archive
            if newRows {
              let row = DataRow(
                index: index, fields: ["title": "Book \(worker)-\(index)", "author": "Author \(index % 97)"],
                location: "bench")
              each = (try? template.archive(for: row)) ?? archive
            }
            _ = try? renderer.render(each, request: request).pngData()
          }
        }
      }
      rates.append(Double(count) / seconds)
    }
    return rates.sorted()[1]
  }

  /// Runs one size in a child process; returns its images per second, peak RSS in KB and the share of
  /// PNG bands copied from earlier images.
  static func child(folder: URL, images: Int, workers: Int) throws -> (Double, Int, Double) {
    let parts = try ChildProcess.words(["batch-child", folder.path, String(images), String(workers)])
    guard parts.count == 3, let rate = Double(parts[0]), let rss = Int(parts[1]),
      let reused = Double(parts[2])
    else { throw CocoaError(.featureUnsupported) }
    return (rate, rss, reused)
  }

  /// The child: plans and runs one manifest, prints "images/s peakKB reusedShare".
  static func runChild(_ arguments: [String]) throws {
    let folder = URL(fileURLWithPath: arguments[0])
    let images = Int(arguments[1])!
    let workers = Int(arguments[2])!
    let inMemory = ProcessInfo.processInfo.environment["BENCH_BATCH_MEMORY"] == "1"
    // Outputs stay until the whole benchmark ends: on an ext4 without a journal, creating files right
    // after thousands were deleted scans every recently deleted inode (`recently_deleted` in the kernel's
    // inode allocator), which cost a fifth of the run's time when each size removed its images.
    let out = folder.appendingPathComponent("out-\(images)-\(workers)")
    let manifest = try BatchManifest(contentsOf: folder.appendingPathComponent("manifest-\(images).json"))
    let start = Date()
    let reuse = ProcessInfo.processInfo.environment["BENCH_BATCH_BANDS"] != "0"
    let renderer = try BatchRenderer(
      manifest: manifest,
      options: BatchOptions(outputFolder: inMemory ? nil : out, workers: workers, reusesBands: reuse))
    var count = 0
    let totals = try renderer.run { result in
      if case .output = result { count += 1 }
    }
    let seconds = Date().timeIntervalSince(start)
    precondition(count == images, "the batch made \(count) of \(images) images")
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let bands = Double(totals.reusedBands + totals.compressedBands)
    print(
      "\(Double(images) / seconds) \(usage.ru_maxrss) \(bands > 0 ? Double(totals.reusedBands) / bands : 0)")
  }
}
