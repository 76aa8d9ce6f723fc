import Foundation
import TintypeArchive

/// A batch manifest: versioned JSON listing render jobs. Paths in it are relative to its folder.
/// The format is documented in docs/batch.md, with a JSON Schema in docs/batch-manifest.schema.json.
///
/// ```json
/// {"version": 1,
///  "defaults": {"device": "iphone-17-pro", "modes": ["fullColor"], "schemes": ["light"], "png": "fast"},
///  "jobs": [
///    {"archive": "goal.json", "families": ["systemSmall", "systemMedium"], "modes": ["fullColor", "accented"],
///     "schemes": ["light", "dark"], "entries": "all", "output": "{kind}/{family}-{mode}-{scheme}-{entry}.png"},
///    {"archive": "card.json", "data": "rows.jsonl", "families": ["systemSmall"], "output": "cards/{row.id}.png"}]}
/// ```
public struct BatchManifest: Sendable {
  /// The manifest version this build reads.
  public static let currentVersion = 1

  /// The manifest's version.
  public var version: Int
  /// Settings every job starts from.
  public var defaults: JobSettings
  /// The jobs, in order.
  public var jobs: [ManifestJob]
  /// The folder relative paths start from.
  public var folder: URL
  /// The manifest file, for errors (`nil` for a manifest made in code).
  public var file: String?
  /// The SHA-256 of the manifest's bytes: shard summaries of one run share it.
  public var digest: String

  /// Reads the manifest at `url`; errors name the file and the JSON path.
  public init(contentsOf url: URL) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
    else {
      throw ArchiveError(path: .root, "no such manifest file", file: url.path)
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    guard size <= BatchLimits.maximumManifestBytes else {
      throw ArchiveError(
        path: .root,
        "the manifest is over \(BatchLimits.maximumManifestBytes) bytes (BatchLimits.maximumManifestBytes); put rows in a .jsonl data file",
        file: url.path)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ArchiveError(path: .root, "cannot read the file", file: url.path)
    }
    try self.init(jsonData: data, folder: url.deletingLastPathComponent(), file: url.path)
  }

  /// Decodes a manifest from JSON bytes; relative paths start at `folder`.
  public init(jsonData data: some Sequence<UInt8>, folder: URL, file: String? = nil) throws {
    let bytes = Array(data)
    do {
      try self.init(from: JSONReader(try JSONParser.parse(bytes)), folder: folder)
    } catch let error as ArchiveError {
      throw file.map { error.inFile($0) } ?? error
    }
    self.file = file
    digest = SHA256Digest(of: bytes).hex
  }

  private init(from reader: JSONReader, folder: URL) throws {
    let object = try reader.object()
    try object.only(["version", "defaults", "jobs", "$schema", "comment"])
    let version = try object.required("version")
    self.version = try version.integer()
    guard self.version == BatchManifest.currentVersion else {
      throw version.error(
        "this build reads manifest version \(BatchManifest.currentVersion), not \(self.version)")
    }
    if let defaults = object.optional("defaults") {
      let settings = try defaults.object()
      try settings.only(JobSettings.keys)
      self.defaults = try JobSettings(settings)
    } else {
      defaults = JobSettings()
    }
    let jobs = try object.required("jobs")
    self.jobs = try jobs.array(maximum: BatchLimits.maximumJobs, limit: "BatchLimits.maximumJobs") {
      try ManifestJob($0, folder: folder)
    }
    guard !self.jobs.isEmpty else { throw jobs.error("a manifest needs at least one job") }
    self.folder = folder
    file = nil
    digest = ""
  }
}

/// One job of a manifest: an archive, the axes to render it over, optional data rows, and where the
/// images go.
public struct ManifestJob: Sendable {
  /// The job's place in the manifest (`jobs[3]`).
  public var path: JSONPath
  /// The archive file relative to the manifest; `{locale}` in it picks one archive per locale.
  public var archive: String
  /// Where `archive` was written.
  public var archivePath: JSONPath
  /// The job's own settings (the manifest's defaults are applied when planning).
  public var settings: JobSettings
  /// The job's matrix, if any.
  public var matrix: BatchMatrix?
  /// The job's data rows, if any.
  public var data: DataSource?

  init(_ reader: JSONReader, folder: URL) throws {
    path = reader.path
    let object = try reader.object()
    try object.only(JobSettings.keys + ["archive", "matrix", "data", "comment"])
    let archive = try object.required("archive")
    self.archive = try archive.nonEmptyString()
    archivePath = archive.path
    let placeholders = self.archive.components(separatedBy: "{").dropFirst().compactMap {
      $0.split(separator: "}", maxSplits: 1).first.map(String.init)
    }
    for name in placeholders where name != "locale" {
      throw archive.error("an archive path may name {locale} only, not {\(ArchiveError.shortened(name))}")
    }
    settings = try JobSettings(object)
    matrix = try object.optional("matrix").map { try BatchMatrix($0) }
    if let matrix {
      for (axis, values) in matrix.axes where settings.axes[axis] != nil {
        throw ArchiveError(
          path: values.path, "the job lists \"\(axis.plural)\" already; give the values in one place")
      }
    }
    data = try object.optional("data").map { try DataSource($0, folder: folder) }
  }
}
