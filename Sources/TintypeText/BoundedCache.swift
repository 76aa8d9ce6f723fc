import TintypeCore

/// A thread-safe memo with a fixed capacity: when full, the oldest entry goes first.
///
/// Only ever a speed-up: a value is a plain function of its key, so what the cache holds never
/// changes a result, and the order threads fill it in does not matter.
final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
  private let capacity: Int
  private let lock = Lock()
  private var values: [Key: Value] = [:]
  private var order: [Key] = []
  private var oldest = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The value for `key`, computed by `make` (outside the lock) when not cached.
  func value(for key: Key, make: () -> Value) -> Value {
    if let value = lock.withLock({ values[key] }) { return value }
    let value = make()
    lock.withLock {
      guard values[key] == nil else { return }
      if order.count < capacity {
        order.append(key)
      } else {
        // A ring of keys: overwrite the oldest slot.
        values[order[oldest]] = nil
        order[oldest] = key
        oldest = (oldest + 1) % capacity
      }
      values[key] = value
    }
    return value
  }
}
