import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeEncode
import TintypeRaster
import TintypeStringCatalog
import TintypeUI

/// A manifest checked and expanded, before any render: every job's archives decoded, its axes
/// multiplied out, its rows read once (streamed) to check their fields, and every output name made
/// and checked — inside the output folder, and no two alike.
///
/// Problems of the manifest itself (its JSON, its templates, two outputs with one name) throw
/// `ArchiveError` and nothing is rendered. Problems of one job (an archive that does not decode, a
/// data row without a field the archive uses, a wallpaper that is not there) make that job a
/// `BatchFailure`; the other jobs still render.
public struct BatchPlan: Sendable {
  /// One render of a job, the same for every row.
  public struct Render: Sendable {
    /// Axis → canonical value.
    public var values: [BatchAxis: String]
    /// The request it makes.
    public var request: RenderRequest
    /// The Live Activity presentation, for a job whose archive is an activity's; its request then
    /// gives the device, mode, scheme, date, scale, accent style, tint and backdrop.
    public var presentation: ActivityPresentation?
    /// Which of the job's archives it renders (its locale, or "" when the archive path has none).
    var archiveKey: String
    /// The values as one canonical line: the render's part of a cache key.
    var canonical: String
  }

  /// An archive a job renders.
  struct LoadedArchive: Sendable {
    var template: ArchiveTemplate
    var digest: String
    var file: String
  }

  /// A job ready to render.
  public struct Job: Sendable {
    /// Its index in the manifest.
    public var index: Int
    /// `jobs[N]`.
    public var path: JSONPath
    /// Where its images go.
    public var template: OutputTemplate
    /// What it renders for each row (or once, without data).
    public var renders: [Render]
    /// Its rows, if any.
    public var data: DataSource?
    /// How many rows (1 when it has no data).
    public var unitCount: Int
    /// Family × mode pairs left out because the device does not show them, in words.
    public var skipped: [String]
    var archives: [String: LoadedArchive]
    var encoder: PNGEncoder
    var png: PNGSetting
    /// The file format and quality its images are written in.
    public var encoding: ImageEncoding
    var renderer: WidgetRenderer
    var assetFolders: [URL]
    var wallpaperDigests: [String: String]
  }

  /// The jobs that will render, in manifest order.
  public var jobs: [Job] = []
  /// Jobs that cannot render, with why.
  public var failures: [BatchFailure] = []
  /// Outputs the plan will write (every job, every row, every render).
  public var outputCount = 0
  /// The manifest planned.
  public let manifest: BatchManifest

  /// Plans `manifest`. `assets` and `fonts` are added to every job's (the command line's
  /// `--assets`/`--fonts`); `symbols` are the folders of exported SF Symbol templates (`--symbols`).
  public init(_ manifest: BatchManifest, assets: [URL] = [], fonts: [URL] = [], symbols: [URL] = []) throws {
    self.manifest = manifest
    var renderers: [[URL]: WidgetRenderer] = [:]
    for (index, job) in manifest.jobs.enumerated() {
      do {
        var planned = try BatchPlan.plan(job, index: index, manifest: manifest, assets: assets)
        let key = planned.assetFolders
        let renderer = renderers[key] ?? WidgetRenderer(assets: key, fonts: fonts, symbols: symbols)
        renderers[key] = renderer
        planned.renderer = renderer
        jobs.append(planned)
      } catch let failure as BatchFailure {
        failures.append(failure)
      }
    }
    try checkRowsAndNames()
  }

  private static func plan(_ job: ManifestJob, index: Int, manifest: BatchManifest, assets: [URL]) throws
    -> Job
  {
    let settings = job.settings.over(manifest.defaults)
    let folder = manifest.folder
    func fail(_ path: JSONPath, _ message: String, row: String? = nil) -> BatchFailure {
      BatchFailure(job: job.path, path: path, message: message, row: row)
    }
    // Locales, which may choose the archive.
    var lists: [BatchAxis: [String]] = [:]
    var listed: Set<BatchAxis> = []
    for axis in BatchAxis.allCases {
      if let given = job.matrix?.axes[axis] ?? settings.axes[axis] {
        lists[axis] = given.values
        listed.insert(axis)
      } else if let value = axis.builtInDefault {
        lists[axis] = [value]
      }
    }
    let locales = lists[.locale] ?? []
    let perLocale = job.archive.contains("{locale}")
    if perLocale, locales.isEmpty {
      throw ArchiveError(
        path: job.archivePath, "names {locale}, but the job has no locales", file: manifest.file)
    }
    var archives: [String: LoadedArchive] = [:]
    for key in perLocale ? locales : [""] {
      let name = job.archive.replacingOccurrences(of: "{locale}", with: key)
      let url = URL(fileURLWithPath: name, relativeTo: folder).standardizedFileURL
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw fail(job.archivePath, "no archive \(url.path)")
      }
      do {
        let template = try ArchiveTemplate(jsonData: data, file: url.path)
        archives[key] = LoadedArchive(template: template, digest: SHA256Digest(of: data).hex, file: url.path)
      } catch let error as ArchiveError {
        throw fail(job.archivePath, error.description)
      }
    }
    let first = archives[perLocale ? locales[0] : ""]!.template
    for (key, archive) in archives where archive.template.entryCount != first.entryCount {
      throw fail(
        job.archivePath,
        "the \(key) archive has \(archive.template.entryCount) entries and the \(locales[0]) one \(first.entryCount); \"entries\": \"all\" needs one count"
      )
    }
    for (key, archive) in archives where archive.template.isActivity != first.isActivity {
      throw fail(
        job.archivePath,
        "the \(key) archive and the \(perLocale ? locales[0] : "first") one are not both widget archives or both Live Activity archives"
      )
    }
    try BatchPlan.fitAxes(
      &lists, listed: &listed, toActivity: first.isActivity, job: job, file: archives.values.first!.file)
    if lists[.family] == nil, !first.isActivity {
      guard !first.families.isEmpty else { throw fail(job.archivePath, "the archive lists no families") }
      lists[.family] = first.families.map(\.rawValue)
      listed.insert(.family)
    }
    if let entries = lists[.entry] {
      var expanded: [String] = []
      for entry in entries {
        if entry == "all" {
          expanded += (0..<first.entryCount).map(String.init)
        } else if let number = Int(entry), number >= first.entryCount {
          throw fail(
            (job.matrix?.axes[.entry] ?? settings.axes[.entry])?.path ?? job.path,
            "no entry \(number); the archive has \(first.entryCount)")
        } else {
          expanded.append(entry)
        }
      }
      lists[.entry] = expanded
    }
    var defaults: [BatchAxis: String] = [:]
    for (axis, values) in lists { defaults[axis] = values.first }
    let matrix = job.matrix ?? BatchMatrix.empty
    let combinations: [[BatchAxis: String]]
    do {
      combinations = try matrix.expand(lists, listed: listed, defaults: defaults)
    } catch let error as ArchiveError {
      throw error.inFile(manifest.file ?? "manifest")
    }
    // Requests, leaving out what the device never shows.
    var renders: [Render] = []
    var skipped: [String] = []
    var wallpaperDigests: [String: String] = [:]
    var seenRenders = Set<String>()
    for var values in combinations {
      if first.isActivity {
        do {
          if let render = try BatchPlan.activityRender(
            values, archiveKey: perLocale ? (values[.locale] ?? locales[0]) : "", skipped: &skipped)
          {
            renders.append(render)
          }
        } catch let message as ActivityAxisError {
          throw fail(job.path, message.description)
        }
        continue
      }
      // Every value was checked when the manifest was read; a combination lacking one (an `include`
      // over an archive with no entries, say) is the job's failure, not a crash.
      guard let device = values[.device].flatMap({ try? DeviceCatalog.standard.device(id: $0) }),
        let family = values[.family].flatMap(WidgetFamily.init(rawValue:)),
        let askedMode = values[.mode].flatMap(WidgetRenderingMode.init(rawValue:)),
        let askedScheme = values[.scheme].flatMap(ColorScheme.init(rawValue:)),
        let entry = values[.entry].flatMap({ Int($0) }),
        let accent = values[.accentStyle].flatMap(AccentPreset.init(rawValue:)),
        let layout = values[.layout].flatMap({ RenderLayout(requestText: $0) })
      else {
        throw fail(
          job.path, "a combination of the job's axes names no device, family, mode, scheme, entry or layout")
      }
      var request = RenderRequest(
        family: family, device: device, renderingMode: askedMode, colorScheme: askedScheme,
        date: values[.date].flatMap(ArchiveDateFormat.parse), scale: values[.scale].flatMap(Double.init),
        entryIndex: entry, accentPreset: accent,
        tint: values[.tint].flatMap { RGBAColor(requestText: $0) },
        backdrop: values[.backdrop].flatMap { RGBAColor(requestText: $0) })
      request.presentation = values[.presentation].flatMap(WidgetPresentation.Kind.init(rawValue:))
      // What the device does not show is left out, by the rule every render matrix follows. A
      // widget presentation draws in its own mode (and its own scheme where it fixes it): the render
      // is named by what it draws, and combinations that differ only in what it fixes are one render.
      if let leftOut = RenderMatrix.admit(&request) {
        skipped.append(leftOut.description)
        continue
      }
      if request.presentation != nil {
        values[.mode] = request.renderingMode.rawValue
        values[.scheme] = request.colorScheme.rawValue
        guard seenRenders.insert(BatchPlan.canonical(values)).inserted else { continue }
      }
      if let wallpaper = values[.wallpaper] {
        let url = URL(fileURLWithPath: wallpaper, relativeTo: folder).standardizedFileURL
        if wallpaperDigests[url.path] == nil {
          guard let bytes = FileManager.default.contents(atPath: url.path) else {
            throw fail(
              (job.matrix?.axes[.wallpaper] ?? settings.axes[.wallpaper])?.path ?? job.path,
              "no wallpaper \(url.path)")
          }
          wallpaperDigests[url.path] = SHA256Digest(of: bytes).hex
        }
        request.wallpaper = url
      }
      request.layout = layout
      if let size = values[.dynamicTypeSize] { request.dynamicTypeSize = DynamicTypeSize(rawValue: size)! }
      if let language = values[.pseudoLanguage] {
        request.pseudoLanguage = PseudoLanguage(rawValue: language)!
      }
      if let direction = values[.layoutDirection] {
        request.layoutDirection = LayoutDirection(requestText: direction)!
      } else if let locale = values[.locale], KnownLocales.isRightToLeft(locale) {
        request.layoutDirection = .rightToLeft
      }
      renders.append(
        Render(
          values: values, request: request, archiveKey: perLocale ? (values[.locale] ?? locales[0]) : "",
          canonical: BatchPlan.canonical(values)))
    }
    guard !renders.isEmpty else {
      throw fail(job.path, "every render was left out: " + skipped.joined(separator: "; "))
    }
    // A widget's presentation is always said in its name, as a Live Activity's is.
    let presented = !first.isActivity && renders.contains { $0.request.presentation != nil }
    let varying = BatchAxis.allCases.filter { axis in
      Set(renders.map { $0.values[axis] }).count > 1 || (axis == .presentation && presented)
    }
    let template =
      settings.output
      ?? OutputTemplate.defaultTemplate(
        varying: varying, hasRows: job.data != nil, activity: first.isActivity,
        format: settings.format ?? .png,
        path: job.path)
    // The format is `format`, or what the output name's extension says; the two must agree.
    let format = settings.format ?? template.format
    if format != template.format {
      throw ArchiveError(
        path: template.path,
        "\(ArchiveError.quoted(template.text)) ends in .\(template.format.fileExtension), but the job's format is \(format.rawValue)",
        file: manifest.file)
    }
    let encoding: ImageEncoding
    do {
      encoding = try ImageEncoding(format: format, quality: settings.quality)
    } catch {
      throw ArchiveError(path: settings.formatPath ?? job.path, error.description, file: manifest.file)
    }
    if template.axes.contains(.locale), locales.isEmpty {
      throw ArchiveError(
        path: template.path, "names {locale}, but the job has no locales", file: manifest.file)
    }
    if job.data == nil, let field = template.rowFields.first {
      throw ArchiveError(
        path: template.path, "names {row.\(field)}, but the job has no data", file: manifest.file)
    }
    let png = settings.png ?? .fast
    var assetFolders = (settings.assets ?? []).map {
      URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL
    }
    for (position, url) in assetFolders.enumerated() {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw fail(
          (job.settings.assets != nil ? job.path : JSONPath.root.appending("defaults")).appending("assets")
            .appending(position),
          "no asset folder \(url.path)")
      }
    }
    assetFolders += assets
    if assetFolders.isEmpty {
      assetFolders = [URL(fileURLWithPath: archives.values.first!.file).deletingLastPathComponent()]
    }
    return Job(
      index: index, path: job.path, template: template, renders: renders, data: job.data, unitCount: 1,
      skipped: skipped, archives: archives,
      encoder: png == .small ? PNGEncoder(compressionLevel: 9, filters: .all) : PNGEncoder(), png: png,
      encoding: encoding,
      renderer: WidgetRenderer(), assetFolders: assetFolders, wallpaperDigests: wallpaperDigests)
  }

  /// Reads every job's rows once: each must fill the archive's placeholders and the template's
  /// fields; then every output name is made and checked. A job whose rows fail becomes a failure;
  /// two outputs with one name, or a name leaving the output folder, stop the whole batch.
  private mutating func checkRowsAndNames() throws {
    var names = Set<SHA256Digest.Prefix128>()
    var kept: [Job] = []
    for var job in jobs {
      do {
        var count = 0
        try BatchPlan.forEachUnit(of: job) { row in
          count += 1
          if let row {
            for (key, archive) in job.archives {
              if let missing = archive.template.missingField(in: row) {
                throw BatchFailure(
                  job: job.path, path: missing.path,
                  message:
                    "\(archive.file): the row has no field \(ArchiveError.quoted(missing.name)) for {{\(missing.name)}}"
                    + (key.isEmpty ? "" : " (\(key))"),
                  row: row.location)
              }
            }
            if let field = job.template.rowFields.first(where: { row.fields[$0] == nil }) {
              throw BatchFailure(
                job: job.path, path: job.template.path,
                message: "the row has no field \(ArchiveError.quoted(field)) for {row.\(field)}",
                row: row.location)
            }
          }
          guard outputCount + job.renders.count <= BatchLimits.maximumOutputs else {
            throw ArchiveError(
              path: job.path,
              "the batch expands to more than \(BatchLimits.maximumOutputs) outputs (BatchLimits.maximumOutputs)",
              file: manifest.file)
          }
          for render in job.renders {
            let name = job.outputName(render, row: row)
            try BatchPlan.checkContained(name, template: job.template, file: manifest.file)
            if !names.insert(SHA256Digest(of: name).prefix128).inserted {
              throw duplicate(name, second: job, row: row)
            }
          }
          outputCount += job.renders.count
        }
        job.unitCount = count
        kept.append(job)
      } catch let failure as BatchFailure {
        failures.append(failure)
        // Its names were reserved as they were made; a failed job writes none, so they may stay.
      } catch let error as BatchDataError {
        failures.append(
          BatchFailure(job: job.path, path: job.path.appending("data"), message: error.description, row: nil))
      }
    }
    jobs = kept
    failures.sort { $0.job.description.localizedStandardCompare($1.job.description) == .orderedAscending }
  }
}

extension BatchMatrix {
  /// A job without a matrix multiplies its axes with nothing removed or added.
  static let empty = BatchMatrix()

  private init() {}
}
