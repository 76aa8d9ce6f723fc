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
