/// A JSON document in memory, with object keys kept in the order they were written.
///
/// The archive reads and writes through this type rather than `JSONSerialization` so that it can
/// report the JSON path and line of every error, keep integers and booleans apart, and write the
/// same bytes for the same tree on every platform.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The name of this value's JSON type, as used in error messages ("a number", "an object").
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// A short rendering of the value for error messages: scalars in full, containers summarised.
  public var briefDescription: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return JSONWriter.format(number: n)
    case .string(let s):
      return "\"" + ArchiveError.shortened(s, limit: 40) + "\""
    case .array(let a): return "an array of \(a.count)"
    case .object(let o): return "an object with keys \(o.keys.prefix(4).joined(separator: ", "))"
    }
  }
}

/// A JSON object whose keys keep their order of insertion (so encoded archives read naturally and
/// are byte-for-byte stable).
public struct JSONObject: Equatable, Sendable {
  /// The members in order.
  public private(set) var members: [(key: String, value: JSONValue)] = []

  /// An empty object.
  public init() {}

  /// An object with the given members, in order; a repeated key keeps its last value.
  public init(_ members: [(String, JSONValue)]) {
    for (key, value) in members { self[key] = value }
  }

  /// Appends a member whose key the caller knows is not present yet.
  mutating func appendNew(_ key: String, _ value: JSONValue) {
    members.append((key, value))
  }

  /// The keys in order.
  public var keys: [String] { members.map(\.key) }

  /// The value of the member at `index` in `members`: read or replaced without a search by key (a
  /// template fills the same members of many copies of one object).
  public subscript(memberAt index: Int) -> JSONValue {
    get { members[index].value }
    set { members[index].value = newValue }
  }

  /// The value for `key`; assigning `nil` removes it, assigning a new key appends it.
  public subscript(key: String) -> JSONValue? {
    get { members.first(where: { $0.key == key })?.value }
    set {
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append((key, newValue))
      }
    }
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.members.count == rhs.members.count else { return false }
    // Key order is presentation, not meaning.
    for (key, value) in lhs.members where rhs[key] != value { return false }
    return true
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral
{
  /// A string literal is a JSON string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A float literal is a JSON number.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// An integer literal is a JSON number (JSON keeps no integer type).
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// A Boolean literal is a JSON Boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array literal is a JSON array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// A dictionary literal is a JSON object, its keys in the order written.
  public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
  /// `nil` is JSON `null`.
  public init(nilLiteral: ()) { self = .null }
}
