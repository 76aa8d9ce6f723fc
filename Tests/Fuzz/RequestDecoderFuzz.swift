// libFuzzer entry for the render service's request decoder: the first line of the input is a request
// target (`/v1/render?family=…` or `/v1/templates/card.png?name=…`), its query split and
// percent-decoded as libmicrohttpd does; the rest is the body. The request is read up to the render
// (options, the archive or the template filled, the key, the cache), which is not run: `archive-render`
// fuzzes renders. Built by `make fuzz` with the TintypeServer sources (so it reaches the internal entry)
// against the libraries they import, each instrumented (see build.sh).
//
// A crash, a trap or a timeout is a bug: every request is answered with a status.

import Foundation
import TintypeArchive

private let templates: URL = {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tintype-fuzz-templates-\(getpid())", isDirectory: true)
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let card = """
    {"format": "tintype-archive", "version": 1, "kind": "Card", "families": ["systemSmall"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
       {"type": "Text", "verbatim": "{{name}}"}, {"type": "Gauge", "value": "{{progress}}"}],
       "modifiers": [{"containerBackground": {"style": "{{color}}"}}]}}]}
    """
  try? Data(card.utf8).write(to: folder.appendingPathComponent("card.json"))
  return folder
}()

private let service: RenderService = {
  var configuration = RenderService.Configuration()
  configuration.templates = templates
  configuration.cacheBytes = 0
  configuration.logsRequests = false
  return try! RenderService(configuration, log: { _ in })
}()

private func decoded(_ text: Substring) -> String {
  (String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding) ?? String(text)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let newline = bytes.firstIndex(of: 10) ?? size
  let target = String(decoding: bytes[..<newline], as: UTF8.self)
  let body = newline < size ? Array(bytes[(newline + 1)...]) : []
  let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
  let path = parts.first.map(String.init) ?? "/"
  var query: [(name: String, value: String)] = []
  if parts.count > 1 {
    for pair in parts[1].split(separator: "&") {
      let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      query.append((decoded(halves[0]), halves.count > 1 ? decoded(halves[1]) : ""))
    }
  }
  let method = path.hasPrefix("/v1/templates/") ? "GET" : "POST"
  _ = service.statusBeforeRendering(HTTPRequest(method: method, path: path, query: query, body: body))
  return 0
}
