import Foundation
import Testing
import Tintype
import TintypeArchive

@testable import TintypeBatch

/// Running a batch: the same bytes whatever the thread count or the sharding, results in manifest
/// order, the cache reusing exactly what is unchanged, and a failing row costing only itself.
@Suite struct BatchRunTests {
  let fixture: BatchFixture
  let manifest: BatchManifest

  init() throws {
    fixture = try BatchFixture()
    try fixture.write(BatchFixture.card, to: "card.json")
    try fixture.write(BatchFixture.personal, to: "product.json")
    var rows = ""
    for index in 0..<7 {
      rows +=
        "{\"id\": \"p\(index)\", \"name\": \"Item \(index)\", \"price\": \(index), \"color\": \"#\(index)0\(index)0C0\"}\n"
    }
    try fixture.write(rows, to: "rows.jsonl")
    manifest = try fixture.manifest(
      """
      {"version": 1, "jobs": [
        {"archive": "card.json", "families": ["systemSmall", "systemMedium"], "schemes": ["light", "dark"]},
        {"archive": "product.json", "data": "rows.jsonl", "output": "cards/{row.id}.png"}]}
      """)
  }

  private func run(_ options: BatchOptions, manifest: BatchManifest? = nil) throws -> (
    [BatchOutput], [BatchFailure], BatchTotals
  ) {
    var outputs: [BatchOutput] = []
    var failures: [BatchFailure] = []
    let totals = try BatchRenderer(manifest: manifest ?? self.manifest, options: options).run { result in
      switch result {
      case .output(let output): outputs.append(output)
      case .failure(let failure): failures.append(failure)
      }
    }
    return (outputs, failures, totals)
  }

  @Test func theBytesAreTheSameWhateverTheThreadCount() throws {
    let one = try run(BatchOptions(workers: 1)).0
    #expect(one.count == 4 + 7)
    for workers in [2, 8] {
      let many = try run(BatchOptions(workers: workers)).0
      #expect(many.map(\.path) == one.map(\.path))
      #expect(many.map(\.imageData) == one.map(\.imageData), "\(workers) workers")
      #expect(many.map(\.sha256) == one.map(\.sha256))
    }
    #expect(one.map(\.number) == Array(0..<11))
    #expect(Set(one.map(\.sha256)).count == 11)
  }

  @Test func reusingPNGBandsChangesNoByte() throws {
    // Cards that differ only in their name line (the price and colour are the same on each).
    var rows = ""
    for index in 0..<12 { rows += "{\"name\": \"Item \(index)\", \"price\": 3, \"color\": \"#3050C0\"}\n" }
    try fixture.write(rows, to: "names.jsonl")
    let names = try fixture.manifest(
      """
      {"version": 1, "jobs": [{"archive": "product.json", "data": "names.jsonl", "output": "{row}.png"}]}
      """)
    let (reused, _, totals) = try run(BatchOptions(workers: 2), manifest: names)
    let (whole, _, wholeTotals) = try run(BatchOptions(workers: 2, reusesBands: false), manifest: names)
    #expect(reused.count == 12 && Set(reused.map(\.sha256)).count == 12)
    #expect(reused.map(\.imageData) == whole.map(\.imageData))
    // Only the bands of the name line change: most bands are copied.
    #expect(totals.reusedBands > 2 * totals.compressedBands, "\(totals)")
    #expect(wholeTotals.reusedBands == 0 && wholeTotals.compressedBands == 0)
  }

  @Test func shardsAddUpToTheWholeBatchExactly() throws {
    let whole = try run(BatchOptions(workers: 2)).0
    var union: [BatchOutput] = []
    var sizes: [Int] = []
    for index in 1...3 {
      let part = try run(BatchOptions(workers: 2, shard: BatchShard(index: index, count: 3)!)).0
      sizes.append(part.count)
      union += part
    }
    union.sort { $0.number < $1.number }
    #expect(union.map(\.path) == whole.map(\.path))
    #expect(union.map(\.imageData) == whole.map(\.imageData))
    // The first job's four outputs are one unit; the seven rows are dealt around it.
    #expect(sizes.max()! - sizes.min()! <= 4)
    #expect(sizes.allSatisfy { $0 > 0 })
  }

  @Test func theCacheReusesWhatIsUnchangedAndForceRendersAgain() throws {
    let cache = try RenderCache(folder: fixture.folder.appendingPathComponent("cache"))
    let first = try run(BatchOptions(cache: cache))
    #expect(first.2.cacheHits == 0 && first.2.rendered == 11)
    #expect(first.0.allSatisfy { $0.cacheHit == false })
    let second = try run(BatchOptions(cache: cache))
    #expect(second.2.cacheHits == 11 && second.2.rendered == 0)
    #expect(second.0.map(\.imageData) == first.0.map(\.imageData))
    // One row changes: only its image is rendered again.
    var rows = try String(contentsOf: fixture.folder.appendingPathComponent("rows.jsonl"), encoding: .utf8)
    rows = rows.replacingOccurrences(of: "Item 3", with: "Item three")
    try fixture.write(rows, to: "rows.jsonl")
    let third = try run(BatchOptions(cache: cache))
    #expect(third.2.rendered == 1)
    #expect(third.0.filter { $0.cacheHit == false }.map(\.path) == ["cards/p3.png"])
    let forced = try run(BatchOptions(cache: cache, force: true))
    #expect(forced.2.rendered == 11 && forced.2.cacheHits == 0)
    #expect(forced.0.map(\.sha256) == third.0.map(\.sha256))
  }

  @Test func aBadRowFailsAloneAndTheRestRender() throws {
    try fixture.write(
      """
      {"id": "good", "name": "a", "price": 1, "color": "#FF0000"}
      {"id": "bad", "name": "b", "price": 2, "color": "not a colour"}
      {"id": "also-good", "name": "c", "price": 3, "color": "#00FF00"}

      """, to: "rows.jsonl")
    let (outputs, failures, totals) = try run(BatchOptions())
    #expect(
      outputs.map(\.path).filter { $0.hasPrefix("cards/") } == ["cards/good.png", "cards/also-good.png"])
    let failure = try #require(failures.first)
    #expect(failure.job.description == "jobs[1]")
    #expect(failure.row == "rows.jsonl:2")
    #expect(failure.file?.hasSuffix("product.json") == true)
    #expect(failure.message.contains(#"got "not a colour" from {{color}}"#), "\(failure.message)")
    #expect(!failure.message.contains("JSON string"), "a colour is a string: no advice to drop the quotes")
    #expect(failure.path.description.contains("containerBackground"))
    #expect(totals.failures == 1)
  }

  @Test func aFailedUnitWritesNothingAndTheOthersAreWritten() throws {
    try fixture.write(
      """
      {"id": "good", "name": "a", "price": 1, "color": "#FF0000"}
      {"id": "bad", "name": "b", "price": 2, "color": "nope"}

      """, to: "rows.jsonl")
    let out = fixture.folder.appendingPathComponent("out")
    _ = try run(BatchOptions(outputFolder: out))
    let written = BatchFixture.files(under: out).keys.sorted()
    #expect(written.contains("cards/good.png"))
    #expect(!written.contains("cards/bad.png"))
    #expect(written.filter { $0.hasPrefix("Card/") }.count == 4)
    #expect(!written.contains { $0.hasSuffix(".partial") })
  }

  @Test func theAsyncSequenceDeliversTheSameResultsInOrder() async throws {
    let renderer = try BatchRenderer(manifest: manifest, options: BatchOptions(workers: 2))
    var paths: [String] = []
    for try await result in renderer.results {
      if case .output(let output) = result { paths.append(output.path) }
    }
    #expect(paths == (try run(BatchOptions(workers: 1)).0.map(\.path)))
  }
}

/// A cached image's warnings come back as they were made, each at its JSON path or layout path.
@Test func cachedWarningsKeepWhereTheyAre() throws {
  let warnings = [
    RenderWarning(.missingAsset, at: .archive("entries[0].view"), view: "Image", message: "no image"),
    RenderWarning(.overflow, at: .layout("0.1"), view: "HStack", message: "0.1 (HStack) overflows its space"),
  ]
  let read = try RenderCache.warnings(fromJSON: Data(RenderCache.json(warnings)))
  #expect(read == warnings)
  #expect(read.map(\.path) == ["entries[0].view", "0.1"])
}
