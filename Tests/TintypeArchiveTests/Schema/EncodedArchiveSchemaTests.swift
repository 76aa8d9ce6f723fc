import Foundation
import Testing
import TintypeArchive

// What the encoder writes must be valid by the schema: every view type, modifier and value form,
// through the fixtures, whose coverage is checked first.

@Test func fixturesUseEveryViewTypeModifierAndCase() {
  let nodes = ArchiveFixtures.nodes
  #expect(Set(nodes.map(\.content.typeName)) == Set(ViewContent.typeNames))
  #expect(Set(nodes.flatMap(\.modifiers).map(\.name)) == Set(ViewModifierValue.names))
  let used = CaseCoverage.used(in: ArchiveFixtures.archives)
  let missing = CaseCoverage.expected.subtracting(used).sorted()
  #expect(missing.isEmpty, "no fixture uses \(missing.joined(separator: ", "))")
}

@Test func encodedFixtureArchivesMatchTheSchema() throws {
  let schema = try ArchiveSchemaFile.schema()
  for archive in ArchiveFixtures.archives {
    // Through the bytes, so that what is checked is what a file would hold.
    let json = try JSONParser.parse(archive.jsonData())
    expectValid(json, against: schema, archive.kind)
  }
}

@Test(arguments: ArchiveFixtures.nodes)
func everyEncodedNodeMatchesTheSchema(node: ViewNode) throws {
  let schema = try ArchiveSchemaFile.schema()
  expectValid(node.archiveJSON, against: schema, definition: "#/$defs/ViewNode", node.content.typeName)
}

@Test func schemaRejectsAnEncodedArchiveThatIsBroken() throws {
  // A check that the checks bite: the same archive with one unknown modifier key is invalid.
  let schema = try ArchiveSchemaFile.schema()
  guard case .object(var archive) = ArchiveFixtures.smallArchives[0].archiveJSON else {
    Issue.record("an archive encodes as an object")
    return
  }
  archive["entries"] = [
    ["date": 0, "view": ["type": "Text", "verbatim": "x", "modifiers": [["paddin": 4]]]]
  ]
  let violations = schema.validate(.object(archive))
  #expect(violations.map(\.path.description) == [#"entries[0].view.modifiers[0].paddin"#])
}
