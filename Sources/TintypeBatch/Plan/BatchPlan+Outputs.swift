import TintypeArchive

extension BatchPlan {
  /// An output the plan will write.
  public struct PlannedOutput: Sendable {
    /// The job that writes it.
    public var job: JSONPath
    /// Its path relative to the output folder.
    public var path: String
    /// Its number in the whole batch, from 0.
    public var number: Int
  }

  /// The outputs `shard` writes, in order, without rendering (`--dry-run`); rows are streamed again.
  public func outputs(shard: BatchShard = .whole) -> AnySequence<PlannedOutput> {
    AnySequence { () -> AnyIterator<PlannedOutput> in
      let stream = BatchUnitStream(plan: self, shard: shard)
      var pending: [PlannedOutput] = []
      return AnyIterator {
        while pending.isEmpty {
          guard let unit = stream.next() else { return nil }
          let job = self.jobs[unit.jobIndex]
          pending = job.renders.enumerated().map { offset, render in
            PlannedOutput(
              job: job.path, path: job.outputName(render, row: unit.row), number: unit.firstOutput + offset)
          }.reversed()
        }
        return pending.popLast()
      }
    }
  }
}
