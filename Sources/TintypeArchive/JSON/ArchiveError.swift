/// Why an archive could not be read: where (file, JSON path, or line and column for syntax errors)
/// and what was expected.
public struct ArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file the JSON came from, when known.
  public var file: String?
  /// Where in the document the problem is.
  public var path: JSONPath
  /// Line and column (1-based) for syntax errors, where the path is not yet known.
  public var line: Int?
  /// See `line`.
  public var column: Int?
  /// What was wrong, e.g. `expected a number ≥ 1, got -4`.
  public var message: String

  /// An error at a JSON path.
  public init(path: JSONPath, _ message: String, file: String? = nil) {
    self.path = path
    self.message = message
    self.file = file
  }

  /// A syntax error at a line and column.
  public init(line: Int, column: Int, _ message: String, file: String? = nil) {
    self.path = .root
    self.line = line
    self.column = column
    self.message = message
    self.file = file
  }

  /// The most characters of a value an error message quotes; longer values are cut with "…", so
  /// that a hostile megabyte string costs one short line, not a megabyte of output.
  public static let maximumQuotedLength = 80

  /// `value` in double quotes, cut to `maximumQuotedLength` characters.
  public static func quoted(_ value: String) -> String {
    "\"" + shortened(value) + "\""
  }

  /// `value` cut to `limit` characters, with "…" when cut, and its control characters written as
  /// `\u{1B}`: a message goes to a terminal or a CI log, where a quoted escape sequence would act.
  public static func shortened(_ value: String, limit: Int = maximumQuotedLength) -> String {
    // Counted in UTF-8 first: a count of characters would walk the whole string.
    let cut = value.utf8.count > limit ? String(value.prefix(limit)) : value
    var shown = ""
    for scalar in cut.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return cut.utf8.count < value.utf8.count ? shown + "…" : shown
  }

  /// The same error, attributed to a file.
  public func inFile(_ file: String) -> ArchiveError {
    var copy = self
    copy.file = file
    return copy
  }

  /// `file: path: message`, or `file:line:column: message` for syntax errors.
  public var description: String {
    var text = ""
    if let file { text += file + (line == nil ? ": " : ":") }
    if let line, let column {
      text += "\(line):\(column): "
    } else if path != .root || file == nil {
      // The root path "$" says nothing that the file name does not.
      text += "\(path): "
    }
    return text + message
  }
}

extension ArchiveError {
  /// What `decode` reads, its errors as `ArchiveError`s attributed to `file`: the typed seam of the
  /// archive stage.
  ///
  /// The readers and codecs throw only `ArchiveError`, but their closures are untyped (Swift does
  /// not infer a closure's thrown type), so the one conversion is here: anything else a codec threw
  /// would be a defect, and is reported at the document's root rather than lost.
  public static func decoding<Value>(file: String? = nil, _ decode: () throws -> Value) throws(ArchiveError)
    -> Value
  {
    do {
      return try decode()
    } catch let error as ArchiveError {
      throw file.map { error.inFile($0) } ?? error
    } catch {
      throw ArchiveError(path: .root, "\(error)", file: file)
    }
  }
}
