import Foundation
import TintypeArchive

/// A JSON Schema (draft 2020-12) validator for the keywords the archive schema uses, so that the
/// schema can be checked against what the encoder writes without a third-party package.
///
/// Supported: `type`, `enum`, `const`, `properties`, `required`, `additionalProperties`,
/// `unevaluatedProperties`, `propertyNames`, `dependentRequired`, `minProperties`, `maxProperties`,
/// `items`, `prefixItems`, `minItems`, `maxItems`, `uniqueItems`, `minimum`, `maximum`,
/// `exclusiveMinimum`, `exclusiveMaximum`, `minLength`, `maxLength`, `pattern`, `allOf`, `anyOf`,
/// `oneOf`, `not`, `if`/`then`/`else`, and `$ref` to `#` or a JSON pointer within the document.
/// Any other keyword is a `SchemaFault` when the schema is loaded: a keyword this validator
/// ignored would make every test against the schema pass without checking it.
struct JSONSchema: Sendable {
  /// One way the instance breaks the schema.
  struct Violation: Sendable, CustomStringConvertible {
    /// Where in the instance.
    var path: JSONPath
    /// Where in the schema, as a JSON pointer (`#/$defs/Text/oneOf`).
    var keywordLocation: String
    /// What was wrong.
    var message: String

    var description: String { "\(path): \(message) (\(keywordLocation))" }
  }

  /// A problem in the schema itself rather than in an instance.
  struct SchemaFault: Error, CustomStringConvertible {
    var location: String
    var message: String
    var description: String { "\(location): \(message)" }
  }

  /// The schema document.
  let document: JSONValue
  private let patterns: [String: NSRegularExpression]

  static let validationKeywords: Set<String> = [
    "type", "enum", "const", "properties", "required", "additionalProperties", "unevaluatedProperties",
    "propertyNames", "dependentRequired", "minProperties", "maxProperties", "items", "prefixItems",
    "minItems",
    "maxItems", "uniqueItems", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength",
    "maxLength", "pattern", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "$ref",
  ]
  static let annotationKeywords: Set<String> = [
    "$schema", "$id", "$comment", "$defs", "title", "description", "examples", "default", "deprecated",
  ]

  /// Loads a schema, checking that it uses only supported keywords and that every `$ref` resolves.
  init(_ document: JSONValue) throws(SchemaFault) {
    self.document = document
    var patterns: [String: NSRegularExpression] = [:]
    try JSONSchema.check(document, at: "#", root: document, patterns: &patterns)
    self.patterns = patterns
  }

  /// Every way `instance` breaks the schema (or the subschema at `reference`, such as
  /// `#/$defs/ViewNode`); empty when it is valid.
  func validate(_ instance: JSONValue, against reference: String = "#") -> [Violation] {
    guard let subschema = JSONSchema.resolve(reference, in: document) else {
      return [Violation(path: .root, keywordLocation: reference, message: "no such subschema")]
    }
    return evaluate(instance, at: .root, against: subschema, location: reference, depth: 0, detailed: true)
      .violations
  }

  // MARK: Loading

  private static func check(
    _ schema: JSONValue, at location: String, root: JSONValue, patterns: inout [String: NSRegularExpression]
  ) throws(SchemaFault) {
    if case .bool = schema { return }
    guard case .object(let object) = schema else {
      throw SchemaFault(location: location, message: "a schema must be an object or a boolean")
    }
    for (keyword, value) in object.members {
      let here = location + "/" + keyword
      guard validationKeywords.contains(keyword) || annotationKeywords.contains(keyword) else {
        throw SchemaFault(location: here, message: "unsupported keyword \"\(keyword)\"")
      }
      switch keyword {
      case "$defs", "properties":
        guard case .object(let members) = value else {
          throw SchemaFault(location: here, message: "expected an object")
        }
        for (name, subschema) in members.members {
          try check(subschema, at: here + "/" + pointerEscape(name), root: root, patterns: &patterns)
        }
      case "allOf", "anyOf", "oneOf", "prefixItems":
        guard case .array(let list) = value, !list.isEmpty else {
          throw SchemaFault(location: here, message: "expected a non-empty array")
        }
        for (index, subschema) in list.enumerated() {
          try check(subschema, at: "\(here)/\(index)", root: root, patterns: &patterns)
        }
      case "additionalProperties", "unevaluatedProperties", "propertyNames", "items", "not", "if", "then",
        "else":
        try check(value, at: here, root: root, patterns: &patterns)
      case "$ref":
        guard case .string(let reference) = value, resolve(reference, in: root) != nil else {
          throw SchemaFault(location: here, message: "unresolvable reference \(value)")
        }
      case "pattern":
        guard case .string(let pattern) = value, let regex = try? NSRegularExpression(pattern: pattern) else {
          throw SchemaFault(location: here, message: "invalid pattern \(value)")
        }
        patterns[pattern] = regex
      case "required":
        guard case .array(let names) = value,
          names.allSatisfy({ if case .string = $0 { true } else { false } })
        else {
          throw SchemaFault(location: here, message: "expected an array of strings")
        }
      default:
        break
      }
    }
  }

  private static func pointerEscape(_ name: String) -> String {
    name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  /// The subschema a `$ref` names: `#` or `#/a/b` (a JSON pointer into this document).
  static func resolve(_ reference: String, in root: JSONValue) -> JSONValue? {
    guard reference.hasPrefix("#") else { return nil }
    var current = root
    for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      switch current {
      case .object(let object):
        guard let next = object[name] else { return nil }
        current = next
      case .array(let array):
        guard let index = Int(name), array.indices.contains(index) else { return nil }
        current = array[index]
      default:
        return nil
      }
    }
    return current
  }

  // MARK: Evaluation

  /// The result of applying one schema to one instance: its violations and, when it holds, the
  /// object keys it evaluated (which `unevaluatedProperties` in an enclosing schema needs).
  private struct Outcome {
    var violations: [Violation] = []
    var evaluated: Set<String> = []
    /// Whether violations carry their messages; a quick outcome (for `if`, `not` and the branches
    /// of `anyOf`/`oneOf`) only needs to know whether there is one, and stops at the first.
    var detailed: Bool
    var isValid: Bool { violations.isEmpty }

    mutating func fail(
      _ path: @autoclosure () -> JSONPath, _ location: @autoclosure () -> String,
      _ message: @autoclosure () -> String
    ) {
      violations.append(
        detailed
          ? Violation(path: path(), keywordLocation: location(), message: message())
          : Violation(path: .root, keywordLocation: "", message: ""))
    }

    /// Takes in the outcome of a subschema that must hold for this one to hold (`$ref`, `allOf`,
    /// `then`). Its keys count as evaluated even when it fails: the whole fails with it anyway,
    /// and a second "unexpected key" for the same member would only hide the real reason.
    mutating func merge(_ other: Outcome) {
      violations += other.violations
      evaluated.formUnion(other.evaluated)
    }
  }

  // One switch per keyword keeps each rule next to its message.
  // swiftlint:disable:next cyclomatic_complexity function_body_length
  private func evaluate(
    _ instance: JSONValue, at path: JSONPath, against schema: JSONValue, location: String, depth: Int,
    detailed: Bool
  ) -> Outcome {
    var outcome = Outcome(detailed: detailed)
    if case .bool(let allowed) = schema {
      if !allowed { outcome.fail(path, location, "no value is allowed here") }
      return outcome
    }
    guard case .object(let keywords) = schema else { return outcome }
    if depth > 2_000 {
      outcome.fail(path, location, "schema recursion deeper than 2000")
      return outcome
    }
    func sub(
      _ value: JSONValue, _ subschema: JSONValue, _ subpath: JSONPath, _ keyword: String,
      detailed: Bool = detailed
    )
      -> Outcome
    {
      evaluate(
        value, at: subpath, against: subschema, location: detailed ? location + "/" + keyword : "",
        depth: depth + 1,
        detailed: detailed)
    }

    for (keyword, value) in keywords.members {
      if !detailed, !outcome.isValid { return outcome }
      let here = detailed ? location + "/" + keyword : ""
      switch keyword {
      case "$ref":
        guard case .string(let reference) = value, let target = JSONSchema.resolve(reference, in: document)
        else { continue }
        outcome.merge(
          evaluate(
            instance, at: path, against: target, location: reference, depth: depth + 1, detailed: detailed))
      case "type":
        let names: [String]
        switch value {
        case .string(let name): names = [name]
        case .array(let list):
          names = list.compactMap { if case .string(let name) = $0 { name } else { nil } }
        default: names = []
        }
        if !names.contains(where: { JSONSchema.hasType(instance, $0) }) {
          outcome.fail(
            path, here, "expected \(names.joined(separator: " or ")), got \(instance.briefDescription)")
        }
      case "enum":
        if case .array(let allowed) = value, !allowed.contains(instance) {
          outcome.fail(
            path, here,
            "expected one of \(allowed.map(\.briefDescription).joined(separator: ", ")), got \(instance.briefDescription)"
          )
        }
      case "const":
        if instance != value {
          outcome.fail(path, here, "expected \(value.briefDescription), got \(instance.briefDescription)")
        }
      case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
        guard case .number(let number) = instance, case .number(let bound) = value else { continue }
        let holds: Bool
        switch keyword {
        case "minimum": holds = number >= bound
        case "maximum": holds = number <= bound
        case "exclusiveMinimum": holds = number > bound
        default: holds = number < bound
        }
        if !holds {
          outcome.fail(path, here, "\(instance.briefDescription) breaks \(keyword) \(value.briefDescription)")
        }
      case "minLength", "maxLength":
        guard case .string(let string) = instance, case .number(let bound) = value else { continue }
        // JSON Schema counts code points, not grapheme clusters.
        let length = Double(string.unicodeScalars.count)
        if keyword == "minLength" ? length < bound : length > bound {
          outcome.fail(path, here, "length \(Int(length)) breaks \(keyword) \(value.briefDescription)")
        }
      case "pattern":
        guard case .string(let string) = instance, case .string(let pattern) = value,
          let regex = patterns[pattern]
        else { continue }
        let range = NSRange(string.startIndex..., in: string)
        if regex.firstMatch(in: string, range: range) == nil {
          outcome.fail(path, here, "\(instance.briefDescription) does not match \(pattern)")
        }
      case "properties":
        guard case .object(let object) = instance, case .object(let properties) = value else { continue }
        for (name, subschema) in properties.members {
          guard let member = object[name] else { continue }
          outcome.merge(
            sub(member, subschema, path.appending(name), "properties/" + JSONSchema.pointerEscape(name)))
          outcome.evaluated.insert(name)
        }
      case "additionalProperties":
        guard case .object(let object) = instance else { continue }
        var declared: Set<String> = []
        if case .object(let properties)? = keywords["properties"] { declared = Set(properties.keys) }
        for (name, member) in object.members where !declared.contains(name) {
          let result = sub(member, value, path.appending(name), keyword)
          if !result.isValid, value == .bool(false) {
            outcome.fail(path.appending(name), here, "unexpected key \"\(name)\"")
          } else {
            outcome.merge(result)
          }
          outcome.evaluated.insert(name)
        }
      case "unevaluatedProperties":
        continue  // applied last, once every other keyword has said which keys it evaluated
      case "propertyNames":
        guard case .object(let object) = instance else { continue }
        for name in object.keys {
          let result = sub(.string(name), value, path.appending(name), keyword, detailed: false)
          if !result.isValid {
            outcome.fail(path.appending(name), here, "key \"\(name)\" is not allowed here")
          }
        }
      case "required":
        guard case .object(let object) = instance, case .array(let names) = value else { continue }
        for case .string(let name) in names where object[name] == nil {
          outcome.fail(path, here, "missing required key \"\(name)\"")
        }
      case "dependentRequired":
        guard case .object(let object) = instance, case .object(let dependencies) = value else { continue }
        for (name, needed) in dependencies.members where object[name] != nil {
          guard case .array(let list) = needed else { continue }
          for case .string(let other) in list where object[other] == nil {
            outcome.fail(path, here, "\"\(name)\" needs \"\(other)\"")
          }
        }
      case "minProperties", "maxProperties":
        guard case .object(let object) = instance, case .number(let bound) = value else { continue }
        let count = Double(object.members.count)
        if keyword == "minProperties" ? count < bound : count > bound {
          outcome.fail(path, here, "\(object.members.count) keys break \(keyword) \(value.briefDescription)")
        }
      case "prefixItems":
        guard case .array(let elements) = instance, case .array(let schemas) = value else { continue }
        for (index, element) in elements.enumerated() where index < schemas.count {
          outcome.merge(sub(element, schemas[index], path.appending(index), "prefixItems/\(index)"))
        }
      case "items":
        guard case .array(let elements) = instance else { continue }
        var start = 0
        if case .array(let prefix)? = keywords["prefixItems"] { start = prefix.count }
        for index in elements.indices where index >= start {
          outcome.merge(sub(elements[index], value, path.appending(index), keyword))
        }
      case "minItems", "maxItems":
        guard case .array(let elements) = instance, case .number(let bound) = value else { continue }
        let count = Double(elements.count)
        if keyword == "minItems" ? count < bound : count > bound {
          outcome.fail(path, here, "\(elements.count) items break \(keyword) \(value.briefDescription)")
        }
      case "uniqueItems":
        guard value == .bool(true), case .array(let elements) = instance else { continue }
        for (index, element) in elements.enumerated() where elements[..<index].contains(element) {
          outcome.fail(path.appending(index), here, "\(element.briefDescription) is repeated")
        }
      case "allOf":
        guard case .array(let schemas) = value else { continue }
        for (index, subschema) in schemas.enumerated() {
          outcome.merge(sub(instance, subschema, path, "\(keyword)/\(index)"))
        }
      case "anyOf", "oneOf":
        guard case .array(let schemas) = value else { continue }
        let results = schemas.enumerated().map {
          sub(instance, $1, path, "\(keyword)/\($0)", detailed: false)
        }
        let passing = results.filter(\.isValid)
        if passing.isEmpty {
          var reasons: [String] = []
          for (index, subschema) in schemas.enumerated() where detailed {
            let result = sub(instance, subschema, path, "\(keyword)/\(index)")
            reasons.append(
              "#\(index): " + (result.violations.first.map { "\($0.path): \($0.message)" } ?? "?"))
          }
          outcome.fail(
            path, here,
            "matches none of the \(schemas.count) alternatives [\(reasons.joined(separator: "; "))]")
        } else if keyword == "oneOf", passing.count > 1 {
          outcome.fail(path, here, "matches \(passing.count) of the alternatives, not exactly one")
        } else {
          for result in passing { outcome.evaluated.formUnion(result.evaluated) }
        }
      case "not":
        if sub(instance, value, path, keyword, detailed: false).isValid {
          outcome.fail(path, here, "matches a schema it must not match")
        }
      case "if":
        let condition = sub(instance, value, path, keyword, detailed: false)
        if condition.isValid {
          outcome.evaluated.formUnion(condition.evaluated)
          if let then = keywords["then"] { outcome.merge(sub(instance, then, path, "then")) }
        } else if let otherwise = keywords["else"] {
          outcome.merge(sub(instance, otherwise, path, "else"))
        }
      default:
        continue  // annotations, `then` and `else` (applied with `if`), `$defs`
      }
    }

    if let rest = keywords["unevaluatedProperties"], case .object(let object) = instance {
      for (name, member) in object.members where !outcome.evaluated.contains(name) {
        let result = sub(member, rest, path.appending(name), "unevaluatedProperties")
        if !result.isValid, rest == .bool(false) {
          outcome.fail(
            path.appending(name), location + "/unevaluatedProperties", "unexpected key \"\(name)\"")
        } else {
          outcome.merge(result)
        }
        outcome.evaluated.insert(name)
      }
    }
    return outcome
  }

  private static func hasType(_ instance: JSONValue, _ name: String) -> Bool {
    switch (name, instance) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      return true
    case ("integer", .number(let number)):
      return number.isFinite && number == number.rounded()
    default:
      return false
    }
  }
}
