import Foundation
import Tintype
import TintypeCore

/// Results of units, handed over in sequence order: workers add them as they finish, the delivering
/// thread takes the next run of consecutive ones.
final class OrderedSink: @unchecked Sendable {
  private var pending: [Int: [BatchResult]] = [:]
  private let condition = NSCondition()
  private let workers: Int
  private var finishedWorkers = 0

  init(workers: Int) { self.workers = workers }

  func add(_ sequence: Int, _ results: [BatchResult]) {
    condition.lock()
    pending[sequence] = results
    condition.signal()
    condition.unlock()
  }

  func workerFinished() {
    condition.lock()
    finishedWorkers += 1
    condition.signal()
    condition.unlock()
  }

  /// The consecutive results from `next` on, waiting until at least one is there or every worker has
  /// finished; `allDone` says every worker has finished and nothing is left.
  func take(from next: Int) -> (results: [[BatchResult]], allDone: Bool) {
    condition.lock()
    defer { condition.unlock() }
    while pending[next] == nil && finishedWorkers < workers { condition.wait() }
    var taken: [[BatchResult]] = []
    var position = next
    while let results = pending.removeValue(forKey: position) {
      taken.append(results)
      position += 1
    }
    return (taken, finishedWorkers == workers && pending.isEmpty)
  }
}

/// The output folders a run has made and checked (inside the output folder once links are followed):
/// each is checked once, not once per image.
final class PreparedFolders: @unchecked Sendable {
  private var known = Set<String>()
  private let lock = Lock()

  func prepare(_ url: URL, within root: URL) throws(AtomicFile.WriteError) {
    let folder = url.deletingLastPathComponent().path
    lock.lock()
    let seen = known.contains(folder)
    lock.unlock()
    if seen { return }
    try AtomicFile.prepareFolder(of: url, within: root)
    lock.lock()
    known.insert(folder)
    lock.unlock()
  }
}
