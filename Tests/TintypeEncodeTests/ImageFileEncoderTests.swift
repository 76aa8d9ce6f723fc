import Foundation
import Testing
import TintypeRaster

@testable import TintypeEncode

/// WebP and JPEG files from a canvas: the same pixels as the PNG path, read by the libraries'
/// own command-line decoders, deterministic, and exact where the format is lossless.
@Suite struct ImageFileEncoderTests {
  /// A widget-like canvas: an opaque gradient card with rounded (transparent) corners, a translucent
  /// band and a hard edge, so every kind of pixel is there.
  static let canvas: Canvas = {
    let (width, height) = (120, 80)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        let corner = (x < 6 || x >= width - 6) && (y < 6 || y >= height - 6)
        if corner { continue }  // transparent: all zeros
        let alpha: Int = y >= 60 ? 128 : 255
        let red = x * 2
        let green = y * 3
        let blue = x < 60 ? 40 : 220
        pixels[i] = UInt8(red * alpha / 255)
        pixels[i + 1] = UInt8(green * alpha / 255)
        pixels[i + 2] = UInt8(blue * alpha / 255)
        pixels[i + 3] = UInt8(alpha)
      }
    }
    return try! Canvas(width: width, height: height, pixels: pixels)
  }()

  @Test func losslessWebPDecodesToTheCanvasExactly() throws {
    let bytes = try ImageFileEncoder(encoding: try ImageEncoding(format: .webp)).encode(Self.canvas)
    #expect(ImageFormat(sniffing: bytes) == .webp)
    let decoded = try ImageFileDecoder.decode(bytes)
    #expect(decoded.width == 120 && decoded.height == 80)
    #expect(decoded.pixels == Self.canvas.pixels)
    let png = try PNGDecoder().decode(try PNGEncoder().encode(Self.canvas))
    #expect(decoded.pixels == png.pixels, "the same pixels as the PNG path")
  }

  @Test func lossyWebPIsCloseAndSmallerAtLowerQuality() throws {
    let high = try WebPEncoder(quality: 90).encode(Self.canvas)
    let low = try WebPEncoder(quality: 20).encode(Self.canvas)
    #expect(low.count < high.count)
    let decoded = try WebPDecoder().decode(high)
    #expect(decoded.width == 120)
    // Alpha is kept losslessly beside the lossy colour.
    #expect(
      stride(from: 3, to: decoded.pixels.count, by: 4).allSatisfy {
        decoded.pixels[$0] == Self.canvas.pixels[$0]
      })
    #expect(Self.meanDifference(decoded, Self.canvas) < 4)
  }

  @Test func jpegIsTheCanvasOverWhiteAndClose() throws {
    let bytes = try ImageFileEncoder(encoding: try ImageEncoding(format: .jpeg)).encode(Self.canvas)
    #expect(ImageFormat(sniffing: bytes) == .jpeg)
    let decoded = try JPEGDecoder().decode(bytes)
    // The transparent corner is white; the translucent band is lighter than its colour.
    #expect(decoded[0, 0].red > 245 && decoded[0, 0].green > 245 && decoded[0, 0].blue > 245)
    var flattened = Self.canvas
    for y in 0..<80 {
      for x in 0..<120 {
        let pixel = flattened[x, y]
        let uncovered = 255 - pixel.alpha
        flattened[x, y] = Pixel(
          red: pixel.red + uncovered, green: pixel.green + uncovered, blue: pixel.blue + uncovered, alpha: 255
        )
      }
    }
    #expect(Self.meanDifference(decoded, flattened) < 4)
  }

  @Test(arguments: [
    try! ImageEncoding(format: .webp), try! ImageEncoding(format: .webp, quality: 75),
    try! ImageEncoding(format: .jpeg),
  ])
  func theBytesAreTheSameEveryTimeAndOnEveryThread(encoding: ImageEncoding) throws {
    let first = try ImageFileEncoder(encoding: encoding).encode(Self.canvas)
    let results = LockedResults()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      results.append(try? ImageFileEncoder(encoding: encoding).encode(Self.canvas))
    }
    #expect(results.values.count == 8)
    #expect(results.values.allSatisfy { $0 == first })
  }

  @Test(arguments: [(ImageFormat.webp, "dwebp", ["-quiet", "-ppm"]), (.jpeg, "djpeg", [])])
  func theFormatsOwnDecodersReadTheFiles(format: ImageFormat, tool: String, flags: [String]) throws {
    let executable = "/usr/bin/\(tool)"
    try #require(FileManager.default.isExecutableFile(atPath: executable), "make setup installs \(tool)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("encode-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("image.\(format.fileExtension)")
    try Data(try ImageFileEncoder(encoding: try ImageEncoding(format: format)).encode(Self.canvas)).write(
      to: input)
    let output = folder.appendingPathComponent("image.ppm")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      format == .webp ? [input.path] + flags + ["-o", output.path] : ["-outfile", output.path, input.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // A binary PPM: "P6\n120 80\n255\n" then the pixels — the PNG's size.
    let ppm = try Data(contentsOf: output)
    let header = String(decoding: ppm.prefix(15), as: UTF8.self)
    #expect(header.hasPrefix("P6\n120 80\n255\n"), "\(header)")
  }

  @Test func badQualitiesAndSizesAreErrorsThatSaySo() throws {
    #expect(throws: ImageEncodingError.self) { try ImageEncoding(format: .png, quality: 80) }
    #expect(throws: ImageEncodingError.self) { try ImageEncoding(format: .jpeg, quality: 0) }
    #expect(throws: ImageEncodingError.self) { try ImageEncoding(format: .webp, quality: 101) }
    #expect(try ImageEncoding(format: .jpeg).quality == 90)
    #expect(try ImageEncoding(format: .webp).isLossless)
    #expect(try !ImageEncoding(format: .webp, quality: 100).isLossless)
    #expect(throws: ImageEncodingError.self) { try WebPDecoder().decode([1, 2, 3]) }
    #expect(ImageFormat(fileExtension: "JPEG") == .jpeg)
    #expect(ImageFormat(fileExtension: "gif") == nil)
  }

  static func meanDifference(_ a: Canvas, _ b: Canvas) -> Double {
    var total = 0
    for index in 0..<a.pixels.count { total += abs(Int(a.pixels[index]) - Int(b.pixels[index])) }
    return Double(total) / Double(a.pixels.count)
  }
}

/// Results gathered from many threads.
final class LockedResults: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var values: [[UInt8]] = []
  func append(_ value: [UInt8]?) {
    lock.lock()
    if let value { values.append(value) }
    lock.unlock()
  }
}
