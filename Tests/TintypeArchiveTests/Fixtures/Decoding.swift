import Foundation
import TintypeArchive

/// Decodes a view from JSON text.
func decodeNode(_ json: String) throws -> ViewNode {
  try ViewNode(from: JSONReader(try JSONParser.parse(Array(json.utf8))))
}

/// Decodes a modifier from JSON text such as `{"padding": 16}`.
func decodeModifier(_ json: String) throws -> ViewModifierValue {
  try ViewModifierValue(from: JSONReader(try JSONParser.parse(Array(json.utf8))))
}

/// The error decoding a view reports, as users see it; `nil` when it decodes.
func nodeError(_ json: String) -> String? {
  do {
    _ = try decodeNode(json)
    return nil
  } catch {
    return "\(error)"
  }
}

/// The error decoding an archive reports, as users see it; `nil` when it decodes.
func archiveError(_ json: String) -> String? {
  do {
    _ = try ViewArchive(jsonData: Array(json.utf8))
    return nil
  } catch {
    return "\(error)"
  }
}

/// A one-family archive around `view` (JSON text), for tests that need a whole document.
func archiveJSON(view: String, families: String = #"["systemSmall"]"#) -> String {
  #"{"format": "tintype-archive", "version": 1, "kind": "Test", "families": \#(families), "entries": [{"date": "2026-06-08T09:00:00Z", "view": \#(view)}]}"#
}
