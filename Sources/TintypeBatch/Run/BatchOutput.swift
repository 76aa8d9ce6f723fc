import Foundation
import Tintype
import TintypeArchive

/// How a batch runs.
public struct BatchOptions: Sendable {
  /// Where images are written; `nil` keeps them in memory, in each `BatchOutput.imageData`.
  public var outputFolder: URL?
  /// Render threads (default: every core). The bytes written do not depend on it.
  public var workers: Int
  /// The part of the batch to render.
  public var shard: BatchShard
  /// The render cache, if any.
  public var cache: RenderCache?
  /// Render even what the cache has (and refresh the cache).
  public var force: Bool
  /// Whether PNG encoding copies the bands of rows an earlier image of the run already compressed
  /// (`PNGBandCache`): the images of a personalised batch differ in a few lines, so most of each is
  /// copied. The bytes written are the same either way; off, every image is compressed whole.
  public var reusesBands: Bool

  /// Options; by default every core, the whole batch, no cache, images kept in memory.
  public init(
    outputFolder: URL? = nil, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    shard: BatchShard = .whole, cache: RenderCache? = nil, force: Bool = false, reusesBands: Bool = true
  ) {
    self.outputFolder = outputFolder
    self.workers = max(1, workers)
    self.shard = shard
    self.cache = cache
    self.force = force
    self.reusesBands = reusesBands
  }
}

/// One image a batch made.
public struct BatchOutput: Sendable {
  /// Its path relative to the output folder.
  public var path: String
  /// The job that made it (`jobs[2]`).
  public var job: JSONPath
  /// The data row (`rows.csv:12`), for jobs with data.
  public var row: String?
  /// Its number in the whole batch (every shard's outputs, in manifest order), from 0.
  public var number: Int
  /// The SHA-256 of the image file's bytes.
  public var sha256: String
  /// Milliseconds spent rendering and encoding it (0 when it came from the cache).
  public var milliseconds: Double
  /// Whether the cache had it: `true` hit, `false` miss, `nil` when there is no cache.
  public var cacheHit: Bool?
  /// What the render noticed.
  public var warnings: [RenderWarning]
  /// The image file's bytes (PNG, WebP or JPEG, as the job's format), when the batch keeps images in
  /// memory (no output folder).
  public var imageData: Data?
}

/// What a batch delivers, in manifest order.
public enum BatchResult: Sendable {
  /// An image made (and written, with an output folder).
  case output(BatchOutput)
  /// A job or row that could not render; nothing of it was written.
  case failure(BatchFailure)
}

/// Counts at the end of a run.
public struct BatchTotals: Sendable, Equatable {
  /// Images delivered (rendered or copied from the cache).
  public var outputs = 0
  /// Of those, rendered.
  public var rendered = 0
  /// Of those, copied from the cache.
  public var cacheHits = 0
  /// Failed jobs and rows (planning and rendering).
  public var failures = 0
  /// Wall-clock seconds.
  public var seconds = 0.0
  /// PNG bands copied from earlier images of the run (see `BatchOptions.reusesBands`).
  public var reusedBands = 0
  /// PNG bands compressed because no earlier image of the run had them.
  public var compressedBands = 0
}
