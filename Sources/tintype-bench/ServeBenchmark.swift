import Dispatch
import Foundation
import Glibc
import Tintype
import TintypeArchive
import TintypeCore
import TintypeEncode
import TintypeRaster
import TintypeServer
import TintypeUI
import TintypeViewRendering

/// `tintype-bench serve [--soak N]`: the render service on loopback against the renderer itself, in one
/// run. The shared scene's medium archive is rendered and encoded (PNG, fast) on all cores for the
/// images/s baseline; then a `RenderService` behind the HTTP server takes POST /v1/render of the same
/// archive from keep-alive clients at concurrency 1, 2 and 8 (no cache: every request renders), each
/// level for `BENCH_SECONDS` (default 5): requests/s, p50 and p99 latency, and the ratio to the
/// baseline. Then overload (one worker, no queue, 16 clients): how many 429s, and that every answer
/// is 200 or 429. With `--soak N` (default 100,000 when given without a number), N requests at
/// concurrency 8 through the cache (a tenth of them distinct), the resident memory every tenth.
enum ServeBenchmark {
  static func run(_ arguments: [String]) throws {
    let seconds = Double(ProcessInfo.processInfo.environment["BENCH_SECONDS"] ?? "") ?? 5
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets")
    let renderer = WidgetRenderer(assets: [assets])
    let device = renderer.catalog.default
    let spec = device.families[.systemMedium]!
    let archive = ViewArchive(
      BenchmarkScene(), family: .systemMedium, environment: renderer.archiveEnvironment(spec, device))
    let body = Array(archive.jsonData(pretty: false))
    let request = RenderRequest(family: .systemMedium, device: device)

    // The baseline: render and encode on all cores, as many images as fit in the time.
    let encoder = ImageFileEncoder()
    for _ in 0..<5 { _ = try encoder.encode(try renderer.render(archive, request: request).canvas) }
    let baselineCount = max(cores * 20, Int(seconds * 100))
    let baselineTime = Stopwatch.time {
      DispatchQueue.concurrentPerform(iterations: baselineCount) { _ in
        _ = try? encoder.encode(try renderer.render(archive, request: request).canvas)
      }
    }
    let baseline = Double(baselineCount) / baselineTime
    print(
      "tintype-bench serve: \(cores) cores, medium scene on \(device.id) @\(Int(device.scale))x, PNG fast")
    print(String(format: "  renderer, all cores:   %7.1f images/s", baseline))

    var configuration = RenderService.Configuration()
    configuration.assets = [assets]
    configuration.cacheBytes = 0
    configuration.queueLimit = 64
    configuration.logsRequests = false
    let service = try RenderService(configuration, log: { _ in })
    let server = try HTTPServer(HTTPServer.Configuration()) { request, answer in
      service.handle(request, completion: answer)
    }
    defer { server.stop() }
    let target = "/v1/render?family=systemMedium"
    for concurrency in [1, 2, 8] {
      let result = Load.run(port: server.port, concurrency: concurrency, seconds: seconds) { _ in
        (target, body)
      }
      print(
        String(
          format:
            "  serve, concurrency %d:  %7.1f requests/s  p50 %6.2f ms  p99 %6.2f ms  (%.2f× the renderer)%@",
          concurrency, result.rate, result.percentile(0.5) * 1000, result.percentile(0.99) * 1000,
          result.rate / baseline, result.statuses == [200] ? "" : "  statuses \(result.statuses.sorted())"))
    }

    // Overload: one worker, no queue, sixteen clients.
    var tight = configuration
    tight.workers = 1
    tight.queueLimit = 0
    let tightService = try RenderService(tight, log: { _ in })
    let tightServer = try HTTPServer(HTTPServer.Configuration()) { request, answer in
      tightService.handle(request, completion: answer)
    }
    let overload = Load.run(port: tightServer.port, concurrency: 16, seconds: min(seconds, 3)) { _ in
      (target, body)
    }
    tightServer.stop()
    print(
      "  overload (1 worker, no queue, 16 clients): \(overload.count) answers, "
        + "\(overload.counts[429] ?? 0) × 429, \(overload.counts[200] ?? 0) × 200, statuses \(overload.statuses.sorted())"
    )

    guard let index = arguments.firstIndex(of: "--soak") else { return }
    let total = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 100_000 : 100_000
    var cached = configuration
    cached.cacheBytes = 16 * 1_048_576
    let soakService = try RenderService(cached, log: { _ in })
    let soakServer = try HTTPServer(HTTPServer.Configuration()) { request, answer in
      soakService.handle(request, completion: answer)
    }
    defer { soakServer.stop() }
    var samples: [(Int, Int)] = []
    let step = max(1, total / 10)
    var done = 0
    var statuses = Set<Int>()
    let soakStart = DispatchTime.now().uptimeNanoseconds
    while done < total {
      let base = done
      let result = Load.run(port: soakServer.port, concurrency: 8, requests: step) { number in
        // A tenth of the requests are distinct (a new scale), the rest repeat: the cache fills and
        // evicts as a service's does.
        let variant = (base + number) % 10 == 0 ? (base + number) % 997 : 0
        return (target + "&scale=\(2 + Double(variant) / 1000)", body)
      }
      statuses.formUnion(result.statuses)
      done += step
      samples.append((done, ServeBenchmark.residentBytes()))
    }
    let soakSeconds = Double(DispatchTime.now().uptimeNanoseconds - soakStart) / 1e9
    print(
      String(
        format: "  soak: %d requests at concurrency 8 in %.0f s (%.0f/s), statuses %@", total, soakSeconds,
        Double(total) / soakSeconds, "\(statuses.sorted())"))
    print(
      "  resident memory (MB) every \(step): "
        + samples.map { String(format: "%.0f", Double($0.1) / 1_048_576) }.joined(separator: " "))
  }

  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
  }
}

/// Keep-alive HTTP clients on loopback, each on a thread of its own, for a time or a number of requests.
enum Load {
  struct Result {
    var latencies: [Double]
    var counts: [Int: Int]
    var elapsed: Double
    var count: Int { latencies.count }
    var rate: Double { Double(count) / elapsed }
    var statuses: Set<Int> { Set(counts.keys) }
    func percentile(_ p: Double) -> Double {
      let sorted = latencies.sorted()
      guard !sorted.isEmpty else { return 0 }
      return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
  }

  static func run(
    port: Int, concurrency: Int, seconds: Double? = nil, requests: Int? = nil,
    make: @escaping @Sendable (Int) -> (target: String, body: [UInt8])
  ) -> Result {
    final class State: @unchecked Sendable {
      let lock = Lock()
      var latencies: [Double] = []
      var counts: [Int: Int] = [:]
      var issued = 0
    }
    let state = State()
    let start = DispatchTime.now().uptimeNanoseconds
    let deadline = seconds.map { start + UInt64($0 * 1e9) }
    let group = DispatchGroup()
    for _ in 0..<concurrency {
      let thread = Thread {
        defer { group.leave() }
        var connection = Connection(port: port)
        while true {
          state.lock.lock()
          let number = state.issued
          let more =
            (requests.map { number < $0 } ?? true)
            && (deadline.map { DispatchTime.now().uptimeNanoseconds < $0 } ?? true)
          if more { state.issued += 1 }
          state.lock.unlock()
          guard more else { break }
          let (target, body) = make(number)
          let begun = DispatchTime.now().uptimeNanoseconds
          let status = connection.post(target, body: body)
          let took = Double(DispatchTime.now().uptimeNanoseconds - begun) / 1e9
          state.lock.lock()
          state.latencies.append(took)
          state.counts[status, default: 0] += 1
          state.lock.unlock()
        }
        connection.close()
      }
      group.enter()
      thread.start()
    }
    group.wait()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Result(latencies: state.latencies, counts: state.counts, elapsed: elapsed)
  }

  /// One keep-alive connection; reconnects when the server closes it.
  struct Connection {
    let port: Int
    var fd: Int32 = -1
    var buffer: [UInt8] = []

    init(port: Int) { self.port = port }

    mutating func connect() {
      fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var one: Int32 = 1
      setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      buffer = []
    }

    mutating func close() {
      if fd >= 0 { Glibc.close(fd) }
      fd = -1
    }

    /// Sends one POST and reads its answer; the status (0 when the connection failed).
    mutating func post(_ target: String, body: [UInt8]) -> Int {
      for _ in 0..<2 {
        if fd < 0 { connect() }
        let head = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.count)\r\n\r\n"
        if send(Array(head.utf8) + body), let status = readResponse() { return status }
        close()
      }
      return 0
    }

    private func send(_ bytes: [UInt8]) -> Bool {
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes {
          Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        if count <= 0 { return false }
        sent += count
      }
      return true
    }

    private mutating func fill() -> Bool {
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return false }
      buffer += chunk[0..<count]
      return true
    }

    private mutating func readResponse() -> Int? {
      let separator = Array("\r\n\r\n".utf8)
      while buffer.firstRange(of: separator) == nil { guard fill() else { return nil } }
      let end = buffer.firstRange(of: separator)!
      let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self).lowercased()
      let status = Int(head.dropFirst(9).prefix(3)) ?? 0
      var length = 0
      for line in head.split(separator: "\r\n") where line.hasPrefix("content-length:") {
        length = Int(line.dropFirst(15).trimmingCharacters(in: .whitespaces)) ?? 0
      }
      let total = end.upperBound + length
      while buffer.count < total { guard fill() else { return nil } }
      buffer.removeFirst(total)
      if head.contains("connection: close") { close() }
      return status
    }
  }
}
