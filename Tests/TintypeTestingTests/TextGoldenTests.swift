import Foundation
import Testing
import Tintype
import TintypeTesting
import TintypeUI

/// Text goldens: the layout records and the display list of a render pinned as files, with the
/// image goldens' record modes, and a failure that names the first line that moved.
@Suite struct TextGoldenTests {
  struct Badge: View {
    var spacing: CGFloat
    var body: some View {
      HStack(spacing: spacing) {
        Circle().fill(.orange).frame(width: 12, height: 12)
        Text("Chapter 7").font(.caption)
      }
      .containerBackground(.white, for: .widget)
    }
  }

  private func scratch(_ kind: TextGoldenKind) throws -> (TextGoldenFile, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "text-goldens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (
      TextGoldenFile(
        name: "badge", kind: kind, folder: folder, failures: folder.appendingPathComponent("failures")),
      folder
    )
  }

  private let options = GoldenOptions(family: .systemSmall)

  @Test func theLayoutFormIsTheLayoutCommandsJSON() throws {
    let text = try textForm(of: Badge(spacing: 4), .layout, options)
    #expect(text.hasPrefix("["))
    #expect(text.contains("\"type\" : \"Circle\"") || text.contains("\"type\": \"Circle\""), "\(text)")
    #expect(text.contains("Text"))
  }

  @Test func aMissingGoldenIsRecordedThenMatches() throws {
    let (golden, folder) = try scratch(.layout)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try textForm(of: Badge(spacing: 4), .layout, options)
    #expect(golden.verify(text, record: .missing)?.hasPrefix("recorded a new golden at") == true)
    #expect(golden.url.lastPathComponent == "badge.layout.json")
    #expect(try String(contentsOf: golden.url, encoding: .utf8) == text)
    #expect(golden.verify(text, record: .missing) == nil)
  }

  @Test func withRecordingOffAMissingGoldenFailsAndNothingIsWritten() throws {
    let (golden, folder) = try scratch(.displayList)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try textForm(of: Badge(spacing: 4), .displayList, options)
    #expect(golden.verify(text, record: .never)?.hasPrefix("no golden at") == true)
    #expect(!FileManager.default.fileExists(atPath: golden.url.path))
  }

  @Test func aMovedViewFailsNamingTheLineAndLeavesBothTexts() throws {
    let (golden, folder) = try scratch(.displayList)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = golden.verify(try textForm(of: Badge(spacing: 4), .displayList, options), record: .missing)
    let moved = try textForm(of: Badge(spacing: 12), .displayList, options)
    let message = try #require(golden.verify(moved, record: .never))
    #expect(message.contains("displayList differs from badge.displaylist.txt: line "), "\(message)")
    #expect(message.contains("expected `") && message.contains("actual `"))
    let actual = golden.failuresFolder.appendingPathComponent("actual.displaylist.txt")
    #expect(try String(contentsOf: actual, encoding: .utf8) == moved)
    #expect(
      FileManager.default.fileExists(
        atPath: golden.failuresFolder.appendingPathComponent("expected.displaylist.txt").path))
    // Accepting the change rewrites the golden; the next run passes and clears the failure files.
    #expect(golden.verify(moved, record: .failed)?.contains("re-recorded") == true)
    #expect(golden.verify(moved, record: .never) == nil)
    #expect(!FileManager.default.fileExists(atPath: golden.failuresFolder.path))
  }

  @Test func theFirstDifferenceIsSaidWhenOneTextIsLonger() throws {
    let (golden, folder) = try scratch(.layout)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = golden.verify("a\nb", record: .missing)
    let message = try #require(golden.verify("a\nb\nc", record: .never))
    #expect(message.contains("line 3: expected nothing (the golden ends), actual `c`"), "\(message)")
  }
}
