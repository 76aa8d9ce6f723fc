import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file a line at a time through a fixed buffer, so that a data file of ten million rows
/// costs one line of memory, not the file. A line longer than `maximumLineBytes` is an error rather
/// than an unbounded allocation.
final class LineReader {
  private let descriptor: Int32
  private var buffer: [UInt8]
  private var start = 0
  private var end = 0
  private var atEnd = false
  /// The line number of the line `next()` returned last, from 1.
  private(set) var lineNumber = 0
  let maximumLineBytes: Int
  /// The most bytes this reader has held at once: a test's evidence that it streams.
  private(set) var peakBufferedBytes = 0

  init(path: String, maximumLineBytes: Int = BatchLimits.maximumRowBytes, chunk: Int = 64 * 1024) throws {
    descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw BatchDataError(location: path, "cannot open: \(String(cString: strerror(errno)))")
    }
    self.maximumLineBytes = maximumLineBytes
    buffer = [UInt8](repeating: 0, count: chunk)
  }

  deinit { close(descriptor) }

  /// The next line without its `\n` (and a `\r` before it), or `nil` at the end of the file.
  func next() throws(BatchDataError) -> ArraySlice<UInt8>? {
    while true {
      if let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
        var line = buffer[start..<newline]
        start = newline + 1
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        lineNumber += 1
        return line
      }
      if atEnd {
        guard start < end else { return nil }
        let line = buffer[start..<end]
        start = end
        lineNumber += 1
        return line
      }
      try fill()
    }
  }

  private func fill() throws(BatchDataError) {
    // Move the partial line to the front, then grow only if the line itself needs it.
    if start > 0 {
      buffer.withUnsafeMutableBufferPointer { pointer in
        let count = end - start
        if count > 0 { memmove(pointer.baseAddress!, pointer.baseAddress! + start, count) }
      }
      end -= start
      start = 0
    }
    if end == buffer.count {
      guard buffer.count < maximumLineBytes else {
        throw BatchDataError(
          location: "line \(lineNumber + 1)",
          "a line longer than \(maximumLineBytes) bytes (BatchLimits.maximumRowBytes)")
      }
      buffer += [UInt8](repeating: 0, count: min(buffer.count, maximumLineBytes - buffer.count))
    }
    let count = buffer.withUnsafeMutableBufferPointer { pointer in
      read(descriptor, pointer.baseAddress! + end, pointer.count - end)
    }
    guard count >= 0 else {
      throw BatchDataError(
        location: "line \(lineNumber + 1)", "cannot read: \(String(cString: strerror(errno)))")
    }
    if count == 0 { atEnd = true }
    end += count
    peakBufferedBytes = max(peakBufferedBytes, buffer.count)
  }
}
