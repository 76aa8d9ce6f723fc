import Foundation
import Testing
import TintypeArchive

/// Activity archives (format "tintype-activity") against `#/$defs/ActivityArchive` of the schema.
@Suite struct ActivityArchiveSchemaTests {
  static let archive = ActivityArchive(
    kind: "Delivery", date: Date(timeIntervalSince1970: 1_781_000_000), isStale: true,
    content: ArchiveFixtures.nodes[0],
    backgroundTint: .rgb(red: 0.1, green: 0.1, blue: 0.12, opacity: 1, space: .sRGB),
    systemActionForegroundColor: .system(.orange, opacity: 1),
    dynamicIsland: DynamicIslandValue(
      expanded: [
        DynamicIslandRegionValue(region: .leading, priority: 1, view: ArchiveFixtures.nodes[1]),
        DynamicIslandRegionValue(region: .bottom, view: ArchiveFixtures.nodes[2]),
      ], compactLeading: ArchiveFixtures.nodes[3], compactTrailing: ArchiveFixtures.nodes[4],
      minimal: ArchiveFixtures.nodes[5], keylineTint: .system(.orange, opacity: 1),
      widgetURL: "app://order/1042"))

  @Test func anEncodedActivityMatchesTheSchemaAndReadsBack() throws {
    let schema = try ArchiveSchemaFile.schema()
    let json = try JSONParser.parse(Self.archive.jsonData())
    expectValid(json, against: schema, definition: "#/$defs/ActivityArchive", "activity")
    let read = try ActivityArchive(jsonData: Self.archive.jsonData())
    let same = read == Self.archive
    #expect(same)
  }

  @Test func schemaAndDecoderRejectAnUnknownRegionAndAMissingPart() throws {
    let schema = try ArchiveSchemaFile.schema()
    guard case .object(var object) = Self.archive.archiveJSON,
      case .object(let island)? = object["dynamicIsland"]
    else {
      Issue.record("an activity archive encodes as an object")
      return
    }
    for broken in ["region", "part"] {
      var copy = island
      if broken == "region" {
        copy["expanded"] = [["region": "top", "view": ["type": "Spacer"]]]
      } else {
        copy["minimal"] = nil
      }
      object["dynamicIsland"] = .object(copy)
      let json = JSONValue.object(object)
      #expect(!schema.validate(json, against: "#/$defs/ActivityArchive").isEmpty, "\(broken)")
      #expect(throws: ArchiveError.self, "\(broken)") { try ActivityArchive(from: JSONReader(json)) }
    }
  }
}
