#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock: FreeType state, which is not safe to touch from two threads at once, the text
/// systems' cache, the gallery's shared state.
///
/// A pthread mutex rather than `Synchronization.Mutex` because the package still supports macOS 14,
/// where `Mutex` is unavailable; and rather than `NSLock` so that the text system, which uses it,
/// needs no Foundation.
public final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Takes the lock, waiting for it if another thread holds it; prefer `withLock`, which cannot
  /// forget to give it back.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Gives back the lock taken with `lock()`.
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` while holding the lock.
  public func withLock<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
