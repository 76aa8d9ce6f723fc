import Dispatch
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `tintype serve` as a service runs it: over loopback, each request's bytes those of `tintype render`,
/// ETags and 304s, hostile requests answered with their 4xx while it keeps serving, 429 under overload,
/// and SIGTERM answering what is in flight before exiting 0.
@Suite(.serialized) struct ServeCommandTests {
  static let archive = """
    {"format": "tintype-archive", "version": 1, "kind": "Steps", "families": ["systemSmall", "systemMedium"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
       {"type": "Text", "verbatim": "Steps", "modifiers": [{"font": "headline"}, {"widgetAccentable": true}]},
       {"type": "Text", "verbatim": "6,410", "modifiers": [{"font": {"size": 34, "weight": "bold"}}]},
       {"type": "Circle", "modifiers": [{"foregroundStyle": "orange"}, {"frame": {"width": 24, "height": 24}}]}],
       "modifiers": [{"containerBackground": {"style": "#1C1C1E"}}]}}]}
    """

  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.archive.utf8).write(to: folder.appendingPathComponent("steps.json"))
  }

  var body: [UInt8] { Array(Self.archive.utf8) }

  @Test func aRequestsBytesAreTintypeRendersAndItsETagWorks() throws {
    let serve = try ServeProcess(["--quiet"])
    defer { serve.stop() }
    let client = HTTPTestClient(port: serve.port)
    for (query, format) in [
      ("family=systemMedium&mode=accented&scheme=dark", "png"),
      ("family=systemSmall&format=webp&scale=2", "webp"),
    ] {
      let response = try #require(client.request("POST", "/v1/render?\(query)", body: body))
      #expect(response.status == 200, "\(response.text)")
      #expect(response.headers["content-type"] == "image/\(format)")
      // The same archive and options through `tintype render`.
      let out = folder.appendingPathComponent("out-\(format)")
      var arguments = ["render", folder.appendingPathComponent("steps.json").path, "--out", out.path]
      for pair in query.split(separator: "&") {
        let parts = pair.split(separator: "=")
        arguments += ["--\(parts[0])", String(parts[1])]
      }
      let run = try TintypeExecutable.run(arguments)
      #expect(run.status == 0, "\(run.standardError)")
      let file = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first)
      #expect(Array(try Data(contentsOf: out.appendingPathComponent(file))) == response.body)
      // The ETag answers a repeat with 304 and no body; another option is another tag.
      let tag = try #require(response.headers["etag"])
      let again = try #require(
        client.request("POST", "/v1/render?\(query)", body: body, headers: ["If-None-Match": tag]))
      #expect(again.status == 304 && again.body.isEmpty)
      #expect(again.headers["etag"] == tag)
      let other = try #require(client.request("POST", "/v1/render?\(query)&entry=0&tint=red", body: body))
      #expect(other.headers["etag"] != tag)
    }
    // The options may come in the body beside the archive: the same image (its tag is the body's own:
    // the bytes sent are the archive's part of the key, as a batch keys an archive by its file).
    let query = try #require(client.request("POST", "/v1/render?family=systemSmall&scheme=dark", body: body))
    let envelope = #"{"archive": \#(Self.archive), "options": {"family": "systemSmall", "scheme": "dark"}}"#
    let enveloped = try #require(client.request("POST", "/v1/render", body: Array(envelope.utf8)))
    #expect(enveloped.status == 200 && enveloped.body == query.body)
    // A repeat comes from the cache, byte for byte.
    let repeated = try #require(
      client.request("POST", "/v1/render?family=systemSmall&scheme=dark", body: body))
    #expect(repeated.headers["tintype-cache"] == "hit" && repeated.body == query.body)
  }

  @Test func aLiveActivityArchiveIsDrawnInAPresentationAsTintypeRenderDrawsIt() throws {
    let activity = ActivityRenderCommandTests.activity()
    let file = folder.appendingPathComponent("delivery.json")
    try Data(activity.utf8).write(to: file)
    let serve = try ServeProcess(["--quiet"])
    defer { serve.stop() }
    let client = HTTPTestClient(port: serve.port)
    for (presentation, scheme) in [("lockScreen", "dark"), ("compact", "light"), ("expanded", "dark")] {
      let response = try #require(
        client.request(
          "POST", "/v1/render?presentation=\(presentation)&scheme=\(scheme)", body: Array(activity.utf8)))
      #expect(response.status == 200, "\(response.text)")
      let out = folder.appendingPathComponent("activity-\(presentation)")
      let run = try TintypeExecutable.run(
        ["render", file.path, "--presentation", presentation, "--scheme", scheme, "--out", out.path])
      #expect(run.status == 0, "\(run.standardError)")
      let rendered = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first)
      #expect(Array(try Data(contentsOf: out.appendingPathComponent(rendered))) == response.body)
    }
    // A widget's option on an activity, an activity's on a widget: each a 400 naming it.
    let family = client.request("POST", "/v1/render?family=systemSmall", body: Array(activity.utf8))
    #expect(family?.status == 400 && family?.text.contains("\"parameter\":\"family\"") == true)
    let widget = client.request("POST", "/v1/render?presentation=lockScreen", body: body)
    #expect(widget?.status == 400 && widget?.text.contains("\"parameter\":\"presentation\"") == true)
  }

  @Test func aTemplateIsFilledFromItsQueryAsABatchRowAndItsURLsAreSigned() throws {
    let templates = folder.appendingPathComponent("templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    let card = """
      {"format": "tintype-archive", "version": 1, "kind": "Card", "families": ["systemSmall"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
         {"type": "Text", "verbatim": "{{name}}", "modifiers": [{"font": "headline"}]},
         {"type": "Gauge", "value": "{{progress}}", "label": {"type": "Text", "verbatim": "Goal"}}],
         "modifiers": [{"containerBackground": {"style": "{{color}}"}}]}}]}
      """
    try Data(card.utf8).write(to: templates.appendingPathComponent("card.json"))
    let key = folder.appendingPathComponent("key")
    try Data("a signing key\n".utf8).write(to: key)
    let serve = try ServeProcess(["--quiet", "--templates", templates.path, "--signing-key-file", key.path])
    defer { serve.stop() }
    let client = HTTPTestClient(port: serve.port)
    func signed(_ url: String) throws -> String {
      let run = try TintypeExecutable.run(["serve", "--signing-key-file", key.path, "--sign", url])
      #expect(run.status == 0, "\(run.standardError)")
      return run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let url = try signed("/v1/templates/card.png?name=Ada&progress=0.4&color=%23FFCC00&scheme=dark")
    let image = try #require(client.request("GET", url))
    #expect(image.status == 200, "\(image.text)")
    #expect(image.headers["content-type"] == "image/png")
    // The same template and row through a batch: the same bytes.
    let manifest = folder.appendingPathComponent("cards.json")
    try Data(
      ##"{"version": 1, "jobs": [{"archive": "templates/card.json", "scheme": "dark", "data": [{"name": "Ada", "progress": 0.4, "color": "#FFCC00"}], "output": "card.png"}]}"##
        .utf8
    ).write(to: manifest)
    let batch = try TintypeExecutable.run([
      "batch", manifest.path, "--out", folder.appendingPathComponent("batch").path,
    ])
    #expect(batch.status == 0, "\(batch.standardError)")
    #expect(Array(try Data(contentsOf: folder.appendingPathComponent("batch/card.png"))) == image.body)
    // A changed argument, a missing or wrong signature: 403, before anything is read.
    #expect(client.request("GET", url.replacingOccurrences(of: "Ada", with: "Bob"))?.status == 403)
    #expect(client.request("GET", "/v1/templates/card.png?name=Ada&progress=0.4&color=red")?.status == 403)
    #expect(client.request("GET", url.replacingOccurrences(of: "sig=", with: "sig=0"))?.status == 403)
    // Signed but wrong: each its 4xx, naming what.
    let missing = client.request("GET", try signed("/v1/templates/nope.png?name=Ada"))
    #expect(
      missing?.status == 404 && missing?.text.contains("\"suggestion\":\"card\"") == true,
      "\(missing?.text ?? "")")
    let unknown = client.request("GET", try signed("/v1/templates/card.png?name=Ada&progres=0.4&color=red"))
    #expect(
      unknown?.status == 400 && unknown?.text.contains("\"suggestion\":\"progress\"") == true,
      "\(unknown?.text ?? "")")
    let lacking = client.request("GET", try signed("/v1/templates/card.png?name=Ada&color=red"))
    #expect(lacking?.status == 400 && lacking?.text.contains("\"parameter\":\"progress\"") == true)
    let typed = client.request("GET", try signed("/v1/templates/card.png?name=Ada&progress=lots&color=red"))
    #expect(typed?.status == 422, "\(typed?.text ?? "")")
    #expect(
      client.request("GET", try signed("/v1/templates/card.png?name=A&progress=1&color=red&format=webp"))?
        .status == 400)
    #expect(client.request("GET", "/v1/templates/..%2F..%2Fetc%2Fpasswd.png")?.status ?? 0 >= 400)
    // The ETag of a template image answers its repeat with 304.
    let tag = try #require(image.headers["etag"])
    #expect(client.request("GET", url, headers: ["If-None-Match": tag])?.status == 304)
  }

  @Test func hostileRequestsGetTheirFourHundredsAndTheServiceKeepsServing() throws {
    let serve = try ServeProcess(["--quiet", "--timeout", "1", "--max-body", "1000000"])
    defer { serve.stop() }
    let client = HTTPTestClient(port: serve.port)
    func expect(
      _ status: Int, _ response: HTTPTestClient.Response?, _ field: String? = nil, _ value: String? = nil
    ) {
      #expect(response?.status == status, "\(response?.text ?? "no response")")
      if let field, let value {
        #expect(response?.text.contains("\"\(field)\":\"\(value)\"") == true, "\(response?.text ?? "")")
      }
    }
    expect(400, client.request("POST", "/v1/render", body: Array(#"{"format": "tintype-arch"#.utf8)))
    expect(400, client.request("POST", "/v1/render", body: []))
    expect(400, client.request("POST", "/v1/render?mode=fullcolour", body: body), "suggestion", "fullColor")
    expect(400, client.request("POST", "/v1/render?scale=1e308", body: body), "parameter", "scale")
    expect(400, client.request("POST", "/v1/render?entry=-1", body: body), "parameter", "entry")
    expect(400, client.request("POST", "/v1/render?famly=systemSmall", body: body), "suggestion", "family")
    expect(
      400, client.request("POST", "/v1/render?family=" + String(repeating: "x", count: 5000), body: body))
    expect(405, client.request("GET", "/v1/render"))
    expect(404, client.request("GET", "/../../etc/passwd"))
    // Deep nesting is the archive's limit, named at its path.
    var nested = #"{"type": "Text", "verbatim": "deep"}"#
    for _ in 0..<300 { nested = #"{"type": "VStack", "children": [\#(nested)]}"# }
    let deep =
      #"{"format": "tintype-archive", "version": 1, "kind": "D", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": \#(nested)}]}"#
    let deepResponse = client.request("POST", "/v1/render", body: Array(deep.utf8))
    #expect([400, 422].contains(deepResponse?.status ?? 0), "\(deepResponse?.text ?? "")")
    #expect(deepResponse?.text.contains("deep") == true || deepResponse?.text.contains("nest") == true)
    // A body announced at 20 MB is refused before it is read.
    let fd = client.connect()
    HTTPTestClient.send(
      fd,
      Array("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Length: 20971520\r\n\r\n".utf8)
        + Array(repeating: 32, count: 65_536))
    let tooLarge = HTTPTestClient.read(fd)
    close(fd)
    #expect(tooLarge?.status == 413, "\(tooLarge?.text ?? "no response")")
    // A client that trickles its request is dropped after the timeout, while others are answered.
    let slow = client.connect()
    HTTPTestClient.send(slow, Array("POST /v1/render HTTP/1.1\r\nHost: x\r\n".utf8))
    expect(200, client.request("GET", "/healthz"))
    let started = Date()
    var leftover = [UInt8](repeating: 0, count: 16)
    let received = leftover.withUnsafeMutableBytes { recv(slow, $0.baseAddress, $0.count, 0) }
    close(slow)
    #expect(received <= 0, "the slow client got an answer instead of being dropped")
    #expect(Date().timeIntervalSince(started) < 10)
    // After all of it, still serving.
    expect(200, client.request("GET", "/healthz"))
    expect(200, client.request("POST", "/v1/render?family=systemSmall", body: body))
  }

  @Test func overloadIsAnswered429WithRetryAfter() throws {
    let serve = try ServeProcess(["--quiet", "--threads", "1", "--queue", "0", "--cache-bytes", "0"])
    defer { serve.stop() }
    let client = HTTPTestClient(port: serve.port)
    let statuses = Statuses()
    DispatchQueue.concurrentPerform(iterations: 12) { index in
      let response = client.request(
        "POST", "/v1/render?family=systemMedium&scale=\(4 + Double(index) / 10)", body: body)
      statuses.add(response?.status ?? 0, retryAfter: response?.headers["retry-after"])
    }
    let seen = statuses.all
    #expect(seen.contains(200) && seen.contains(429), "\(seen)")
    #expect(Set(seen).isSubset(of: [200, 429]), "\(seen)")
    #expect(statuses.retryAfters.allSatisfy { $0 == "1" } && !statuses.retryAfters.isEmpty)
    #expect(client.request("GET", "/healthz")?.status == 200)
    let metrics = client.request("GET", "/metrics")?.text ?? ""
    #expect(metrics.contains("tintype_rejected_total \(seen.filter { $0 == 429 }.count)"), "\(metrics)")
  }

  @Test func sigtermWithEightRequestsInFlightAnswersAllAndExitsZero() throws {
    let serve = try ServeProcess(["--quiet", "--threads", "1", "--queue", "16", "--cache-bytes", "0"])
    let client = HTTPTestClient(port: serve.port)
    // A render that takes a while: blurred circles at a large scale.
    let circles = (0..<2).map { index in
      #"{"type": "Circle", "modifiers": [{"foregroundStyle": "orange"}, {"frame": {"width": \#(20 + index), "height": 20}}, {"blur": 10}]}"#
    }
    let slow = Array(
      #"{"format": "tintype-archive", "version": 1, "kind": "Slow", "families": ["systemMedium"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "HStack", "children": [\#(circles.joined(separator: ", "))]}}]}"#
        .utf8)
    // Eight requests sent whole before any answer is read: one renders, seven wait their turn.
    let connections = (0..<8).map { index -> Int32 in
      let fd = client.connect()
      let head =
        "POST /v1/render?scale=\(2 + Double(index) / 100) HTTP/1.1\r\nHost: x\r\n"
        + "Connection: close\r\nContent-Length: \(slow.count)\r\n\r\n"
      HTTPTestClient.send(fd, Array(head.utf8) + slow)
      return fd
    }
    // All eight in (and this request for the metrics), then SIGTERM.
    var reached = false
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline, !reached {
      let metrics = client.request("GET", "/metrics")?.text ?? ""
      let line = metrics.split(separator: "\n").first { $0.hasPrefix("tintype_requests_in_flight ") }
      let inFlight = Int(line?.split(separator: " ").last ?? "") ?? 0
      let answered = metrics.split(separator: "\n").first { $0.contains("route=\"render\",status=\"200\"") }
      // Those already answered count as in: eight renders begun in all.
      let done = Int(answered?.split(separator: " ").last ?? "") ?? 0
      reached = inFlight - 1 + done >= 8 && inFlight > 1
      if !reached { usleep(2_000) }
    }
    let status = serve.stop()
    let statuses = connections.map { fd -> Int in
      defer { close(fd) }
      return HTTPTestClient.read(fd)?.status ?? 0
    }
    #expect(reached, "the eight requests were never in flight together")
    #expect(status == 0)
    #expect(statuses == Array(repeating: 200, count: 8), "\(statuses)")
  }

  @Test func aSmallLoadRunKeepsEveryAnswerAndItsMemory() throws {
    let serve = try ServeProcess(["--quiet", "--cache-bytes", "1000000"])
    defer { serve.stop() }
    let client = HTTPTestClient(port: serve.port)
    func resident() -> Int {
      let text = client.request("GET", "/metrics")?.text ?? ""
      let line = text.split(separator: "\n").first { $0.hasPrefix("tintype_resident_memory_bytes ") }
      return Int(line?.split(separator: " ").last ?? "") ?? 0
    }
    let statuses = Statuses()
    func load(_ count: Int) {
      DispatchQueue.concurrentPerform(iterations: count) { index in
        let scheme = index % 2 == 0 ? "light" : "dark"
        let response = client.request(
          "POST", "/v1/render?family=systemSmall&scale=\(1 + index % 7)&scheme=\(scheme)", body: body)
        statuses.add(response?.status ?? 0, retryAfter: nil)
      }
    }
    load(60)
    let warm = resident()
    load(240)
    let after = resident()
    #expect(statuses.all.count == 300 && statuses.all.allSatisfy { $0 == 200 }, "\(Set(statuses.all))")
    #expect(warm > 0 && after - warm < 64 * 1_048_576, "resident \(warm) → \(after)")
  }
}

/// Statuses gathered from several threads.
final class Statuses: @unchecked Sendable {
  private let lock = NSLock()
  private var statuses: [Int] = []
  private var retries: [String] = []
  func add(_ status: Int, retryAfter: String?) {
    lock.lock()
    statuses.append(status)
    if let retryAfter { retries.append(retryAfter) }
    lock.unlock()
  }
  var all: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return statuses
  }
  var retryAfters: [String] {
    lock.lock()
    defer { lock.unlock() }
    return retries
  }
}
