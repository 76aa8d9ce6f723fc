import Foundation
import Tintype
import TintypeArchive
import TintypeRaster

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

  /// A gallery of `archives` on `device`.
  public init(archives: [ViewArchive], device: Device, modes: [WidgetRenderingMode]) {
    self.archives = archives
    self.device = device
    self.modes = modes
  }

  /// `kind` with every character but letters, digits, `-` and `_` replaced by `_`, for file names.
  public static func fileSafe(_ kind: String) -> String {
    // At most 100 bytes: a file name is at most 255, and the family, mode and scheme follow.
    var safe = ""
    for character in kind {
      let kept: Character =
        character.isLetter || character.isNumber || character == "-" || character == "_" ? character : "_"
      guard safe.utf8.count + kept.utf8.count <= 100 else { break }
      safe.append(kept)
    }
    return safe
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

  /// Renders every shot with `renderer` and writes the gallery into `folder`.
  public func write(to folder: URL, renderer: WidgetRenderer) throws -> Report {
    let plan = GalleryPlan(archives: archives, device: device, modes: modes)
    var report = Report(
      files: [], problems: plan.skipped.map { Problem(file: nil, message: $0) }, warnings: [])
    var sections: [GalleryIndex.Section] = []
    func save(_ data: Data, _ name: String) throws {
      try AtomicFile.write(data, to: folder.appendingPathComponent(name), within: folder)
      report.files.append(name)
    }
    let sheets = DispatchGroup()
    let sheetFiles = SheetFiles()
    for (index, archive) in archives.enumerated() {
      let slug = Gallery.fileSafe(archive.kind)
      var section = GalleryIndex.Section(
        kind: archive.kind, displayName: archive.displayName, description: archive.description, folder: slug,
        sheet: "contact-sheet.png", archive: "\(slug).json", items: [],
        entryDates: archive.entries.map(\.date))
      try save(archive.jsonData(), "\(slug)/\(slug).json")
      // The archive's images go beside it, so that `tintype render` works on the copy as it is.
      for (name, _) in archive.assetImageNames {
        for file in renderer.assetFiles(named: name) {
          if let data = FileManager.default.contents(atPath: file.path) {
            try save(data, "\(slug)/\(file.lastPathComponent)")
          }
        }
      }
      var rows: [String: [Canvas]] = [:]
      var rowOrder: [String] = []
      var rowLabels: [String: String] = [:]
      // Render and encode this widget's shots on every core (each is independent, so the bytes do
      // not depend on the order), then write them and the contact sheet in plan order.
      let shots = plan.shots.filter { $0.archiveIndex == index }.map { shot -> GalleryPlan.Shot in
        var shot = shot
        if index < layouts.count { shot.request.layout = layouts[index] }
        return shot
      }
      let results = ShotResults(count: shots.count)
      let encoder = self.encoder
      DispatchQueue.concurrentPerform(iterations: shots.count) { position in
        let request = shots[position].request
        do {
          let image = try renderer.render(archive, request: request)
          let png = try image.pngData(encoder: encoder)
          let width = try renderer.familySpec(request).width
          // The layout dump the page shows beside the 1:1 image (what `tintype layout` prints).
          let layout = Data(try renderer.layout(archive, request: request).tree.recordsJSONData())
          results.set(position, .success((image, png, width, layout)))
        } catch {
          results.set(position, .failure(error))
        }
      }
      for (position, shot) in shots.enumerated() {
        let request = shot.request
        switch results.get(position) {
        case .success(let (image, png, width, layout)):
          try save(png, "\(slug)/\(shot.fileName)")
          let layoutFile = shot.fileName.replacingOccurrences(of: ".png", with: ".layout.json")
          try save(layout, "\(slug)/\(layoutFile)")
          report.renders += 1
          report.warnings += image.warnings.map { ("\(slug)/\(shot.fileName)", $0) }
          section.items.append(
            GalleryIndex.Item(
              file: shot.fileName, layoutFile: layoutFile, family: request.family,
              mode: request.renderingMode,
              scheme: request.colorScheme,
              entry: request.entryIndex, date: archive.entries[request.entryIndex].date, widthPoints: width))
          // One contact-sheet row per family, mode and scheme; entries run along the row.
          let row = "\(request.family)-\(request.renderingMode)-\(request.colorScheme)"
          if rows[row] == nil { rowOrder.append(row) }
          rowLabels[row] =
            "\(request.family.rawValue)\n\(request.renderingMode.rawValue) · \(request.colorScheme.rawValue)"
          rows[row, default: []].append(image.canvas)
        case .failure(let error):
          report.problems.append(Problem(file: "\(slug)/\(shot.fileName)", message: "\(error)"))
        }
      }
      if !rowOrder.isEmpty {
        // The sheet is composed and encoded beside the next widget's renders (at most one at a time,
        // so only two widgets' images are held); its file is recorded when it is written.
        let sheetRows = rowOrder.map { rows[$0]! }
        let sheetRowLabels = rowOrder.map { rowLabels[$0] ?? "" }
        let entryLabels = archive.entries.indices.map {
          "entry \($0) · \(ArchiveDateFormat.format(archive.entries[$0].date))"
        }
        let scale = device.scale
        let name = "\(slug)/contact-sheet.png"
        sheets.wait()
        sheets.enter()
        DispatchQueue.global().async {
          defer { sheets.leave() }
          do {
            let sheet = try ContactSheet.make(
              rows: sheetRows, rowLabels: sheetRowLabels, columnLabels: entryLabels, scale: scale,
              renderer: renderer)
            try AtomicFile.write(
              Data(try encoder.encode(sheet)), to: folder.appendingPathComponent(name), within: folder)
            sheetFiles.append(name)
          } catch {
            sheetFiles.fail(error)
          }
        }
      }
      sections.append(section)
    }
    sheets.wait()
    if let error = sheetFiles.error { throw error }
    report.files += sheetFiles.names
    let html = GalleryIndex.html(
      title: "Widget gallery", device: "\(device.name) (\(device.id)) @\(Int(device.scale))x",
      sections: sections, failures: report.problems.filter(\.isRenderFailure).map(\.description),
      skipped: report.problems.filter { !$0.isRenderFailure }.map(\.description))
    try save(Data(html.utf8), "index.html")
    return report
  }
}

/// The renders of one widget's shots, filled in by worker threads, each slot once.
private final class ShotResults: @unchecked Sendable {
  private var slots: [Result<(RenderedImage, Data, Double, Data), any Error>?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<(RenderedImage, Data, Double, Data), any Error>) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  func get(_ index: Int) -> Result<(RenderedImage, Data, Double, Data), any Error> {
    lock.lock()
    defer { lock.unlock() }
    return slots[index]!
  }
}

/// The contact sheets written in the background, and the first error writing one.
private final class SheetFiles: @unchecked Sendable {
  private(set) var names: [String] = []
  private(set) var error: (any Error)?
  private let lock = NSLock()

  func append(_ name: String) {
    lock.lock()
    names.append(name)
    lock.unlock()
  }

  func fail(_ error: any Error) {
    lock.lock()
    if self.error == nil { self.error = error }
    lock.unlock()
  }
}
