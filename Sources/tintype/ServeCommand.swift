import Dispatch
import Foundation
import Glibc
import TintypeServer

/// `tintype serve`: widget images over HTTP (`RenderService` on libmicrohttpd) until SIGTERM or
/// SIGINT, which stop it taking connections, answer every request in flight, and exit 0.
struct ServeCommand: Command {
  let name = "serve"
  let summary = "Serve renders over HTTP (POST an archive, get its image)"
  let options = [
    OptionSpec(
      name: "host", valueName: "ADDR", summary: "Address to listen on (default 127.0.0.1; 0.0.0.0 for all)"),
    OptionSpec(name: "port", valueName: "N", summary: "Port (default 8080; 0 picks a free one, logged)"),
    OptionSpec(
      name: "assets", valueName: "DIR", isRepeatable: true,
      summary: "Folders for Image(\"name\") and colours (requests never name files)"),
    AssetFolders.fontsOption,
    AssetFolders.symbolsOption,
    OptionSpec(name: "threads", valueName: "N", summary: "Renders at once (default: the cores)"),
    OptionSpec(
      name: "io-threads", valueName: "N", summary: "Threads reading requests and writing answers (default 2)"),
    OptionSpec(
      name: "queue", valueName: "N",
      summary: "Renders that may wait for a thread; more get 429 (default 4 × threads)"),
    OptionSpec(
      name: "max-body", valueName: "BYTES", summary: "Largest request body; larger is 413 (default 4194304)"),
    OptionSpec(
      name: "timeout", valueName: "S",
      summary: "Seconds a connection may idle before it is closed (default 15)"),
    OptionSpec(name: "connections", valueName: "N", summary: "Connections open at once (default 1024)"),
    OptionSpec(
      name: "cache-bytes", valueName: "BYTES",
      summary: "Images kept in memory for repeated requests (default 67108864)"),
    OptionSpec(
      name: "cache-dir", valueName: "DIR", summary: "Also keep images in this folder, across restarts"),
    OptionSpec(name: "quiet", summary: "Log errors only, not every request"),
    OptionSpec(
      name: "templates", valueName: "DIR",
      summary: "Template archives ({{placeholders}}) served at GET /v1/templates/NAME.png?field=value"),
    OptionSpec(
      name: "signing-key-file", valueName: "FILE",
      summary:
        "Sign template URLs with this key (HMAC-SHA256; or $TINTYPE_SIGNING_KEY): unsigned ones get 403"),
    OptionSpec(
      name: "sign", valueName: "URL", summary: "Print URL (a path and query) with its signature, and exit"),
  ]
  let discussion = """
    Routes: POST /v1/render (body: a widget or Live Activity archive, or {"archive": …, "options":
    {…}}; options in the query or the body: device, family (a widget's) or presentation (an
    activity's), mode, scheme, entry, date, scale, accentStyle, tint, backdrop, layoutDirection,
    dynamicTypeSize, pseudoLanguage, format png|webp|jpeg, quality, png fast|small);
    GET /v1/templates/NAME.png|webp|jpg?field=value… (a --templates archive filled from the query,
    signed with sig=… when there is a key); GET /healthz, GET /readyz, GET /metrics (Prometheus).
    Images carry an ETag (a digest of every input) and honour If-None-Match; a full queue is 429 with
    Retry-After; SIGTERM answers what is in flight and exits 0. Logs are JSON lines on standard error.
    docs/serve.md has the details.
    """

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    func number(_ option: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
      guard let text = arguments.value(option) else { return value }
      guard let parsed = Int(text), range.contains(parsed) else {
        throw UsageError(
          "--\(option) \"\(text)\" is not a whole number from \(range.lowerBound) to \(range.upperBound)",
          command: self)
      }
      return parsed
    }
    var service = RenderService.Configuration()
    service.workers = try number(
      "threads", default: ProcessInfo.processInfo.activeProcessorCount, range: 1...256)
    service.queueLimit = try number("queue", default: 4 * service.workers, range: 0...100_000)
    service.assets = try AssetFolders.given(arguments, command: self)
    service.fonts = try AssetFolders.fonts(arguments, command: self)
    service.symbols = try AssetFolders.symbols(arguments, command: self)
    service.cacheBytes = try number("cache-bytes", default: service.cacheBytes, range: 0...(1 << 40))
    service.cacheFolder = arguments.value("cache-dir").map { URL(fileURLWithPath: $0) }
    service.logsRequests = !arguments.isSet("quiet")
    if let folder = arguments.value("templates") {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw UsageError("--templates \(folder): no such folder", command: self)
      }
      service.templates = URL(fileURLWithPath: folder)
    }
    if let file = arguments.value("signing-key-file") {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw UsageError("--signing-key-file \(file): cannot read it", command: self)
      }
      // A trailing newline, as `echo` and editors leave, is not part of the key.
      var key = Array(data)
      while let last = key.last, last == 10 || last == 13 { key.removeLast() }
      service.signingKey = key
    } else if let key = ProcessInfo.processInfo.environment["TINTYPE_SIGNING_KEY"], !key.isEmpty {
      service.signingKey = Array(key.utf8)
    }
    if let url = arguments.value("sign") {
      guard let key = service.signingKey, !key.isEmpty else {
        throw UsageError("--sign needs a key: --signing-key-file FILE or $TINTYPE_SIGNING_KEY", command: self)
      }
      guard let signed = RenderService.signed(url, key: key) else {
        throw UsageError(
          "--sign \"\(url)\" is not a path with a query, such as /v1/templates/card.png?name=Ada",
          command: self)
      }
      Console.write(signed + "\n")
      return ExitStatus.success
    }
    var http = HTTPServer.Configuration()
    http.host = arguments.value("host") ?? "127.0.0.1"
    http.port = try number("port", default: 8080, range: 0...65_535)
    http.maximumBodySize = try number("max-body", default: http.maximumBodySize, range: 1...(1 << 30))
    http.timeoutSeconds = try number("timeout", default: http.timeoutSeconds, range: 1...3_600)
    http.connectionLimit = try number("connections", default: http.connectionLimit, range: 1...100_000)
    // The polling threads only read and write (renders run on the render pool): two are plenty.
    http.threads = try number("io-threads", default: 2, range: 1...64)
    http.tooLargeBody =
      #"{"error": "the request body is larger than \#(http.maximumBodySize) bytes", "status": 413, "suggestion": "a smaller archive: images by name from the service's asset folders, not inline"}"#

    let renderService: RenderService
    do {
      renderService = try RenderService(service)
    } catch {
      throw UsageError("--templates: \(error)", command: self)
    }
    let server: HTTPServer
    do {
      server = try HTTPServer(http) { request, answer in renderService.handle(request, completion: answer) }
    } catch {
      throw UsageError("\(error)", command: self)
    }
    renderService.log(
      "listening",
      [
        "host": http.host, "port": String(server.port), "threads": String(service.workers),
        "queue": String(service.queueLimit),
      ])

    // SIGTERM (a container stopped) and SIGINT (Ctrl-C): stop taking connections, answer what is in
    // flight, exit 0.
    let stop = DispatchSemaphore(value: 0)
    var sources: [DispatchSourceSignal] = []
    for signalNumber in [SIGTERM, SIGINT] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { stop.signal() }
      source.resume()
      sources.append(source)
    }
    stop.wait()
    renderService.drain()
    server.quiesce()
    renderService.log("draining", ["inFlight": String(server.activeRequests)])
    let deadline = DispatchTime.now() + .seconds(60)
    while server.activeRequests > 0, DispatchTime.now() < deadline { usleep(5_000) }
    server.stop()
    renderService.log("stopped", [:])
    for source in sources { source.cancel() }
    return ExitStatus.success
  }
}
