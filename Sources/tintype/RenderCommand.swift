import Foundation
import Tintype
import TintypeActivities
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
          + " (default: every one the device shows); widget archives: standBy, standByNight"),
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
      return try runStandBy(arguments, archive: archive, file: file, out: out)
    }
    let plan = try RenderPlan(arguments, archive: archive, command: self)
    let encoder = try ImageFileOption.encoder(arguments, command: self)
    for skipped in plan.skipped { Console.error("tintype: note: skipped \(skipped)") }
    if plan.jobs.isEmpty {
      throw UsageError("nothing to render: every family and mode pair was skipped", command: self)
    }
    try OutputFolder.prepare(out, command: self)
    let renderer = try self.renderer(arguments, file: file)
    let images = try renderAll(
      plan.jobs.map { ($0.fileName, $0.request) }, file: file, out: out, encoder: encoder
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

  /// `render` of a widget archive in StandBy (`--presentation standBy|standByNight`): its systemSmall
  /// widget on the landscape screen, for each entry asked for. StandBy chooses the family, mode,
  /// scheme and layout, so those options are errors here.
  private func runStandBy(_ arguments: ParsedArguments, archive: ViewArchive, file: String, out: String)
    throws -> Int32
  {
    let widgetPresentations = [ActivityPresentation.standBy, .standByNight]
    var presentations: [ActivityPresentation] = []
    for text in arguments.allValues("presentation") {
      let presentation = try OptionValue.parse(
        text, option: "presentation", as: ActivityPresentation.self, command: self)
      guard widgetPresentations.contains(presentation) else {
        throw UsageError(
          "--presentation \(presentation.rawValue) is a Live Activity presentation; \(file) is a widget archive, which shows standBy and standByNight",
          command: self)
      }
      if !presentations.contains(presentation) { presentations.append(presentation) }
    }
    for option in ["family", "mode", "scheme", "layout", "wallpaper", "backdrop"]
    where arguments.value(option) != nil {
      throw UsageError(
        "--\(option) does not apply to StandBy, which shows the systemSmall widget in its own look",
        command: self)
    }
    guard archive.families.contains(.systemSmall) else {
      throw UsageError(
        "StandBy shows a widget's systemSmall family; \(file) lists \(archive.families.map(\.rawValue).joined(separator: ", "))",
        command: self)
    }
    let device =
      try arguments.value("device").map { try DeviceCatalog.standard.device(id: $0) }
      ?? DeviceCatalog.standard.default
    guard device.platform == .iOS, device.screen != nil else {
      throw UsageError("\(device.id) has no StandBy (only iPhones do); pick a --device", command: self)
    }
    // The plan reads the entries, date, scale and accent options as for any render.
    let plan = try RenderPlan(arguments, archive: archive, command: self)
    let requests = plan.jobs.filter { $0.request.family == .systemSmall }.map(\.request)
    let encoder = try ImageFileOption.encoder(arguments, command: self)
    try OutputFolder.prepare(out, command: self)
    let renderer = try self.renderer(arguments, file: file)
    let entryGiven = arguments.value("entry") != nil
    var jobs: [(fileName: String, job: (RenderRequest, Bool))] = []
    for presentation in presentations {
      for request in requests {
        let name =
          [Gallery.fileSafe(archive.kind), presentation.rawValue].joined(separator: "-")
          + (entryGiven ? "-\(request.entryIndex)" : "") + ".png"
        jobs.append((name, (request, presentation == .standByNight)))
      }
    }
    let images = try renderAll(jobs, file: file, out: out, encoder: encoder) { job throws(RenderError) in
      let (request, night) = job
      return try renderer.standBy(archive, request: request, night: night)
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
