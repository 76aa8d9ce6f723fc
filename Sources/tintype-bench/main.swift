import Foundation
import Tintype
import TintypeArchive
import TintypeRaster
import TintypeUI
import TintypeViewRendering

/// `swift run -c release tintype-bench`: per-stage medians for the shared benchmark scene and its
/// variants, throughput on one core and on all cores, PNG size, and the PNG encode floor.
/// `BENCH_N` sets the number of timed renders (default 30); `BENCH_WRITE=DIR` also writes each scene's
/// PNG there, to look at or to feed other encoders. `BENCH_PROFILE=1` runs only the medium-3x stages,
/// 5 times unless `BENCH_N` says otherwise, and stops: a run short enough for
/// `valgrind --tool=callgrind`. `BENCH_MODE=accented` (or `vibrant`) times the stages in that mode.
/// `tintype-bench batch` runs the batch benchmark instead; `tintype-bench compare` times golden comparisons;
/// `tintype-bench formats` times batches written as PNG, WebP and JPEG; `tintype-bench gallery` the
/// built-in widgets' gallery against the medium scene's all-core throughput; `tintype-bench lint` the
/// widget review's render rules on the built-in widgets; `tintype-bench serve` the render service on
/// loopback against the renderer (`--soak N` for a long run).

// `tintype-bench batch`: the batch benchmark instead (see BatchBenchmark.swift).
// The other benchmarks, each given the arguments after its name; without one, the render benchmark.
let subcommands: [String: ([String]) throws -> Void] = [
  "batch": { _ in try BatchBenchmark.run() },
  "compare": { _ in try CompareBenchmark.run() },
  "batch-child": BatchBenchmark.runChild,
  "formats": { _ in try FormatBenchmark.run() },
  "formats-child": FormatBenchmark.runChild,
  "gallery": { _ in try GalleryBenchmark.run() },
  "lint": { _ in try LintBenchmark.run() },
  "serve": { arguments in try ServeBenchmark.run(arguments) },
]
if let name = CommandLine.arguments.dropFirst().first, let subcommand = subcommands[name] {
  try subcommand(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

let profiling = ProcessInfo.processInfo.environment["BENCH_PROFILE"] == "1"
/// `BENCH_MODE=accented|vibrant` times the stages in that rendering mode (default fullColor).
let stageMode =
  ProcessInfo.processInfo.environment["BENCH_MODE"].flatMap(WidgetRenderingMode.init(rawValue:))
  ?? .fullColor
let iterations = Int(ProcessInfo.processInfo.environment["BENCH_N"] ?? "") ?? (profiling ? 5 : 30)
let warmups = 3
let device = BenchmarkDevice.make()
let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets")
let renderer = WidgetRenderer(assets: [assets])

struct Variant {
  var name: String
  var family: WidgetFamily
  var view: BenchmarkScene
}

let allVariants = [
  Variant(name: "medium-3x", family: .systemMedium, view: BenchmarkScene()),
  Variant(name: "small-3x", family: .systemSmall, view: BenchmarkScene()),
  Variant(name: "large-3x", family: .systemLarge, view: BenchmarkScene(textRepeats: 4)),
]
let variants = profiling ? [allVariants[0]] : allVariants

func archive(_ variant: Variant) -> ViewArchive {
  let spec = device.families[variant.family]!
  var archive = ViewArchive(
    variant.view, family: variant.family, environment: renderer.archiveEnvironment(spec, device))
  archive.contentMarginsDisabled = true
  return archive
}

print(
  "tintype-bench: \(iterations) timed runs after \(warmups) warm-ups; \(ProcessInfo.processInfo.activeProcessorCount) cores"
)
print("")
print(
  "scene      size        archive  resolve  layout  paint   encode  total   | PNG size  libpng zlib1/sub  zlib6 size  size/zlib6"
)

for variant in variants {
  let request = RenderRequest(family: variant.family, device: device, renderingMode: stageMode)
  var times: [String: [Double]] = [:]
  var png: [UInt8] = []
  var canvas: TintypeRaster.Canvas?
  for run in 0..<(warmups + iterations) {
    var stage: [String: Double] = [:]
    var made: ViewArchive?
    stage["archive"] = Stopwatch.time { made = archive(variant) }
    var resolved: WidgetRenderer.Resolved?
    stage["resolve"] = try Stopwatch.time { resolved = try renderer.resolve(made!, request) }
    var laidOut: WidgetRenderer.Laidout?
    stage["layout"] = try Stopwatch.time { laidOut = try renderer.layout(resolved!) }
    stage["paint"] = try Stopwatch.time { canvas = try renderer.paint(laidOut!, scale: 3) }
    stage["encode"] = try Stopwatch.time { png = try PNGEncoder().encode(canvas!) }
    if run >= warmups { for (key, value) in stage { times[key, default: []].append(value) } }
  }
  let order = ["archive", "resolve", "layout", "paint", "encode"]
  let medians = order.map { Stopwatch.median(times[$0] ?? []) }
  let totals = (0..<iterations).map { index in order.reduce(0) { $0 + (times[$1]?[index] ?? 0) } }
  // libpng with zlib alone, at its fastest useful setting: the floor for any encoder built on zlib.
  let zlibEncoder = PNGEncoder(compressionLevel: 1, filters: .sub)
  let floor = Stopwatch.median((0..<10).map { _ in Stopwatch.time { _ = try? zlibEncoder.encode(canvas!) } })
  let zlib6 = (try? PNGEncoder(compressionLevel: 6, filters: .all).encode(canvas!))?.count ?? 0
  if let directory = ProcessInfo.processInfo.environment["BENCH_WRITE"] {
    // Made if missing: a benchmark that dies at the first scene for want of a folder is no use.
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(png).write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(variant.name).png"))
  }
  let columns =
    [
      variant.name.padding(toLength: 10, withPad: " ", startingAt: 0),
      "\(canvas!.width)×\(canvas!.height)".padding(toLength: 11, withPad: " ", startingAt: 0),
    ]
    + medians.map { Stopwatch.ms($0).padding(toLength: 8, withPad: " ", startingAt: 0) }
    + [Stopwatch.ms(Stopwatch.median(totals)).padding(toLength: 8, withPad: " ", startingAt: 0)]
  print(
    columns.joined(separator: " ")
      + "| \(png.count / 1024) KB    \(Stopwatch.ms(floor)) ms          \(zlib6 / 1024) KB      "
      + String(format: "%.2f×", Double(png.count) / Double(max(zlib6, 1))))
}

if profiling { exit(0) }

// Throughput: whole renders (archive → PNG) on one core, then on every core at once.
let throughput = Throughput.medium(count: max(iterations, 8))
print("")
print(
  "medium-3x throughput: \(String(format: "%.1f", throughput.single)) images/s on one core, "
    + "\(String(format: "%.1f", throughput.allCores)) images/s on \(throughput.cores) cores")

// The layout stage alone for a widget of about 200 views.
let layoutArchive: ViewArchive = {
  let spec = device.families[.systemLarge]!
  return ViewArchive(
    LayoutScene(), family: .systemLarge, environment: renderer.archiveEnvironment(spec, device))
}()
var views = 0
layoutArchive.walkViews { _, _ in views += 1 }
let layoutRequest = RenderRequest(family: .systemLarge, device: device)
let resolvedLayout = try renderer.resolve(layoutArchive, layoutRequest)
var layoutTimes: [Double] = []
for run in 0..<(warmups + iterations) {
  let time = try Stopwatch.time { _ = try renderer.layout(resolvedLayout) }
  if run >= warmups { layoutTimes.append(time) }
}
print("layout of a \(views)-view widget: \(Stopwatch.ms(Stopwatch.median(layoutTimes))) ms median")

// The rendering modes' cost against full colour, for the standard scene (archive to PNG).
let standard = variants[0]
var modeMedians: [WidgetRenderingMode: Double] = [:]
let standardArchive = archive(standard)
for mode in WidgetRenderingMode.allCases {
  let request = RenderRequest(family: standard.family, device: device, renderingMode: mode)
  var samples: [Double] = []
  for run in 0..<(warmups + iterations) {
    let time = try Stopwatch.time { _ = try renderer.render(standardArchive, request: request).pngData() }
    if run >= warmups { samples.append(time) }
  }
  modeMedians[mode] = Stopwatch.median(samples)
}
let fullColorTime = modeMedians[.fullColor] ?? 1
print(
  "medium-3x by mode (render + encode): "
    + WidgetRenderingMode.allCases.map { mode in
      let time = modeMedians[mode] ?? 0
      return "\(mode.rawValue) \(Stopwatch.ms(time)) ms (\(String(format: "%.2f", time / fullColorTime))×)"
    }.joined(separator: ", "))
