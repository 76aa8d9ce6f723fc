import Foundation
import TintypeArchive

/// `Localizable.xcstrings`: JSON with every language's values.
///
/// ```json
/// {"sourceLanguage": "en", "version": "1.0", "strings": {
///   "%lld pages": {"localizations": {
///     "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld page"}},
///                                      "other": {"stringUnit": {"state": "translated", "value": "%lld pages"}}}}},
///     "de": {"stringUnit": {"state": "translated", "value": "%lld Seiten"}}}}}}
/// ```
enum StringCatalogFile {
  /// The values by language, and the catalog's source language (the development language, shown
  /// when a locale has no translation).
  static func read(_ file: URL) throws -> (
    values: [String: [String: LocalizedValue]], sourceLanguage: String?, untranslatable: Set<String>
  ) {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ArchiveError(path: .root, "cannot read the file", file: file.path)
    }
    do {
      let root = try JSONReader(try JSONParser.parse(data)).object()
      try root.only(["sourceLanguage", "strings", "version"])
      let sourceLanguage = try root.optional("sourceLanguage")?.string()
      var result: [String: [String: LocalizedValue]] = [:]
      var untranslatable: Set<String> = []
      let strings = try root.required("strings").object()
      for key in strings.object.keys {
        let entry = try strings.required(key).object()
        try entry.only(["localizations", "comment", "extractionState", "shouldTranslate"])
        // "Don't translate" in Xcode's catalog editor: the key is its own text in every language.
        if try entry.optional("shouldTranslate")?.bool() == false { untranslatable.insert(key) }
        guard let localizations = try entry.optional("localizations")?.object() else { continue }
        for language in localizations.object.keys {
          if let value = try unit(try localizations.required(language)) {
            result[language, default: [:]][key] = value
          }
        }
      }
      return (result, sourceLanguage, untranslatable)
    } catch let error as ArchiveError {
      throw error.inFile(file.path)
    }
  }

  /// A localization unit: `stringUnit`, `variations` (plural or device), and `substitutions`.
  /// Units in state `new` or `needs_review` with an empty value are treated as untranslated.
  static func unit(_ reader: JSONReader) throws -> LocalizedValue? {
    let object = try reader.object()
    try object.only(["stringUnit", "variations", "substitutions"])
    var value: LocalizedValue?
    if let string = object.optional("stringUnit") {
      let unit = try string.object()
      try unit.only(["state", "value"])
      let text = try unit.required("value").string()
      value = text.isEmpty ? nil : .text(text)
    } else if let variations = object.optional("variations") {
      value = try self.variations(variations)
    }
    if let substitutions = try object.optional("substitutions")?.object(), case .text(let text)? = value {
      var parts: [String: LocalizedValue.Substitution] = [:]
      for name in substitutions.object.keys {
        let entry = try substitutions.required(name).object()
        try entry.only(["argNum", "formatSpecifier", "variations"])
        guard case .plural(let plural)? = try self.variations(try entry.required("variations")) else {
          throw ArchiveError(path: entry.path.appending("variations"), "a substitution varies by plural")
        }
        var texts: [PluralCategory: String] = [:]
        for (category, variation) in plural { if case .text(let text) = variation { texts[category] = text } }
        parts[name] = LocalizedValue.Substitution(
          argument: try entry.optional("argNum")?.integer(min: 1, max: 100) ?? 1,
          specifier: try entry.optional("formatSpecifier")?.string() ?? "lld", plural: texts)
      }
      value = .substituted(text, parts)
    }
    return value
  }

  static func variations(_ reader: JSONReader) throws -> LocalizedValue? {
    let object = try reader.object()
    try object.only(["plural", "device"])
    if let plural = try object.optional("plural")?.object() {
      var cases: [PluralCategory: LocalizedValue] = [:]
      for name in plural.object.keys {
        guard let category = PluralCategory(rawValue: name) else {
          throw ArchiveError(
            path: plural.path.appending(name),
            "unknown plural category; expected "
              + PluralCategory.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if let value = try unit(try plural.required(name)) { cases[category] = value }
      }
      return cases.isEmpty ? nil : .plural(cases)
    }
    if let device = try object.optional("device")?.object() {
      var cases: [String: LocalizedValue] = [:]
      for name in device.object.keys {
        if let value = try unit(try device.required(name)) { cases[name] = value }
      }
      return cases.isEmpty ? nil : .device(cases)
    }
    return nil
  }
}

/// `xx.lproj/Localizable.strings`: `"key" = "value";` lines with `/* */` and `//` comments and
/// `\"`, `\\`, `\n`, `\t`, `\U00E9` escapes (UTF-8 or UTF-16 with a byte order mark).
enum StringsFile {
  static func read(_ file: URL) throws -> [String: LocalizedValue] {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ArchiveError(path: .root, "cannot read the file", file: file.path)
    }
    let text: String
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      text = String(data: data, encoding: .utf16) ?? ""
    } else {
      text = String(decoding: data, as: UTF8.self)
    }
    var scanner = StringsScanner(Array(text.unicodeScalars), file: file.path)
    var result: [String: LocalizedValue] = [:]
    while try scanner.skipSpaceAndComments() {
      let key = try scanner.quoted()
      try scanner.skipSpaceAndComments()
      try scanner.expect("=")
      try scanner.skipSpaceAndComments()
      let value = try scanner.quoted()
      try scanner.skipSpaceAndComments()
      try scanner.expect(";")
      result[key] = .text(value)
    }
    return result
  }

  struct StringsScanner {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0

    init(_ scalars: [Unicode.Scalar], file: String) {
      self.scalars = scalars.first == "\u{FEFF}" ? Array(scalars.dropFirst()) : scalars
      self.file = file
    }

    func error(_ message: String) -> ArchiveError {
      let line = scalars[..<min(index, scalars.count)].filter { $0 == "\n" }.count + 1
      return ArchiveError(line: line, column: 1, message, file: file)
    }

    /// Skips blanks and comments; whether anything is left.
    @discardableResult
    mutating func skipSpaceAndComments() throws -> Bool {
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar.properties.isWhitespace {
          index += 1
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          index += 2
          while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
            index += 1
          }
          guard index + 1 < scalars.count else { throw error("a comment is not closed") }
          index += 2
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while index < scalars.count, scalars[index] != "\n" { index += 1 }
        } else {
          return true
        }
      }
      return false
    }

    mutating func expect(_ scalar: Unicode.Scalar) throws {
      guard index < scalars.count, scalars[index] == scalar else { throw error("expected \"\(scalar)\"") }
      index += 1
    }

    mutating func quoted() throws -> String {
      try expect("\"")
      var text = String.UnicodeScalarView()
      while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "\"": return String(text)
        case "\\":
          guard index < scalars.count else { throw error("a string ends in \\") }
          let escaped = scalars[index]
          index += 1
          switch escaped {
          case "n": text.append("\n")
          case "t": text.append("\t")
          case "r": text.append("\r")
          case "U", "u":
            let digits = String(String.UnicodeScalarView(scalars[index..<min(index + 4, scalars.count)]))
            guard let value = UInt32(digits, radix: 16), let unicode = Unicode.Scalar(value) else {
              throw error("\\U needs four hex digits")
            }
            text.append(unicode)
            index += 4
          default: text.append(escaped)
          }
        default: text.append(scalar)
        }
      }
      throw error("a string is not closed")
    }
  }
}

/// `xx.lproj/Localizable.stringsdict`: a property list of plural rules,
/// `NSStringLocalizedFormatKey` = `"%#@books@"` with a `books` dictionary of
/// `NSStringPluralRuleType` variations.
enum StringsDictFile {
  static func read(_ file: URL) throws -> [String: LocalizedValue] {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ArchiveError(path: .root, "cannot read the file", file: file.path)
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw ArchiveError(path: .root, "not a property list: \(error.localizedDescription)", file: file.path)
    }
    guard let root = plist as? [String: Any] else {
      throw ArchiveError(path: .root, "a .stringsdict holds a dictionary of keys", file: file.path)
    }
    var result: [String: LocalizedValue] = [:]
    for (key, entry) in root {
      let path = JSONPath.root.appending(key)
      guard let entry = entry as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String
      else {
        throw ArchiveError(path: path, "needs NSStringLocalizedFormatKey", file: file.path)
      }
      var substitutions: [String: LocalizedValue.Substitution] = [:]
      var argument = 1
      for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
        guard let rule = value as? [String: Any] else { continue }
        guard rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
          throw ArchiveError(
            path: path.appending(name).appending("NSStringFormatSpecTypeKey"),
            "only NSStringPluralRuleType is read",
            file: file.path)
        }
        var plural: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
          if let text = rule[category.rawValue] as? String { plural[category] = text }
        }
        // Variables take arguments in the order they appear in the format.
        let position =
          format.range(of: "%#@\(name)@").map { format.distance(from: format.startIndex, to: $0.lowerBound) }
          ?? 0
        substitutions[name] = LocalizedValue.Substitution(
          argument: position, specifier: rule["NSStringFormatValueTypeKey"] as? String ?? "lld",
          plural: plural)
      }
      // Number the variables 1, 2, … by where they appear.
      for name in substitutions.keys.sorted(by: { substitutions[$0]!.argument < substitutions[$1]!.argument })
      {
        substitutions[name]!.argument = argument
        argument += 1
      }
      result[key] = .substituted(format, substitutions)
    }
    return result
  }
}
