import Foundation
import TintypeArchive

/// One row of a job's data: named text fields that fill the archive's `{{name}}` placeholders and the
/// output template's `{row.name}`.
public struct DataRow: Hashable, Sendable {
  /// The row's index in its data, from 0 (`{row}`).
  public var index: Int
  /// Field name → value. JSON numbers and booleans are written as JSON writes them (`12.5`, `true`);
  /// `null` is the empty string.
  public var fields: [String: String]
  /// The fields that are JSON strings in a JSON row: used as text where a number or boolean is read,
  /// as a literal string would be. A CSV cell, a JSON number or boolean is typed by where it stands.
  public var textFields: Set<String>
  /// Where the row is, for errors: `rows.jsonl:7` (file and line) or a JSON path in the manifest.
  public var location: String

  /// A row with the given fields.
  public init(index: Int, fields: [String: String], location: String, textFields: Set<String> = []) {
    (self.index, self.fields, self.location, self.textFields) = (index, fields, location, textFields)
  }

  /// The fields in name order, each as `name=value` with its length first and `s` before a text
  /// field's value (`"1"` and `1` differ where a number is read): the row's part of a cache key.
  var canonicalBytes: [UInt8] {
    var builder = [UInt8]()
    for name in fields.keys.sorted() {
      let value = fields[name]!
      let kind = textFields.contains(name) ? "s" : ""
      builder += Array("\(name.utf8.count):\(name)=\(kind)\(value.utf8.count):\(value);".utf8)
    }
    return builder
  }

  /// The row read from a JSON object (one line of `.jsonl`, one element of `.json` or of an inline array).
  init(index: Int, object value: JSONValue, location: String) throws(BatchDataError) {
    guard case .object(let object) = value else {
      throw BatchDataError(
        location: location, "a row is a JSON object of fields, got \(value.kindDescription)")
    }
    guard object.members.count <= BatchLimits.maximumRowFields else {
      throw BatchDataError(
        location: location, "more than \(BatchLimits.maximumRowFields) fields (BatchLimits.maximumRowFields)")
    }
    var fields: [String: String] = [:]
    var textFields: Set<String> = []
    for (name, member) in object.members {
      switch member {
      case .string(let text):
        fields[name] = text
        textFields.insert(name)
      case .number(let number): fields[name] = JSONWriter.format(number: number)
      case .bool(let flag): fields[name] = flag ? "true" : "false"
      case .null: fields[name] = ""
      case .array, .object:
        throw BatchDataError(
          location: location,
          "field \(ArchiveError.quoted(name)) is \(member.kindDescription); a field is text, a number or a boolean"
        )
      }
    }
    self.init(index: index, fields: fields, location: location, textFields: textFields)
  }
}

/// A problem with a job's data: the file and line (or manifest path) and what is wrong.
public struct BatchDataError: Error, Sendable, CustomStringConvertible {
  /// `rows.csv:12`, or a manifest JSON path.
  public var location: String
  /// What is wrong.
  public var message: String

  init(location: String, _ message: String) { (self.location, self.message) = (location, message) }

  public var description: String { "\(location): \(message)" }
}
