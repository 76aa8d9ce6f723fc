import Tintype

/// The text of `tintype help` and of each command's `--help`, generated from `CommandTable` and
/// the commands' option tables so it cannot drift from what the parser accepts.
enum HelpText {
  /// The command list.
  static var overview: String {
    let width = CommandTable.entries.map(\.name.count).max() ?? 0
    let lines = CommandTable.entries.map { entry -> String in
      let padding = String(repeating: " ", count: width - entry.name.count)
      let pending = if case .planned = entry { " (not available yet)" } else { "" }
      return "  \(entry.name)\(padding)  \(entry.summary)\(pending)"
    }
    return """
      tintype: render WidgetKit-style widgets to PNG without an Apple device

      usage: tintype <command> [arguments] [--help]

      commands:
      \(lines.joined(separator: "\n"))

      Run 'tintype help <command>' or 'tintype <command> --help' for a command's options.
      Exit status: 0 ok, 1 a render or comparison failed, 2 bad input or usage.

      """
  }

  /// "usage: tintype families [--device D] [--json]".
  static func usageLine(_ command: any Command) -> String {
    let parts = ["usage: tintype", command.name, command.positionalUsage] + command.options.map(\.usage)
    return parts.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// A command's usage, summary and options.
  static func help(for command: any Command) -> String {
    let options = command.options + [OptionSpec(name: "help", summary: "Show this help")]
    let labels = options.map { option in "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "") }
    let width = labels.map(\.count).max() ?? 0
    let lines = zip(labels, options).map { label, option in
      "  \(label)\(String(repeating: " ", count: width - label.count))  \(option.summary)"
    }
    return """
      \(usageLine(command))

      \(command.summary).

      options:
      \(lines.joined(separator: "\n"))

      """ + (command.discussion.isEmpty ? "" : "\n" + command.discussion + "\n")
  }
}
