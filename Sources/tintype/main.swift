import Foundation

/// Runs the command named by the first argument and returns the exit status. Usage problems and
/// bad input exit 2, failed work 1; every error is one `tintype: <message>` line on stderr.
func dispatch(_ arguments: [String]) -> Int32 {
  guard let name = arguments.first else {
    Console.write(HelpText.overview, to: .standardError)
    return ExitStatus.badInput
  }
  if name == "--help" || name == "-h" {
    Console.write(HelpText.overview)
    return ExitStatus.success
  }
  do {
    switch CommandTable.entry(named: name) {
    case .available(let command):
      let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command)
      if parsed.isHelpRequested {
        Console.write(HelpText.help(for: command))
        return ExitStatus.success
      }
      return try command.run(parsed)
    case .planned:
      throw UsageError.notAvailable(name)
    case nil:
      throw UsageError.unknownCommand(name)
    }
  } catch let error as UsageError {
    Console.error("tintype: \(error.message)")
    if let usage = error.usage { Console.error(usage) }
    return error.exitStatus
  } catch let error as any ExitStatusError {
    Console.error("tintype: \(error)")
    return error.exitStatus
  } catch {
    Console.error("tintype: \(error)")
    return ExitStatus.failure
  }
}

MemoryTuning.apply()
exit(dispatch(Array(CommandLine.arguments.dropFirst())))
