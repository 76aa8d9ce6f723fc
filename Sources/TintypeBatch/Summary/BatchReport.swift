import Tintype
import TintypeArchive

/// What a batch says when it ends, for people: each distinct failure once, with how many rows share
/// it and the first few; each distinct warning once, with how many images have it and the first few,
/// judged by a warning policy. So one bad column in two hundred rows is one line, and an acknowledged
/// kind is a count. The summary JSON (`--summary`) keeps every failure and warning.
public struct BatchReport: Sendable {
  /// One distinct failure.
  public struct Problem: Sendable {
    /// Its first occurrence.
    public var first: BatchFailure
    /// How many units (rows, or the job once) failed with it.
    public var count: Int
    /// The first rows it occurred in, up to `BatchReport.namedRows`.
    public var rows: [String]
  }

  /// How many rows (or images) a grouped line names before "…".
  public static let namedRows = 3

  private var problems: [String: Problem] = [:]
  private var order: [String] = []
  /// The warnings of every image, said once each.
  public private(set) var warnings: WarningSummary
  /// How many failures were added.
  public private(set) var failureCount = 0

  /// An empty report whose warnings are judged by `policy`.
  public init(policy: WarningPolicy) { warnings = WarningSummary(policy: policy) }

  /// Adds one result of the run.
  public mutating func add(_ result: BatchResult) {
    switch result {
    case .output(let output):
      warnings.add(output.warnings, in: output.path + (output.row.map { " (row \($0))" } ?? ""))
    case .failure(let failure):
      add(failure)
    }
  }

  /// Adds a failure: one with the same job and problem as an earlier one adds to its count.
  public mutating func add(_ failure: BatchFailure) {
    failureCount += 1
    let key = "\(failure.job) \(failure.problem)"
    if problems[key] == nil {
      order.append(key)
      problems[key] = Problem(first: failure, count: 0, rows: [])
    }
    problems[key]!.count += 1
    if let row = failure.row, problems[key]!.rows.count < BatchReport.namedRows {
      problems[key]!.rows.append(row)
    }
  }

  /// The distinct failures, in the order they first occurred.
  public var distinctFailures: [Problem] { order.map { problems[$0]! } }

  /// Whether the run failed: a job or row failed, or a warning the policy fails occurred.
  public var failed: Bool { failureCount > 0 || warnings.failed }

  /// The lines to print, each `error: …` or `warning: …`: failures, then warnings the policy fails,
  /// then the warnings it reports. Acknowledged warnings are only counted (`warnings.line`).
  public var lines: [String] {
    var lines: [String] = []
    for problem in distinctFailures {
      if problem.count == 1 {
        let failure = problem.first
        if failure.job == .root {
          lines.append("error: " + (failure.row.map { "row \($0): " } ?? "") + failure.problem)
        } else {
          lines.append("error: \(failure)")
        }
        continue
      }
      let many =
        problem.rows.isEmpty
        ? "\(problem.count) times"
        : "\(problem.count) rows: " + problem.rows.joined(separator: ", ")
          + (problem.count > problem.rows.count ? ", …" : "")
      // A check outside a manifest (`validate --rows`) has no job to name.
      let job = problem.first.job == .root ? "" : "\(problem.first.job): "
      lines.append("error: \(job)\(problem.first.problem) — \(many)")
    }
    for (word, entries) in [("error", warnings.failures), ("warning", warnings.reported)] {
      for entry in entries {
        if entry.renders == 1 {
          lines.append("\(word): \(entry.subject): \(entry.message)")
        } else {
          lines.append(
            "\(word): \(entry.message) — \(entry.renders) images: " + entry.subjects.joined(separator: ", ")
              + (entry.renders > entry.subjects.count ? ", …" : ""))
        }
      }
    }
    return lines
  }
}
