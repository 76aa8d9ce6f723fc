import Foundation
import TintypeArchive
import TintypeCore

/// Structured logs: one JSON object a line on standard error (`{"time": …, "level": "info", "event":
/// "request", "method": "POST", "path": "/v1/render", "status": 200, "ms": 6.2, …}`), as log shippers
/// read them. Lines are written whole, one at a time.
final class ServiceLog: @unchecked Sendable {
  private let lock = Lock()
  private let write: @Sendable (String) -> Void
  /// Whether request lines are written (errors always are).
  let requests: Bool

  init(
    requests: Bool = true,
    write: @escaping @Sendable (String) -> Void = { line in
      FileHandle.standardError.write(Data(line.utf8))
    }
  ) {
    self.requests = requests
    self.write = write
  }

  /// How a line's time is written (UTC, milliseconds): one value for every line, not a formatter each.
  private static let time = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  func log(_ level: String, _ event: String, _ fields: [(String, JSONValue)]) {
    if level == "info", event == "request", !requests { return }
    var object = JSONObject([
      ("time", .string(Self.time.format(Date()))), ("level", .string(level)), ("event", .string(event)),
    ])
    for (name, value) in fields { object[name] = value }
    let line = String(decoding: JSONWriter.write(.object(object), pretty: false), as: UTF8.self) + "\n"
    lock.withLock { write(line) }
  }
}
