import Foundation
import TintypeArchive

/// Where a job's rows come from: an inline array in the manifest, or a `.json` (an array of objects,
/// read whole), `.jsonl` (one object per line) or `.csv` (a header line of field names, then one row
/// per record, RFC 4180 quoting) file next to it. `.jsonl` and `.csv` are streamed, so a file of
/// millions of rows is never held in memory; a big `.json` array is, so prefer `.jsonl` for those.
public enum DataSource: Sendable {
  /// Rows written in the manifest, with the path of the array.
  case inline([JSONValue], path: JSONPath)
  /// A file, by its resolved location and the name the manifest gave it.
  case file(URL, name: String)

  /// Reads `data` from a job: an array, or a file name relative to `folder`.
  init(_ reader: JSONReader, folder: URL) throws {
    if case .array(let rows) = reader.value {
      self = .inline(rows, path: reader.path)
      return
    }
    let name = try reader.nonEmptyString()
    let format = URL(fileURLWithPath: name).pathExtension.lowercased()
    guard ["json", "jsonl", "ndjson", "csv"].contains(format) else {
      throw reader.error("a data file is .json, .jsonl or .csv, not \(ArchiveError.quoted(name))")
    }
    let url = URL(fileURLWithPath: name, relativeTo: folder).standardizedFileURL
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw reader.error("no data file \(url.path)")
    }
    self = .file(url, name: name)
  }

  /// The rows, one at a time.
  func rows() throws -> DataRowIterator {
    switch self {
    case .inline(let values, let path): return DataRowIterator(inline: values, path: path)
    case .file(let url, let name):
      switch url.pathExtension.lowercased() {
      case "csv": return DataRowIterator(csv: try LineReader(path: url.path), name: name)
      case "json":
        let data = try Data(contentsOf: url)
        guard data.count <= BatchLimits.maximumJSONDataBytes else {
          throw BatchDataError(
            location: url.path,
            "a .json data file is read whole and must be at most \(BatchLimits.maximumJSONDataBytes) bytes; write .jsonl (one row per line) to stream it"
          )
        }
        let value: JSONValue
        do {
          value = try JSONParser.parse(data)
        } catch {
          throw BatchDataError(location: url.path, error.description)
        }
        guard case .array(let rows) = value else {
          throw BatchDataError(location: url.path, "a .json data file holds an array of row objects")
        }
        return DataRowIterator(json: rows, name: name)
      default: return DataRowIterator(jsonLines: try LineReader(path: url.path), name: name)
      }
    }
  }

  /// The name to show for the data in messages.
  var displayName: String {
    switch self {
    case .inline(_, let path): return "\(path)"
    case .file(_, let name): return name
    }
  }
}

/// Rows one at a time from any `DataSource`; errors name the file and line, or the manifest path.
final class DataRowIterator {
  private enum Source {
    case values([JSONValue], location: (Int) -> String)
    case jsonLines(LineReader, name: String)
    case csv(LineReader, name: String, header: [String]?)
  }
  private var source: Source
  private var position = 0
  private var count = 0

  init(inline values: [JSONValue], path: JSONPath) {
    source = .values(values, location: { "\(path.appending($0))" })
  }
  init(json values: [JSONValue], name: String) {
    source = .values(values, location: { "\(name)[\($0)]" })
  }
  init(jsonLines reader: LineReader, name: String) { source = .jsonLines(reader, name: name) }
  init(csv reader: LineReader, name: String) { source = .csv(reader, name: name, header: nil) }

  /// The most bytes the underlying file reader held at once (0 for in-memory rows).
  var peakBufferedBytes: Int {
    switch source {
    case .values: return 0
    case .jsonLines(let reader, _), .csv(let reader, _, _): return reader.peakBufferedBytes
    }
  }

  /// The next row, or `nil` after the last.
  func next() throws -> DataRow? {
    guard count < BatchLimits.maximumRows else {
      throw BatchDataError(
        location: "row \(count)", "more than \(BatchLimits.maximumRows) rows (BatchLimits.maximumRows)")
    }
    switch source {
    case .values(let values, let location):
      guard position < values.count else { return nil }
      defer { position += 1 }
      return try emit(DataRow(index: count, object: values[position], location: location(position)))
    case .jsonLines(let reader, let name):
      while let line = try located(name, reader, { try reader.next() }) {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
        let value: JSONValue
        do {
          value = try JSONParser.parse(line)
        } catch {
          throw BatchDataError(location: "\(name):\(reader.lineNumber)", error.message)
        }
        return try emit(DataRow(index: count, object: value, location: "\(name):\(reader.lineNumber)"))
      }
      return nil
    case .csv(let reader, let name, var header):
      if header == nil {
        guard let first = try CSVRecord.next(from: reader, name: name) else { return nil }
        let names = first.fields
        for (index, field) in names.enumerated() {
          if field.isEmpty { throw BatchDataError(location: "\(name):1", "column \(index + 1) has no name") }
          if names[..<index].contains(field) {
            throw BatchDataError(location: "\(name):1", "two columns are named \(ArchiveError.quoted(field))")
          }
        }
        header = names
        source = .csv(reader, name: name, header: names)
      }
      guard let names = header else { return nil }
      while let record = try CSVRecord.next(from: reader, name: name) {
        if record.fields == [""] { continue }
        let location = "\(name):\(record.line)"
        guard record.fields.count == names.count else {
          throw BatchDataError(
            location: location, "\(record.fields.count) fields; the header names \(names.count)")
        }
        return emit(
          DataRow(
            index: count, fields: Dictionary(uniqueKeysWithValues: zip(names, record.fields)),
            location: location))
      }
      return nil
    }
  }

  private func emit(_ row: DataRow) -> DataRow {
    count += 1
    return row
  }

  private func located<T>(_ name: String, _ reader: LineReader, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as BatchDataError {
      throw BatchDataError(location: "\(name):\(reader.lineNumber + 1)", error.message)
    }
  }
}

/// One CSV record (RFC 4180): fields separated by commas, quoted with `"` when they hold commas,
/// quotes (doubled) or line breaks, which is why a record may span several lines.
struct CSVRecord {
  var fields: [String]
  /// The line the record starts on.
  var line: Int

  static func next(from reader: LineReader, name: String) throws -> CSVRecord? {
    guard var line = try reader.next() else { return nil }
    let first = reader.lineNumber
    var fields: [String] = []
    var field = [UInt8]()
    var quoted = false
    var index = line.startIndex
    var total = 0
    while true {
      while index < line.endIndex {
        let byte = line[index]
        if quoted {
          if byte == UInt8(ascii: "\"") {
            if line.index(after: index) < line.endIndex, line[line.index(after: index)] == UInt8(ascii: "\"")
            {
              field.append(byte)
              index = line.index(after: index)
            } else {
              quoted = false
            }
          } else {
            field.append(byte)
          }
        } else if byte == UInt8(ascii: ",") {
          fields.append(String(decoding: field, as: UTF8.self))
          field.removeAll(keepingCapacity: true)
        } else if byte == UInt8(ascii: "\""), field.isEmpty {
          quoted = true
        } else {
          field.append(byte)
        }
        index = line.index(after: index)
      }
      guard quoted else { break }
      // A quoted field goes on past the line break.
      total += line.count + 1
      guard total <= reader.maximumLineBytes, let more = try reader.next() else {
        throw BatchDataError(location: "\(name):\(first)", "a quoted field is not closed")
      }
      field.append(UInt8(ascii: "\n"))
      line = more
      index = line.startIndex
    }
    fields.append(String(decoding: field, as: UTF8.self))
    guard fields.count <= BatchLimits.maximumRowFields else {
      throw BatchDataError(
        location: "\(name):\(first)",
        "more than \(BatchLimits.maximumRowFields) fields (BatchLimits.maximumRowFields)")
    }
    return CSVRecord(fields: fields, line: first)
  }
}
