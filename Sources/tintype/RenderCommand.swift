import Foundation
import Tintype
import TintypeArchive
import TintypeEncode
import TintypeRaster
import TintypeReview
import TintypeUI
import TintypeViewRendering

/// `tintype render ARCHIVE.json [--family F]… [--mode M]… [--scheme S]… [--device D] [--entry N|all]
/// --out DIR`: one PNG per family × mode × scheme (× entry); for a Live Activity archive one per
/// presentation × mode × scheme (`--presentation P`…). Every render is made before any file is
/// written, so a failure leaves the folder as it was; files are written through temporary names.
struct RenderCommand: Command {
  let name = "render"
  let summary = "Render an archive to PNGs for each family, rendering mode and colour scheme"
  let positionalUsage = "ARCHIVE.json"
  let positionalCount = 1...1
  let options =
    [
      OptionSpec(
        name: "family", valueName: "F", isRepeatable: true,
        summary: "A family to render (default: the archive's)"),
      OptionSpec(
        name: "presentation", valueName: "P", isRepeatable: true,
        summary: "Live Activity archives: "
          + ActivityPresentation.allCases.map(\.rawValue).joined(separator: ", ")
          + " (default: every one the device shows); widget archives: "
          + WidgetPresentation.Kind.allCases.map(\.rawValue).joined(separator: ", ")),
      OptionSpec(
        name: "mode", valueName: "M", isRepeatable: true,
        summary: "fullColor, accented or vibrant (default fullColor)"),
      OptionSpec(
        name: "scheme", valueName: "S", isRepeatable: true, summary: "light or dark (default light)"),
      OptionSpec(
        name: "device", valueName: "D",
        summary: "Device id (default \(DeviceCatalog.defaultDeviceID)); see 'tintype devices'"),
      OptionSpec(name: "entry", valueName: "N|all", summary: "Timeline entry index, or all (default 0)"),
      OptionSpec(
        name: "date", valueName: "ISO8601",
        summary: "Render date for dates and timers (default: the entry's date)"),
      OptionSpec(
        name: "scale", valueName: "S", summary: "Pixels per point, at most 8 (default: the device's)"),
      OptionSpec(
        name: "assets", valueName: "DIR", isRepeatable: true,
        summary: "Folders for Image(\"name\") and colors.json (default: the archive's folder)"),
      AssetFolders.fontsOption,
      AssetFolders.symbolsOption,
      OptionSpec(
        name: "out", valueName: "DIR", summary: "Where to write the PNGs (required)", isRequired: true),
      PNGOption.spec, ImageFileOption.specs[0], ImageFileOption.specs[1],
    ] + RenderPlan.appearanceOptions

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let file = arguments.positionals[0]
    guard let out = arguments.value("out") else { throw UsageError("--out DIR is required", command: self) }
    // The file is read once, whatever it holds.
    let archive: ViewArchive
    switch try ArchiveFile.load(file) {
    case .activity(let activity): return try runActivity(arguments, archive: activity, file: file, out: out)
    case .widget(let widget): archive = widget
    }
    if arguments.value("presentation") != nil {
      return try runPresentations(arguments, archive: archive, file: file, out: out)
    }
    let plan = try RenderPlan(arguments, archive: archive, command: self)
    let encoder = try ImageFileOption.encoder(arguments, command: self)
    for skipped in plan.matrix.leftOut { Console.error("tintype: note: skipped \(skipped)") }
    if plan.matrix.renders.isEmpty {
      throw UsageError("nothing to render: every family and mode pair was skipped", command: self)
    }
    try OutputFolder.prepare(out, command: self)
    let renderer = try self.renderer(arguments, file: file)
    let images = try renderAll(
      plan.matrix.renders.map { ($0.name.fileName(), $0.request) }, file: file, out: out, encoder: encoder
    ) {
      request throws(RenderError) in try renderer.render(archive, request: request)
    }
    try write(images, encoder: encoder, out: out)
    return ExitStatus.success
  }

  /// The renderer for `file`: the asset folders given, else the archive's folder, and the fonts given.
  private func renderer(_ arguments: ParsedArguments, file: String) throws -> WidgetRenderer {
    var folders = try AssetFolders.given(arguments, command: self)
    if folders.isEmpty { folders = [URL(fileURLWithPath: file).deletingLastPathComponent()] }
    return WidgetRenderer(
      assets: folders, fonts: try AssetFolders.fonts(arguments, command: self),
      symbols: try AssetFolders.symbols(arguments, command: self))
  }

  /// Renders every job before anything is written, each to `out/<file name>`. A failure names the
  /// archive and the image it would have been, since the others are not written either.
  private func renderAll<Job>(
    _ jobs: [(fileName: String, job: Job)], file: String, out: String, encoder: ImageFileEncoder,
    render: (Job) throws(RenderError) -> RenderedImage
  ) throws -> [(URL, RenderedImage)] {
    try jobs.map { pngName, job in
      // Names are made as `.png`; the format asked for gives the extension.
      let fileName = String(pngName.dropLast(4)) + "." + encoder.encoding.format.fileExtension
      do throws(RenderError) {
        return (URL(fileURLWithPath: out).appendingPathComponent(fileName), try render(job))
      } catch {
        if case .archive(let archiveError) = error { throw archiveError.inFile(file) }
        throw RenderJobFailure(file: file, output: fileName, error: error)
      }
    }
  }

  /// Writes every image (all were rendered first) and reports their warnings.
  private func write(_ images: [(URL, RenderedImage)], encoder: ImageFileEncoder, out: String) throws {
    // Every file is encoded before the first is written, so a failure leaves nothing half done.
    let files = try images.map { url, image in
      do {
        return (url, Data(try encoder.encode(image.canvas)), image)
      } catch {
        throw EncodeFailure(description: "\(url.lastPathComponent): \(error); nothing written")
      }
    }
    var warnings: [(file: String, warning: RenderWarning)] = []
    for (url, bytes, image) in files {
      try AtomicFile.write(bytes, to: url, within: URL(fileURLWithPath: out))
      Console.write(url.path + "\n")
      warnings += image.warnings.map { (url.lastPathComponent, $0) }
    }
    WarningReport.print(warnings)
  }

  /// `render` of a widget archive in the device's presentations (`--presentation standBy|standByNight|
  /// carPlay|macDesktop|macDesktopReceded`), for each entry asked for. A presentation chooses the
  /// mode and layout, and those of a screen of their own (StandBy, CarPlay) the family and scheme
  /// too: those options are errors when no presentation asked for takes them.
  private func runPresentations(
    _ arguments: ParsedArguments, archive: ViewArchive, file: String, out: String
  ) throws -> Int32 {
    let widgetKinds = WidgetPresentation.Kind.allCases.map(\.rawValue).joined(separator: ", ")
    var kinds: [WidgetPresentation.Kind] = []
    for text in arguments.allValues("presentation") {
      if WidgetPresentation.Kind(rawValue: text) == nil, ActivityPresentation(rawValue: text) != nil {
        throw UsageError(
          "--presentation \(text) is a Live Activity presentation; \(file) is a widget archive, which shows \(widgetKinds)",
          command: self)
      }
      let kind = try OptionValue.parse(
        text, option: "presentation", as: WidgetPresentation.Kind.self, command: self)
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    let device =
      try arguments.value("device").map { try DeviceCatalog.standard.device(id: $0) }
      ?? DeviceCatalog.standard.default
    let presentations = try kinds.map { kind in
      guard let presentation = device.presentation(kind) else {
        throw UsageError(
          "\(device.id) has no \(kind.rawValue) (only iPhones do); pick a --device", command: self)
      }
      return presentation
    }
    for option in ["mode", "layout", "wallpaper", "backdrop"] where arguments.value(option) != nil {
      throw UsageError(
        "--\(option) does not apply to \(kinds.map(\.rawValue).joined(separator: ", ")), which draws the widget in its own look",
        command: self)
    }
    for (option, fixed) in [
      ("family", presentations.filter { $0.family != nil }),
      ("scheme", presentations.filter { $0.colorScheme != nil }),
    ] where arguments.value(option) != nil && fixed.count == presentations.count {
      throw UsageError(
        "--\(option) does not apply to \(fixed.map(\.kind.rawValue).joined(separator: ", ")), which chooses its own",
        command: self)
    }
    for presentation in presentations {
      if let family = presentation.family, !archive.families.contains(family) {
        throw UsageError(
          "\(presentation.kind.rawValue) shows a widget's \(family.rawValue) family; \(file) lists \(archive.families.map(\.rawValue).joined(separator: ", "))",
          command: self)
      }
    }
    // The plan reads the families, schemes, entries, date, scale and accent options as for any render;
    // a presentation that chooses the scheme renders each entry once.
    let plan = try RenderPlan(arguments, archive: archive, command: self, presentations: kinds)
    let encoder = try ImageFileOption.encoder(arguments, command: self)
    let jobs = plan.matrix.renders.map { ($0.name.fileName(), $0.request) }
    guard !jobs.isEmpty else {
      throw UsageError(
        "\(kinds.map(\.rawValue).joined(separator: ", ")) shows system families (systemSmall, …); \(file) lists \(archive.families.map(\.rawValue).joined(separator: ", "))",
        command: self)
    }
    try OutputFolder.prepare(out, command: self)
    let renderer = try self.renderer(arguments, file: file)
    let images = try renderAll(jobs, file: file, out: out, encoder: encoder) { request throws(RenderError) in
      try renderer.render(archive, request: request)
    }
    try write(images, encoder: encoder, out: out)
    return ExitStatus.success
  }

  /// `render` of a Live Activity archive: each presentation asked for (or every one the device
  /// shows), in each mode and scheme.
  private func runActivity(_ arguments: ParsedArguments, archive: ActivityArchive, file: String, out: String)
    throws -> Int32
  {
    let plan = try ActivityRenderPlan(arguments, archive: archive, file: file, command: self)
    let encoder = try ImageFileOption.encoder(arguments, command: self)
    try OutputFolder.prepare(out, command: self)
    let renderer = try self.renderer(arguments, file: file)
    let images = try renderAll(plan.jobs.map { ($0.fileName, $0) }, file: file, out: out, encoder: encoder) {
      job throws(RenderError) in try plan.render(job, of: archive, with: renderer)
    }
    try write(images, encoder: encoder, out: out)
    return ExitStatus.success
  }
}

/// A render of one image failed: the archive, the image it was to be and why. Nothing is written
/// when one render fails (the command's images are all or nothing), so the message names which.
/// An image that could not be encoded in the format asked for.
struct EncodeFailure: Error, CustomStringConvertible {
  var description: String
}

struct RenderJobFailure: ExitStatusError, CustomStringConvertible {
  var file: String
  var output: String
  var error: RenderError

  var exitStatus: Int32 { error.exitStatus }
  var description: String { "\(file): \(output): \(error); nothing written" }
}
