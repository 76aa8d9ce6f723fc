/// A command line that does not fit the command: an unknown option, a missing value, a bad name.
/// Reported with the command's usage line and exit status 2.
struct UsageError: Error, CustomStringConvertible {
  /// What is wrong, without the "tintype:" prefix.
  var message: String
  /// The usage line of the command it concerns, shown under the message.
  var usage: String?

  /// An error about `command`'s arguments.
  init(_ message: String, command: (any Command)? = nil) {
    self.message = message
    self.usage = command.map(HelpText.usageLine)
  }

  var description: String { message }
}
