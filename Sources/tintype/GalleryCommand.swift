import BookClub
import Foundation
import Tintype
import TintypeActivities
import TintypeArchive
import TintypeReview
import TintypeUI

/// `tintype gallery [ARCHIVE…] --out DIR`: every family × mode × scheme × entry of the archives (or,
/// with none, of the built-in Book Club examples) as PNGs, one contact sheet per widget, the
/// archives' JSON and an `index.html` to review them.
struct GalleryCommand: Command {
  let name = "gallery"
  let summary = "Render archives (or the built-in examples) into contact sheets and index.html"
  let positionalUsage = "[ARCHIVE.json…]"
  let positionalCount = 0...1000
  let options = [
    OptionSpec(
      name: "out", valueName: "DIR", summary: "Where to write the gallery (required)", isRequired: true),
    OptionSpec(
      name: "device", valueName: "D", summary: "Device id (default \(DeviceCatalog.defaultDeviceID))"),
    OptionSpec(
      name: "mode", valueName: "M", isRepeatable: true,
      summary: "Rendering modes to show (default: every mode this build draws)"),
    OptionSpec(
      name: "assets", valueName: "DIR", isRepeatable: true,
      summary: "Asset folders (default: each archive's folder)"),
    AssetFolders.fontsOption,
    PNGOption.spec,
  ]

  /// The rendering modes this build draws.
  static let drawnModes: [WidgetRenderingMode] = WidgetRenderingMode.allCases

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard let out = arguments.value("out") else { throw UsageError("--out DIR is required", command: self) }
    let encoder = try PNGOption.encoder(arguments, command: self)
    try OutputFolder.prepare(out, command: self)
    let catalog = DeviceCatalog.standard
    let device = try arguments.value("device").map { try catalog.device(id: $0) } ?? catalog.default
    let modes =
      try arguments.allValues("mode").map {
        try OptionValue.parse($0, option: "mode", as: WidgetRenderingMode.self, command: self)
      }.nilIfEmpty ?? Self.drawnModes
    var folders = try AssetFolders.given(arguments, command: self)
    var archives: [ViewArchive]
    var layouts: [RenderLayout] = []
    var selections: [Int: Gallery.Selection] = [:]
    if arguments.positionals.isEmpty {
      let renderer = WidgetRenderer(catalog: catalog)
      let environments = Dictionary(
        uniqueKeysWithValues: device.orderedFamilies.compactMap { family in
          device.families[family].map { (family, renderer.archiveEnvironment($0, device)) }
        })
      archives = try AsyncBridge.run {
        try await BookClubExamples.archives(environment: { environments[$0] ?? ArchiveEnvironment() })
      }
      if folders.isEmpty { folders = [BookClubExamples.assetsDirectory] }
      // The reading session Live Activity, in each presentation the device shows, at its own size.
      let presentations = ActivityRenderer.presentations(on: device)
      if let spec = device.families[.systemMedium], !presentations.isEmpty {
        layouts = Array(repeating: .widget, count: archives.count)
        let activities = BookClubExamples.activityArchives(
          environment: renderer.archiveEnvironment(spec, device), presentations: presentations)
        // The Lock Screen banner in both schemes, full colour and accented; the island and StandBy,
        // dark whatever the scheme, once in full colour.
        for (offset, presentation) in presentations.enumerated() {
          selections[archives.count + offset] =
            presentation == .lockScreen
            ? Gallery.Selection(modes: [.fullColor, .accented])
            : Gallery.Selection(modes: [.fullColor], schemes: [.dark])
        }
        archives += activities
        layouts += Array(repeating: .sizeThatFits, count: activities.count)
      }
    } else {
      archives = try arguments.positionals.map(ArchiveFile.read)
      if folders.isEmpty {
        folders = arguments.positionals.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
      }
    }
    var gallery = Gallery(archives: archives, device: device, modes: modes)
    gallery.layouts = layouts
    gallery.selections = selections
    gallery.encoder = encoder
    let report = try gallery.write(
      to: URL(fileURLWithPath: out),
      renderer: WidgetRenderer(
        assets: folders, fonts: try AssetFolders.fonts(arguments, command: self), catalog: catalog))
    Console.write("wrote \(report.renders) renders, a contact sheet per widget and index.html to \(out)\n")
    WarningReport.print(report.warnings)
    for problem in report.problems { Console.error("tintype: \(problem)") }
    return report.problems.contains(where: \.isRenderFailure) ? ExitStatus.failure : ExitStatus.success
  }
}
