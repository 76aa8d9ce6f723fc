import Dispatch
import TintypeCore

/// The bounded pool renders run on: `workers` at once, `queueLimit` more waiting their turn in order,
/// and any beyond those turned away at once (the service answers 429 with `Retry-After`) rather than
/// queued without end: a service under overload stays quick to say no. No thread waits for a slot:
/// work is started when one frees.
final class RenderGate: @unchecked Sendable {
  /// Renders at once.
  let workers: Int
  /// Renders that may wait.
  let queueLimit: Int
  private let lock = Lock()
  private let queue = DispatchQueue(label: "tintype.render", attributes: .concurrent)
  private var running = 0
  private var waiting: [@Sendable () -> Void] = []
  private var head = 0

  init(workers: Int, queueLimit: Int) {
    self.workers = max(1, workers)
    self.queueLimit = max(0, queueLimit)
  }

  /// Runs `work` on the pool, now or when a worker frees; false, without running it, when the queue
  /// is full.
  func submit(_ work: @escaping @Sendable () -> Void) -> Bool {
    let start: Bool? = lock.withLock {
      if running < workers {
        running += 1
        return true
      }
      guard waiting.count - head < queueLimit else { return nil }
      waiting.append(work)
      return false
    }
    guard let start else { return false }
    if start { launch(work) }
    return true
  }

  private func launch(_ work: @escaping @Sendable () -> Void) {
    queue.async {
      work()
      self.finished()
    }
  }

  /// A render ended: the next waiting one takes its worker.
  private func finished() {
    let next: (@Sendable () -> Void)? = lock.withLock {
      guard head < waiting.count else {
        running -= 1
        waiting.removeAll(keepingCapacity: true)
        head = 0
        return nil
      }
      defer {
        head += 1
        if head > 64, head * 2 > waiting.count {
          waiting.removeFirst(head)
          head = 0
        }
      }
      return waiting[head]
    }
    if let next { launch(next) }
  }

  /// Renders running and waiting now.
  var load: (running: Int, waiting: Int) { lock.withLock { (running, waiting.count - head) } }
}

/// A value several threads hand over, under a lock.
final class LockedBox<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
