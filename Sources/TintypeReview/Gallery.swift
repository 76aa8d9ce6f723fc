import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeRaster
import TintypeViewRendering

/// Renders archives into a review folder: per widget a folder of PNGs, a contact sheet and the
/// archive JSON, plus an `index.html` over all of them.
public struct Gallery: Sendable {
  /// The archives to show.
  public var archives: [ViewArchive]
  /// The device to render for.
  public var device: Device
  /// The rendering modes to show (each family gets the ones it supports).
  public var modes: [WidgetRenderingMode]
  /// How the PNGs and contact sheets are written.
  public var encoder = PNGEncoder()
  /// How each archive is laid out, by index (`.widget` for archives past the end): view previews are
  /// shown at their own size (`.sizeThatFits`) or a fixed one.
  public var layouts: [RenderLayout] = []
  /// Which modes and schemes each archive is shown in, by index, where not every one the gallery
  /// draws: a Live Activity's island is dark whatever the scheme, its StandBy needs no accented look.
  public var selections: [Int: Selection] = [:]
  /// What the renders were made with (`GalleryManifest.fingerprint`), recorded in `gallery.json` so
  /// that `tintype accept` can carry it to the goldens it updates; `nil`: this machine's, without a clock.
  public var fingerprint: JSONValue?
  /// The Dynamic Type size and pseudolanguage every shot is drawn at (`TextStress.none`: Large, the
  /// widget's own text); a stressed gallery's file names say it (`systemSmall-fullColor-light-AX5-0.png`).
  public var stress = TextStress.none
  /// What to draw on each widget image (`tintype gallery --lint`: the review's findings), asked per
  /// render on all cores; nil draws nothing. Views shown at their own size are not asked.
  public var review: (@Sendable (ViewArchive, RenderRequest) throws -> [GalleryFinding])?

  /// The rendering modes and colour schemes an archive is shown in (`nil`: all the gallery draws).
  public struct Selection: Sendable {
    /// The modes shown (`nil`: all).
    public var modes: [WidgetRenderingMode]?
    /// The schemes shown (`nil`: all).
    public var schemes: [ColorScheme]?
    /// What the rows are called instead of their family, for archives that are no widget (a Live
    /// Activity's or a control's presentation, laid out at its own size).
    public var rowTitle: String?
    /// What the entries are called instead of their dates (a control's "on" and "off").
    public var entryTitles: [String]?
    /// Where the archive's first entry is shown in context, for archives that are no widget.
    public var context: ContextPlacement?
    /// What the image files are named by instead of their family, for archives that are no widget
    /// (a presentation's name: `compact-fullColor-dark-0.png`, not the family the view was archived in).
    public var fileStem: String?
    /// A selection of `modes` and `schemes`, its rows and entries named by `rowTitle` and `entryTitles`,
    /// its files by `fileStem`.
    public init(
      modes: [WidgetRenderingMode]? = nil, schemes: [ColorScheme]? = nil, rowTitle: String? = nil,
      entryTitles: [String]? = nil, context: ContextPlacement? = nil, fileStem: String? = nil
    ) {
      self.modes = modes
      self.schemes = schemes
      self.rowTitle = rowTitle
      self.entryTitles = entryTitles
      self.context = context
      self.fileStem = fileStem
    }
  }

  /// Where a view shown at its own size is placed for its context shot.
  public enum ContextPlacement: Sendable {
    /// A Live Activity's banner on the Lock Screen (`lock-screen.png`).
    case lockScreenBanner
    /// A Dynamic Island presentation at the top of the screen (`island.png`).
    case topOfScreen
  }

  /// A gallery of `archives` on `device`.
  public init(archives: [ViewArchive], device: Device, modes: [WidgetRenderingMode]) {
    self.archives = archives
    self.device = device
    self.modes = modes
  }

  /// What a written gallery holds.
  public struct Report: Sendable {
    /// Every file written, relative to the output folder.
    public var files: [String]
    /// How many renders were written (contact sheets and copied assets not counted).
    public var renders = 0
    /// Renders that could not be made, and families or modes left out.
    public var problems: [Problem]
    /// Warnings from the renders, each with the file it concerns.
    public var warnings: [(file: String, warning: RenderWarning)]
  }

  /// Something a gallery could not show.
  public struct Problem: Sendable, CustomStringConvertible {
    /// The render's file, relative to the output folder, when a render failed.
    public var file: String?
    /// What went wrong, or what was left out and why.
    public var message: String
    /// A render failed (as opposed to a family or mode the device does not have, left out).
    public var isRenderFailure: Bool { file != nil }
    /// `file: message`, or the message alone.
    public var description: String { file.map { "\($0): \(message)" } ?? message }
  }

  /// What one shot left once written: enough for the page, the report and its contact sheet row.
  private struct Made {
    var warnings: [RenderWarning]
    var findings: [GalleryFinding]
    var widthPoints: Double
    var thumbnail: Canvas
  }

  /// Renders every shot with `renderer` and writes the gallery into `folder`.
  ///
  /// Every shot of every widget renders, encodes and is written on all cores at once (each is
  /// independent, so the bytes do not depend on the order); then the contact sheets, one per widget,
  /// are composed and written in parallel; the report and the page list everything in plan order.
  public func write(to folder: URL, renderer: WidgetRenderer) throws -> Report {
    let plan = GalleryPlan(archives: archives, device: device, modes: modes, stress: stress)
    var report = Report(
      files: [], problems: plan.skipped.map { Problem(file: nil, message: $0) }, warnings: [])
    func save(_ data: Data, _ name: String) throws {
      try AtomicFile.write(data, to: folder.appendingPathComponent(name), within: folder)
      report.files.append(name)
    }
    let slugs = archives.map { RenderName.fileSafe($0.kind) }
    for (index, archive) in archives.enumerated() {
      let slug = slugs[index]
      try save(archive.jsonData(), "\(slug)/\(slug).json")
      // The archive's images go beside it, so that `tintype render` works on the copy as it is.
      for (name, _) in archive.assetImageNames {
        for file in try renderer.assetFiles(named: name) {
          if let data = FileManager.default.contents(atPath: file.path) {
            try save(data, "\(slug)/\(file.lastPathComponent)")
          }
        }
      }
    }
    let shots = plan.shots.filter { shot in
      guard let selection = selections[shot.archiveIndex] else { return true }
      return (selection.modes?.contains(shot.request.renderingMode) ?? true)
        && (selection.schemes?.contains(shot.request.colorScheme) ?? true)
    }.map { shot -> GalleryPlan.Shot in
      var shot = shot
      if shot.archiveIndex < layouts.count { shot.request.layout = layouts[shot.archiveIndex] }
      if let stem = selections[shot.archiveIndex]?.fileStem {
        shot.fileName = GalleryPlan.fileName(shot.request, stem: stem)
      }
      return shot
    }
    let encoder = self.encoder
    let archives = self.archives
    let review = self.review
    // Contact sheets are drawn at point size (one pixel a point): an overview at a glance, nine
    // times fewer pixels than @3x to compose and encode (the renders themselves stay at the device's
    // scale). The renders are averaged down to it by whole pixels.
    let sheetFactor = max(1, Int(device.scale.rounded()))
    let results = Slots<Result<Made, any Error>>(count: shots.count)
    DispatchQueue.concurrentPerform(iterations: shots.count) { position in
      let shot = shots[position]
      let archive = archives[shot.archiveIndex]
      let slug = slugs[shot.archiveIndex]
      results.set(
        position,
        Result {
          let image = try renderer.render(archive, request: shot.request)
          let png = try image.pngData(encoder: encoder)
          // The layout dump the page shows beside the 1:1 image (what `tintype layout` prints): the
          // render's own, laid out again only for an image composed of several layouts.
          let tree = try image.layout ?? renderer.layout(archive, request: shot.request).tree
          let layout = Data(tree.recordsJSONData())
          try AtomicFile.write(
            png, to: folder.appendingPathComponent("\(slug)/\(shot.fileName)"), within: folder)
          try AtomicFile.write(
            layout, to: folder.appendingPathComponent("\(slug)/\(Gallery.layoutFile(shot.fileName))"),
            within: folder)
          let findings = shot.request.layout == .widget ? try review?(archive, shot.request) ?? [] : []
          return Made(
            // The image's own width: a watch corner with a label is a quarter of the screen, wider
            // than the family's frame; a view at its ideal size is as wide as it measured.
            warnings: image.warnings, findings: findings, widthPoints: Double(image.width) / image.scale,
            thumbnail: image.canvas.downsampled(by: sheetFactor))
        })
    }
    // The page, the report and each widget's contact-sheet rows, in plan order.
    var sections: [GalleryIndex.Section] = archives.enumerated().map { index, archive in
      GalleryIndex.Section(
        kind: archive.kind, displayName: archive.displayName, description: archive.description,
        folder: slugs[index], sheet: "contact-sheet.png", archive: "\(slugs[index]).json", items: [],
        entryDates: archive.entries.map(\.date), rowTitle: selections[index]?.rowTitle,
        entryTitles: selections[index]?.entryTitles,
        notShown: Gallery.whyNotShown(archive, index, shots, self.device))
    }
    var sheetRows: [[(key: String, label: String, images: [Canvas])]] = Array(
      repeating: [], count: archives.count)
    // What each widget's context shots show: its first entry in full colour and light on the Home
    // Screen, in vibrant (dark when there is one) on the Lock Screen.
    var homeWidgets: [[(family: WidgetFamily, image: Canvas)]] = Array(repeating: [], count: archives.count)
    var lockWidgets: [[WidgetFamily: (scheme: ColorScheme, image: Canvas)]] = Array(
      repeating: [:], count: archives.count)
    // Watch widgets' corner complications on a face: the first entry's corner render.
    // Views at their own size with a context placement: the first entry in full colour, dark when there is one.
    var placed: [(scheme: ColorScheme, image: Canvas)?] = Array(repeating: nil, count: archives.count)
    for (position, shot) in shots.enumerated() {
      let request = shot.request
      let slug = slugs[shot.archiveIndex]
      switch results.get(position) {
      case .success(let made):
        report.files += ["\(slug)/\(shot.fileName)", "\(slug)/\(Gallery.layoutFile(shot.fileName))"]
        report.renders += 1
        report.warnings += made.warnings.map { ("\(slug)/\(shot.fileName)", $0) }
        sections[shot.archiveIndex].items.append(
          GalleryIndex.Item(
            file: shot.fileName, layoutFile: Gallery.layoutFile(shot.fileName), family: request.family,
            mode: request.renderingMode, scheme: request.colorScheme, entry: request.entryIndex,
            date: archives[shot.archiveIndex].entries[request.entryIndex].date, widthPoints: made.widthPoints,
            findings: made.findings)
        )
        // Context shots are of widgets; views shown at their own size (previews, Live Activities) have none.
        if request.entryIndex == 0, request.layout == .widget {
          if request.family.isSystem && request.renderingMode == .fullColor && request.colorScheme == .light {
            homeWidgets[shot.archiveIndex].append((request.family, made.thumbnail))
          } else if !request.family.isSystem && request.renderingMode == .vibrant,
            lockWidgets[shot.archiveIndex][request.family]?.scheme != .dark
          {
            lockWidgets[shot.archiveIndex][request.family] = (request.colorScheme, made.thumbnail)
          }
        }
        if request.entryIndex == 0, request.renderingMode == .fullColor,
          selections[shot.archiveIndex]?.context != nil, placed[shot.archiveIndex]?.scheme != .dark
        {
          placed[shot.archiveIndex] = (request.colorScheme, made.thumbnail)
        }
        // One contact-sheet row per family, mode and scheme; entries run along the row.
        let key = "\(request.family)-\(request.renderingMode)-\(request.colorScheme)"
        if let row = sheetRows[shot.archiveIndex].firstIndex(where: { $0.key == key }) {
          sheetRows[shot.archiveIndex][row].images.append(made.thumbnail)
        } else {
          sheetRows[shot.archiveIndex].append(
            (
              key,
              "\(selections[shot.archiveIndex]?.rowTitle ?? request.family.rawValue)\n\(request.renderingMode.rawValue) · \(request.colorScheme.rawValue)",
              [made.thumbnail]
            ))
        }
      case .failure(let error):
        report.problems.append(Problem(file: "\(slug)/\(shot.fileName)", message: "\(error)"))
      }
    }
    let scale = device.scale / Double(sheetFactor)
    let allRows = sheetRows
    let placedShots = placed.map { $0?.image }
    let placements = archives.indices.map { selections[$0]?.context }
    let selectionList = archives.indices.map { selections[$0] }
    let homes = homeWidgets
    let locks = lockWidgets.map { found in
      WidgetFamily.allCases.compactMap { family in found[family].map { (family, $0.image) } }
    }
    let device = self.device
    let entryNames = sections.map { section in section.entryDates.indices.map(section.entryName) }
    let sheets = Slots<Result<(written: [String], problems: [Problem]), any Error>>(count: archives.count)
    DispatchQueue.concurrentPerform(iterations: archives.count) { index in
      let rows = allRows[index]
      let archive = archives[index]
      sheets.set(
        index,
        Result {
          var written: [String] = []
          var problems: [Problem] = []
          func write(_ canvas: Canvas?, _ file: String) throws {
            guard let canvas else { return }
            let name = "\(slugs[index])/\(file)"
            try AtomicFile.write(
              Data(try encoder.encode(canvas)), to: folder.appendingPathComponent(name), within: folder)
            written.append(name)
          }
          if !rows.isEmpty {
            try write(
              try ContactSheet.make(
                rows: rows.map(\.images), rowLabels: rows.map(\.label),
                columnLabels: entryNames[index].enumerated().map { "entry \($0.offset) · \($0.element)" },
                scale: scale, renderer: renderer), "contact-sheet.png")
          }
          // Context shots are at one pixel a point, like the sheets' images they reuse.
          if sheetFactor == Int(device.scale.rounded()) {
            if device.platform == .watchOS {
              try write(
                try ContextShot.watchFace(archive, device: device, renderer: renderer), Gallery.watchFaceFile)
            }
            if let image = placedShots[index], let placement = placements[index],
              let first = archive.entries.first
            {
              switch placement {
              case .lockScreenBanner:
                try write(
                  try ContextShot.lockScreenBanner(
                    image, device: device, date: first.date, renderer: renderer),
                  Gallery.lockScreenFile)
              case .topOfScreen:
                try write(try ContextShot.island(image, device: device), Gallery.islandFile)
              }
            }
            try write(try ContextShot.homeScreen(homes[index], device: device), Gallery.homeScreenFile)
            // A widget in the device's presentations (iPhones: StandBy by day and at night, CarPlay,
            // the Mac desktop active and receded), each from the device catalog's data.
            if selectionList[index] == nil {
              for presentation in device.presentations {
                let families = archive.families.filter {
                  presentation.shows($0) && device.families[$0] != nil
                }
                let file = Gallery.presentationFile(presentation.kind)
                // A presentation that cannot be drawn is a problem of its own shot: the gallery goes on.
                let widgets: [(family: WidgetFamily, image: Canvas)]
                do {
                  widgets = try families.map { family in
                    var request = RenderRequest(family: family, device: device, scale: 1)
                    request.presentation = presentation.kind
                    return (family, try renderer.render(archive, request: request).canvas)
                  }
                } catch {
                  problems.append(Problem(file: "\(slugs[index])/\(file)", message: "\(error)"))
                  continue
                }
                guard let first = widgets.first else { continue }
                try write(
                  presentation.screen == nil ? try ContextShot.macDesktop(widgets) : first.image, file)
              }
            }
            if let first = archive.entries.first {
              try write(
                try ContextShot.lockScreen(
                  locks[index], device: device, date: first.date, renderer: renderer),
                Gallery.lockScreenFile)
            }
          }
          return (written, problems)
        })
    }
    for index in archives.indices {
      let (names, problems) = try sheets.get(index).get()
      report.problems += problems
      report.files += names
      sections[index].contextShots = names.map { String($0.dropFirst(slugs[index].count + 1)) }
        .filter(Gallery.contextShotFiles.contains)
    }
    let html = GalleryIndex.html(
      title: "Widget gallery", device: "\(device.name) (\(device.id)) @\(Int(device.scale))x",
      sections: sections, failures: report.problems.filter(\.isRenderFailure).map(\.description),
      skipped: report.problems.filter { !$0.isRenderFailure }.map(\.description))
    // Which of the PNGs are renders, for `tintype verify`: contact sheets, context shots and the
    // archives' copied images are by-products a golden folder does not have.
    let renders = report.files.filter { $0.hasSuffix(".png") && !$0.hasSuffix("/contact-sheet.png") }
      .filter { file in !Gallery.contextShotFiles.contains { file.hasSuffix("/" + $0) } }
    let manifest = GalleryManifest(
      renders: renders, fingerprint: fingerprint ?? GalleryManifest.fingerprint(clock: nil))
    try save(Data(manifest.json.utf8), GalleryManifest.fileName)
    try save(Data(html.utf8), "index.html")
    return report
  }

  /// Why archive `index` has no shot in the plan, in words; nil when it has one (then an empty
  /// section means every render failed).
  static func whyNotShown(_ archive: ViewArchive, _ index: Int, _ shots: [GalleryPlan.Shot], _ device: Device)
    -> String?
  {
    guard !shots.contains(where: { $0.archiveIndex == index }) else { return nil }
    let families = archive.families.map(\.rawValue).joined(separator: ", ")
    guard archive.families.contains(where: { device.families[$0] != nil }) else {
      return "\(device.name) shows none of its families: \(families)."
    }
    return "Its families (\(families)) are not shown on \(device.name) in the rendering modes chosen."
  }
}

/// Results filled in by worker threads, one slot each, read once they are all done.
private final class Slots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = Lock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.withLock { slots[index] = value }
  }

  func get(_ index: Int) -> Value {
    lock.withLock { slots[index]! }
  }
}
