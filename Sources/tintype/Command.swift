/// Exit statuses of the command line, as docs/design.md fixes them.
enum ExitStatus {
  /// Everything worked.
  static let success: Int32 = 0
  /// A render or a comparison failed.
  static let failure: Int32 = 1
  /// The input or the command line was wrong.
  static let badInput: Int32 = 2
}

/// A subcommand of `tintype`. Adding one is a type conforming to this and an entry in
/// `CommandTable`; parsing, `--help` and error reporting come for free.
protocol Command: Sendable {
  /// The word that selects it ("devices").
  var name: String { get }
  /// One line for the command list.
  var summary: String { get }
  /// How its positional arguments read in the usage line ("ARCHIVE.json"); empty when it takes none.
  var positionalUsage: String { get }
  /// How many positional arguments it takes.
  var positionalCount: ClosedRange<Int> { get }
  /// The options it accepts.
  var options: [OptionSpec] { get }
  /// Text shown after the options in `--help`: examples, formats. Empty for most commands.
  var discussion: String { get }
  /// Runs it and returns the exit status; errors thrown are reported by `main`.
  func run(_ arguments: ParsedArguments) throws -> Int32
}

extension Command {
  var positionalUsage: String { "" }
  var positionalCount: ClosedRange<Int> { 0...0 }
  var discussion: String { "" }
}

/// An error whose exit status is not the default 1 ("failed"): wrong input is 2.
protocol ExitStatusError: Error {
  /// The status `tintype` exits with when this error ends a command.
  var exitStatus: Int32 { get }
}

extension UsageError: ExitStatusError {
  var exitStatus: Int32 { ExitStatus.badInput }
}
