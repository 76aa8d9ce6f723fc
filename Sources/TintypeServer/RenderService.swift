import Dispatch
import Foundation
import Tintype
import TintypeArchive
import TintypeBatch
import TintypeCore
import TintypeEncode
import TintypeUI
import TintypeViewRendering

/// The render service behind `tintype serve`: each HTTP request answered, as a plain function of the
/// request (the HTTP server calls it on its threads; tests and the fuzz target call it directly).
///
/// - `POST /v1/render`: the body is a widget or Live Activity archive, or `{"archive": …, "options":
///   {…}}`; the options (query or body) are `RenderOptions`. The image's bytes are `tintype render`'s
///   for the same archive and options; its `ETag` is the digest of every input, as a batch's cache key
///   is, and a matching `If-None-Match` is answered 304 without rendering.
/// - `GET /v1/templates/NAME.png` (or `.webp`, `.jpg`): a template of `Configuration.templates` filled
///   from the query as a batch row (`TemplateLibrary`), its URL signed when there is a key (`URLSigner`).
/// - `GET /healthz` (the process answers), `GET /readyz` (it takes renders: not draining),
///   `GET /metrics` (Prometheus text).
///
/// Renders run on a bounded pool (`RenderGate`): a full queue is answered 429 with `Retry-After`.
/// Every refusal is JSON naming the parameter or the archive's path (`ServiceError`). No request
/// names a file: archives come in the body, assets from the folders the service was started with.
public final class RenderService: @unchecked Sendable {
  /// How the service renders.
  public struct Configuration: Sendable {
    /// Renders at once (default: the cores).
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Renders that may wait for a worker before more are turned away with 429.
    public var queueLimit = 4 * ProcessInfo.processInfo.activeProcessorCount
    /// Asset folders `Image("name")` and colours are looked up in.
    public var assets: [URL] = []
    /// Font folders beside the bundled fonts.
    public var fonts: [URL] = []
    /// Symbol folders (SF Symbols' SVG templates).
    public var symbols: [URL] = []
    /// The most bytes of images kept in memory for repeated requests (0: no cache).
    public var cacheBytes = 64 * 1_048_576
    /// A folder images are also kept in, across restarts; nil for none.
    public var cacheFolder: URL?
    /// Whether each request is logged (errors always are).
    public var logsRequests = true
    /// The folder of template archives `GET /v1/templates/{name}.{png|webp|jpg}` fills; nil for none.
    public var templates: URL?
    /// The key template URLs are signed with (`sig`, HMAC-SHA256); nil or empty: unsigned URLs render.
    public var signingKey: [UInt8]?

    /// The defaults.
    public init() {}
  }

  let configuration: Configuration
  let renderer: WidgetRenderer
  let gate: RenderGate
  let cache: ResponseCache
  let metrics = ServiceMetrics()
  let log: ServiceLog
  private let keyPrefix: [UInt8]
  private let digests = FileDigests()
  private let state = Lock()
  private var draining = false
  let templates: TemplateLibrary
  let signer: URLSigner?

  /// A service; `log` receives each JSON log line (standard error by default). A template that is
  /// not a valid archive stops it here, naming the file and JSON path.
  public init(
    _ configuration: Configuration,
    log: (@Sendable (String) -> Void)? = nil
  ) throws {
    self.configuration = configuration
    templates = try configuration.templates.map { try TemplateLibrary(folder: $0) } ?? TemplateLibrary()
    signer = configuration.signingKey.flatMap { URLSigner(key: $0) }
    renderer = WidgetRenderer(
      assets: configuration.assets, fonts: configuration.fonts, symbols: configuration.symbols)
    gate = RenderGate(workers: configuration.workers, queueLimit: configuration.queueLimit)
    cache = ResponseCache(capacity: configuration.cacheBytes, folder: configuration.cacheFolder)
    self.log =
      log.map { ServiceLog(requests: configuration.logsRequests, write: $0) }
      ?? ServiceLog(requests: configuration.logsRequests)
    var prefix = DigestBuilder()
    prefix.add("tintype-serve-1")
    prefix.add(RenderCache.engineKey)
    prefix.add(FileDigests().ofFolders(configuration.fonts, fontsOnly: true))
    keyPrefix = prefix.digest.bytes
  }

  /// `url` (a path and query, `/v1/templates/card.png?name=Ada`) with `&sig=…` added, signed with
  /// `key`; nil when it is not a path.
  public static func signed(_ url: String, key: [UInt8]) -> String? {
    guard url.hasPrefix("/"), let signer = URLSigner(key: key), let components = URLComponents(string: url)
    else {
      return nil
    }
    let query = (components.queryItems ?? []).filter { $0.name != URLSigner.argument }
    let signature = signer.signature(path: components.path, query: query.map { ($0.name, $0.value ?? "") })
    var signed = components
    signed.queryItems = query + [URLQueryItem(name: URLSigner.argument, value: signature)]
    // A `+` in a query is read as a space: written out, it stays a plus.
    signed.percentEncodedQuery = signed.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
    return signed.string
  }

  /// Writes a log line of the service's (`listening`, `draining`, `stopped`) with its fields.
  public func log(_ event: String, _ fields: [String: String]) {
    log.log("info", event, fields.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
  }

  /// Marks the service as draining (`/readyz` answers 503, so a load balancer stops sending it work);
  /// requests still arriving are answered.
  public func drain() { state.withLock { draining = true } }

  /// Whether the service is draining.
  public var isDraining: Bool { state.withLock { draining } }

  /// Answers one request, waiting for it (tests and the fuzz target; the server uses
  /// `handle(_:completion:)`, which waits for nothing).
  public func handle(_ request: HTTPRequest) -> HTTPResponse {
    let done = DispatchSemaphore(value: 0)
    let answer = LockedBox<HTTPResponse?>(nil)
    handle(request) { response in
      answer.value = response
      done.signal()
    }
    done.wait()
    return answer.value!
  }

  /// Answers one request through `completion`, exactly once: at once for everything but a render,
  /// which runs on the render pool (or is answered 429 at once when its queue is full).
  public func handle(_ request: HTTPRequest, completion: @escaping @Sendable (HTTPResponse) -> Void) {
    let start = DispatchTime.now().uptimeNanoseconds
    metrics.begin()
    answer(request) { route, response in
      self.finish(request, route: route, response: response, start: start)
      completion(response)
    }
  }

  private func finish(_ request: HTTPRequest, route: String, response: HTTPResponse, start: UInt64) {
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    metrics.end(route: route, status: response.status, seconds: seconds)
    var fields: [(String, JSONValue)] = [
      ("method", .string(String(request.method.prefix(16)))),
      ("path", .string(String(request.path.prefix(200)))),
      ("status", .number(Double(response.status))), ("ms", .number((seconds * 1e4).rounded() / 10)),
      ("bytes", .number(Double(response.body.count))), ("client", .string(request.client)),
    ]
    if let tag = response.header("ETag") { fields.append(("etag", .string(tag))) }
    if let cache = response.header("Tintype-Cache") { fields.append(("cache", .string(cache))) }
    if response.status >= 400, case .object(let error)? = try? JSONParser.parse(response.body),
      let message = error["error"]
    {
      fields.append(("error", message))
    }
    log.log(response.status >= 500 ? "error" : "info", "request", fields)
  }

  private func answer(
    _ request: HTTPRequest, _ completion: @escaping @Sendable (String, HTTPResponse) -> Void
  ) {
    let isTemplate = request.path.hasPrefix(Self.templatesPrefix)
    guard
      (request.path == "/v1/render" && request.method == "POST") || (isTemplate && request.method == "GET")
    else {
      let (route, response) = answer(request)
      completion(route, response)
      return
    }
    let route = isTemplate ? "template" : "render"
    do throws(ServiceError) {
      switch try prepared(request) {
      case .answered(let response): completion(route, response)
      case .render(let work):
        let queued = gate.submit {
          completion(route, work())
        }
        if !queued {
          metrics.turnedAway()
          var error = ServiceError(
            429, "every worker is busy and the queue is full", suggestion: "retry after a second")
          error.retryAfter = 1
          completion(route, error.response)
        }
      }
    } catch {
      completion(route, error.response)
    }
  }

  /// Where template images are.
  static let templatesPrefix = "/v1/templates/"

  /// A render request read up to the render, which is not run: the status it would be answered with
  /// at once, or nil when it would be rendered. For the request decoder's fuzz target.
  func statusBeforeRendering(_ request: HTTPRequest) -> Int? {
    do throws(ServiceError) {
      switch try prepared(request) {
      case .answered(let response): return response.status
      case .render: return nil
      }
    } catch {
      return error.status
    }
  }

  private func answer(_ request: HTTPRequest) -> (route: String, response: HTTPResponse) {
    switch request.path {
    case "/healthz":
      guard request.method == "GET" || request.method == "HEAD" else {
        return ("healthz", Self.methodNotAllowed("GET"))
      }
      return ("healthz", .text(200, "ok\n"))
    case "/readyz":
      guard request.method == "GET" || request.method == "HEAD" else {
        return ("readyz", Self.methodNotAllowed("GET"))
      }
      return isDraining ? ("readyz", .text(503, "draining\n")) : ("readyz", .text(200, "ready\n"))
    case "/metrics":
      guard request.method == "GET" else { return ("metrics", Self.methodNotAllowed("GET")) }
      let load = gate.load
      let size = cache.size
      let text = metrics.text(
        running: load.running, waiting: load.waiting, cacheEntries: size.entries, cacheBytes: size.bytes)
      return ("metrics", .text(200, text, type: "text/plain; version=0.0.4; charset=utf-8"))
    case "/v1/render":
      return ("render", Self.methodNotAllowed("POST"))
    case let path where path.hasPrefix(Self.templatesPrefix):
      return ("template", Self.methodNotAllowed("GET"))
    default:
      return (
        "other",
        ServiceError(
          404, "no such route",
          suggestion: "POST /v1/render, GET /v1/templates/{name}.png, GET /healthz, GET /readyz, GET /metrics"
        ).response
      )
    }
  }

  private static func methodNotAllowed(_ allowed: String) -> HTTPResponse {
    var response = ServiceError(405, "this route takes \(allowed)").response
    response.headers.append(("Allow", allowed))
    return response
  }

  /// What a render request comes to once read: an answer already (an error, a 304, a cached image),
  /// or the render to run on the pool.
  private enum Prepared {
    case answered(HTTPResponse)
    case render(@Sendable () -> HTTPResponse)
  }

  /// A render request (`POST /v1/render`) or a template's (`GET /v1/templates/…`) up to the render.
  private func prepared(_ request: HTTPRequest) throws(ServiceError) -> Prepared {
    try request.path.hasPrefix(Self.templatesPrefix) ? prepareTemplate(request) : prepare(request)
  }

  /// `POST /v1/render`, up to the render: the body and options read, the key made, the cache asked.
  private func prepare(_ request: HTTPRequest) throws(ServiceError) -> Prepared {
    guard !request.body.isEmpty else {
      throw ServiceError(
        400, "the body is empty", suggestion: "a widget archive, or {\"archive\": …, \"options\": {…}}")
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(request.body)
    } catch {
      throw ServiceError(archive: error)
    }
    var options = try RenderOptions(query: request.query)
    var archiveJSON = json
    if case .object(let object) = json, object["format"] == nil, let inner = object["archive"] {
      for key in object.members.map(\.key) where key != "archive" && key != "options" {
        throw ServiceError(
          400, "unknown key \"\(key.prefix(64))\" beside the archive", path: key,
          suggestion: "archive, options")
      }
      archiveJSON = inner
      if let given = object["options"] {
        guard case .object(let members) = given else {
          throw ServiceError(400, "options is an object", path: "options")
        }
        try options.add(json: members)
      }
    }
    if ActivityArchive.isActivityArchive(archiveJSON) {
      let activity: ActivityArchive
      do throws(ArchiveError) {
        activity = try ArchiveError.decoding { try ActivityArchive(from: JSONReader(archiveJSON)) }
      } catch {
        throw ServiceError(archive: error)
      }
      let (presentation, renderRequest) = try options.activityRequest(catalog: renderer.catalog)
      let renderer = self.renderer
      return try prepare(
        document: activity, options: options, ifNoneMatch: request.ifNoneMatch, source: request.body
      ) { () throws(RenderError) in
        try ActivityRenderer(renderer: renderer).render(
          activity, presentation: presentation, options: renderRequest)
      }
    }
    let archive: ViewArchive
    do throws(ArchiveError) {
      archive = try ArchiveError.decoding { try ViewArchive(from: JSONReader(archiveJSON)) }
    } catch {
      throw ServiceError(archive: error)
    }
    // The body's bytes stand for the archive in the key, as a batch keys an archive by its file's.
    return try prepare(archive, options: options, ifNoneMatch: request.ifNoneMatch, source: request.body)
  }

  /// `GET /v1/templates/{name}.{png|webp|jpg}?field=value…`: the signature checked (when the service
  /// has a key), the template filled from the query's fields as a batch row, the rest as a render's.
  private func prepareTemplate(_ request: HTTPRequest) throws(ServiceError) -> Prepared {
    let file = String(request.path.dropFirst(Self.templatesPrefix.count))
    guard let dot = file.lastIndex(of: "."),
      let format = ImageFormat(fileExtension: String(file[file.index(after: dot)...]).lowercased())
    else {
      throw ServiceError(
        404, "a template image is {name}.png, {name}.webp or {name}.jpg",
        suggestion: Self.templatesPrefix + "name.png")
    }
    let name = String(file[..<dot])
    if let signer, !signer.verify(path: request.path, query: request.query) {
      throw ServiceError(
        403, "the URL's signature (sig) is missing or wrong", parameter: URLSigner.argument,
        suggestion: "a URL the service's key signed (tintype serve --sign URL)")
    }
    guard TemplateLibrary.isName(name), let template = templates.templates[name] else {
      let known = templates.templates.keys.sorted()
      throw ServiceError(
        404, "no template \"\(name.prefix(100))\"",
        suggestion: TemplateLibrary.isName(name)
          ? Suggestion.closest(to: name, in: known)
            ?? (known.isEmpty ? "no templates are loaded (--templates DIR)" : known.joined(separator: ", "))
          : "letters, digits, - and _")
    }
    var optionArguments: [(name: String, value: String)] = [("format", format.rawValue)]
    var fields: [String: String] = [:]
    for (argument, value) in request.query where argument != URLSigner.argument {
      if RenderOptions.names.contains(argument) {
        guard argument != "format" else {
          throw ServiceError(400, "the format is the file's extension", parameter: "format", suggestion: file)
        }
        optionArguments.append((argument, value))
        continue
      }
      guard template.names.contains(argument) else {
        throw ServiceError(
          400, "the template has no placeholder {{\(argument.prefix(64))}}",
          parameter: String(argument.prefix(64)),
          suggestion: Suggestion.closest(to: argument, in: template.names + RenderOptions.names)
            ?? (template.names + RenderOptions.names).joined(separator: ", "))
      }
      guard fields[argument] == nil else {
        throw ServiceError(400, "\(argument) is given twice", parameter: argument)
      }
      guard value.utf8.count <= ArchiveLimits.maximumTextLength else {
        throw ServiceError(
          400, "\(argument) is longer than \(ArchiveLimits.maximumTextLength) bytes", parameter: argument)
      }
      fields[argument] = value
    }
    for placeholder in template.names where fields[placeholder] == nil {
      throw ServiceError(400, "the template needs {{\(placeholder)}}", parameter: placeholder)
    }
    let options = try RenderOptions(query: optionArguments)
    let archive: ViewArchive
    do {
      // Every field typed by where it stands, as a CSV cell is: a whole placeholder read as a number
      // reads the text as one.
      archive = try template.archive(for: DataRow(index: 0, fields: fields, location: "the query"))
    } catch let error as ArchiveError {
      throw ServiceError(archive: error)
    } catch {
      throw ServiceError(422, "\(error)")
    }
    // The template's file and the fields stand for the archive in the key, as a batch keys a row.
    var source = Array("template \(name)\n".utf8) + (templates.digests[name] ?? [])
    for field in fields.keys.sorted() {
      let value = fields[field]!
      source += Array("\(field.utf8.count):\(field)=\(value.utf8.count):\(value);".utf8)
    }
    return try prepare(archive, options: options, ifNoneMatch: request.ifNoneMatch, source: source)
  }

  /// A render's answer up to the render itself: the key made (`source`: the bytes the archive came
  /// from), `If-None-Match` and the cache asked.
  private func prepare(
    _ archive: ViewArchive, options: RenderOptions, ifNoneMatch: String?, source: [UInt8]
  ) throws(ServiceError) -> Prepared {
    let renderRequest = try options.request(for: archive, catalog: renderer.catalog)
    let renderer = self.renderer
    return try prepare(document: archive, options: options, ifNoneMatch: ifNoneMatch, source: source) {
      () throws(RenderError) in try renderer.render(archive, request: renderRequest)
    }
  }

  /// The same for any archive (a widget's or a Live Activity's), `make` rendering it.
  private func prepare(
    document: some ArchiveDocument, options: RenderOptions, ifNoneMatch: String?, source: [UInt8],
    make: @escaping @Sendable () throws(RenderError) -> RenderedImage
  ) throws(ServiceError) -> Prepared {
    let encoder = try options.encoder()
    let key = key(document: document, source: source, options: options)
    let tag = "\"\(key.prefix(40))\""
    let contentType = encoder.encoding.format.mediaType
    var headers: [(String, String)] = [
      ("ETag", tag), ("Cache-Control", "public, max-age=31536000, immutable"),
    ]
    if let condition = ifNoneMatch, Self.matches(condition, tag) {
      metrics.unchanged()
      return .answered(HTTPResponse(status: 304, headers: headers))
    }
    if let cached = cache.get(key) {
      metrics.hit()
      headers += [("Content-Type", cached.contentType), ("Tintype-Cache", "hit")]
      if cached.warnings > 0 { headers.append(("Tintype-Warnings", String(cached.warnings))) }
      return .answered(HTTPResponse(status: 200, headers: headers, body: cached.body))
    }
    let fixed = headers
    return .render { [self] in
      do throws(ServiceError) {
        return try render(make, encoder: encoder, key: key, tag: tag, headers: fixed)
      } catch {
        return error.response
      }
    }
  }

  /// The render itself, on the pool: the image encoded, kept in the cache, answered.
  private func render(
    _ make: () throws(RenderError) -> RenderedImage, encoder: ImageFileEncoder, key: String, tag: String,
    headers fixed: [(String, String)]
  ) throws(ServiceError) -> HTTPResponse {
    var headers = fixed
    let contentType = encoder.encoding.format.mediaType
    let made: (body: [UInt8], warnings: [RenderWarning])
    let image: RenderedImage
    do throws(RenderError) {
      image = try make()
    } catch {
      throw Self.failure(error)
    }
    do {
      made = (try encoder.encode(image.canvas), image.warnings)
    } catch {
      throw ServiceError(500, "the image could not be encoded: \(error)")
    }
    metrics.rendered()
    cache.put(
      key, ResponseCache.Entry(body: made.body, contentType: contentType, warnings: made.warnings.count))
    headers += [("Content-Type", contentType), ("Tintype-Cache", "miss")]
    if !made.warnings.isEmpty {
      headers.append(("Tintype-Warnings", String(made.warnings.count)))
      log.log(
        "warning", "render-warnings",
        [
          ("etag", .string(tag)),
          ("warnings", .array(made.warnings.prefix(20).map { .string($0.description) })),
        ])
    }
    return HTTPResponse(status: 200, headers: headers, body: made.body)
  }

  /// Everything the image's bytes depend on, as one digest: the engine (code, fonts, catalog,
  /// schema), the bytes the archive came from, the options, and how each asset it names resolves now.
  private func key(document: some ArchiveDocument, source: [UInt8], options: RenderOptions) -> String {
    var builder = DigestBuilder()
    builder.add(keyPrefix)
    builder.add(SHA256Digest(of: source).bytes)
    builder.add(options.canonical)
    let inputs = renderer.assetInputs(of: document)
    for line in inputs.resolutions { builder.add(line) }
    for file in inputs.files { builder.add(digests.of(file.path)) }
    return builder.digest.hex
  }

  /// Whether an `If-None-Match` value names `tag` (or is `*`).
  static func matches(_ condition: String, _ tag: String) -> Bool {
    condition.split(separator: ",").contains { part in
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
    }
  }

  /// A render that failed, as the client's mistake (4xx) where it is one.
  static func failure(_ error: RenderError) -> ServiceError {
    switch error {
    case .archive(let archiveError): return ServiceError(archive: archiveError)
    case .limitExceeded(let message):
      return ServiceError(422, message, suggestion: "a smaller scale or a simpler view")
    case .familyNotOnDevice, .modeNotSupported, .familyNotInArchive, .unsupported:
      return ServiceError(400, error.description)
    case .paint(let paint): return ServiceError(422, paint.description)
    case .assets(let archiveError): return ServiceError(500, "the service's assets: \(archiveError.message)")
    case .fonts, .wallpaper, .canvas: return ServiceError(500, error.description)
    }
  }
}
