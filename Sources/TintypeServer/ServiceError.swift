import TintypeArchive

/// A request the service refuses, as a `4xx` (or `5xx`) JSON body: what is wrong, where — the query
/// parameter or the archive's JSON path (with its line and column) — and what would work.
public struct ServiceError: Error, Sendable, CustomStringConvertible {
  /// The status code.
  public var status: Int
  /// What is wrong.
  public var message: String
  /// The query parameter at fault.
  public var parameter: String?
  /// The archive's JSON path at fault (`entries[0].view.modifiers[1]`).
  public var path: String?
  /// The line in the body, where the JSON itself is malformed.
  public var line: Int?
  /// The column on that line.
  public var column: Int?
  /// What would work instead ("fullColor", "a number from 1 to 100").
  public var suggestion: String?
  /// Seconds to wait before asking again (429, 503).
  public var retryAfter: Int?

  /// An error.
  public init(
    _ status: Int, _ message: String, parameter: String? = nil, path: String? = nil, suggestion: String? = nil
  ) {
    self.status = status
    self.message = message
    self.parameter = parameter
    self.path = path
    self.suggestion = suggestion
  }

  /// An archive the decoder refused: 422 with its path (400 for JSON that is not JSON at all).
  init(archive error: ArchiveError) {
    self.init(error.line == nil ? 422 : 400, error.message)
    if error.line == nil {
      path = error.path.description
    } else {
      (line, column) = (error.line, error.column)
    }
  }

  /// "400 mode: …".
  public var description: String {
    "\(status) \(parameter.map { "\($0): " } ?? path.map { "\($0): " } ?? "")\(message)"
  }

  /// The JSON body.
  public var json: JSONValue {
    var object = JSONObject([("error", .string(message)), ("status", .number(Double(status)))])
    object.set("parameter", parameter.map(JSONValue.string))
    object.set("path", path.map(JSONValue.string))
    object.set("line", line.map { .number(Double($0)) })
    object.set("column", column.map { .number(Double($0)) })
    object.set("suggestion", suggestion.map(JSONValue.string))
    return .object(object)
  }

  /// The response.
  var response: HTTPResponse {
    var headers = [("Content-Type", "application/json")]
    if let retryAfter { headers.append(("Retry-After", String(retryAfter))) }
    return HTTPResponse(status: status, headers: headers, body: JSONWriter.write(json, pretty: false) + [10])
  }
}
