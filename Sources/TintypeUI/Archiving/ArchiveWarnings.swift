import TintypeCore

/// The problems archiving one view finds, collected while its bodies run (they run inside
/// `collecting`): a lookup deep in some body reports here, and the archiver keeps what was found with
/// the entry (`TimelineEntryValue.warnings`).
final class ArchiveWarnings: Sendable {
  @TaskLocal static var current: ArchiveWarnings?

  private let lock = Lock()
  // Guarded by `lock`; a body may run on any thread of the archiving task.
  nonisolated(unsafe) private var found: [ArchiveWarning] = []

  /// Reports a problem to the archive being made, if any; the same problem is kept once (a body
  /// runs again for each rendering mode and scheme it reads).
  static func report(_ warning: ArchiveWarning) {
    guard let collector = current else { return }
    collector.lock.withLock {
      if !collector.found.contains(warning) { collector.found.append(warning) }
    }
  }

  /// `body`'s result and the problems reported while it ran, each tagged with `family`.
  static func collecting<Value>(family: WidgetFamily?, _ body: () -> Value) -> (Value, [ArchiveWarning]) {
    let collector = ArchiveWarnings()
    let value = $current.withValue(collector) { body() }
    let found = collector.lock.withLock { collector.found }
    return (
      value,
      found.map { warning in
        var tagged = warning
        tagged.family = family
        return tagged
      }
    )
  }
}
