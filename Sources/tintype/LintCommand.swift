import Foundation
import Tintype
import TintypeArchive
import TintypeLint

/// `tintype lint ARCHIVE.json…`: the widget review's render rules on every render of each archive —
/// each family it lists that the device shows, in every rendering mode the family is shown in, in
/// light and dark, for every timeline entry — reported as text (grouped by widget) or JSON. Exits 1
/// when a finding is an error.
struct LintCommand: Command {
  let name = "lint"
  let summary = "Review an archive's renders: contrast, truncation, text size, tap targets, accent group"
  let positionalUsage = "ARCHIVE.json…"
  let positionalCount = 1...10_000
  let options = [
    OptionSpec(
      name: "device", valueName: "D", summary: "Device id (default \(DeviceCatalog.defaultDeviceID))"),
    OptionSpec(
      name: "family", valueName: "F", isRepeatable: true,
      summary: "Lint only these families (default: every family the archive lists that the device shows)"),
    OptionSpec(
      name: "mode", valueName: "M", isRepeatable: true,
      summary: "Lint only these rendering modes (default: every mode each family is shown in)"),
    OptionSpec(
      name: "scheme", valueName: "S", isRepeatable: true, summary: "light or dark (default: both)"),
    OptionSpec(name: "entry", valueName: "N", summary: "One timeline entry, or all (default all)"),
    OptionSpec(name: "format", valueName: "FORMAT", summary: "text (default) or json"),
    OptionSpec(
      name: "assets", valueName: "DIR", isRepeatable: true,
      summary: "Folders for Image(\"name\") (default: each archive's folder)"),
    AssetFolders.fontsOption,
    AssetFolders.symbolsOption,
  ]
  let discussion = """
    Rules (id, severity): \(LintRule.renderRules.map { "\($0.id) (\($0.severity.rawValue))" }.joined(separator: ", ")).
    Contrast is WCAG 2.2's, measured on the pixels the text is drawn over, after the rendering
    mode's colours. Exit status: 0 without errors, 1 with errors, 2 for bad input.
    """

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let format = arguments.value("format") ?? "text"
    guard ["text", "json"].contains(format) else {
      throw UsageError("--format \"\(format)\" is not text or json", command: self)
    }
    var widgets: [LintReport.Widget] = []
    for file in arguments.positionals {
      let archive = try ArchiveFile.read(file)
      let plan = try RenderPlan(arguments, archive: archive, command: self, defaults: .lint)
      var folders = try AssetFolders.given(arguments, command: self)
      if folders.isEmpty { folders = [URL(fileURLWithPath: file).deletingLastPathComponent()] }
      let linter = RenderLinter(
        renderer: WidgetRenderer(
          assets: folders, fonts: try AssetFolders.fonts(arguments, command: self),
          symbols: try AssetFolders.symbols(arguments, command: self)))
      var findings: [LintFinding] = []
      for job in plan.matrix.renders {
        do {
          findings += try linter.findings(archive, job.request)
        } catch {
          if case .archive(let archiveError) = error { throw archiveError.inFile(file) }
          throw error
        }
      }
      widgets.append(
        LintReport.Widget(
          file: file, kind: archive.kind, renders: plan.matrix.renders.count, findings: findings))
    }
    let report = LintReport(widgets: widgets)
    if format == "json" {
      Console.write(String(decoding: JSONWriter.write(report.json, pretty: true), as: UTF8.self) + "\n")
    } else {
      Console.write(report.text)
    }
    return report.hasErrors ? ExitStatus.failure : ExitStatus.success
  }
}
