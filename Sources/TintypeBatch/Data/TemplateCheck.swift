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
    var iterator = try DataSource.file(url, name: name).rows()
    while let row = try iterator.next() {
      rows += 1
      do {
        _ = try template.rowDocument(for: row)
      } catch {
        report.add(BatchFailure(job: .root, error: error, row: row.location))
      }
    }
  }

  /// Whether every row filled the template into a valid archive.
  public var passed: Bool { report.failureCount == 0 }
}
