import CPNGSupport
import Foundation
import Testing
import TintypeCore

@testable import TintypeRaster

// PNG bands: an image is compressed in bands of 16 rows, each on its own, so that a run of alike
// images (a personalised batch) copies the bands it has seen instead of compressing them again. The
// bytes must not depend on the cache: these tests compare every cached encode with the uncached one.

/// A card with a line of "text" that moves with `row`: bands away from it are the same in every card.
func card(_ row: Int) throws -> Canvas {
  try canvas(width: 300, height: 120) { x, y in
    let text = y >= 40 && y < 52 && x >= 20 && x < 20 + 8 * (row % 30 + 3) && (x + row) % 4 != 0
    return text
      ? Pixel(red: 250, green: 250, blue: 250, alpha: 255)
      : Pixel(red: UInt8(20 + y), green: 60, blue: UInt8(200 - y), alpha: x + y < 20 ? 0 : 255)
  }
}

@Test func aCachedEncodeWritesTheBytesOfAnUncachedOne() throws {
  let cards = try (0..<6).map(card) + [try card(2)]
  let expected = try cards.map { try PNGEncoder().encode($0) }
  let cache = PNGBandCache()
  let cached = try cards.map { try PNGEncoder(bandCache: cache).encode($0) }
  #expect(cached == expected)
  // 120 rows are 8 bands; the text touches the 3rd and 4th. The first card compresses all 8, the
  // others copy the 6 that did not change, and the repeat of card 2 copies all 8.
  let statistics = cache.statistics
  #expect(statistics.misses == 8 + 5 * 2)
  #expect(statistics.hits == 5 * 6 + 8)
}

@Test func aSharedCacheGivesTheSameBytesOnEveryThread() throws {
  let samples = try compressorSamples().map(\.1) + (0..<8).map(card)
  let expected = try samples.map { try PNGEncoder().encode($0) }
  let cache = PNGBandCache()
  final class Results: @unchecked Sendable {
    let lock = Lock()
    var mismatches = 0
  }
  let results = Results()
  DispatchQueue.concurrentPerform(iterations: 8) { worker in
    for step in 0..<samples.count * 2 {
      let index = (step * (worker + 1)) % samples.count
      let bytes = try? PNGEncoder(bandCache: cache).encode(samples[index])
      if bytes != expected[index] { results.lock.withLock { results.mismatches += 1 } }
    }
  }
  #expect(results.mismatches == 0)
  #expect(cache.statistics.hits > 0)
}

@Test func aSmallCacheDropsBandsAndStillWritesTheSameBytes() throws {
  // Room for about one band: most lookups miss, none returns another band's bytes.
  let cache = PNGBandCache(capacity: 20_000)
  for row in [0, 1, 0, 2, 1, 0] {
    #expect(try PNGEncoder(bandCache: cache).encode(try card(row)) == PNGEncoder().encode(try card(row)))
  }
  #expect(cache.statistics.misses > cache.statistics.hits)
}

@Test func filtersThatReadTheRowAboveAreNotCached() throws {
  // A band filtered with Up depends on the row before it, which the band's key does not hold.
  let cache = PNGBandCache()
  for row in [0, 0] { _ = try PNGEncoder(filters: .all, bandCache: cache).encode(try card(row)) }
  #expect(cache.statistics.hits == 0 && cache.statistics.misses == 0)
}

@Test func adlerChecksumsOfBandsCombineIntoTheWholes() {
  var random = SplitMix(state: 5)
  let bytes = (0..<200_000).map { _ in random.byte() }
  for split in [0, 1, 4_129, 65_521, 65_522, 100_000, 200_000] {
    let first = tintype_adler32(1, bytes, split)
    let second = bytes.withUnsafeBufferPointer {
      tintype_adler32(1, $0.baseAddress! + split, 200_000 - split)
    }
    #expect(tintype_adler32_combine(first, second, 200_000 - split) == tintype_adler32(1, bytes, 200_000))
  }
}
