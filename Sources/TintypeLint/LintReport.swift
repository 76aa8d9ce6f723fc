import Foundation
import TintypeArchive
import TintypeCore

/// The findings of a lint run, by widget: what `tintype lint` prints as text (findings grouped by
/// widget, one line per rule and view with the renders it was seen in) or as JSON (every finding).
public struct LintReport: Sendable {
  /// One widget's findings: the archive file it came from, its kind, and how many renders were linted.
  public struct Widget: Sendable {
    /// The archive's file.
    public var file: String
    /// The widget's kind.
    public var kind: String
    /// The renders linted.
    public var renders: Int
    /// The findings, as the linter ordered them.
    public var findings: [LintFinding]

    /// A widget's findings.
    public init(file: String, kind: String, renders: Int, findings: [LintFinding]) {
      self.file = file
      self.kind = kind
      self.renders = renders
      self.findings = findings
    }
  }

  /// The widgets, in the order linted.
  public var widgets: [Widget]
  /// The source rules' findings, by file and line.
  public var sources: [SourceFinding]

  /// A report.
  public init(widgets: [Widget], sources: [SourceFinding] = []) {
    self.widgets = widgets
    self.sources = sources
  }

  /// Every finding of the render rules.
  public var findings: [LintFinding] { widgets.flatMap(\.findings) }

  /// The severities of every finding, render and source.
  var severities: [LintSeverity] { findings.map(\.rule.severity) + sources.map(\.rule.severity) }

  /// Whether any finding is an error (the command then exits 1).
  public var hasErrors: Bool { severities.contains(.error) }

  /// The report as text: per widget, each rule and view once, with its first message and the renders
  /// it was seen in; then a count.
  public var text: String {
    var lines: [String] = []
    for widget in widgets {
      lines.append("\(widget.kind) (\(widget.file)): \(LintReport.count(widget.renders, "render"))")
      let groups = LintReport.groups(widget.findings)
      if groups.isEmpty { lines.append("  no findings") }
      for group in groups {
        let first = group[0]
        let renders = group.map(\.render.description)
        let seen =
          renders.count <= 3
          ? renders.joined(separator: "; ")
          : renders.prefix(3).joined(separator: "; ") + "; and \(renders.count - 3) more"
        lines.append(
          "  \(first.rule.severity.rawValue): \(first.rule.id) at \(LintReport.entryless(first.path))")
        lines.append("    \(first.message)")
        lines.append("    in \(seen)")
        lines.append("    why: \(first.rule.reason)")
        lines.append("    fix: \(first.rule.fix)")
      }
    }
    if !sources.isEmpty {
      lines.append("Sources:")
      for finding in sources {
        lines.append(
          "  \(finding.location): \(finding.rule.severity.rawValue): \(finding.rule.id): \(finding.message)")
        lines.append("    fix: \(finding.rule.fix)")
      }
    }
    let counts = LintSeverity.allCases.map { severity in
      LintReport.count(severities.filter { $0 == severity }.count, severity.rawValue)
    }
    var scope =
      "\(LintReport.count(widgets.count, "widget")) (\(LintReport.count(widgets.map(\.renders).reduce(0, +), "render")))"
    if !sources.isEmpty { scope += " and the sources" }
    lines.append("\(counts.joined(separator: ", ")) in \(scope)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The findings by rule and view, in the order first found: the same view in every entry and
  /// render is one group (its path with the entry's index left out).
  static func groups(_ findings: [LintFinding]) -> [[LintFinding]] {
    var groups: [[LintFinding]] = []
    var index: [String: Int] = [:]
    for finding in findings {
      let key = finding.rule.id + "\u{0}" + entryless(finding.path)
      if let at = index[key] {
        groups[at].append(finding)
      } else {
        index[key] = groups.count
        groups.append([finding])
      }
    }
    return groups
  }

  /// "1 render", "2 renders".
  static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  /// `path` with its entry's index as `*`: `entries[*].views.systemSmall`.
  static func entryless(_ path: String) -> String {
    guard path.hasPrefix("entries["), let close = path.firstIndex(of: "]") else { return path }
    return "entries[*]" + path[path.index(after: close)...]
  }

  /// The report as JSON: every finding with its rule, severity, message, path, frame and render.
  public var json: JSONValue {
    .object(
      JSONObject([
        (
          "widgets",
          .array(
            widgets.map { widget in
              .object(
                JSONObject([
                  ("file", .string(widget.file)), ("kind", .string(widget.kind)),
                  ("renders", .number(Double(widget.renders))),
                  ("findings", .array(widget.findings.map(\.json))),
                ]))
            })
        ),
        ("sources", .array(sources.map(\.json))),
        (
          "summary",
          .object(
            JSONObject(
              LintSeverity.allCases.map { severity in
                (severity.rawValue + "s", .number(Double(severities.filter { $0 == severity }.count)))
              }))
        ),
      ]))
  }
}

extension LintFinding {
  var json: JSONValue {
    var object = JSONObject([
      ("rule", .string(rule.id)), ("severity", .string(rule.severity.rawValue)),
      ("message", .string(message)),
      ("path", .string(path)),
    ])
    if let frame {
      object["frame"] = .object(
        JSONObject([
          ("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)),
          ("height", .number(frame.height)),
        ]))
    }
    object["render"] = render.json
    object["reason"] = .string(rule.reason)
    object["fix"] = .string(rule.fix)
    return .object(object)
  }
}

extension SourceFinding {
  var json: JSONValue {
    .object(
      JSONObject([
        ("rule", .string(rule.id)), ("severity", .string(rule.severity.rawValue)),
        ("message", .string(message)),
        ("file", .string(file)), ("line", .number(Double(line))), ("column", .number(Double(column))),
        ("reason", .string(rule.reason)), ("fix", .string(rule.fix)),
      ]))
  }
}
