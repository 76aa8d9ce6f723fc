/// `Codable` through the archive's own JSON form, so that a `ViewArchive` or `ViewNode` can sit
/// inside a caller's `Codable` types. With `JSONDecoder` the error paths are Foundation's; read
/// archives with `ViewArchive(jsonData:)` for errors that name the JSON path precisely.
extension JSONValue: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      let dictionary = try container.decode([String: JSONValue].self)
      // Decoders do not keep key order; sort so the result is at least stable.
      self = .object(JSONObject(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let flag): try container.encode(flag)
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object):
      try container.encode(Dictionary(object.members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }))
    }
  }
}

/// Decodes an `ArchiveCodable` value from a `Decoder`, mapping path errors into `DecodingError`.
private func decodeArchived<T: ArchiveCodable>(_ type: T.Type, from decoder: any Decoder) throws -> T {
  let value = try JSONValue(from: decoder)
  do {
    return try T(from: JSONReader(value))
  } catch let error as ArchiveError {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
  }
}

extension ViewArchive: Codable {
  public init(from decoder: any Decoder) throws { self = try decodeArchived(ViewArchive.self, from: decoder) }
  public func encode(to encoder: any Encoder) throws { try archiveJSON.encode(to: encoder) }
}

extension ViewNode: Codable {
  public init(from decoder: any Decoder) throws { self = try decodeArchived(ViewNode.self, from: decoder) }
  public func encode(to encoder: any Encoder) throws { try archiveJSON.encode(to: encoder) }
}
