import Foundation
import TintypeArchive

/// A template checked against its data rows before anything renders (`tintype validate --rows`):
/// every row filled and decoded, so each type error (`"abc"` where a `trim` reads a number), range
/// error and missing field is found with its column, row and JSON path. Problems many rows share
/// are one entry with a count.
public struct TemplateCheck: Sendable {
  /// How many rows were checked.
  public private(set) var rows = 0
  /// The distinct problems, each with how many rows have it and the first few.
  public private(set) var report = BatchReport(policy: .standard)

  /// Checks `template` against every row of the data file at `url` (`.csv`, `.jsonl` or `.json`);
  /// `name` is how messages name the file. A file that cannot be read throws, naming it and the line.
  public init(_ template: ArchiveTemplate, rowsAt url: URL, name: String) throws {
    let format = url.pathExtension.lowercased()
    guard ["json", "jsonl", "ndjson", "csv"].contains(format) else {
      throw BatchDataError(location: name, "a data file is .json, .jsonl or .csv")
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw BatchDataError(location: name, "no such file")
    }
    let iterator = try DataSource.file(url, name: name).rows()
    while let row = try iterator.next() {
      rows += 1
      let problems = TemplateCheck.problems(of: template, in: row)
      if !problems.isEmpty { failedRows += 1 }
      for problem in problems { report.add(BatchFailure(job: .root, error: problem, row: row.location)) }
    }
  }

  /// How many rows have at least one problem.
  public private(set) var failedRows = 0

  /// Whether every row filled the template into a valid archive.
  public var passed: Bool { failedRows == 0 }

  /// Values tried in place of a cell found wrong, so that decoding goes on to the row's next cell:
  /// one of them fits any number, boolean or date position.
  static let standIns = ["0", "1", "true", "2026-01-01T00:00:00Z"]

  /// Every problem of `row`, not only the first: decoding stops at the first error, so a cell found
  /// wrong is filled with a stand-in that fits its position and the row decoded again, until it
  /// decodes or the error is not a cell's.
  static func problems(of template: ArchiveTemplate, in row: DataRow) -> [ArchiveError] {
    var problems: [ArchiveError] = []
    var current = row
    var tried: [String: Int] = [:]
    while true {
      do {
        _ = try template.rowDocument(for: current)
        return problems
      } catch {
        guard let name = template.wholeValues[error.path] else {
          problems.append(error)
          return problems
        }
        let attempt = tried[name, default: -1] + 1
        // The row's own value is the problem; a stand-in failing is the search, not a problem.
        if attempt == 0 { problems.append(error) }
        guard attempt < standIns.count else { return problems }
        tried[name] = attempt
        current.fields[name] = standIns[attempt]
        current.textFields.remove(name)
      }
    }
  }
}
