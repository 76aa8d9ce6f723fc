import TintypeArchive

/// A job (or one row of it) that could not render: nothing of it is written, the rest of the batch goes on.
public struct BatchFailure: Error, Sendable, CustomStringConvertible {
  /// The job's place in the manifest (`jobs[3]`).
  public var job: JSONPath
  /// Where the problem is: a path in the manifest (`jobs[3].families[1]`) or in the archive.
  public var path: JSONPath
  /// What went wrong, naming the file when the problem is in one.
  public var message: String
  /// The data row (`rows.jsonl:7`), when the failure is one row's.
  public var row: String?

  /// A failure.
  public init(job: JSONPath, path: JSONPath, message: String, row: String? = nil) {
    (self.job, self.path, self.message, self.row) = (job, path, message, row)
  }

  public var description: String {
    "\(job)" + (row.map { " row \($0)" } ?? "") + ": " + (path == job ? "" : "\(path): ") + message
  }
}
