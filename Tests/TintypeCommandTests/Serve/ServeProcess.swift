import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `tintype serve` process on a free loopback port, for the tests: started, its port read from its
/// "listening" log line, stopped with SIGTERM (its exit status kept).
final class ServeProcess {
  let process = Process()
  let logURL: URL
  private(set) var port = 0

  init(_ arguments: [String] = []) throws {
    guard let url = TintypeExecutable.url else { throw CocoaError(.fileNoSuchFile) }
    logURL = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    process.executableURL = url
    process.arguments = ["serve", "--port", "0"] + arguments
    process.standardError = try FileHandle(forWritingTo: logURL)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      if let line = log.split(separator: "\n").first(where: { $0.contains("\"event\":\"listening\"") }),
        let range = line.range(of: #""port":""#)
      {
        port = Int(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
        break
      }
      guard process.isRunning else { break }
      usleep(20_000)
    }
    if port == 0 {
      process.terminate()
      throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "serve did not start: \(log)"])
    }
  }

  /// What it has logged so far.
  var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }

  /// Sends SIGTERM and waits; the exit status.
  @discardableResult
  func stop() -> Int32 {
    if process.isRunning { kill(process.processIdentifier, SIGTERM) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: logURL)
    return process.terminationStatus
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }
}

/// A minimal HTTP/1.1 client on a socket of its own, so that tests send exactly the bytes they mean
/// (a body larger than announced, a request trickled byte by byte) and read the whole answer.
struct HTTPTestClient {
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  let port: Int

  /// A connected socket, or -1.
  func connect() -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return -1 }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    if connected != 0 {
      close(fd)
      return -1
    }
    return fd
  }

  /// Sends `bytes` (all of them, or until the server closes).
  @discardableResult
  static func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
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

  /// Reads to the end of the stream and parses the response (nil when there is none).
  static func read(_ fd: Int32) -> Response? {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      data += buffer[0..<count]
    }
    guard let end = data.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
    let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    guard let statusLine = head.first, statusLine.hasPrefix("HTTP/1.1 "),
      let status = Int(statusLine.dropFirst(9).prefix(3))
    else { return nil }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    return Response(status: status, headers: headers, body: Array(data[end.upperBound...]))
  }

  /// One request on its own connection (`Connection: close`).
  func request(
    _ method: String, _ target: String, body: [UInt8] = [], headers: [String: String] = [:]
  ) -> Response? {
    let fd = connect()
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    if method == "POST" || !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    guard Self.send(fd, Array(head.utf8) + body) else { return Self.read(fd) }
    return Self.read(fd)
  }
}
