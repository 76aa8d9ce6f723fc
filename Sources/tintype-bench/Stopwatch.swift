import Dispatch

/// Wall-clock timing for the benchmark: medians of repeated runs.
enum Stopwatch {
  /// Seconds `body` takes.
  static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The median of `samples`.
  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// Milliseconds with two decimals.
  static func ms(_ seconds: Double) -> String {
    let value = (seconds * 100_000).rounded() / 100
    return "\(value)"
  }
}
