import Foundation
import TintypeArchive
import TintypeBatch

/// `tintype validate ARCHIVE.json [--assets DIR]… [--rows FILE]`: decodes and checks an archive;
/// errors carry the file and the JSON path, and exit with status 2. An archive with `{{name}}`
/// placeholders (for batch data rows) is checked as far as its placeholders allow, and they are
/// listed; with `--rows`, it is filled with every row of the data file and checked whole, each
/// distinct problem said once with its column, rows and path (status 1 when any row fails).
struct ValidateCommand: Command {
  let name = "validate"
  let summary = "Decode and check an archive; errors carry JSON paths"
  let positionalUsage = "ARCHIVE.json"
  let positionalCount = 1...1
  let options = [
    OptionSpec(
      name: "assets", valueName: "DIR", isRepeatable: true,
      summary:
        "Folders that must hold every Image(\"name\") as name.png (default: the archive's folder, as render uses)"
    ),
    OptionSpec(
      name: "rows", valueName: "FILE",
      summary: "Check the template with every row of a .csv, .jsonl or .json data file, as a batch fills it"),
  ]

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let file = arguments.positionals[0]
    try ArchiveFile.checkIsFile(file)
    var folders = try AssetFolders.given(arguments, command: self).map(\.path)
    if folders.isEmpty { folders = [URL(fileURLWithPath: file).deletingLastPathComponent().path] }
    // The file is read and parsed once: the template decodes an archive without placeholders whole.
    guard let data = FileManager.default.contents(atPath: file) else {
      throw ArchiveError(path: .root, "cannot read the file", file: file)
    }
    let template = try ArchiveTemplate(jsonData: data, file: file)
    if template.isActivity, !template.names.isEmpty {
      Console.write(
        "\(file): ok — \(template.kind), a Live Activity, "
          + "\(template.names.count) placeholder\(template.names.count == 1 ? "" : "s") for batch data rows:\n"
      )
      listPlaceholders(of: template)
      return ExitStatus.success
    }
    if case .activity(let activity)? = template.document {
      try ArchiveFile.checkAssets(of: activity, file: file, in: folders, written: template.writtenJSON)
      var views = 0
      activity.walkViews { _, _ in views += 1 }
      let regions = activity.dynamicIsland.expanded.map(\.region.rawValue).joined(separator: ", ")
      Console.write(
        "\(file): ok — \(activity.kind), a Live Activity\(activity.isStale ? " (stale)" : ""), "
          + "expanded regions \(regions.isEmpty ? "none" : regions), \(views) views\n")
      return ExitStatus.success
    }
    if let rows = arguments.value("rows") {
      return try check(template, file: file, rows: rows)
    }
    if !template.names.isEmpty {
      Console.write(
        "\(file): ok — \(template.kind), \(template.entryCount) entr\(template.entryCount == 1 ? "y" : "ies"), "
          + "families \(template.families.map(\.rawValue).joined(separator: ", ")), "
          + "\(template.names.count) placeholder\(template.names.count == 1 ? "" : "s") for batch data rows:\n"
      )
      listPlaceholders(of: template)
      return ExitStatus.success
    }
    guard case .widget(let archive)? = template.document else {
      // Without placeholders the template decoded the file whole, as the kind its `format` names.
      throw ArchiveError(path: .root, "not a widget or Live Activity archive", file: file)
    }
    try ArchiveFile.checkAssets(of: archive, file: file, in: folders, written: template.writtenJSON)
    var views = 0
    archive.walkViews { _, _ in views += 1 }
    let families = archive.families.map(\.rawValue).joined(separator: ", ")
    Console.write(
      "\(file): ok — \(archive.kind), \(archive.entries.count) entr\(archive.entries.count == 1 ? "y" : "ies"), "
        + "families \(families), \(views) views\n")
    return ExitStatus.success
  }

  /// `--rows`: the template filled with every row and decoded, as a batch would before rendering.
  private func check(_ template: ArchiveTemplate, file: String, rows: String) throws -> Int32 {
    if template.names.isEmpty {
      throw UsageError("--rows: \(file) has no {{name}} placeholders for rows to fill", command: self)
    }
    let check: TemplateCheck
    do {
      check = try TemplateCheck(template, rowsAt: URL(fileURLWithPath: rows), name: rows)
    } catch let error as BatchDataError {
      Console.error("tintype: error: \(error)")
      return ExitStatus.failure
    }
    for line in check.report.lines { Console.error("tintype: \(line)") }
    let count = "\(check.rows) row\(check.rows == 1 ? "" : "s")"
    if check.passed {
      Console.write("\(file): ok with \(rows) — \(count), each fills \(template.kind) into a valid archive\n")
      return ExitStatus.success
    }
    let failures = check.failedRows
    Console.error(
      "tintype: \(file) with \(rows): \(failures) of \(count) fail"
        + " (\(check.report.distinctFailures.count) distinct problem\(check.report.distinctFailures.count == 1 ? "" : "s"))"
    )
    return ExitStatus.failure
  }

  /// Each placeholder name with the first three JSON paths using it.
  private func listPlaceholders(of template: ArchiveTemplate) {
    for name in template.names {
      let paths = template.uses.filter { $0.name == name }.map { "\($0.path)" }
      Console.write(
        "  {{\(name)}}  \(paths.prefix(3).joined(separator: ", "))\(paths.count > 3 ? ", …" : "")\n")
    }
  }
}
