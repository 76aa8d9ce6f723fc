import Foundation
import Tintype
import TintypeArchive
import TintypeViewRendering

/// `tintype layout ARCHIVE.json --family F [--device D] [--entry N]`: the layout as JSON, one record
/// per view in tree order: `{"path", "type", "x", "y", "width", "height"}` in points from the
/// widget's top-left corner, with `"overflow": true` on views larger than their space.
struct LayoutCommand: Command {
  let name = "layout"
  let summary = "Print an archive's layout for a family as JSON (path, type, frame per view)"
  let positionalUsage = "ARCHIVE.json"
  let positionalCount = 1...1
  let options = [
    OptionSpec(name: "family", valueName: "F", summary: "The family to lay out (required)", isRequired: true),
    OptionSpec(
      name: "device", valueName: "D", summary: "Device id (default \(DeviceCatalog.defaultDeviceID))"),
    OptionSpec(name: "entry", valueName: "N", summary: "Timeline entry index (default 0)"),
    OptionSpec(name: "scheme", valueName: "S", summary: "light or dark (default light)"),
    OptionSpec(
      name: "mode", valueName: "M", summary: "Rendering mode (default fullColor, or the family's first)"),
    OptionSpec(
      name: "date", valueName: "ISO8601",
      summary: "Render date for dates and timers (default: the entry's date)"),
    OptionSpec(
      name: "assets", valueName: "DIR", isRepeatable: true,
      summary: "Folders for Image(\"name\") (default: the archive's folder)"),
    AssetFolders.fontsOption,
    AssetFolders.symbolsOption,
  ]

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let file = arguments.positionals[0]
    guard arguments.value("family") != nil else { throw UsageError("--family F is required", command: self) }
    let archive = try ArchiveFile.read(file)
    // Layout hardly depends on the mode; without --mode a family is laid out in a mode it is shown in
    // (the Lock Screen families have no full-colour mode on iPhone).
    let plan = try RenderPlan(arguments, archive: archive, command: self, fallBackToSupportedMode: true)
    guard let job = plan.matrix.renders.first else { throw UsageError("nothing to lay out", command: self) }
    var folders = try AssetFolders.given(arguments, command: self)
    if folders.isEmpty { folders = [URL(fileURLWithPath: file).deletingLastPathComponent()] }
    let renderer = WidgetRenderer(
      assets: folders, fonts: try AssetFolders.fonts(arguments, command: self),
      symbols: try AssetFolders.symbols(arguments, command: self))
    do {
      let (tree, _) = try renderer.layout(archive, request: job.request)
      Console.write(String(decoding: tree.recordsJSONData(), as: UTF8.self))
    } catch {
      if case .archive(let archiveError) = error { throw archiveError.inFile(file) }
      throw error
    }
    return ExitStatus.success
  }
}
