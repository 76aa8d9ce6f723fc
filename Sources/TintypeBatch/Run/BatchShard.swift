import Foundation

/// The part of a batch one machine renders: shard `index` of `count`, from 1.
///
/// Units (a job's renders for one data row, or the whole job without data) are dealt out in manifest
/// order, each to the shard with the fewest outputs so far (the lowest-numbered on a tie): every
/// machine works the same deal out from the same manifest, the shards' outputs add up to the whole
/// batch with none twice, and shards differ by at most one unit's outputs.
public struct BatchShard: Hashable, Sendable, CustomStringConvertible {
  /// Which shard, from 1.
  public var index: Int
  /// How many shards.
  public var count: Int

  /// The whole batch on one machine.
  public static let whole = BatchShard(index: 1, count: 1)!

  /// Shard `index` of `count`; `nil` unless 1 ≤ index ≤ count.
  public init?(index: Int, count: Int) {
    guard count >= 1, count <= 100_000, (1...count).contains(index) else { return nil }
    (self.index, self.count) = (index, count)
  }

  /// The environment variable a Kubernetes Indexed Job sets in each pod (0-based).
  public static let kubernetesIndexVariable = "JOB_COMPLETION_INDEX"
  /// Where `--shard auto` finds the number of shards (a Kubernetes Job's `completions`, which the pod
  /// is not told otherwise): set it in the pod template beside `completions`.
  public static let countVariable = "TINTYPE_SHARD_COUNT"

  /// Parses `K/N`, `auto` or `auto/N`. `auto` takes the shard from `JOB_COMPLETION_INDEX` (+1) and the
  /// count from `N` or `TINTYPE_SHARD_COUNT`.
  public static func parse(
    _ text: String, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    throws(BatchShardError) -> BatchShard
  {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts[0] == "auto" {
      guard let raw = environment[kubernetesIndexVariable], let zeroBased = Int(raw) else {
        throw BatchShardError(
          "--shard auto reads \(kubernetesIndexVariable), which is not set (a Kubernetes Indexed Job sets it); give --shard K/N instead"
        )
      }
      let countText = parts.count == 2 ? parts[1] : environment[countVariable]
      guard let countText, let count = Int(countText) else {
        throw BatchShardError(
          "--shard auto needs the number of shards: --shard auto/N, or set \(countVariable)")
      }
      guard let shard = BatchShard(index: zeroBased + 1, count: count) else {
        throw BatchShardError("\(kubernetesIndexVariable)=\(raw) is not an index below \(count)")
      }
      return shard
    }
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      let shard = BatchShard(index: index, count: count)
    else {
      throw BatchShardError("--shard \"\(text)\" is not K/N with 1 ≤ K ≤ N (such as 2/3), auto or auto/N")
    }
    return shard
  }

  public var description: String { "\(index)/\(count)" }
}

/// A `--shard` value that does not parse.
public struct BatchShardError: Error, CustomStringConvertible, Sendable {
  public var description: String
  init(_ description: String) { self.description = description }
}

/// Deals units out to shards as `BatchShard` describes: a min-heap of (outputs so far, shard), so a
/// deal costs O(log shards).
struct ShardDealer {
  private var heap: [(load: Int, shard: Int)]

  init(count: Int) { heap = (1...count).map { (0, $0) } }

  /// The shard (from 1) of the next unit, which has `outputs` outputs.
  mutating func deal(outputs: Int) -> Int {
    let shard = heap[0].shard
    heap[0].load += outputs
    // Sift the root down.
    var index = 0
    while true {
      let left = 2 * index + 1
      let right = left + 1
      var smallest = index
      if left < heap.count, ShardDealer.less(heap[left], heap[smallest]) { smallest = left }
      if right < heap.count, ShardDealer.less(heap[right], heap[smallest]) { smallest = right }
      if smallest == index { break }
      heap.swapAt(index, smallest)
      index = smallest
    }
    return shard
  }

  private static func less(_ a: (load: Int, shard: Int), _ b: (load: Int, shard: Int)) -> Bool {
    a.load < b.load || (a.load == b.load && a.shard < b.shard)
  }
}
