import Tintype

/// Warnings as `render` and `gallery` print them: one line per distinct message, with the file it
/// first occurred in and how many more images have it, so that one missing symbol in forty renders
/// is one line.
enum WarningReport {
  static func print(_ warnings: [(file: String, warning: RenderWarning)]) {
    var seen: [String: (first: String, count: Int)] = [:]
    var order: [String] = []
    for (file, warning) in warnings {
      if seen[warning.message] == nil { order.append(warning.message) }
      seen[warning.message, default: (file, 0)].count += 1
    }
    for message in order {
      let (file, count) = seen[message]!
      Console.error(
        "tintype: warning: \(file): \(message)" + (count > 1 ? " (and \(count - 1) more images)" : ""))
    }
  }
}
