import Foundation
import Tintype
import TintypeArchive

/// The JSON summary of a run (`--summary FILE`): per output its path, job, row, number in the whole
/// batch, SHA-256, milliseconds and cache outcome; per failure the job, the JSON path and the message;
/// the totals. Shards of one batch each write one; `BatchSummary.merge` joins them.
///
/// ```json
/// {"format": "tintype-batch-summary", "version": 1, "manifest": "widgets.json", "manifestSHA256": "…",
///  "shard": {"index": 1, "count": 3},
///  "outputs": [{"path": "Goal/systemSmall-fullColor-light-0.png", "job": "jobs[0]", "number": 0,
///               "sha256": "…", "ms": 3.1, "cache": "miss"}],
///  "failures": [{"job": "jobs[1]", "path": "jobs[1].archive", "message": "…"}],
///  "totals": {"outputs": 1, "rendered": 1, "cacheHits": 0, "failures": 1, "seconds": 0.2,
///             "reusedBands": 0, "compressedBands": 26}}
/// ```
public enum BatchSummary {
  /// The `format` field.
  public static let formatName = "tintype-batch-summary"

  /// One output's entry.
  static func entry(_ output: BatchOutput) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("path", .string(output.path)), ("job", .string("\(output.job)")),
    ]
    if let row = output.row { members.append(("row", .string(row))) }
    members += [
      ("number", .number(Double(output.number))), ("sha256", .string(output.sha256)),
      ("ms", .number((output.milliseconds * 100).rounded() / 100)),
    ]
    if let hit = output.cacheHit { members.append(("cache", .string(hit ? "hit" : "miss"))) }
    if !output.warnings.isEmpty {
      members.append(("warnings", .array(output.warnings.map { .string($0.message) })))
    }
    return .object(JSONObject(members))
  }

  /// One failure's entry.
  static func entry(_ failure: BatchFailure) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("job", .string("\(failure.job)")), ("path", .string("\(failure.path)")),
    ]
    if let row = failure.row { members.append(("row", .string(row))) }
    if let file = failure.file { members.append(("file", .string(file))) }
    members.append(("message", .string(failure.message)))
    return .object(JSONObject(members))
  }

  static func totals(_ totals: BatchTotals) -> JSONValue {
    [
      "outputs": .number(Double(totals.outputs)), "rendered": .number(Double(totals.rendered)),
      "cacheHits": .number(Double(totals.cacheHits)), "failures": .number(Double(totals.failures)),
      "seconds": .number((totals.seconds * 1000).rounded() / 1000),
      // How much of the PNG encoding was copied from earlier images (`BatchOptions.reusesBands`);
      // the counts depend on which thread reached a band first, the bytes do not.
      "reusedBands": .number(Double(totals.reusedBands)),
      "compressedBands": .number(Double(totals.compressedBands)),
    ]
  }
}

/// Writes a summary as the run goes: outputs are streamed to a temporary file in order (a summary of
/// ten million outputs is never held in memory), failures are kept, and `finish` renames the file
/// into place, so a summary that exists is whole.
public final class BatchSummaryWriter {
  private let url: URL
  private let temporary: URL
  private var handle: FileHandle?
  private var failures: [BatchFailure] = []
  private var first = true
  private var buffer = [UInt8]()

  /// Starts the summary at `url` for `manifest` and `shard`.
  public init(url: URL, manifest: BatchManifest, shard: BatchShard) throws {
    self.url = url
    temporary = AtomicFile.temporary(for: url)
    // The folder must be there and writable now, so that a bad --summary fails before any render;
    // the file itself is made at the first flush (a run may first clear its output folder of
    // temporaries, and the summary may live in it).
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard FileManager.default.isWritableFile(atPath: url.deletingLastPathComponent().path) else {
      throw AtomicFile.WriteError(path: url.path, reason: "its folder is not writable")
    }
    let head: [(String, JSONValue)] = [
      ("format", .string(BatchSummary.formatName)), ("version", 1),
      ("manifest", .string(manifest.file ?? "")), ("manifestSHA256", .string(manifest.digest)),
      ("shard", ["index": .number(Double(shard.index)), "count": .number(Double(shard.count))]),
    ]
    let opening = JSONWriter.write(.object(JSONObject(head)), pretty: false).dropLast()
    buffer += opening + Array(",\n\"outputs\": [".utf8)
  }

  /// Adds a result.
  public func add(_ result: BatchResult) {
    switch result {
    case .output(let output):
      buffer +=
        Array((first ? "\n  " : ",\n  ").utf8) + JSONWriter.write(BatchSummary.entry(output), pretty: false)
      first = false
      if buffer.count > 1 << 16 { flush() }
    case .failure(let failure):
      failures.append(failure)
    }
  }

  /// Writes the failures and totals and puts the file in place.
  public func finish(_ totals: BatchTotals) throws {
    buffer += Array("\n],\n\"failures\": ".utf8)
    buffer += JSONWriter.write(.array(failures.map(BatchSummary.entry)), pretty: false)
    buffer += Array(",\n\"totals\": ".utf8) + JSONWriter.write(BatchSummary.totals(totals), pretty: false)
    buffer += Array("}\n".utf8)
    flush()
    try handle?.close()
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw AtomicFile.WriteError(path: url.path, reason: String(cString: strerror(errno)))
    }
  }

  private func flush() {
    if handle == nil {
      _ = FileManager.default.createFile(atPath: temporary.path, contents: nil)
      handle = FileHandle(forWritingAtPath: temporary.path)
    }
    handle?.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }

  deinit {
    // A run that ended without `finish` leaves no half summary.
    try? FileManager.default.removeItem(at: temporary)
  }
}

/// Joining the summaries of a batch's shards (`tintype batch merge`).
public enum BatchSummaryMerge {
  /// A problem with the summaries given.
  public struct Problem: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// One summary as read back.
  struct Read {
    var file: String
    var manifestDigest: String
    var manifest: String
    var shard: BatchShard
    var outputs: [JSONValue]
    var failures: [JSONValue]
    var totals: JSONObject
  }

  /// The merged summary of `files`: outputs in batch order, failures once each, totals added up.
  /// The summaries must come from one manifest, name the same shard count, and cover every shard once.
  public static func merge(_ files: [URL]) throws -> JSONValue {
    var reads: [Read] = []
    for file in files { reads.append(try read(file)) }
    guard let first = reads.first else { throw Problem(description: "no summaries given") }
    for read in reads.dropFirst() where read.manifestDigest != first.manifestDigest {
      throw Problem(
        description: "\(read.file) is from another manifest than \(first.file) (manifestSHA256 differs)")
    }
    for read in reads.dropFirst() where read.shard.count != first.shard.count {
      throw Problem(
        description:
          "\(read.file) is shard \(read.shard) and \(first.file) shard \(first.shard): one batch has one shard count"
      )
    }
    var seen: [Int: String] = [:]
    for read in reads {
      if let other = seen[read.shard.index] {
        throw Problem(description: "\(read.file) and \(other) are both shard \(read.shard)")
      }
      seen[read.shard.index] = read.file
    }
    let missing = (1...first.shard.count).filter { seen[$0] == nil }
    guard missing.isEmpty else {
      throw Problem(
        description:
          "shard \(missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")) missing: give every shard's summary"
      )
    }
    var outputs: [(Int, JSONValue)] = []
    for read in reads {
      for output in read.outputs {
        guard case .object(let object) = output, case .number(let number)? = object["number"] else {
          throw Problem(description: "\(read.file): an output without its number")
        }
        outputs.append((Int(number), output))
      }
    }
    outputs.sort { $0.0 < $1.0 }
    for index in outputs.indices.dropFirst() where outputs[index].0 == outputs[index - 1].0 {
      throw Problem(description: "output \(outputs[index].0) appears in two summaries")
    }
    // Planning failures are in every shard's summary: keep each once.
    var failures: [JSONValue] = []
    var failureKeys = Set<[UInt8]>()
    for read in reads {
      for failure in read.failures where failureKeys.insert(JSONWriter.write(failure, pretty: false)).inserted
      {
        failures.append(failure)
      }
    }
    var totals: [String: Double] = [:]
    for read in reads {
      for (key, value) in read.totals.members {
        if case .number(let number) = value { totals[key, default: 0] += number }
      }
    }
    totals["failures"] = Double(failures.count)
    totals["seconds"] = reads.map { read -> Double in
      if case .number(let seconds)? = read.totals["seconds"] { return seconds }
      return 0
    }.max()
    let orderedTotals = [
      "outputs", "rendered", "cacheHits", "failures", "seconds", "reusedBands", "compressedBands",
    ].compactMap { key in
      totals[key].map { (key, JSONValue.number($0)) }
    }
    return .object(
      JSONObject([
        ("format", .string(BatchSummary.formatName)), ("version", 1), ("manifest", .string(first.manifest)),
        ("manifestSHA256", .string(first.manifestDigest)),
        ("shards", .number(Double(first.shard.count))),
        ("outputs", .array(outputs.map(\.1))), ("failures", .array(failures)),
        ("totals", .object(JSONObject(orderedTotals))),
      ]))
  }

  static func read(_ file: URL) throws -> Read {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw Problem(description: "\(file.path): no such summary")
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(data)
    } catch {
      throw Problem(description: error.inFile(file.path).description)
    }
    do {
      let object = try JSONReader(value).object()
      guard try object.required("format").string() == BatchSummary.formatName else {
        throw Problem(
          description: "\(file.path) is not a batch summary (format is not \"\(BatchSummary.formatName)\")")
      }
      let shard = try object.required("shard").object()
      guard
        let parsed = BatchShard(
          index: try shard.required("index").integer(), count: try shard.required("count").integer())
      else { throw Problem(description: "\(file.path): shard is not K/N") }
      return Read(
        file: file.path, manifestDigest: try object.required("manifestSHA256").string(),
        manifest: try object.required("manifest").string(), shard: parsed,
        outputs: try object.required("outputs").array().map(\.value),
        failures: try object.required("failures").array().map(\.value),
        totals: try object.required("totals").object().object)
    } catch let error as ArchiveError {
      throw Problem(description: error.inFile(file.path).description)
    }
  }
}
