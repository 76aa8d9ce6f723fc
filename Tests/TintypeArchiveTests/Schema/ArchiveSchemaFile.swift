import Foundation
import Testing
import TintypeArchive

/// The archive's JSON Schema, `Sources/TintypeArchive/Schema/tintype-archive.schema.json`, found by
/// walking up from this file to `Package.swift` (the schema is documentation, not a resource of
/// any target).
enum ArchiveSchemaFile {
  /// The schema file's location.
  static var url: URL {
    get throws {
      var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      while directory.path != "/" {
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
          return directory.appendingPathComponent("Sources/TintypeArchive/Schema/tintype-archive.schema.json")
        }
        directory = directory.deletingLastPathComponent()
      }
      throw ArchiveError(path: .root, "no Package.swift above \(#filePath)")
    }
  }

  /// The schema as parsed JSON (read with the archive's own strict parser, so a duplicate key in
  /// the hand-written file is an error).
  static func document() throws -> JSONValue {
    try JSONParser.parse(try Data(contentsOf: url))
  }

  /// A validator for the schema, loaded once for all tests.
  static func schema() throws -> JSONSchema {
    try loaded.get()
  }

  private static let loaded = Result<JSONSchema, any Error> { try JSONSchema(try document()) }

  /// `text` with the value of `$defs.Modifier.properties` replaced by `value`, written as pretty JSON
  /// at the block's indentation; the rest of the hand-formatted file stays as it is.
  static func replacingModifierProperties(in text: String, with value: JSONValue) throws -> String {
    try replacing("properties", indent: 6, after: "\n    \"Modifier\": {", in: text, with: value)
  }

  /// `text` with the value of the definition `name` (`#/$defs/<name>`) replaced by `value`.
  static func replacingDefinition(_ name: String, in text: String, with value: JSONValue) throws -> String {
    try replacing(name, indent: 4, after: "\n  \"$defs\": {", in: text, with: value)
  }

  /// `text` with the value of the first `"key": ` at `indent` spaces after `anchor` replaced by
  /// `value` (an object), written as pretty JSON at that indentation.
  private static func replacing(
    _ key: String, indent: Int, after anchor: String, in text: String, with value: JSONValue
  ) throws -> String {
    let bytes = Array(text.utf8)
    func find(_ needle: String, from start: Int) -> Int? {
      let pattern = Array(needle.utf8)
      guard pattern.count <= bytes.count - start else { return nil }
      return (start...(bytes.count - pattern.count)).first {
        Array(bytes[$0..<$0 + pattern.count]) == pattern
      }
    }
    let spaces = String(repeating: " ", count: indent)
    let keyText = "\n" + spaces + "\"" + key + "\": "
    guard let start = find(anchor, from: 0), let found = find(keyText, from: start) else {
      throw ArchiveError(path: .root, "the schema file has no \"\(key)\" after \(anchor.debugDescription)")
    }
    let open = found + keyText.utf8.count
    // The matching brace, skipping braces inside strings.
    var depth = 0
    var inString = false
    var escaped = false
    var close = open
    for index in open..<bytes.count {
      let byte = bytes[index]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      if byte == UInt8(ascii: "\"") { inString = true }
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 {
          close = index
          break
        }
      }
    }
    let written = format(value, indent: indent)
    return String(decoding: bytes[..<open], as: UTF8.self) + written
      + String(decoding: bytes[(close + 1)...], as: UTF8.self)
  }

  /// `value` as the schema file writes JSON by hand: a value that fits on its line (150 columns) on
  /// one line, objects with a space inside their braces; a longer one a member per line.
  static func format(_ value: JSONValue, indent: Int) -> String {
    let line = compact(value)
    if indent + line.count <= 150 { return line }
    let inner = String(repeating: " ", count: indent + 2)
    switch value {
    case .object(let object) where !object.members.isEmpty:
      let members = object.members.map {
        inner + compact(.string($0.key)) + ": " + format($0.value, indent: indent + 2)
      }
      return "{\n" + members.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
    case .array(let items) where !items.isEmpty:
      let lines = items.map { inner + format($0, indent: indent + 2) }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
    default:
      return line
    }
  }

  /// `value` on one line, in the file's hand style.
  private static func compact(_ value: JSONValue) -> String {
    switch value {
    case .object(let object):
      if object.members.isEmpty { return "{}" }
      return "{ "
        + object.members.map { compact(.string($0.key)) + ": " + compact($0.value) }.joined(separator: ", ")
        + " }"
    case .array(let items):
      return "[" + items.map(compact).joined(separator: ", ") + "]"
    default:
      return String(decoding: JSONWriter.write(value, pretty: false), as: UTF8.self)
    }
  }
}

/// Records a test issue per violation, so that a failure names each path and rule.
func expectValid(
  _ instance: JSONValue, against schema: JSONSchema, definition: String = "#", _ comment: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let violations = schema.validate(instance, against: definition)
  for violation in violations.prefix(20) {
    Issue.record("\(comment) \(violation)", sourceLocation: sourceLocation)
  }
}
