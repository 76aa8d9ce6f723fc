import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Progress of a batch on standard error: on a terminal a line redrawn in place (done/total, images per
/// second, time left); otherwise a plain line every `TINTYPE_PROGRESS_SECONDS` (default 10) seconds,
/// for CI logs.
final class BatchProgress {
  private let total: Int
  private var done = 0
  private let start = Date()
  private var lastDraw = Date()
  private let terminal = isatty(2) == 1
  private let interval: TimeInterval
  private var drawn = false

  init(total: Int) {
    self.total = total
    let configured = ProcessInfo.processInfo.environment["TINTYPE_PROGRESS_SECONDS"].flatMap(Double.init)
    interval = terminal ? 0.2 : (configured ?? 10)
  }

  /// One more image.
  func advance() {
    done += 1
    let now = Date()
    if now.timeIntervalSince(lastDraw) >= interval {
      lastDraw = now
      draw(now)
    }
  }

  /// Clears the redrawn line so that a message can be printed.
  func clearLine() {
    if terminal && drawn { Console.write("\r\u{1B}[K", to: .standardError) }
  }

  /// The last line: on a terminal, the bar is cleared (the summary line follows).
  func finish() {
    clearLine()
  }

  private func draw(_ now: Date) {
    let seconds = max(now.timeIntervalSince(start), 0.001)
    let rate = Double(done) / seconds
    let left = rate > 0 ? Double(total - done) / rate : 0
    let percent = total > 0 ? done * 100 / total : 100
    let text =
      "\(done)/\(total) images (\(percent) %), \(Int(rate.rounded())) per second, \(BatchProgress.clock(left)) left"
    if terminal {
      let width = 24
      let filled = total > 0 ? width * done / total : width
      let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      Console.write("\r\u{1B}[K[\(bar)] " + text, to: .standardError)
      drawn = true
    } else {
      Console.error("tintype: " + text)
    }
  }

  private static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return whole >= 3600
      ? String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
      : String(format: "%d:%02d", whole / 60, whole % 60)
  }
}
