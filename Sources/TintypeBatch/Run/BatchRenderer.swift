import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeEncode
import TintypeRaster
import TintypeViewRendering

/// Renders a batch: the units of its plan on `workers` threads, delivered in manifest order.
///
/// ```swift
/// let renderer = try BatchRenderer(manifest: BatchManifest(contentsOf: url))
/// for try await result in renderer.results {
///   if case .output(let image) = result { upload(image.path, image.imageData!) }
/// }
/// ```
public final class BatchRenderer: Sendable {
  /// What will be rendered.
  public let plan: BatchPlan
  /// How.
  public let options: BatchOptions
  private let digests = FileDigests()
  private let fixedAssetDigests = LockedDictionary<String, [UInt8]>()
  private let preparedFolders = PreparedFolders()
  private let fontDigest: [UInt8]

  /// Plans `manifest` (see `BatchPlan`); manifest errors throw here, before anything renders.
  public convenience init(
    manifest: BatchManifest, options: BatchOptions = BatchOptions(), assets: [URL] = [], fonts: [URL] = [],
    symbols: [URL] = []
  ) throws {
    try self.init(
      plan: BatchPlan(manifest, assets: assets, fonts: fonts, symbols: symbols), options: options,
      fonts: fonts)
  }

  /// Renders an existing plan.
  public init(plan: BatchPlan, options: BatchOptions = BatchOptions(), fonts: [URL] = []) {
    self.plan = plan
    self.options = options
    fontDigest = options.cache == nil ? [] : FileDigests().ofFolders(fonts)
  }

  /// The results as an asynchronous sequence; the run starts when it is first iterated and renders on
  /// its own threads. It throws only for problems outside any job (an output folder that cannot be used).
  public var results: AsyncThrowingStream<BatchResult, any Error> {
    AsyncThrowingStream { continuation in
      let thread = Thread {
        do {
          _ = try self.run { continuation.yield($0) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  /// Runs the batch, calling `deliver` with each result in manifest order (from one thread at a time),
  /// and returns the totals. Planning failures come first.
  @discardableResult
  public func run(_ deliver: (BatchResult) -> Void) throws -> BatchTotals {
    let start = Date()
    var totals = BatchTotals()
    if let folder = options.outputFolder {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw AtomicFile.WriteError(path: folder.path, reason: "cannot create the output folder")
      }
      AtomicFile.removeLeftovers(under: folder)
    }
    for failure in plan.failures {
      totals.failures += 1
      deliver(.failure(failure))
    }
    let stream = BatchUnitStream(plan: plan, shard: options.shard)
    let bands = options.reusesBands ? PNGBandCache() : nil
    let sink = OrderedSink(workers: options.workers)
    let lock = Lock()
    // Workers take units one at a time from the stream, so the reorder buffer holds at most one
    // unit per worker and memory stays flat however long the batch.
    for _ in 0..<options.workers {
      let thread = Thread {
        while true {
          lock.lock()
          let unit = stream.next()
          lock.unlock()
          guard let unit else { break }
          sink.add(unit.sequence, self.render(unit, bands: bands))
        }
        sink.workerFinished()
      }
      // Deep view trees recurse in layout; the main thread's 8 MB, not a secondary thread's default.
      thread.stackSize = 8 << 20
      thread.start()
    }
    // Deliver on this thread as results arrive in order.
    var next = 0
    while true {
      let (batch, allDone) = sink.take(from: next)
      for results in batch {
        for result in results {
          switch result {
          case .output(let output):
            totals.outputs += 1
            if output.cacheHit == true { totals.cacheHits += 1 } else { totals.rendered += 1 }
          case .failure: totals.failures += 1
          }
          deliver(result)
        }
        next += 1
      }
      if allDone { break }
    }
    for failure in stream.failures {
      totals.failures += 1
      deliver(.failure(failure))
    }
    totals.seconds = Date().timeIntervalSince(start)
    if let bands { (totals.reusedBands, totals.compressedBands) = bands.statistics }
    return totals
  }

  /// Renders one unit; its files are written only if every render of it worked.
  private func render(_ unit: BatchUnit, bands: PNGBandCache?) -> [BatchResult] {
    let job = plan.jobs[unit.jobIndex]
    var made: [(name: String, data: Data, output: BatchOutput)] = []
    var archives: [String: ArchiveFileDocument] = [:]
    var assetDigests: [String: [UInt8]] = [:]
    do throws(BatchFailure) {
      for (offset, render) in job.renders.enumerated() {
        let loaded = job.archives[render.archiveKey]!
        let archive: ArchiveFileDocument
        if let known = archives[render.archiveKey] {
          archive = known
        } else {
          do {
            archive = try loaded.template.rowDocument(for: unit.row)
          } catch {
            throw BatchFailure(job: job.path, error: error, row: unit.row?.location)
          }
          archives[render.archiveKey] = archive
        }
        let name = job.outputName(render, row: unit.row)
        let started = DispatchTime.now().uptimeNanoseconds
        var data: Data?
        var hit: Bool?
        var warnings: [RenderWarning] = []
        let key = options.cache.map { cache in
          let assets =
            assetDigests[render.archiveKey] ?? assetDigest(job: job, loaded: loaded, archive: archive)
          assetDigests[render.archiveKey] = assets
          return cacheKey(
            job: job, render: render, loaded: loaded, assets: assets, row: unit.row, cache: cache)
        }
        if let cache = options.cache, let key {
          if !options.force, let cached = cache.lookUp(key, format: job.encoding.format) {
            data = cached.data
            warnings = cached.warnings
            hit = true
          } else {
            hit = false
          }
        }
        if data == nil {
          let image: RenderedImage
          do {
            switch archive {
            case .widget(let widget): image = try job.renderer.render(widget, request: render.request)
            case .activity(let activity):
              image = try ActivityRenderer(renderer: job.renderer).render(
                activity, presentation: render.presentation ?? .lockScreen, options: render.request)
            }
          } catch {
            if case .archive(let archiveError) = error {
              throw BatchFailure(job: job.path, error: archiveError, row: unit.row?.location)
            }
            throw failure(job, unit, at: job.path, error.description)
          }
          var encoder = job.encoder
          // Bands are PNG's: WebP and JPEG predict across the whole image, so no part of one file can
          // be copied into another.
          if job.encoding.format == .png { encoder.bandCache = bands }
          let encoded: Data
          do {
            encoded = Data(try ImageFileEncoder(encoding: job.encoding, png: encoder).encode(image.canvas))
          } catch {
            throw failure(job, unit, at: job.path, "\(name): \(error.description)")
          }
          warnings = image.warnings
          if let cache = options.cache, let key {
            cache.store(encoded, format: job.encoding.format, warnings: warnings, for: key)
          }
          data = encoded
        }
        let milliseconds = hit == true ? 0 : Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        made.append(
          (
            name, data!,
            BatchOutput(
              path: name, job: job.path, row: unit.row?.location, number: unit.firstOutput + offset,
              sha256: SHA256Digest(of: data!).hex, milliseconds: milliseconds, cacheHit: hit,
              warnings: warnings,
              imageData: options.outputFolder == nil ? data : nil)
          ))
      }
      if let folder = options.outputFolder {
        var written: [URL] = []
        do {
          for item in made {
            let url = folder.appendingPathComponent(item.name)
            try preparedFolders.prepare(url, within: folder)
            try AtomicFile.writeIntoPreparedFolder(item.data, to: url)
            written.append(url)
          }
        } catch {
          for url in written { try? FileManager.default.removeItem(at: url) }
          throw failure(job, unit, at: job.path, error.description)
        }
      }
      return made.map { .output($0.output) }
    } catch {
      return [.failure(error)]
    }
  }

  /// The unit's failure: where (`path`, in the manifest or the archive) and what.
  private func failure(_ job: BatchPlan.Job, _ unit: BatchUnit, at path: JSONPath, _ message: String)
    -> BatchFailure
  {
    BatchFailure(job: job.path, path: path, message: message, row: unit.row?.location)
  }

  /// Everything the image's bytes depend on, as one digest.
  private func cacheKey(
    job: BatchPlan.Job, render: BatchPlan.Render, loaded: BatchPlan.LoadedArchive,
    assets: [UInt8], row: DataRow?, cache: RenderCache
  ) -> String {
    var builder = DigestBuilder()
    builder.add(cache.engine)
    builder.add(fontDigest)
    builder.add(loaded.digest)
    if !loaded.template.uses.isEmpty, let row { builder.add(row.canonicalBytes) }
    builder.add(render.canonical)
    builder.add(job.png.rawValue)
    builder.add(job.encoding.description)
    if let wallpaper = render.request.wallpaper { builder.add(job.wallpaperDigests[wallpaper.path] ?? "") }
    builder.add(assets)
    return builder.digest.hex
  }

  /// The asset folders' part of a cache key: how each image and colour the archive names resolves
  /// now (an image set's variants and intent, a colour set's or `colors.json`'s values, or missing),
  /// the bytes of the image files drawn, and every font file in the folders (a font there may set
  /// any text: fonts are searched in the asset folders too).
  ///
  /// Worked out once per unit and archive, and once per run for an archive without placeholders
  /// (whose names no row can change): finding the colours an archive names reads its whole JSON.
  private func assetDigest(job: BatchPlan.Job, loaded: BatchPlan.LoadedArchive, archive: ArchiveFileDocument)
    -> [UInt8]
  {
    let fixed = loaded.template.uses.isEmpty
    if fixed, let known = fixedAssetDigests.value(for: loaded.digest + job.path.description) { return known }
    func inputs(_ document: some ArchiveDocument) -> AssetInputs { job.renderer.assetInputs(of: document) }
    let found = inputs(archive.document)
    var builder = DigestBuilder()
    for line in found.resolutions { builder.add(line) }
    for file in found.files { builder.add(digests.of(file.path)) }
    builder.add(digests.ofFolders(job.assetFolders, fontsOnly: true))
    let digest = builder.digest.bytes
    if fixed { fixedAssetDigests.set(digest, for: loaded.digest + job.path.description) }
    return digest
  }
}
