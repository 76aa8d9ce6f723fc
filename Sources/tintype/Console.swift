import Foundation

/// Where the command line writes: results to standard output, diagnostics to standard error.
enum Console {
  /// One of the process's output streams.
  enum Stream {
    case standardOutput
    case standardError
  }

  /// Writes `text` as is: to standard output through the buffered `print`, or to standard error
  /// unbuffered so nothing is lost if the process exits right after.
  static func write(_ text: String, to stream: Stream = .standardOutput) {
    switch stream {
    case .standardOutput: print(text, terminator: "")
    case .standardError: FileHandle.standardError.write(Data(text.utf8))
    }
  }

  /// Writes `message` and a newline to standard error.
  static func error(_ message: String) {
    write(message + "\n", to: .standardError)
  }
}
