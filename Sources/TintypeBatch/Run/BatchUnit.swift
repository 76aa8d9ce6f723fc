import Foundation
import TintypeArchive

/// One job's renders for one data row (or the whole job, without data): rendered together and
/// written together, so a failure anywhere in it writes none of it.
struct BatchUnit: Sendable {
  /// Position among the units this shard renders, from 0: results are delivered in this order.
  var sequence: Int
  /// The number of the unit's first output in the whole batch (every shard's), from 0: the order of
  /// a merged summary.
  var firstOutput: Int
  /// Index into `BatchPlan.jobs`.
  var jobIndex: Int
  /// The row, for jobs with data.
  var row: DataRow?
}

/// The units of a plan in order, streaming each job's rows, keeping those dealt to one shard. Not
/// thread-safe: the renderer calls `next()` under its lock.
final class BatchUnitStream: @unchecked Sendable {
  private let plan: BatchPlan
  private let shard: BatchShard
  private var dealer: ShardDealer
  private var jobIndex = 0
  private var rows: DataRowIterator?
  private var startedJob = false
  private var sequence = 0
  private var outputs = 0
  /// Jobs whose rows could not be read again while rendering (the file changed under the run).
  private(set) var failures: [BatchFailure] = []

  init(plan: BatchPlan, shard: BatchShard) {
    self.plan = plan
    self.shard = shard
    dealer = ShardDealer(count: shard.count)
  }

  /// The next unit of this shard, or `nil` when there are no more.
  func next() -> BatchUnit? {
    while jobIndex < plan.jobs.count {
      let job = plan.jobs[jobIndex]
      var row: DataRow?
      if job.data != nil {
        do {
          if !startedJob { rows = try job.data!.rows() }
          startedJob = true
          row = try rows!.next()
        } catch {
          failures.append(
            BatchFailure(
              job: job.path, path: job.path.appending("data"), message: "\(error) (while rendering)"))
          row = nil
        }
        if row == nil {
          advanceJob()
          continue
        }
      } else if startedJob {
        advanceJob()
        continue
      }
      startedJob = true
      let first = outputs
      outputs += job.renders.count
      guard dealer.deal(outputs: job.renders.count) == shard.index else { continue }
      defer { sequence += 1 }
      return BatchUnit(sequence: sequence, firstOutput: first, jobIndex: jobIndex, row: row)
    }
    return nil
  }

  private func advanceJob() {
    jobIndex += 1
    startedJob = false
    rows = nil
  }
}
