import Foundation
import TintypeArchive

extension LintReport {
  /// The report as a SARIF 2.1.0 log (what GitHub code scanning reads): the rules with their reasons
  /// and fixes, and one result per rule and view — the same view in every entry and render is one
  /// result, its renders listed in its properties — located in the archive file at the view's line
  /// and column when `archives` holds the file's bytes; the source rules' findings at their line.
  public func sarif(archives: [String: [UInt8]] = [:]) -> JSONValue {
    let rules = LintRule.all
    var results: [JSONValue] = []
    for widget in widgets {
      for group in LintReport.groups(widget.findings) {
        let first = group[0]
        var physical = JSONObject([
          ("artifactLocation", .object(JSONObject([("uri", .string(Self.uri(widget.file)))])))
        ])
        if let bytes = archives[widget.file], let position = JSONLocation.position(of: first.path, in: bytes)
        {
          physical["region"] = .object(
            JSONObject([
              ("startLine", .number(Double(position.line))),
              ("startColumn", .number(Double(position.column))),
            ]))
        }
        let renders = group.map(\.render.json)
        var properties = JSONObject([("widget", .string(widget.kind)), ("renders", .array(renders))])
        if let frame = first.frame {
          properties["frame"] = .array([
            .number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height),
          ])
        }
        let seen =
          group.count == 1 ? "in \(first.render)" : "in \(first.render) and \(group.count - 1) more renders"
        results.append(
          .object(
            JSONObject([
              ("ruleId", .string(first.rule.id)),
              ("ruleIndex", .number(Double(rules.firstIndex(of: first.rule) ?? 0))),
              ("level", .string(first.rule.severity.rawValue)),
              ("message", .object(JSONObject([("text", .string("\(first.message) (\(seen))"))]))),
              (
                "locations",
                .array([
                  .object(
                    JSONObject([
                      ("physicalLocation", .object(physical)),
                      (
                        "logicalLocations",
                        .array([
                          .object(
                            JSONObject([
                              ("fullyQualifiedName", .string(first.path)), ("kind", .string("element")),
                            ]))
                        ])
                      ),
                    ]))
                ])
              ),
              ("properties", .object(properties)),
            ])))
      }
    }
    for finding in sources {
      let region = JSONObject([
        ("startLine", .number(Double(finding.line))), ("startColumn", .number(Double(finding.column))),
      ])
      let physical = JSONObject([
        ("artifactLocation", .object(JSONObject([("uri", .string(Self.uri(finding.file)))]))),
        ("region", .object(region)),
      ])
      results.append(
        .object(
          JSONObject([
            ("ruleId", .string(finding.rule.id)),
            ("ruleIndex", .number(Double(rules.firstIndex(of: finding.rule) ?? 0))),
            ("level", .string(finding.rule.severity.rawValue)),
            ("message", .object(JSONObject([("text", .string(finding.message))]))),
            ("locations", .array([.object(JSONObject([("physicalLocation", .object(physical))]))])),
          ])))
    }
    let driver = JSONObject([
      ("name", .string("tintype")),
      (
        "rules",
        .array(
          rules.map { rule in
            .object(
              JSONObject([
                ("id", .string(rule.id)),
                ("shortDescription", .object(JSONObject([("text", .string(rule.reason))]))),
                ("help", .object(JSONObject([("text", .string(rule.fix))]))),
                ("defaultConfiguration", .object(JSONObject([("level", .string(rule.severity.rawValue))]))),
              ]))
          })
      ),
    ])
    return .object(
      JSONObject([
        ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
        (
          "runs",
          .array([
            .object(
              JSONObject([
                ("tool", .object(JSONObject([("driver", .object(driver))]))), ("results", .array(results)),
              ]))
          ])
        ),
      ]))
  }

  /// A file as a SARIF URI: relative paths as given (the repository's), `./` dropped.
  static func uri(_ file: String) -> String {
    var path = file
    while path.hasPrefix("./") { path.removeFirst(2) }
    return path.split(separator: "/", omittingEmptySubsequences: false).map { part in
      part.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? String(part)
    }.joined(separator: "/")
  }
}
