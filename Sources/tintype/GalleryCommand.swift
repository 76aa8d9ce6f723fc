import BookClub
import Foundation
import Tintype
import TintypeArchive
import TintypeLint
import TintypeReview
import TintypeUI
import TintypeViewRendering

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
    AssetFolders.symbolsOption,
    PNGOption.spec,
    OptionSpec(
      name: "lint",
      summary:
        "Run the widget review on every widget image and draw its findings on the page (a box and the rule)"),
    OptionSpec(
      name: "dynamic-type", valueName: "SIZE",
      summary: "Draw every image at this Dynamic Type size: xSmall … xxxLarge, AX1 … AX5 (default large)"),
    OptionSpec(
      name: "pseudo-language", valueName: "L",
      summary: "Draw every image in an Xcode pseudolanguage: doubleLength, accented, bounded, rightToLeft"),
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
    let stress = try RenderPlan.stress(arguments, command: self)
    var archives: [ViewArchive] = []
    var layouts: [RenderLayout] = []
    var selections: [Int: Gallery.Selection] = [:]
    let renderer = WidgetRenderer(catalog: catalog)
    var activityFiles: [(name: String, archive: ActivityArchive)] = []
    /// Adds an activity's content states as one gallery archive per presentation the device shows.
    func addActivity(_ states: [ActivityArchive], kind: String) throws {
      let presentations = ActivityRenderer.presentations(on: device)
      guard !presentations.isEmpty, let first = device.orderedFamilies.first,
        let spec = device.families[first]
      else {
        throw UsageError("\(device.id) shows no Live Activities (only iPhone and iPad do)", command: self)
      }
      // Layouts by archive index; widgets before the activity keep theirs.
      layouts += Array(repeating: .widget, count: archives.count - layouts.count)
      // The Lock Screen banner in both schemes, full colour and accented; the island and StandBy,
      // dark whatever the scheme, once in full colour.
      for presentation in presentations {
        selections[archives.count] =
          presentation == .lockScreen
          ? Gallery.Selection(
            modes: [.fullColor, .accented], rowTitle: presentation.title, context: .lockScreenBanner,
            fileStem: presentation.rawValue)
          : Gallery.Selection(
            modes: [.fullColor], schemes: [.dark], rowTitle: presentation.title,
            context: presentation.isIsland ? .topOfScreen : nil, fileStem: presentation.rawValue)
        var archive = ViewArchive(
          presentation, of: states, environment: renderer.archiveEnvironment(spec, device),
          kind: "\(kind)-\(presentation.rawValue)")
        archive.displayName = "\(kind) · \(presentation.title)"
        archives.append(archive)
        layouts.append(.sizeThatFits)
      }
    }
    if arguments.positionals.isEmpty {
      let environments = Dictionary(
        uniqueKeysWithValues: device.orderedFamilies.compactMap { family in
          device.families[family].map { spec -> (WidgetFamily, ArchiveEnvironment) in
            // Bodies see the stress as they would on a device: the size, the pseudolanguage's text.
            var environment = renderer.archiveEnvironment(spec, device)
            environment.dynamicTypeSize = stress.dynamicTypeSize
            environment.pseudoLanguage = stress.pseudoLanguage
            return (family, environment)
          }
        })
      archives = try AsyncBridge.run {
        try await BookClubExamples.archives(environment: { environments[$0] ?? ArchiveEnvironment() })
      }
      if folders.isEmpty { folders = [BookClubExamples.assetsDirectory] }
      // The reading session Live Activity, in each presentation the device shows, at its own size;
      // its content states are written too, for `tintype render --presentation`.
      if !ActivityRenderer.presentations(on: device).isEmpty, let spec = device.families[.systemMedium] {
        let states = BookClubExamples.activityStates(environment: renderer.archiveEnvironment(spec, device))
        try addActivity(states, kind: "ReadingSessionActivity")
        activityFiles = states.enumerated().map { ("ReadingSessionActivity-\($0.offset).json", $0.element) }
      }
      // The reading focus control in each place the device shows controls: on, then off.
      for presentation in ControlRenderer.presentations(on: device) {
        var states: [ViewArchive] = []
        for isOn in [true, false] {
          let (view, request) = try ControlRenderer(renderer: renderer).presentation(
            ReadingFocusControl(), presentation: presentation, isOn: isOn, device: device)
          let spec = try renderer.familySpec(request)
          states.append(
            ViewArchive(
              view, family: request.family, environment: renderer.archiveEnvironment(spec, device),
              kind: "ReadingFocusControl-\(presentation.rawValue)"))
        }
        var archive = states[0]
        archive.entries += states[1].entries
        archive.displayName = "Focus control · \(presentation.title) (on, off)"
        layouts += Array(repeating: .widget, count: archives.count - layouts.count)
        selections[archives.count] = Gallery.Selection(
          modes: [.fullColor], schemes: [.dark], rowTitle: presentation.title, entryTitles: ["on", "off"],
          fileStem: presentation.rawValue)
        archives.append(archive)
        layouts.append(.sizeThatFits)
      }
    } else {
      for path in arguments.positionals {
        switch try ArchiveFile.load(path) {
        case .activity(let state):
          try addActivity(
            [state],
            kind: RenderName.fileSafe(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent))
        case .widget(let archive):
          archives.append(archive)
        }
      }
      if folders.isEmpty {
        folders = arguments.positionals.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
      }
    }
    var gallery = Gallery(archives: archives, device: device, modes: modes)
    gallery.layouts = layouts
    gallery.selections = selections
    gallery.encoder = encoder
    gallery.stress = stress
    let galleryRenderer = WidgetRenderer(
      assets: folders, fonts: try AssetFolders.fonts(arguments, command: self),
      symbols: try AssetFolders.symbols(arguments, command: self), catalog: catalog)
    if arguments.isSet("lint") {
      let linter = RenderLinter(renderer: galleryRenderer)
      gallery.review = { archive, request in
        try linter.findings(archive, request).map { finding in
          GalleryFinding(
            rule: finding.rule.id,
            severity: GalleryFinding.Severity(rawValue: finding.rule.severity.rawValue) ?? .note,
            message: finding.message, reason: finding.rule.reason, path: finding.path, frame: finding.frame)
        }
      }
    }
    let report = try gallery.write(to: URL(fileURLWithPath: out), renderer: galleryRenderer)
    for (name, state) in activityFiles {
      let url = URL(fileURLWithPath: out).appendingPathComponent("activities").appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(state.jsonData(), to: url)
    }
    Console.write("wrote \(report.renders) renders, a contact sheet per widget and index.html to \(out)\n")
    WarningReport.print(report.warnings)
    for problem in report.problems { Console.error("tintype: \(problem)") }
    return report.problems.contains(where: \.isRenderFailure) ? ExitStatus.failure : ExitStatus.success
  }
}
