/// One HTTP request as the service sees it: read whole (its body up to the server's limit).
public struct HTTPRequest: Sendable {
  /// `GET`, `POST`, …
  public var method: String
  /// The path, decoded, without the query (`/v1/render`).
  public var path: String
  /// The query's arguments, decoded, in order.
  public var query: [(name: String, value: String)]
  /// The `If-None-Match` header, when sent.
  public var ifNoneMatch: String?
  /// The `Content-Type` header, when sent.
  public var contentType: String?
  /// The body.
  public var body: [UInt8]
  /// The client's address, for the log.
  public var client: String

  /// A request.
  public init(
    method: String, path: String, query: [(name: String, value: String)] = [], ifNoneMatch: String? = nil,
    contentType: String? = nil, body: [UInt8] = [], client: String = ""
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.ifNoneMatch = ifNoneMatch
    self.contentType = contentType
    self.body = body
    self.client = client
  }
}

/// What the service answers.
public struct HTTPResponse: Sendable {
  /// The status code.
  public var status: Int
  /// Headers, in order (`Content-Type`, `ETag`, `Cache-Control`, `Retry-After`, …).
  public var headers: [(name: String, value: String)]
  /// The body.
  public var body: [UInt8]

  /// A response.
  public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A header's value, by name (case-insensitive).
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// Text with its content type.
  static func text(_ status: Int, _ text: String, type: String = "text/plain; charset=utf-8") -> HTTPResponse
  {
    HTTPResponse(status: status, headers: [("Content-Type", type)], body: Array(text.utf8))
  }
}
