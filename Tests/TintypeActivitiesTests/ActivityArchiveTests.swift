import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeUI

@testable import TintypeViewRendering

/// A Live Activity archived for one content state (`ActivityArchive`, format "tintype-activity"):
/// what it holds, that its JSON reads back, that bad JSON is refused with its path, and that an
/// archive read from a file renders exactly as the Swift it came from.
@Suite struct ActivityArchiveTests {
  let activities = ActivityRenderer()
  let configuration = DeliveryActivity().body as! ActivityConfiguration<DeliveryAttributes>

  func archive(isStale: Bool = false) throws -> ActivityArchive {
    try activities.archive(
      configuration, attributes: .preview, state: .outForDelivery, isStale: isStale,
      date: DeliveryAttributes.ContentState.start, kind: "DeliveryActivity")
  }

  @Test func theArchiveHoldsTheIslandRegionsAndWhatTheContentAsksFor() throws {
    let archive = try archive()
    #expect(archive.kind == "DeliveryActivity")
    #expect(archive.dynamicIsland.expanded.map(\.region) == [.leading, .trailing, .center, .bottom])
    #expect(archive.backgroundTint != nil)
    #expect(archive.systemActionForegroundColor != nil)
    #expect(archive.dynamicIsland.keylineTint != nil)
    #expect(try self.archive(isStale: true).isStale)
  }

  @Test func itsJSONReadsBackTheSameAndIsStable() throws {
    let archive = try archive()
    let data = archive.jsonData()
    let read = try ActivityArchive(jsonData: data)
    // Compared as Booleans: a failure would otherwise print both archives in full.
    let same = read == archive
    #expect(same, "the archive read back differs")
    let sameBytes = read.jsonData() == data
    #expect(sameBytes)
    #expect(ActivityArchive.isActivityArchive(data) == true)
    #expect(ActivityArchive.isActivityArchive(Data("{\"format\": \"tintype-archive\"}".utf8)) == false)
  }

  @Test(arguments: ActivityPresentation.allCases)
  func anArchiveReadFromJSONRendersAsTheSwiftItCameFrom(_ presentation: ActivityPresentation) throws {
    let date = DeliveryAttributes.ContentState.start.addingTimeInterval(6 * 60 + 30)
    let fromSwift = try activities.render(
      configuration, attributes: .preview, state: .outForDelivery, presentation: presentation,
      colorScheme: .dark,
      date: date)
    let read = try ActivityArchive(jsonData: try archive().jsonData())
    let fromFile = try activities.render(read, presentation: presentation, colorScheme: .dark, date: date)
    let samePixels = fromFile.pixels == fromSwift.pixels
    #expect(samePixels, "\(presentation) from the file differs from the Swift render")
    #expect(fromFile.width == fromSwift.width && fromFile.height == fromSwift.height)
  }

  /// The error `json` gives when read as an activity archive.
  func error(_ json: String) -> String {
    do {
      _ = try ActivityArchive(jsonData: Data(json.utf8), file: "delivery.json")
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  static let view = #"{"type": "Text", "verbatim": "4"}"#
  func document(island: String, content: String = view) -> String {
    #"{"format": "tintype-activity", "version": 1, "kind": "D", "date": "2026-06-08T09:00:00Z", "content": "#
      + content + #", "dynamicIsland": "# + island + "}"
  }

  @Test func badJSONIsRefusedWithItsFileAndPath() {
    let parts =
      #""compactLeading": \#(Self.view), "compactTrailing": \#(Self.view), "minimal": \#(Self.view)"#
    // An unknown region, with a suggestion.
    let top = error(
      document(island: #"{\#(parts), "expanded": [{"region": "botom", "view": \#(Self.view)}]}"#))
    #expect(top.contains("delivery.json: dynamicIsland.expanded[0].region"), "\(top)")
    #expect(top.contains("bottom"), "\(top)")
    // Two regions in one place.
    let twice = error(
      document(
        island:
          #"{\#(parts), "expanded": [{"region": "leading", "view": \#(Self.view)}, {"region": "leading", "view": \#(Self.view)}]}"#
      ))
    #expect(twice.contains("dynamicIsland.expanded[1].region: a second leading region"), "\(twice)")
    // A missing part of the island.
    let missing = error(document(island: #"{"compactLeading": \#(Self.view), "minimal": \#(Self.view)}"#))
    #expect(missing.contains("dynamicIsland") && missing.contains("compactTrailing"), "\(missing)")
    // A region written inside a view, outside the island.
    let outside = error(
      document(
        island: "{\(parts)}",
        content:
          #"{"type": "VStack", "children": [{"type": "DynamicIslandExpandedRegion", "region": "leading"}]}"#))
    #expect(outside.contains("content.children[0]"), "\(outside)")
    #expect(outside.contains("dynamicIsland.expanded"), "\(outside)")
    // Another version.
    let version = error(
      document(island: "{\(parts)}").replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#))
    #expect(version.contains("version: unsupported activity archive version 2"), "\(version)")
  }
}
