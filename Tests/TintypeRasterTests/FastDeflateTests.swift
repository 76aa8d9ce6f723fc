import CPNGSupport
import Foundation
import Testing

@testable import TintypeRaster

// The default encoder compresses with the package's own deflate; libpng's decoder (zlib's inflate)
// is the referee: it rejects malformed blocks, bad Huffman codes and a wrong Adler-32.

/// A deterministic pseudo-random byte source, so failures reproduce.
struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

/// A valid premultiplied canvas from a pixel function (colour channels are clamped to alpha).
func canvas(width: Int, height: Int, _ pixel: (Int, Int) -> Pixel) throws -> Canvas {
  var canvas = try Canvas(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      let p = pixel(x, y)
      canvas[x, y] = Pixel(
        red: min(p.red, p.alpha), green: min(p.green, p.alpha), blue: min(p.blue, p.alpha),
        alpha: p.alpha)
    }
  }
  return canvas
}

/// Images that exercise different parts of the compressor: long runs, short matches, rows that
/// repeat, incompressible noise (stored blocks), translucent edges and odd sizes.
func compressorSamples() throws -> [(String, Canvas)] {
  var random = SplitMix(state: 7)
  return [
    ("one pixel", try canvas(width: 1, height: 1) { _, _ in Pixel(red: 9, green: 8, blue: 7, alpha: 255) }),
    ("flat", try canvas(width: 300, height: 40) { _, _ in Pixel(red: 30, green: 58, blue: 138, alpha: 255) }),
    (
      "vertical gradient",
      try canvas(width: 257, height: 211) { _, y in Pixel(red: UInt8(y), green: 40, blue: 200, alpha: 255) }
    ),
    (
      "horizontal gradient",
      try canvas(width: 333, height: 17) { x, _ in
        Pixel(red: UInt8(x % 256), green: UInt8(x / 2), blue: 3, alpha: 255)
      }
    ),
    (
      "noise",
      try canvas(width: 181, height: 97) { _, _ in
        Pixel(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte())
      }
    ),
    (
      "stripes repeating every row",
      try canvas(width: 1029, height: 33) { x, _ in
        Pixel(
          red: UInt8((x * 37) % 251), green: UInt8((x * 11) % 241), blue: UInt8(x % 7),
          alpha: x % 13 == 0 ? 128 : 255)
      }
    ),
    ("sample", try sampleCanvas(width: 401, height: 77)),
  ]
}

@Test func fastCompressionRoundTripsEveryFilterExactly() throws {
  let filterSets: [PNGFilters] = [.unfiltered, .sub, .up, .average, .paeth, .all]
  for (name, image) in try compressorSamples() {
    for filters in filterSets {
      let png = try PNGEncoder(compression: .fast, filters: filters).encode(image)
      let decoded = try PNGDecoder().decode(png)
      #expect(decoded == image, "\(name), filters \(filters.rawValue)")
    }
  }
}

@Test func incompressibleImagesFallBackToStoredBlocks() throws {
  var random = SplitMix(state: 99)
  let noise = try canvas(width: 200, height: 200) { _, _ in
    Pixel(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: 255)
  }
  let png = try PNGEncoder(compression: .fast, filters: .unfiltered).encode(noise)
  let raw = 200 * (1 + 200 * 4)
  // Stored blocks cost 5 bytes per 64 KiB; Huffman-coding noise would cost more than it saves.
  #expect(png.count < raw + 400)
  #expect(try PNGDecoder().decode(png) == noise)
}

/// Fibonacci frequencies, the ones that make an optimal Huffman code deepest, capped at 2^22 (so
/// 288 of them sum below 2^32).
func fibonacci(_ count: Int) -> [Int] {
  var numbers = [1, 1]
  while numbers.count < count {
    numbers.append(min(numbers[numbers.count - 1] + numbers[numbers.count - 2], 1 << 22))
  }
  return Array(numbers.prefix(count))
}

// Checked on the code builder itself: an image whose block needs codes deeper than 15 bits is hard to
// make, because the matcher turns the frequent symbols' repeats into matches and flattens the counts.
@Test func huffmanCodesAreLimitedToTheirMaximumLengthAndComplete() {
  for (symbols, limit) in [(30, 15), (19, 7), (286, 15), (2, 15)] {
    var frequencies = [UInt32](repeating: 0, count: symbols)
    for (symbol, weight) in fibonacci(symbols).enumerated() {
      frequencies[symbol] = UInt32(weight)
    }
    var code = tintype_huffman_code()
    tintype_huffman_build(frequencies, Int32(symbols), Int32(limit), &code)
    let lengths = withUnsafeBytes(of: code.lengths) { Array($0.prefix(symbols)) }
    #expect(lengths.allSatisfy { (1...limit).contains(Int($0)) }, "\(symbols) symbols, limit \(limit)")
    // Kraft's sum is exactly 1: the code is complete, as inflate requires.
    let kraft = lengths.reduce(0) { $0 + (1 << (limit - Int($1))) }
    #expect(kraft == 1 << limit, "\(symbols) symbols, limit \(limit)")
    // More frequent symbols never get longer codes.
    for i in 1..<symbols { #expect(lengths[i] <= lengths[i - 1]) }
  }
}

@Test func fastCompressionIsDeterministicAcrossThreadsAndInterleavedImages() throws {
  let samples = try compressorSamples()
  let expected = try samples.map { try PNGEncoder().encode($0.1) }
  // Each thread keeps scratch memory between encodes; what one image leaves must not change the next.
  final class Results: @unchecked Sendable {
    let lock = NSLock()
    var byWorker: [Int: [[UInt8]]] = [:]
  }
  let results = Results()
  DispatchQueue.concurrentPerform(iterations: 8) { worker in
    var mine: [[UInt8]] = []
    for index in (0..<samples.count).reversed() {
      mine.append((try? PNGEncoder().encode(samples[(index + worker) % samples.count].1)) ?? [])
    }
    results.lock.withLock { results.byWorker[worker] = mine }
  }
  #expect(results.byWorker.count == 8)
  for (worker, encoded) in results.byWorker {
    for (k, bytes) in encoded.enumerated() {
      let index = ((samples.count - 1 - k) + worker) % samples.count
      #expect(bytes == expected[index], "worker \(worker), \(samples[index].0)")
    }
  }
}

@Test(arguments: [
  "reading-goals-fullColor-light", "family-systemMedium-dark", "typography-light", "images-clipped",
  "live-activity-lockScreen-light",
])
func fastCompressionOfWidgetRendersIsCloseToZlibsSize(golden: String) throws {
  // Real renders at 3x (the project's goldens): text, gradients, photos, flat backgrounds. Bands of 16
  // rows compressed on their own cost a little against one stream; this bounds what they may cost.
  let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Goldens")
  let image = try PNGDecoder().decode(
    [UInt8](try Data(contentsOf: goldens.appendingPathComponent("\(golden).png"))))
  let fast = try PNGEncoder().encode(image)
  let zlib6 = try PNGEncoder(compressionLevel: 6, filters: .all).encode(image)
  #expect(Double(fast.count) <= 1.35 * Double(zlib6.count), "fast \(fast.count) B, zlib 6 \(zlib6.count) B")
  #expect(try PNGDecoder().decode(fast).pixels == image.pixels)
}

@Test func adler32MatchesTheDefinition() {
  let reference = PNGFixture.adler32
  #expect(tintype_adler32(1, Array("Wikipedia".utf8), 9) == 0x11E6_0398)
  var random = SplitMix(state: 11)
  for count in [0, 1, 15, 16, 17, 5551, 5552, 5553, 100_000] {
    let random = (0..<count).map { _ in random.byte() }
    let saturated = [UInt8](repeating: 255, count: count)
    for bytes in [random, saturated] {
      #expect(tintype_adler32(1, bytes, bytes.count) == reference(bytes), "\(count) bytes")
      // Continuing from a partial checksum gives the same result as one call.
      let half = count / 2
      let continued = tintype_adler32(
        tintype_adler32(1, Array(bytes[..<half]), half), Array(bytes[half...]), count - half)
      #expect(continued == reference(bytes))
    }
  }
}
