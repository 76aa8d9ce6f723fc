import Foundation
import Tintype
import TintypeArchive
import TintypeLint

/// `tintype lint ARCHIVE.json…`: the widget review's render rules on every render of each archive —
/// each family it lists that the device shows, in every rendering mode the family is shown in, in
/// light and dark, for every timeline entry — reported as text (grouped by widget), JSON, SARIF 2.1.0
/// (GitHub code scanning) or JUnit XML. A baseline file accepts known findings. Exits 1 when a
/// finding is an error.
struct LintCommand: Command {
  let name = "lint"
  let summary = "Review an archive's renders: contrast, truncation, text size, tap targets, accent group"
  let positionalUsage = "[ARCHIVE.json…]"
  let positionalCount = 0...10_000
  let options =
    [
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
      OptionSpec(
        name: "layout-direction", valueName: "DIR",
        summary: "leftToRight (default) or rightToLeft: review the widget mirrored, as in Arabic or Hebrew"),
    ]
    + RenderPlan.stressOptions(
      sizes: "Dynamic Type sizes to review at", sizesDefault: "large and AX5",
      languages: "Xcode pseudolanguages to review in", languagesDefault: "none and doubleLength") + [
      OptionSpec(
        name: "sources", valueName: "PATH", isRepeatable: true,
        summary: "Also run the source rules on these Swift files or folders (the widget extension's sources)"),
      OptionSpec(name: "format", valueName: "FORMAT", summary: "text (default), json, sarif or junit"),
      OptionSpec(
        name: "baseline", valueName: "FILE",
        summary: "Accept the findings this file lists (by widget, rule and view); report only the others"),
      OptionSpec(
        name: "write-baseline", valueName: "FILE",
        summary: "Write every finding to FILE as a baseline that accepts them, and exit 0"),
      OptionSpec(
        name: "assets", valueName: "DIR", isRepeatable: true,
        summary: "Folders for Image(\"name\") (default: each archive's folder)"),
      AssetFolders.fontsOption,
      AssetFolders.symbolsOption,
    ]
  let discussion = """
    Rules (id, severity): \(LintRule.renderRules.map { "\($0.id) (\($0.severity.rawValue))" }.joined(separator: ", ")).
    Contrast is WCAG 2.2's, measured on the pixels the text is drawn over, after the rendering
    mode's colours. Each render is also reviewed at AX5 and in double-length text (the stress axes,
    --dynamic-type and --pseudo-language), for fit only. Exit status: 0 without errors, 1 with
    errors, 2 for bad input.
    """

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let format = arguments.value("format") ?? "text"
    guard ["text", "json", "sarif", "junit"].contains(format) else {
      throw UsageError("--format \"\(format)\" is not text, json, sarif or junit", command: self)
    }
    var baseline: LintBaseline?
    if let file = arguments.value("baseline") {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw UsageError("--baseline \(file): no such file", command: self)
      }
      do {
        baseline = try LintBaseline(json: Array(data))
      } catch {
        throw error.inFile(file)
      }
    }
    let sourcePaths = arguments.allValues("sources")
    guard !arguments.positionals.isEmpty || !sourcePaths.isEmpty else {
      throw UsageError("name an archive to lint, or --sources DIR", command: self)
    }
    for path in sourcePaths where !FileManager.default.fileExists(atPath: path) {
      throw UsageError("--sources \(path): no such file or folder", command: self)
    }
    var sourceFindings: [SourceFinding] = []
    if !sourcePaths.isEmpty {
      let tool = try SourceLintTool.locate(command: self)
      do {
        sourceFindings = try SourceLinter.findings(tool: tool, paths: sourcePaths)
      } catch {
        throw UsageError("the source rules: \(error.description)", command: self)
      }
    }
    var archives: [String: [UInt8]] = [:]
    var widgets: [LintReport.Widget] = []
    for file in arguments.positionals {
      guard case .widget(let archive) = try ArchiveFile.load(file) else {
        throw UsageError(
          "\(file) is a Live Activity archive; lint reviews widget archives: lint the archives of its presentations "
            + "that tintype gallery writes (<kind>-lockScreen/<kind>-lockScreen.json and the Dynamic Island's)",
          command: self)
      }
      archives[file] = FileManager.default.contents(atPath: file).map(Array.init)
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
    var report = LintReport(widgets: widgets, sources: sourceFindings)
    if let file = arguments.value("write-baseline") {
      let accepting = LintBaseline(accepting: report)
      try AtomicFile.write(Data(JSONWriter.write(accepting.json)), to: URL(fileURLWithPath: file))
      Console.write("wrote \(file): \(accepting.accepted.count) accepted findings\n")
      return ExitStatus.success
    }
    var accepted = 0
    if let baseline { (report, accepted) = baseline.filtering(report) }
    switch format {
    case "json": Console.write(String(decoding: JSONWriter.write(report.json), as: UTF8.self) + "\n")
    case "sarif":
      Console.write(
        String(decoding: JSONWriter.write(report.sarif(archives: archives)), as: UTF8.self) + "\n")
    case "junit": Console.write(report.junit)
    default:
      Console.write(report.text)
      if accepted > 0 { Console.write("\(accepted) findings accepted by the baseline\n") }
    }
    return report.hasErrors ? ExitStatus.failure : ExitStatus.success
  }
}
