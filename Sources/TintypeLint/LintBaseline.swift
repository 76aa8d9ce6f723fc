import TintypeArchive

/// Findings a team has accepted, so that lint reports only new ones: each by widget, rule and view
/// (the view's path with the entry's index left out, as reports group them). Written by
/// `tintype lint --write-baseline FILE`, read by `--baseline FILE`:
/// `{"version": 1, "accepted": [{"widget": "Steps", "rule": "text-contrast", "path": "entries[*].view"}]}`.
public struct LintBaseline: Sendable, Equatable {
  /// One accepted finding.
  public struct Entry: Hashable, Sendable, Comparable {
    /// The widget's kind.
    public var widget: String
    /// The rule's id.
    public var rule: String
    /// The view's path, its entry's index as `*`.
    public var path: String

    /// An accepted finding.
    public init(widget: String, rule: String, path: String) {
      self.widget = widget
      self.rule = rule
      self.path = path
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.widget, lhs.rule, lhs.path) < (rhs.widget, rhs.rule, rhs.path)
    }
  }

  /// The accepted findings.
  public var accepted: Set<Entry>

  /// A baseline accepting `accepted`.
  public init(accepted: Set<Entry> = []) { self.accepted = accepted }

  /// A baseline accepting every finding of `report`. A source finding is kept by its file, rule and
  /// message (not its line, which edits above it move).
  public init(accepting report: LintReport) {
    accepted = Set(
      report.widgets.flatMap { widget in
        widget.findings.map {
          Entry(widget: widget.kind, rule: $0.rule.id, path: LintReport.entryless($0.path))
        }
      } + report.sources.map(Self.entry))
  }

  static func entry(_ finding: SourceFinding) -> Entry {
    Entry(widget: finding.file, rule: finding.rule.id, path: finding.message)
  }

  /// A baseline read from its JSON; errors name the JSON path.
  public init(json bytes: [UInt8]) throws(ArchiveError) {
    let value = try JSONParser.parse(bytes)
    do {
      let object = try JSONReader(value).object()
      try object.only(["version", "accepted"])
      let version = try object.required("version").integer(min: 1, max: 1)
      _ = version
      let entries = try object.required("accepted").array { entry in
        let fields = try entry.object()
        try fields.only(["widget", "rule", "path"])
        return Entry(
          widget: try fields.required("widget").string(), rule: try fields.required("rule").string(),
          path: try fields.required("path").string())
      }
      accepted = Set(entries)
    } catch let error as ArchiveError {
      throw error
    } catch {
      throw ArchiveError(path: .root, "\(error)")
    }
  }

  /// The baseline as JSON, its entries sorted (so that it diffs well in review).
  public var json: JSONValue {
    .object(
      JSONObject([
        ("version", .number(1)),
        (
          "accepted",
          .array(
            accepted.sorted().map { entry in
              .object(
                JSONObject([
                  ("widget", .string(entry.widget)), ("rule", .string(entry.rule)),
                  ("path", .string(entry.path)),
                ]))
            })
        ),
      ]))
  }

  /// `report` without the findings this baseline accepts, and how many it dropped.
  public func filtering(_ report: LintReport) -> (report: LintReport, accepted: Int) {
    var dropped = 0
    let widgets = report.widgets.map { widget in
      var kept = widget
      kept.findings = widget.findings.filter { finding in
        let known = accepted.contains(
          Entry(widget: widget.kind, rule: finding.rule.id, path: LintReport.entryless(finding.path)))
        if known { dropped += 1 }
        return !known
      }
      return kept
    }
    let sources = report.sources.filter { finding in
      let known = accepted.contains(Self.entry(finding))
      if known { dropped += 1 }
      return !known
    }
    return (LintReport(widgets: widgets, sources: sources), dropped)
  }
}
