import TintypeArchive

/// `tintype help [COMMAND]`: the command list, or one command's options.
struct HelpCommand: Command {
  let name = "help"
  let summary = "Show this list, or the options of one command"
  let positionalUsage = "[COMMAND]"
  let positionalCount = 0...1
  let options: [OptionSpec] = []

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard let name = arguments.positionals.first else {
      Console.write(HelpText.overview)
      return ExitStatus.success
    }
    switch CommandTable.entry(named: name) {
    case .available(let command):
      Console.write(HelpText.help(for: command))
      return ExitStatus.success
    case .planned:
      throw UsageError.notAvailable(name)
    case nil:
      throw UsageError.unknownCommand(name)
    }
  }
}

extension UsageError {
  /// A command of the interface that this build does not have yet.
  static func notAvailable(_ name: String) -> UsageError {
    UsageError("'\(name)' is not available yet in this build")
  }

  /// A word that names no command.
  static func unknownCommand(_ name: String) -> UsageError {
    let near = Suggestion.closest(to: name, in: CommandTable.entries.map(\.name))
    var error = UsageError("unknown command '\(name)'" + (near.map { "; did you mean '\($0)'?" } ?? ""))
    error.usage = "run 'tintype help' for the list of commands"
    return error
  }
}
