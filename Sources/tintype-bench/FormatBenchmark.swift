import Foundation
import Tintype
import TintypeArchive
import TintypeBatch
import TintypeEncode

#if canImport(Glibc)
  import Glibc
#endif

/// `tintype-bench formats`: the batch benchmark's personalised medium images written as PNG, lossless
/// and lossy WebP and JPEG. Per format: the plain loop (render one archive + encode, no batch) and
/// the batch (plan, fill, render, encode, SHA-256, atomic write) in images per second on one core and
/// on every core, and the mean file size. Each batch runs in a fresh child process.
/// `BENCH_FORMAT_N` sets the batch size (default 1,000).
enum FormatBenchmark {
  /// The formats measured, by a name for the table.
  static let encodings: [(name: String, encoding: ImageEncoding)] = [
    ("png", .png),
    ("webp lossless", try! ImageEncoding(format: .webp)),
    ("webp q80", try! ImageEncoding(format: .webp, quality: 80)),
    ("jpeg q90", try! ImageEncoding(format: .jpeg)),
  ]

  static func run() throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let size = Int(ProcessInfo.processInfo.environment["BENCH_FORMAT_N"] ?? "") ?? 1_000
    let folder = try BatchBenchmark.prepare(rows: size)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, entry) in encodings.enumerated() {
      let format = entry.encoding.format
      let manifest = """
        {"version": 1, "jobs": [{"archive": "scene.json", "data": "rows-\(size).jsonl", "device": "iphone-17-pro",
          "family": "systemMedium", "assets": ["\(BatchBenchmark.assets.path)"], "format": "\(format.rawValue)",
          \(entry.encoding.quality.map { "\"quality\": \($0)," } ?? "") "output": "{row.id}.\(format.fileExtension)"}]}
        """
      try Data(manifest.utf8).write(to: folder.appendingPathComponent("formats-\(index).json"))
    }
    print(
      "tintype-bench formats: \(size) medium personalised images (iphone-17-pro systemMedium @3x), \(cores) cores"
    )
    print(
      "format          plain 1 core  plain \(cores) cores  batch 1 core  batch \(cores) cores  mean bytes")
    for (index, entry) in encodings.enumerated() {
      let plainOne = try plainRate(folder: folder, encoding: entry.encoding, workers: 1)
      let plainAll = try plainRate(folder: folder, encoding: entry.encoding, workers: cores)
      let (batchOne, bytes) = try child(folder: folder, manifest: index, images: size, workers: 1)
      let (batchAll, _) = try child(folder: folder, manifest: index, images: size, workers: cores)
      print(
        entry.name.padding(toLength: 16, withPad: " ", startingAt: 0)
          + String(
            format: "%8.1f /s   %8.1f /s    %8.1f /s   %8.1f /s    %8.0f", plainOne, plainAll, batchOne,
            batchAll,
            bytes))
    }
  }

  /// The plain loop: one row's archive rendered and encoded again and again (median of three runs of
  /// 200 images a worker).
  static func plainRate(folder: URL, encoding: ImageEncoding, workers: Int) throws -> Double {
    let template = try ArchiveTemplate(
      jsonData: try Data(contentsOf: folder.appendingPathComponent("scene.json")), file: "scene.json")
    let archive = try template.archive(
      for: DataRow(index: 0, fields: ["title": "Book 1", "author": "Author 1"], location: "bench"))
    let renderer = WidgetRenderer(assets: [BatchBenchmark.assets])
    let request = RenderRequest(
      family: .systemMedium, device: try DeviceCatalog.standard.device(id: "iphone-17-pro"))
    let encoder = ImageFileEncoder(encoding: encoding)
    for _ in 0..<5 { _ = try encoder.encode(renderer.render(archive, request: request).canvas) }
    let count = 200 * workers
    var rates: [Double] = []
    for _ in 0..<3 {
      let seconds = Stopwatch.time {
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
          for _ in 0..<(count / workers) {
            _ = try? encoder.encode(renderer.render(archive, request: request).canvas)
          }
        }
      }
      rates.append(Double(count) / seconds)
    }
    return rates.sorted()[1]
  }

  /// One batch in a child process: its images per second and mean file size.
  static func child(folder: URL, manifest: Int, images: Int, workers: Int) throws -> (Double, Double) {
    let parts = try ChildProcess.words([
      "formats-child", folder.path, String(manifest), String(images), String(workers),
    ])
    guard parts.count == 2, let rate = Double(parts[0]), let bytes = Double(parts[1]) else {
      throw CocoaError(.featureUnsupported)
    }
    return (rate, bytes)
  }

  /// The child: runs one manifest into a fresh folder, prints "images/s meanBytes".
  static func runChild(_ arguments: [String]) throws {
    let folder = URL(fileURLWithPath: arguments[0])
    let (index, images, workers) = (Int(arguments[1])!, Int(arguments[2])!, Int(arguments[3])!)
    let out = folder.appendingPathComponent("formats-out-\(index)-\(workers)")
    let manifest = try BatchManifest(contentsOf: folder.appendingPathComponent("formats-\(index).json"))
    let start = Date()
    let renderer = try BatchRenderer(
      manifest: manifest, options: BatchOptions(outputFolder: out, workers: workers))
    var count = 0
    var bytes = 0
    try renderer.run { result in
      guard case .output(let output) = result else { return }
      count += 1
      bytes +=
        (try? FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(output.path).path)[
          .size]
          as? Int) ?? 0
    }
    let seconds = Date().timeIntervalSince(start)
    precondition(count == images, "the batch made \(count) of \(images) images")
    print("\(Double(images) / seconds) \(Double(bytes) / Double(images))")
  }
}
