import Dispatch
import Foundation
import Testing
import TintypeArchive

@testable import TintypeServer

/// The service's parts on their own: the signature, the render pool's bound and order, the cache's
/// bound, the options' checks, and the routes answered in process.
@Suite struct ServiceUnitTests {
  @Test func theSignatureIsHMACSHA256() {
    // RFC 4231, test case 2.
    #expect(
      URLSigner.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }

  @Test func aSignatureCoversThePathAndEveryArgumentAndNoOtherList() throws {
    let signer = try #require(URLSigner(key: Array("k".utf8)))
    let query = [("name", "Ada"), ("progress", "0.4")]
    let sig = signer.signature(path: "/v1/templates/card.png", query: query)
    #expect(signer.verify(path: "/v1/templates/card.png", query: query + [("sig", sig)]))
    // Order does not matter; anything else does.
    #expect(
      signer.verify(path: "/v1/templates/card.png", query: [("sig", sig.uppercased())] + query.reversed()))
    #expect(!signer.verify(path: "/v1/templates/other.png", query: query + [("sig", sig)]))
    #expect(!signer.verify(path: "/v1/templates/card.png", query: [("name", "Ada"), ("sig", sig)]))
    #expect(!signer.verify(path: "/v1/templates/card.png", query: query + [("sig", sig), ("sig", sig)]))
    // An argument whose value looks like two others signs differently from the two.
    #expect(
      URLSigner.canonical(path: "/p", query: [("a", "1;1:b=1:2")])
        != URLSigner.canonical(path: "/p", query: [("a", "1"), ("b", "2")]))
    #expect(URLSigner(key: []) == nil)
  }

  @Test func thePoolRunsInOrderAndTurnsAwayPastItsQueue() {
    let gate = RenderGate(workers: 1, queueLimit: 2)
    let release = DispatchSemaphore(value: 0)
    let order = LockedBox<[Int]>([])
    let done = DispatchGroup()
    for index in 0..<3 {
      done.enter()
      #expect(
        gate.submit {
          if index == 0 { release.wait() }
          order.value.append(index)
          done.leave()
        })
    }
    // One running, two waiting: the fourth is turned away at once.
    #expect(gate.load.running == 1 && gate.load.waiting == 2)
    #expect(!gate.submit {})
    release.signal()
    done.wait()
    #expect(order.value == [0, 1, 2])
    #expect(gate.submit {})
  }

  @Test func theCacheKeepsItsBoundDroppingTheLeastRecentlyUsed() {
    let cache = ResponseCache(capacity: 100, folder: nil)
    func entry(_ size: Int) -> ResponseCache.Entry {
      ResponseCache.Entry(body: Array(repeating: 1, count: size), contentType: "image/png", warnings: 0)
    }
    cache.put("a", entry(40))
    cache.put("b", entry(40))
    _ = cache.get("a")
    cache.put("c", entry(40))
    #expect(cache.get("a") != nil && cache.get("c") != nil)
    #expect(cache.get("b") == nil)
    #expect(cache.size.bytes <= 100)
    // Larger than the whole cache: not kept.
    cache.put("d", entry(101))
    #expect(cache.get("d") == nil)
  }

  @Test func theCacheFolderKeepsImagesAcrossRestarts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = String(repeating: "ab", count: 32)
    ResponseCache(capacity: 0, folder: folder).put(
      key, ResponseCache.Entry(body: [1, 2, 3], contentType: "image/webp", warnings: 0))
    let again = ResponseCache(capacity: 1_000, folder: folder).get(key)
    #expect(again?.body == [1, 2, 3] && again?.contentType == "image/webp")
    // A key that is not a digest never names a file.
    #expect(ResponseCache(capacity: 0, folder: folder).get("../../etc/passwd") == nil)
  }

  static let archive = Array(
    """
    {"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall", "accessoryCircular"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "Hi"}}]}
    """.utf8)

  @Test func routesAreAnsweredInProcess() throws {
    var configuration = RenderService.Configuration()
    configuration.logsRequests = false
    let lines = LockedBox<[String]>([])
    let service = try RenderService(configuration, log: { line in lines.value.append(line) })
    #expect(service.handle(HTTPRequest(method: "GET", path: "/healthz")).status == 200)
    #expect(service.handle(HTTPRequest(method: "GET", path: "/readyz")).status == 200)
    // A Lock Screen family named without a mode is drawn in the first mode it is shown in.
    let circular = service.handle(
      HTTPRequest(
        method: "POST", path: "/v1/render", query: [("family", "accessoryCircular")], body: Self.archive))
    #expect(circular.status == 200 && circular.header("Content-Type") == "image/png")
    let shown = service.handle(
      HTTPRequest(
        method: "POST", path: "/v1/render", query: [("family", "accessoryCircular"), ("mode", "fullColor")],
        body: Self.archive))
    #expect(shown.status == 400 && String(decoding: shown.body, as: UTF8.self).contains("accented"))
    service.drain()
    #expect(service.handle(HTTPRequest(method: "GET", path: "/readyz")).status == 503)
    let metrics = String(
      decoding: service.handle(HTTPRequest(method: "GET", path: "/metrics")).body, as: UTF8.self)
    #expect(metrics.contains(#"tintype_http_requests_total{route="render",status="200"} 1"#))
    #expect(metrics.contains("tintype_renders_total 1"))
    // Request lines are off; errors and the service's events are not.
    #expect(
      lines.value.allSatisfy { !$0.contains("\"event\":\"request\"") || $0.contains("\"level\":\"error\"") })
  }
}
