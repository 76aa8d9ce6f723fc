import Foundation
import Testing
import TintypeArchive

@testable import TintypeBatch

/// `--shard` values, the deal of units to shards, the summary file and the merge of shard summaries.
@Suite struct ShardAndSummaryTests {
  @Test func shardValuesParse() throws {
    #expect(try BatchShard.parse("2/3", environment: [:]) == BatchShard(index: 2, count: 3))
    #expect(
      try BatchShard.parse("auto", environment: ["JOB_COMPLETION_INDEX": "0", "TINTYPE_SHARD_COUNT": "4"])
        == BatchShard(index: 1, count: 4))
    #expect(
      try BatchShard.parse("auto/5", environment: ["JOB_COMPLETION_INDEX": "4"])
        == BatchShard(index: 5, count: 5))
    for bad in ["0/3", "4/3", "x", "1/0", "2"] {
      #expect(throws: BatchShardError.self) { try BatchShard.parse(bad, environment: [:]) }
    }
    #expect(throws: BatchShardError.self) {
      try BatchShard.parse("auto", environment: ["JOB_COMPLETION_INDEX": "1"])
    }
    #expect(throws: BatchShardError.self) {
      try BatchShard.parse("auto/2", environment: ["JOB_COMPLETION_INDEX": "2"])
    }
    #expect(throws: BatchShardError.self) { try BatchShard.parse("auto/2", environment: [:]) }
  }

  @Test func theDealGivesEachUnitToTheLeastLoadedShard() {
    var dealer = ShardDealer(count: 3)
    // A heavy unit first, then light ones fill the other shards before the heavy one gets more.
    #expect([10, 1, 1, 1, 1, 5].map { dealer.deal(outputs: $0) } == [1, 2, 3, 2, 3, 2])
  }

  private func fixtureWithRows() throws -> (BatchFixture, BatchManifest) {
    let fixture = try BatchFixture()
    try fixture.write(BatchFixture.personal, to: "product.json")
    var rows = ""
    for index in 0..<5 { rows += "{\"name\": \"n\(index)\", \"price\": \(index), \"color\": \"#AABBCC\"}\n" }
    try fixture.write(rows, to: "rows.jsonl")
    let manifest = try fixture.manifest(
      ##"{"version": 1, "jobs": [{"archive": "product.json", "data": "rows.jsonl", "output": "p/{row}.png"}, {"archive": "missing.json"}]}"##
    )
    return (fixture, manifest)
  }

  private func summary(_ manifest: BatchManifest, shard: BatchShard, to url: URL) throws {
    let writer = try BatchSummaryWriter(url: url, manifest: manifest, shard: shard)
    let totals = try BatchRenderer(manifest: manifest, options: BatchOptions(shard: shard)).run {
      writer.add($0)
    }
    try writer.finish(totals)
  }

  @Test func aSummaryListsEveryOutputAndFailure() throws {
    let (fixture, manifest) = try fixtureWithRows()
    let url = fixture.folder.appendingPathComponent("summary.json")
    try summary(manifest, shard: .whole, to: url)
    let value = try JSONParser.parse(try Data(contentsOf: url))
    guard case .object(let object) = value, case .array(let outputs)? = object["outputs"],
      case .array(let failures)? = object["failures"], case .object(let totals)? = object["totals"]
    else {
      Issue.record("not a summary: \(value)")
      return
    }
    #expect(outputs.count == 5)
    guard case .object(let first) = outputs[0] else { return }
    #expect(first["path"] == .string("p/0.png"))
    #expect(first["job"] == .string("jobs[0]"))
    #expect(first["row"] == .string("rows.jsonl:1"))
    if case .string(let digest)? = first["sha256"] {
      #expect(digest.count == 64)
    } else {
      Issue.record("no sha256")
    }
    guard case .object(let failure) = failures.first else {
      Issue.record("no failure")
      return
    }
    #expect(failure["job"] == .string("jobs[1]"))
    #expect(failure["path"] == .string("jobs[1].archive"))
    #expect(totals["outputs"] == .number(5))
    #expect(totals["failures"] == .number(1))
    #expect(
      try !FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).contains {
        $0.hasSuffix(".partial")
      })
  }

  @Test func shardSummariesMergeIntoTheWholeBatch() throws {
    let (fixture, manifest) = try fixtureWithRows()
    let urls = (1...3).map { fixture.folder.appendingPathComponent("s\($0).json") }
    for (index, url) in urls.enumerated() {
      try summary(manifest, shard: BatchShard(index: index + 1, count: 3)!, to: url)
    }
    let merged = try BatchSummaryMerge.merge(urls.reversed())
    guard case .object(let object) = merged, case .array(let outputs)? = object["outputs"],
      case .array(let failures)? = object["failures"], case .object(let totals)? = object["totals"]
    else {
      Issue.record("not a summary")
      return
    }
    let numbers: [JSONValue?] = outputs.map { if case .object(let o) = $0 { o["number"] } else { nil } }
    #expect(numbers == (0..<5).map { JSONValue.number(Double($0)) })
    #expect(failures.count == 1, "the planning failure each shard reports is kept once")
    #expect(totals["outputs"] == .number(5))
    // Against one unsharded run: the same files with the same digests.
    let whole = fixture.folder.appendingPathComponent("whole.json")
    try summary(manifest, shard: .whole, to: whole)
    guard case .object(let single) = try JSONParser.parse(try Data(contentsOf: whole)),
      case .array(let singleOutputs)? = single["outputs"]
    else { return }
    func digests(_ outputs: [JSONValue]) -> [JSONValue?] {
      outputs.map { if case .object(let o) = $0 { o["sha256"] } else { nil } }
    }
    #expect(digests(outputs) == digests(singleOutputs))
  }

  @Test func mergeRefusesMissingDuplicateOrForeignShards() throws {
    let (fixture, manifest) = try fixtureWithRows()
    let one = fixture.folder.appendingPathComponent("s1.json")
    let two = fixture.folder.appendingPathComponent("s2.json")
    try summary(manifest, shard: BatchShard(index: 1, count: 2)!, to: one)
    try summary(manifest, shard: BatchShard(index: 2, count: 2)!, to: two)
    #expect(
      BatchFixture.error { _ = try BatchSummaryMerge.merge([one]) }?.contains("shard 2/2 missing") == true)
    #expect(
      BatchFixture.error { _ = try BatchSummaryMerge.merge([one, one, two]) }?.contains("both shard 1/2")
        == true)
    let other = try fixture.manifest(
      ##"{"version": 1, "jobs": [{"archive": "product.json", "data": "rows.jsonl", "output": "q/{row}.png"}]}"##
    )
    let foreign = fixture.folder.appendingPathComponent("s2-other.json")
    try summary(other, shard: BatchShard(index: 2, count: 2)!, to: foreign)
    #expect(
      BatchFixture.error { _ = try BatchSummaryMerge.merge([one, foreign]) }?.contains("another manifest")
        == true)
  }
}
