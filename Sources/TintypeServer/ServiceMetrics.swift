import Foundation
import TintypeCore

/// What `GET /metrics` reports, in Prometheus's text format: requests by route and status, their
/// latency as a histogram, renders, cache hits, requests in flight, renders waiting, and the process's
/// resident memory (the soak test watches it stay flat).
final class ServiceMetrics: @unchecked Sendable {
  /// The histogram's upper bounds, in seconds: a render is milliseconds, a queue wait may be more.
  static let buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

  private let lock = Lock()
  private var requests: [String: Int] = [:]
  private var latency: [String: (counts: [Int], sum: Double, count: Int)] = [:]
  private(set) var renders = 0
  private(set) var cacheHits = 0
  private(set) var notModified = 0
  private(set) var rejected = 0
  private var inFlight = 0

  func begin() { lock.withLock { inFlight += 1 } }

  /// One request answered: its route (`render`, `template`, `healthz`, …), status and seconds taken.
  func end(route: String, status: Int, seconds: Double) {
    lock.withLock {
      inFlight -= 1
      requests["\(route)\u{0}\(status)", default: 0] += 1
      var histogram = latency[route] ?? (Array(repeating: 0, count: Self.buckets.count), 0, 0)
      for (index, bound) in Self.buckets.enumerated() where seconds <= bound { histogram.counts[index] += 1 }
      histogram.sum += seconds
      histogram.count += 1
      latency[route] = histogram
    }
  }

  func rendered() { lock.withLock { renders += 1 } }
  func hit() { lock.withLock { cacheHits += 1 } }
  func unchanged() { lock.withLock { notModified += 1 } }
  func turnedAway() { lock.withLock { rejected += 1 } }

  /// The text format, with the gate's and the cache's state now.
  func text(running: Int, waiting: Int, cacheEntries: Int, cacheBytes: Int) -> String {
    let resident = Self.residentBytes()
    return lock.withLock {
      var lines: [String] = []
      func metric(_ name: String, _ type: String, _ help: String) {
        lines.append("# HELP tintype_\(name) \(help)")
        lines.append("# TYPE tintype_\(name) \(type)")
      }
      metric("http_requests_total", "counter", "Requests answered, by route and status.")
      for key in requests.keys.sorted() {
        let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
        lines.append(
          "tintype_http_requests_total{route=\"\(parts[0])\",status=\"\(parts[1])\"} \(requests[key]!)")
      }
      metric(
        "http_request_duration_seconds", "histogram",
        "Time from a request read whole to its response, by route.")
      for route in latency.keys.sorted() {
        let histogram = latency[route]!
        for (index, bound) in Self.buckets.enumerated() {
          lines.append(
            "tintype_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"} \(histogram.counts[index])"
          )
        }
        lines.append(
          "tintype_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"} \(histogram.count)")
        lines.append("tintype_http_request_duration_seconds_sum{route=\"\(route)\"} \(histogram.sum)")
        lines.append("tintype_http_request_duration_seconds_count{route=\"\(route)\"} \(histogram.count)")
      }
      // The metrics without labels: one value each.
      let single: [(name: String, type: String, help: String, value: Int)] = [
        ("renders_total", "counter", "Images rendered (cache hits and 304s not counted).", renders),
        ("cache_hits_total", "counter", "Images answered from the response cache.", cacheHits),
        ("not_modified_total", "counter", "Requests answered 304 by their If-None-Match.", notModified),
        ("rejected_total", "counter", "Renders turned away with 429: the queue was full.", rejected),
        ("requests_in_flight", "gauge", "Requests being answered now.", inFlight),
        ("renders_running", "gauge", "Renders running now.", running),
        ("queue_length", "gauge", "Renders waiting for a worker.", waiting),
        ("cache_entries", "gauge", "Images in the in-memory cache.", cacheEntries),
        ("cache_bytes", "gauge", "Bytes of images in the in-memory cache.", cacheBytes),
        ("resident_memory_bytes", "gauge", "The process's resident set size.", resident),
      ]
      for metric in single {
        lines += [
          "# HELP tintype_\(metric.name) \(metric.help)", "# TYPE tintype_\(metric.name) \(metric.type)",
          "tintype_\(metric.name) \(metric.value)",
        ]
      }
      return lines.joined(separator: "\n") + "\n"
    }
  }

  /// The resident set size, from `/proc/self/statm` (0 where there is none).
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
