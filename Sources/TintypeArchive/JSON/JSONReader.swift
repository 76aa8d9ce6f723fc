import Foundation

/// A JSON value together with where it sits in its document, with typed accessors whose errors
/// carry that path (`entries[0].views.systemSmall.font.size: expected a number ≥ 1, got -4`).
public struct JSONReader: Sendable {
  /// The value being read.
  public let value: JSONValue
  /// Where `value` sits in the document.
  public let path: JSONPath
  /// The strings a data row filled, when the document is a filled template: read as a number,
  /// boolean or date there, a cell's text is parsed as that type.
  public let cells: PlaceholderCells?

  /// A reader positioned at the root of a document (or at `path` in it), with the cells a data row
  /// filled when the document is a filled template.
  public init(_ value: JSONValue, path: JSONPath = .root, cells: PlaceholderCells? = nil) {
    self.value = value
    self.path = path
    self.cells = cells
  }

  /// An error at this reader's path.
  public func error(_ message: String) -> ArchiveError { ArchiveError(path: path, message) }

  /// An error saying what was expected and what was found; at a placeholder, which one filled it.
  public func mismatch(_ expected: String) -> ArchiveError {
    var message = "expected \(expected), got \(value.briefDescription)"
    if let cell = cells?.cell(at: path) { message += " from {{\(cell.name)}}" }
    return error(message)
  }

  /// `mismatch` where a number or boolean is read: a JSON row's string there is used as text, as a
  /// literal string would be, and the error says how to give the value its type.
  private func typedMismatch(_ expected: String) -> ArchiveError {
    var error = mismatch(expected)
    if case .string = value, let cell = cells?.cell(at: path), !cell.typed {
      error.message +=
        " (a JSON string in the row: write the value without quotes to give it as a number or boolean)"
    }
    return error
  }

  /// The number here: a JSON number, or a typed cell's text that is one (`nil` otherwise).
  private var numberValue: Double? {
    switch value {
    case .number(let number): return number
    case .string(let text): return typedCell ? PlaceholderCells.number(text) : nil
    default: return nil
    }
  }

  /// Whether the value is a cell a data row filled that may be read as a number or boolean.
  private var typedCell: Bool { cells?.cell(at: path)?.typed ?? false }

  /// Whether the value reads as a number: a JSON number, or a typed cell holding one. Decoders that
  /// accept a number or another form (`"padding": 12` or `{"edges": …}`) ask this first.
  public var isNumber: Bool { numberValue != nil }

  /// The value as a boolean if it is one (a JSON boolean, or a typed cell holding `true` or
  /// `false`), for decoders that accept a boolean or another form.
  public var boolValue: Bool? {
    switch value {
    case .bool(let flag): return flag
    case .string(let text): return typedCell ? PlaceholderCells.bool(text) : nil
    default: return nil
    }
  }

  /// Whether the value is JSON `null`.
  public var isNull: Bool { value == .null }

  /// The value as an object, ready to read members from.
  public func object() throws -> JSONObjectReader {
    guard case .object(let object) = value else { throw mismatch("an object") }
    return JSONObjectReader(object: object, path: path, cells: cells)
  }

  /// The value as an array of readers, one per element.
  public func array() throws -> [JSONReader] {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return elements.enumerated().map {
      JSONReader($0.element, path: path.appending($0.offset), cells: cells)
    }
  }

  /// The value as an array, each element decoded with `element`.
  public func array<T>(_ element: (JSONReader) throws -> T) throws -> [T] {
    try array().map(element)
  }

  /// The value as an array of at most `maximum` elements, each decoded with `element`; a longer one
  /// is an error naming `limit`, found before any element is decoded.
  public func array<T>(maximum: Int, limit: String, _ element: (JSONReader) throws -> T) throws -> [T] {
    if case .array(let elements) = value, elements.count > maximum {
      throw error("\(elements.count) elements, more than \(maximum) (limit ArchiveLimits.\(limit))")
    }
    return try array(element)
  }

  /// The value as a string.
  public func string() throws -> String {
    guard case .string(let string) = value else { throw mismatch("a string") }
    return string
  }

  /// The value as a non-empty string.
  public func nonEmptyString() throws -> String {
    let text = try string()
    if text.isEmpty { throw error("expected a non-empty string") }
    return text
  }

  /// The value as a boolean.
  public func bool() throws -> Bool {
    guard let flag = boolValue else { throw typedMismatch("a boolean") }
    return flag
  }

  /// The value as a number, optionally within bounds. Without bounds of its own a number is still
  /// finite and within ±`ArchiveLimits.maximumMagnitude`, so nothing downstream meets a value no
  /// arithmetic on it can survive.
  public func number(min: Double? = nil, max: Double? = nil, exclusiveMin: Bool = false) throws -> Double {
    let expectation = Self.describe(min: min, max: max, exclusiveMin: exclusiveMin)
    guard let number = numberValue, number.isFinite else { throw typedMismatch(expectation) }
    if let min, exclusiveMin ? number <= min : number < min { throw mismatch(expectation) }
    if let max, number > max { throw mismatch(expectation) }
    let magnitude = ArchiveLimits.maximumMagnitude
    if abs(number) > magnitude {
      throw mismatch(
        "a number within ±\(JSONWriter.format(number: magnitude)) (limit ArchiveLimits.maximumMagnitude)")
    }
    return number
  }

  /// The value as a distance or position in points (a spacing, padding, offset, radius, path
  /// point): finite and within ±`ArchiveLimits.maximumCoordinate`, the limit named in the error.
  public func coordinate(min: Double? = nil, exclusiveMin: Bool = false) throws -> Double {
    try bounded(
      min: min ?? -ArchiveLimits.maximumCoordinate, max: ArchiveLimits.maximumCoordinate,
      exclusiveMin: exclusiveMin, limit: "ArchiveLimits.maximumCoordinate")
  }

  /// The value as a scale factor (`scaleEffect`): within ±`ArchiveLimits.maximumScaleFactor`.
  public func scaleFactor() throws -> Double {
    try bounded(
      min: -ArchiveLimits.maximumScaleFactor, max: ArchiveLimits.maximumScaleFactor, exclusiveMin: false,
      limit: "ArchiveLimits.maximumScaleFactor")
  }

  private func bounded(min: Double, max: Double, exclusiveMin: Bool, limit: String) throws -> Double {
    let expectation =
      Self.describe(min: min, max: max, exclusiveMin: exclusiveMin) + " (limit \(limit))"
    guard let number = numberValue, number.isFinite,
      exclusiveMin ? number > min : number >= min, number <= max
    else { throw typedMismatch(expectation) }
    return number
  }

  /// The value as a length in points: a non-negative coordinate, or the string `"infinity"` for
  /// `.infinity` (JSON has no infinite numbers and SwiftUI's `maxWidth: .infinity` is common).
  public func length(min: Double? = 0) throws -> Double {
    if case .string(let text) = value, !isNumber {
      if text == "infinity" || text == "inf" { return .infinity }
      throw typedMismatch("a number or \"infinity\"")
    }
    return try coordinate(min: min)
  }

  /// The value as a whole number.
  public func integer(min: Int? = nil, max: Int? = nil) throws -> Int {
    let expectation = Self.describe(
      min: min.map(Double.init), max: max.map(Double.init), exclusiveMin: false, noun: "a whole number")
    guard let number = numberValue, number == number.rounded(), abs(number) < 1e15 else {
      throw typedMismatch(expectation)
    }
    if let min, Int(number) < min { throw mismatch(expectation) }
    if let max, Int(number) > max { throw mismatch(expectation) }
    return Int(number)
  }

  /// The value as a case of a string enumeration; the error lists the accepted spellings.
  public func enumeration<E: RawRepresentable & CaseIterable>(_ type: E.Type = E.self) throws -> E
  where E.RawValue == String {
    guard case .string(let text) = value, let result = E(rawValue: text) else {
      let names = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      var message = "expected one of \(names), got \(value.briefDescription)"
      if case .string(let text) = value,
        let near = Suggestion.closest(to: text, in: E.allCases.map(\.rawValue))
      {
        message += "; did you mean \"\(near)\"?"
      }
      throw error(message)
    }
    return result
  }

  /// The value as a date: an ISO 8601 string (`2026-06-08T09:00:00Z`, fractional seconds allowed)
  /// or a number of seconds since 1970.
  public func date() throws -> Date {
    switch isNumber ? .number(numberValue!) : value {
    case .number(let seconds):
      // Bounded so that every date read can be written back (RFC 3339 has four-digit years).
      guard ArchiveDateFormat.secondsRange.contains(seconds) else {
        throw mismatch("a number of seconds since 1970 within the years 0000 to 9999")
      }
      return ArchiveDateFormat.date(secondsSince1970: seconds)
    case .string(let text):
      if let date = ArchiveDateFormat.parse(text) { return date }
      throw mismatch("an ISO 8601 date such as \"2026-06-08T09:00:00Z\"")
    default:
      throw mismatch("an ISO 8601 date string")
    }
  }

  /// Decodes the value as an archive type.
  public func decode<T: ArchiveCodable>(_ type: T.Type = T.self) throws -> T {
    try T(from: self)
  }

  private static func describe(min: Double?, max: Double?, exclusiveMin: Bool, noun: String = "a number")
    -> String
  {
    let lower = min.map { (exclusiveMin ? " > " : " ≥ ") + JSONWriter.format(number: $0) }
    let upper = max.map { " ≤ " + JSONWriter.format(number: $0) }
    switch (lower, upper) {
    case (let lower?, let upper?): return noun + lower + " and" + upper
    case (let lower?, nil): return noun + lower
    case (nil, let upper?): return noun + upper
    case (nil, nil): return noun
    }
  }
}

/// The members of a JSON object, read with their paths. Reading marks keys as used so that
/// `finish()` can reject keys nobody asked for (a misspelt modifier is an error, not a silent no-op).
public struct JSONObjectReader: Sendable {
  /// The object being read.
  public let object: JSONObject
  /// Where the object sits in the document.
  public let path: JSONPath
  /// The cells a data row filled, passed on to the members' readers.
  public let cells: PlaceholderCells?

  /// A reader of `object`, which sits at `path`.
  public init(object: JSONObject, path: JSONPath, cells: PlaceholderCells? = nil) {
    (self.object, self.path, self.cells) = (object, path, cells)
  }

  /// Whether `key` is present with a non-null value.
  public func has(_ key: String) -> Bool {
    if let value = object[key], value != .null { return true }
    return false
  }

  /// The member `key`; an error if it is missing.
  public func required(_ key: String) throws -> JSONReader {
    guard let value = object[key] else {
      throw ArchiveError(path: path, "missing required key \"\(key)\"")
    }
    return JSONReader(value, path: path.appending(key), cells: cells)
  }

  /// The member `key`, or `nil` when it is missing or `null`.
  public func optional(_ key: String) -> JSONReader? {
    guard let value = object[key], value != .null else { return nil }
    return JSONReader(value, path: path.appending(key), cells: cells)
  }

  /// Rejects more than one of `keys`: alternatives of which the decoder would read one and
  /// silently drop the others. The error is at the second key present and names `owner`
  /// ("an Image").
  public func exclusive(_ keys: [String], in owner: String) throws {
    let present = keys.filter(has)
    guard present.count > 1 else { return }
    let names = keys.map { "\"\($0)\"" }
    let choice =
      keys.count == 2
      ? "\(names[0]) or \(names[1]), not both" : "only one of " + names.joined(separator: ", ")
    throw ArchiveError(path: path.appending(present[1]), "\(owner) has \(choice)")
  }

  /// Rejects `key` without `companion`, the key it qualifies (`"style"` of a date `Text`).
  public func check(_ key: String, needs companion: String) throws {
    if has(key), !has(companion) {
      throw ArchiveError(path: path.appending(key), "\"\(key)\" needs \"\(companion)\"")
    }
  }

  /// Rejects any key outside `allowed`, naming the closest allowed spelling.
  public func only(_ allowed: [String]) throws {
    for key in object.keys where !allowed.contains(key) {
      let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
      throw ArchiveError(path: path.appending(key), "unknown key; expected one of \(list)")
    }
  }
}

/// A type with a JSON form in the archive: decoded with path-carrying errors, encoded
/// deterministically.
public protocol ArchiveCodable {
  /// Decodes from a reader; errors carry the reader's path.
  init(from reader: JSONReader) throws
  /// The JSON form.
  var archiveJSON: JSONValue { get }
}

/// A string enumeration whose JSON form is its raw value.
public protocol ArchiveEnum: ArchiveCodable, RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String {}

extension ArchiveEnum {
  public init(from reader: JSONReader) throws { self = try reader.enumeration(Self.self) }
  public var archiveJSON: JSONValue { .string(rawValue) }
}

extension JSONObject {
  /// Sets `key` only when `value` is present (archives omit defaults).
  public mutating func set(_ key: String, _ value: JSONValue?) {
    if let value { self[key] = value }
  }

  /// Sets `key` to the encoded value when present.
  public mutating func set<T: ArchiveCodable>(_ key: String, _ value: T?) {
    if let value { self[key] = value.archiveJSON }
  }

  /// Sets `key` to a number when present.
  public mutating func set(_ key: String, _ value: Double?) {
    if let value { self[key] = .number(value) }
  }

  /// Sets `key` to a length when present; infinity is written as `"infinity"`.
  public mutating func setLength(_ key: String, _ value: Double?) {
    if let value { self[key] = value.isInfinite ? .string("infinity") : .number(value) }
  }
}
