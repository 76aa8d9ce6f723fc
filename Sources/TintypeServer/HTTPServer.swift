import CHTTPServerSupport
import Foundation
import TintypeCore

/// An HTTP/1.1 server on libmicrohttpd (Debian's `libmicrohttpd`): a pool of threads on epoll reading
/// requests whole (bodies up to a limit, larger ones answered 413 before they are read) and handing
/// each to the handler, which answers when it can — the connection is suspended meanwhile, so that no
/// polling thread waits for a render; a connection limit, and a timeout that drops slow clients. The
/// C side (`CHTTPServerSupport`) holds libmicrohttpd's state machine.
public final class HTTPServer: @unchecked Sendable {
  /// How the server listens.
  public struct Configuration: Sendable {
    /// The address to listen on (IPv4 or IPv6): loopback by default.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one (`port` says which).
    public var port = 0
    /// Threads polling connections (they read requests and write answers; renders run elsewhere).
    public var threads = 2
    /// Connections open at once; more are refused.
    public var connectionLimit = 1_024
    /// Seconds a connection may stay idle before it is closed (slow clients).
    public var timeoutSeconds = 15
    /// The largest request body read.
    public var maximumBodySize = 4 * 1_048_576
    /// What a body over the limit is answered with (413), as JSON.
    public var tooLargeBody = #"{"error": "the request body is too large"}"#

    /// The defaults.
    public init() {}
  }

  /// Why a server did not start.
  public struct StartError: Error, CustomStringConvertible {
    /// What libmicrohttpd said (the port taken, the address not this machine's).
    public var description: String
  }

  /// Takes one request, on a polling thread, and answers it exactly once through the callback it is
  /// given, from any thread, at once or later.
  public typealias Handler = @Sendable (HTTPRequest, @escaping @Sendable (HTTPResponse) -> Void) -> Void

  private final class Box {
    let handler: Handler
    init(_ handler: @escaping Handler) { self.handler = handler }
  }

  private var server: UnsafeMutableRawPointer?
  private let box: Unmanaged<Box>
  private let lock = Lock()
  /// The port the server listens on.
  public let port: Int

  /// Starts listening; the handler answers every request until `stop()`.
  public init(_ configuration: Configuration, handler: @escaping Handler) throws(StartError) {
    let box = Unmanaged.passRetained(Box(handler))
    var error = [CChar](repeating: 0, count: 512)
    var config = tt_http_config()
    config.port = UInt16(clamping: configuration.port)
    config.threads = UInt32(clamping: max(1, configuration.threads))
    config.connection_limit = UInt32(clamping: configuration.connectionLimit)
    config.timeout_seconds = UInt32(clamping: configuration.timeoutSeconds)
    config.max_body = configuration.maximumBodySize
    let started = configuration.host.withCString { host in
      configuration.tooLargeBody.withCString { tooLarge in
        config.host = host
        config.too_large_body = tooLarge
        return tt_http_start(&config, HTTPServer.callback, box.toOpaque(), &error, error.count)
      }
    }
    guard let started else {
      box.release()
      throw StartError(
        description: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    self.server = started
    self.box = box
    self.port = Int(tt_http_port(started))
  }

  deinit { stop() }

  /// Stops accepting connections; open ones are served to the end (`stop()` closes them).
  public func quiesce() {
    lock.withLock { if let server { tt_http_quiesce(server) } }
  }

  /// How many connections are open.
  public var openConnections: Int {
    lock.withLock { server.map { Int(tt_http_connections($0)) } ?? 0 }
  }

  /// How many requests have begun and not finished sending their response (a drain waits for none).
  public var activeRequests: Int {
    lock.withLock { server.map { Int(tt_http_active_requests($0)) } ?? 0 }
  }

  /// Stops the server: closes every connection and joins its threads.
  public func stop() {
    let stopping: UnsafeMutableRawPointer? = lock.withLock {
      defer { server = nil }
      return server
    }
    guard let stopping else { return }
    tt_http_stop(stopping)
    box.release()
  }

  /// The C callback: the request made Swift (copied: it lives only until this returns), handed to
  /// the handler with a callback that gives the answer back to the C side.
  private static let callback: tt_http_handler = { context, request, token in
    guard let context, let request, let token else { return }
    let handler = Unmanaged<Box>.fromOpaque(context).takeUnretainedValue().handler
    let raw = request.pointee
    var query: [(name: String, value: String)] = []
    for index in 0..<raw.argument_count {
      let name = raw.argument_names[index].map { String(cString: $0) } ?? ""
      let value = raw.argument_values[index].map { String(cString: $0) } ?? ""
      query.append((name, value))
    }
    let body = raw.body_length > 0 ? Array(UnsafeBufferPointer(start: raw.body, count: raw.body_length)) : []
    let copied = HTTPRequest(
      method: String(cString: raw.method), path: String(cString: raw.path), query: query,
      ifNoneMatch: raw.if_none_match.map { String(cString: $0) },
      contentType: raw.content_type.map { String(cString: $0) }, body: body,
      client: raw.client.map { String(cString: $0) } ?? "")
    let answer = Token(address: UInt(bitPattern: token))
    handler(copied) { response in answer.complete(response) }
  }

  /// The request a C token stands for, answered once.
  private struct Token: Sendable {
    let address: UInt

    func complete(_ answer: HTTPResponse) {
      var response = tt_http_response()
      response.status = UInt32(clamping: answer.status)
      let body = malloc(max(answer.body.count, 1))!.assumingMemoryBound(to: UInt8.self)
      answer.body.withUnsafeBufferPointer { buffer in
        if let base = buffer.baseAddress, !buffer.isEmpty { body.update(from: base, count: buffer.count) }
      }
      response.body = body
      response.body_length = answer.body.count
      // Headers as NUL-separated pairs ending in an empty name; a NUL inside a value would cut it.
      var packed: [UInt8] = []
      for (name, value) in answer.headers {
        packed += Array(name.utf8).filter { $0 != 0 } + [0] + Array(value.utf8).filter { $0 != 0 } + [0]
      }
      packed.append(0)
      let headers = malloc(packed.count)!.assumingMemoryBound(to: CChar.self)
      packed.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { headers.update(from: $0.baseAddress!, count: $0.count) }
      }
      response.headers = headers
      tt_http_complete(UnsafeMutableRawPointer(bitPattern: address), &response)
    }
  }
}
