extension LintReport {
  /// The report as JUnit XML (what CI dashboards read): a test suite per widget, a test case per rule
  /// and view; errors are failures, warnings and notes pass with their message as output, and a
  /// widget with no finding is one passing case.
  public var junit: String {
    func escaped(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    let failures =
      LintReport.groups(findings).filter { $0[0].rule.severity == .error }.count
      + sources.filter { $0.rule.severity == .error }.count
    let tests = widgets.map { max(LintReport.groups($0.findings).count, 1) }.reduce(0, +) + sources.count
    lines.append("<testsuites name=\"tintype lint\" tests=\"\(tests)\" failures=\"\(failures)\">")
    for widget in widgets {
      let groups = LintReport.groups(widget.findings)
      let widgetFailures = groups.filter { $0[0].rule.severity == .error }.count
      lines.append(
        "  <testsuite name=\"\(escaped(widget.kind))\" file=\"\(escaped(widget.file))\" tests=\"\(max(groups.count, 1))\" failures=\"\(widgetFailures)\">"
      )
      if groups.isEmpty {
        lines.append(
          "    <testcase classname=\"\(escaped(widget.kind))\" name=\"no findings in \(widget.renders) renders\"/>"
        )
      }
      for group in groups {
        let first = group[0]
        let name = "\(first.rule.id) at \(LintReport.entryless(first.path))"
        let detail = "\(first.message) — in \(group.map(\.render.description).joined(separator: "; "))"
        lines.append("    <testcase classname=\"\(escaped(widget.kind))\" name=\"\(escaped(name))\">")
        if first.rule.severity == .error {
          lines.append(
            "      <failure type=\"\(first.rule.id)\" message=\"\(escaped(first.message))\">\(escaped(detail + "\nwhy: " + first.rule.reason + "\nfix: " + first.rule.fix))</failure>"
          )
        } else {
          lines.append(
            "      <system-out>\(escaped(first.rule.severity.rawValue + ": " + detail))</system-out>")
        }
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    if !sources.isEmpty {
      let sourceFailures = sources.filter { $0.rule.severity == .error }.count
      lines.append("  <testsuite name=\"sources\" tests=\"\(sources.count)\" failures=\"\(sourceFailures)\">")
      for finding in sources {
        lines.append(
          "    <testcase classname=\"\(escaped(finding.file))\" name=\"\(escaped("\(finding.rule.id) at line \(finding.line)"))\">"
        )
        if finding.rule.severity == .error {
          lines.append(
            "      <failure type=\"\(finding.rule.id)\" message=\"\(escaped(finding.message))\">\(escaped(finding.location + ": " + finding.message + "\nfix: " + finding.rule.fix))</failure>"
          )
        } else {
          lines.append(
            "      <system-out>\(escaped(finding.rule.severity.rawValue + ": " + finding.location + ": " + finding.message))</system-out>"
          )
        }
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }
}
