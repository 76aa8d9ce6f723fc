import Foundation
import Tintype
import TintypeArchive
import TintypeComparison
import TintypeRaster
import TintypeUI
import TintypeViewRendering

/// `tintype-bench compare`: how long golden comparisons take on the medium benchmark image
/// (1032 × 486 px at @3x on the benchmark device): identical images (every passing golden), one
/// pixel changed, and every pixel off by one level, exactly and with the perceptual tolerance.
enum CompareBenchmark {
  static func run() throws {
    let device = BenchmarkDevice.make()
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets")
    let renderer = WidgetRenderer(assets: [assets])
    let spec = device.families[.systemMedium]!
    var archive = ViewArchive(
      BenchmarkScene(), family: .systemMedium, environment: renderer.archiveEnvironment(spec, device))
    archive.contentMarginsDisabled = true
    let image = try renderer.render(archive, request: RenderRequest(family: .systemMedium, device: device))
      .canvas
    var onePixel = image.pixels
    onePixel[(image.width * 100 + 200) * 4] ^= 0x10
    let onePixelImage = try TintypeRaster.Canvas(width: image.width, height: image.height, pixels: onePixel)
    var offByOne = image.pixels
    for index in offByOne.indices where index % 4 != 3 {
      // Premultiplied: a colour channel stays at or below its alpha.
      offByOne[index] = offByOne[index] == 0 ? 1 : offByOne[index] - 1
    }
    let shifted = try TintypeRaster.Canvas(width: image.width, height: image.height, pixels: offByOne)
    print("tintype-bench compare: \(image.width) × \(image.height) px, medians of 50")
    let cases: [(String, TintypeRaster.Canvas, ImageComparison)] = [
      ("identical, exact", image, ImageComparison()),
      ("identical, perceptual 0.98", image, ImageComparison(perceptualPrecision: 0.98)),
      ("one pixel changed, exact", onePixelImage, ImageComparison()),
      ("every pixel one level off, perceptual 0.98", shifted, ImageComparison(perceptualPrecision: 0.98)),
      ("every pixel one level off, channel tolerance 1", shifted, ImageComparison(channelTolerance: 1)),
    ]
    for (name, actual, comparison) in cases {
      var samples: [Double] = []
      for _ in 0..<53 {
        samples.append(Stopwatch.time { _ = comparison.compare(expected: image, actual: actual) })
      }
      print("  \(name): \(Stopwatch.ms(Stopwatch.median(Array(samples.dropFirst(3))))) ms")
    }
  }
}
