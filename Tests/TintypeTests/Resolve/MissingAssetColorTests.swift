import Foundation
import Testing
import Tintype
import TintypeArchive

/// An asset colour the folders lack is a warning wherever a colour stands (a shadow's, a
/// decoration's, `colorMultiply`'s), not only in a fill: the render goes on in magenta and says where.
/// Before the resolve stage threw typed errors, these threw an error type no caller knew.
@Suite struct MissingAssetColorTests {
  private func archive(_ view: String) throws -> ViewArchive {
    let json =
      #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": \#(view)}]}"#
    return try ViewArchive(jsonData: Array(json.utf8))
  }

  @Test(arguments: [
    (
      #"{"type": "Color", "color": {"system": "red"}, "modifiers": [{"frame": {"width": 40, "height": 40}}, {"shadow": {"color": {"asset": "ShadowMissing"}, "radius": 4}}]}"#,
      "ShadowMissing", "entries[0].view"
    ),
    (
      #"{"type": "Color", "color": {"system": "red"}, "modifiers": [{"colorMultiply": {"asset": "TintMissing"}}]}"#,
      "TintMissing", "entries[0].view"
    ),
    (
      #"{"type": "Text", "verbatim": "Hi", "modifiers": [{"underline": {"color": {"asset": "LineMissing"}}}]}"#,
      "LineMissing", "entries[0].view"
    ),
  ])
  func aMissingColourIsAWarningNamingItsPath(view: String, name: String, path: String) throws {
    let image = try WidgetRenderer().render(try archive(view), request: RenderRequest(family: .systemSmall))
    let warning = try #require(image.warnings.first { $0.kind == .missingAsset })
    #expect(warning.message.contains("no colour \"\(name)\""), "\(warning.message)")
    #expect(warning.path.hasPrefix(path), "\(warning.path)")
  }

  @Test func theStagesThrowTheirOwnErrorTypes() throws {
    // Compiles only while each stage's signature names its error type: a stage that went back to
    // untyped `throws` breaks the build here.
    let renderer = WidgetRenderer()
    let render: (ViewArchive, RenderRequest) throws(RenderError) -> RenderedImage = {
      archive, request throws(RenderError) in try renderer.render(archive, request: request)
    }
    let decode: ([UInt8]) throws(ArchiveError) -> ViewArchive = { bytes throws(ArchiveError) in
      try ViewArchive(jsonData: bytes)
    }
    #expect(throws: ArchiveError.self) { try decode(Array("{".utf8)) }
    let archive = try archive(#"{"type": "Color", "color": {"system": "red"}}"#)
    do {
      _ = try render(archive, RenderRequest(family: .systemLarge))
      Issue.record("a family the archive does not list rendered")
    } catch {
      guard case .familyNotInArchive(.systemLarge, kind: "K", families: [.systemSmall]) = error else {
        Issue.record("unexpected \(error)")
        return
      }
    }
  }
}
