import TintypeArchive

/// A job (or one row of it) that could not render: nothing of it is written, the rest of the batch goes on.
public struct BatchFailure: Error, Sendable, CustomStringConvertible {
  /// The job's place in the manifest (`jobs[3]`).
  public var job: JSONPath
  /// Where the problem is: a path in the manifest (`jobs[3].families[1]`) or in the archive.
  public var path: JSONPath
  /// What went wrong. It names the file itself only when `file` is `nil`.
  public var message: String
  /// The data row (`rows.jsonl:7`), when the failure is one row's.
  public var row: String?
  /// The file `path` is in, when the problem is in an archive rather than the manifest.
  public var file: String?

  /// A failure.
  public init(job: JSONPath, path: JSONPath, message: String, row: String? = nil, file: String? = nil) {
    (self.job, self.path, self.message, self.row, self.file) = (job, path, message, row, file)
  }

  /// A failure to read an archive (for `row`): its file, path and message, each once.
  public init(job: JSONPath, error: ArchiveError, row: String? = nil) {
    if error.line != nil {
      // A syntax error's place is a line and column, which its description holds.
      self.init(job: job, path: error.path, message: error.description, row: row)
    } else {
      self.init(job: job, path: error.path, message: error.message, row: row, file: error.file)
    }
  }

  /// The problem without the job or the row: failures of many rows that share it are one problem,
  /// said once with a count.
  public var problem: String {
    (file.map { "\($0): " } ?? "") + (path == job ? "" : "\(path): ") + message
  }

  /// `jobs[1] row rows.csv:7: card.json: entries[0]…trim.to: expected …`.
  public var description: String {
    "\(job)" + (row.map { " row \($0)" } ?? "") + ": " + problem
  }
}
