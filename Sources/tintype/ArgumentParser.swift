import TintypeArchive

/// An option a command accepts: `--name VALUE` when it takes a value, `--name` alone when it is a
/// switch. Values may also be written `--name=VALUE`.
struct OptionSpec: Sendable {
  /// The name without its leading dashes ("device").
  var name: String
  /// The placeholder shown in usage ("D") for an option that takes a value; `nil` for a switch.
  var valueName: String?
  /// Whether the option may be given more than once, each value kept in order.
  var isRepeatable = false
  /// One line for `--help`.
  var summary: String
  /// Whether the command needs the option; shown without brackets in the usage line (the command
  /// itself reports it missing, with its own words).
  var isRequired = false

  /// How the option reads in a usage line: "[--device D]", "[--family F]…", "[--json]", "--out DIR".
  var usage: String {
    let value = valueName.map { " \($0)" } ?? ""
    if isRequired { return "--\(name)\(value)" + (isRepeatable ? "…" : "") }
    return "[--\(name)\(value)]" + (isRepeatable ? "…" : "")
  }
}

/// A command's arguments after parsing: positionals in order, option values by name.
struct ParsedArguments: Sendable {
  /// The arguments that are not options, in order.
  var positionals: [String] = []
  /// The values of each option that takes one, in the order given.
  var values: [String: [String]] = [:]
  /// The switches that were given.
  var switches: Set<String> = []
  /// Whether `--help` (or `-h`) was given; parsing stops there so help works on a broken line.
  var isHelpRequested = false

  /// The value of a non-repeatable option, if given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option, in order.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether a switch was given.
  func isSet(_ name: String) -> Bool { switches.contains(name) }
}

/// Splits a command's arguments into positionals and options, by the command's option table.
///
/// Hand-written because no package can be fetched here; it covers what the interface needs:
/// `--name value`, `--name=value`, repeatable options, switches, `--` to end options, `--help`.
enum ArgumentParser {
  /// Parses `arguments` (everything after the command name) for `command`.
  static func parse(_ arguments: [String], for command: any Command) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var remaining = arguments[...]
    func fail(_ message: String) -> UsageError { UsageError(message, command: command) }

    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.positionals.append(contentsOf: remaining)
        break
      }
      if argument == "--help" || argument == "-h" {
        parsed.isHelpRequested = true
        return parsed
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positionals.append(argument)
        continue
      }
      guard argument.hasPrefix("--") else { throw fail("unknown option '\(argument)'") }

      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      guard let option = command.options.first(where: { $0.name == name }) else {
        let near = Suggestion.closest(to: name, in: command.options.map(\.name))
        throw fail("unknown option '--\(name)'" + (near.map { "; did you mean '--\($0)'?" } ?? ""))
      }

      guard let valueName = option.valueName else {
        if inlineValue != nil { throw fail("option '--\(name)' takes no value") }
        parsed.switches.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if let next = remaining.first, !next.hasPrefix("--") {
        value = next
        remaining = remaining.dropFirst()
      } else {
        throw fail("option '--\(name)' needs a value (\(valueName))")
      }
      guard !value.isEmpty else { throw fail("option '--\(name)' needs a value (\(valueName))") }
      if !option.isRepeatable, parsed.values[name] != nil {
        throw fail("option '--\(name)' is given more than once")
      }
      parsed.values[name, default: []].append(value)
    }

    let count = parsed.positionals.count
    if count > command.positionalCount.upperBound {
      let extra = parsed.positionals[command.positionalCount.upperBound]
      throw fail("unexpected argument '\(extra)'")
    }
    if count < command.positionalCount.lowerBound {
      throw fail("missing argument \(command.positionalUsage)")
    }
    return parsed
  }
}
