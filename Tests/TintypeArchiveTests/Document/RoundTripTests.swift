import Foundation
import Testing
import TintypeArchive

// decode(encode(x)) == x, and encoding what was decoded gives the same bytes again.

@Test(arguments: ArchiveFixtures.nodes)
func nodesRoundTrip(node: ViewNode) throws {
  let bytes = JSONWriter.write(node.archiveJSON)
  let decoded = try ViewNode(from: JSONReader(try JSONParser.parse(bytes)))
  #expect(decoded == node)
  #expect(JSONWriter.write(decoded.archiveJSON) == bytes)
}

@Test(arguments: ArchiveFixtures.archives.indices)
func archivesRoundTrip(index: Int) throws {
  let archive = ArchiveFixtures.archives[index]
  for pretty in [true, false] {
    let data = archive.jsonData(pretty: pretty)
    let decoded = try ViewArchive(jsonData: data)
    #expect(decoded == archive)
    #expect(decoded.jsonData(pretty: pretty) == data)
  }
}

@Test func modifierNamesAreTheirJSONKeys() throws {
  for modifier in ArchiveFixtures.modifiers {
    guard case .object(let object) = modifier.archiveJSON else {
      Issue.record("\(modifier) does not encode as an object")
      continue
    }
    #expect(object.keys == [modifier.name])
    #expect(ViewModifierValue.names.contains(modifier.name))
  }
}

@Test func aSharedViewKeepsItsOwnPathButEqualsThePerFamilyForm() throws {
  let shared = try ViewArchive(
    jsonData: Data(
      #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall", "systemMedium"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "Hi"}}]}"#
        .utf8))
  let entry = try #require(shared.entries.first)
  #expect(entry.isSharedView)
  let entryPath = JSONPath.root.appending("entries").appending(0)
  #expect(entry.viewPath(for: .systemMedium, at: entryPath).description == "entries[0].view")
  // Written back, it is a views map; read again, it is the same archive, with per-family paths.
  let reread = try ViewArchive(jsonData: shared.jsonData())
  #expect(reread == shared)
  #expect(
    reread.entries[0].viewPath(for: .systemMedium, at: entryPath).description
      == "entries[0].views.systemMedium")
  var visited: [String] = []
  shared.walkViews { _, path in visited.append(path.description) }
  #expect(visited == ["entries[0].view"])
}
