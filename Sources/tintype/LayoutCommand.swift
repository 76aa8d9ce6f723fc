import Foundation
import Tintype
import TintypeArchive
import TintypeViewRendering

/// `tintype layout ARCHIVE.json --family F [--device D] [--entry N]`: the layout as JSON, one record
/// per view in tree order: `{"path", "type", "x", "y", "width", "height"}` in points from the
/// widget's top-left corner, with `"overflow": true` on views larger than their space. With `--taps`,
/// the tap-target map instead: each target's action and frame.
struct LayoutCommand: Command {
  let name = "layout"
  let summary = "Print an archive's layout for a family as JSON (path, type, frame per view)"
  let positionalUsage = "ARCHIVE.json"
  let positionalCount = 1...1
  let options =
    [
      OptionSpec(
        name: "family", valueName: "F", summary: "The family to lay out (required)", isRequired: true),
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
      OptionSpec(
        name: "taps",
        summary:
          "Print the tap targets instead: each link, button, toggle and widgetURL with its action and frame"),
    ] + RenderPlan.stressOptions

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let file = arguments.positionals[0]
    guard arguments.value("family") != nil else { throw UsageError("--family F is required", command: self) }
    let archive = try ArchiveFile.read(file)
    // Layout hardly depends on the mode; without --mode a family is laid out in a mode it is shown in
    // (the Lock Screen families have no full-colour mode on iPhone).
    _ = try RenderPlan.stress(arguments, command: self)
    let plan = try RenderPlan(arguments, archive: archive, command: self, fallBackToSupportedMode: true)
    guard let job = plan.matrix.renders.first else { throw UsageError("nothing to lay out", command: self) }
    var folders = try AssetFolders.given(arguments, command: self)
    if folders.isEmpty { folders = [URL(fileURLWithPath: file).deletingLastPathComponent()] }
    let renderer = WidgetRenderer(
      assets: folders, fonts: try AssetFolders.fonts(arguments, command: self),
      symbols: try AssetFolders.symbols(arguments, command: self))
    do {
      if arguments.isSet("taps") {
        let targets = try renderer.tapTargets(archive, request: job.request)
        Console.write(String(decoding: JSONWriter.write(.array(targets.map(\.json))), as: UTF8.self) + "\n")
        return ExitStatus.success
      }
      let (tree, _) = try renderer.layout(archive, request: job.request)
      Console.write(String(decoding: tree.recordsJSONData(), as: UTF8.self))
    } catch {
      if case .archive(let archiveError) = error { throw archiveError.inFile(file) }
      throw error
    }
    return ExitStatus.success
  }
}

extension TapTarget {
  /// `{"action": {"url": …} | {"intent": type, "parameters": {…}} | {"widgetURL": …}, "frame": {…}}`.
  var json: JSONValue {
    let action: JSONObject
    switch self.action {
    case .url(let url): action = JSONObject([("url", .string(url))])
    case .widgetURL(let url): action = JSONObject([("widgetURL", .string(url))])
    case .intent(let type, let parameters):
      // The parameters are archived JSON; written as JSON, or as the text when they are not.
      let value = (try? JSONParser.parse(Array(parameters.utf8))) ?? .string(parameters)
      action = JSONObject([("intent", .string(type)), ("parameters", value)])
    }
    return .object(
      JSONObject([
        ("action", .object(action)),
        (
          "frame",
          .object(
            JSONObject([
              ("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)),
              ("height", .number(frame.height)),
            ]))
        ),
      ]))
  }
}
