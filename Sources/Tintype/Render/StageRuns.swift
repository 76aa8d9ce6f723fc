import TintypeCore

/// How many times a renderer ran each stage: what a test reads to see that a render builds each
/// intermediate product once (a display list built twice cost a third of the paint time).
final class StageRuns: @unchecked Sendable {
  /// The stages counted.
  enum Stage: Hashable, CaseIterable {
    case resolve, layout, displayList, paint
  }

  private let lock = Lock()
  private var counts: [Stage: Int] = [:]

  /// Counts one run of `stage`.
  func count(_ stage: Stage) { lock.withLock { counts[stage, default: 0] += 1 } }

  /// The runs so far, by stage.
  var snapshot: [Stage: Int] { lock.withLock { counts } }
}
