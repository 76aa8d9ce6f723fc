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
