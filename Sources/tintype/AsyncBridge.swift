import Dispatch

/// Runs async work from the synchronous command line and waits for it. Commands run on the main
/// thread, outside Swift's cooperative pool, so blocking here cannot starve the work it waits for.
enum AsyncBridge {
  /// A result handed from the task to the waiting thread; the semaphore orders the two accesses.
  private final class Box<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
  }

  static func run<T>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let semaphore = DispatchSemaphore(value: 0)
    let box = Box<T>()
    Task {
      do {
        box.result = .success(try await body())
      } catch {
        box.result = .failure(error)
      }
      semaphore.signal()
    }
    semaphore.wait()
    return try box.result!.get()
  }
}
