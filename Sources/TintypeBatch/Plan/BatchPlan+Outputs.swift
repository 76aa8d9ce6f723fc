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

  /// A render's axis values as one line, in axis order: its part of a cache key.
  static func canonical(_ values: [BatchAxis: String]) -> String {
    values.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: ";")
  }

  /// Refuses a name that would leave the output folder or is too long.
  static func checkContained(_ name: String, template: OutputTemplate, file: String?) throws {
    guard name.utf8.count <= BatchLimits.maximumOutputNameLength else {
      throw ArchiveError(
        path: template.path, "an expanded output name is over \(BatchLimits.maximumOutputNameLength) bytes",
        file: file)
    }
    for component in name.split(separator: "/", omittingEmptySubsequences: false)
    where component == ".." || component == "." || component.isEmpty {
      throw ArchiveError(path: template.path, "\(ArchiveError.quoted(name)) would leave --out", file: file)
    }
  }
}

extension BatchPlan {
  /// Two outputs share `name`: finds the first one (by making the names again in order) and says both.
  func duplicate(_ name: String, second: Job, row: DataRow?) -> ArchiveError {
    var first = "an earlier output"
    search: for job in jobs {
      var found = false
      try? BatchPlan.forEachUnit(of: job) { candidate in
        guard !found else { return }
        for render in job.renders where job.outputName(render, row: candidate) == name {
          first = "\(job.path)" + (candidate.map { " (row \($0.location))" } ?? "")
          found = true
          return
        }
      }
      if found { break search }
    }
    let here = "\(second.path)" + (row.map { " (row \($0.location))" } ?? "")
    return ArchiveError(
      path: second.template.path,
      "\(first) and \(here) both write \(ArchiveError.quoted(name)); add a placeholder such as {family}, {row} or {device} to tell them apart",
      file: manifest.file)
  }

  /// Calls `body` once per unit of `job`: each row, or once with `nil` for a job without data.
  static func forEachUnit(of job: Job, _ body: (DataRow?) throws -> Void) throws {
    guard let data = job.data else { return try body(nil) }
    let rows = try data.rows()
    while let row = try rows.next() { try body(row) }
  }
}

extension BatchPlan.Job {
  /// The output path of `render` for `row`, relative to the output folder.
  func outputName(_ render: BatchPlan.Render, row: DataRow?) -> String {
    let kind = archives[render.archiveKey]!.template.kind(for: row)
    return template.expand(kind: kind, job: index, values: render.values, rowIndex: row?.index, row: row)
  }
}
