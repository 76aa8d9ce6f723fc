import Foundation

/// The `--assets` folders, checked before any work starts: a folder that does not exist (a typo, a
/// path relative to the wrong place) would otherwise be an empty search path, and every image
/// "missing" for a reason the message could not say.
enum AssetFolders {
  /// The `--fonts` option: folders (or single font files) where `Font.custom` looks for its faces.
  static let fontsOption = OptionSpec(
    name: "fonts", valueName: "DIR", isRepeatable: true,
    summary: "Folders or font files for Font.custom(_:size:), searched after the package's Fonts/")

  /// The `--fonts` paths, checked like `--assets`: each must exist.
  static func fonts(_ arguments: ParsedArguments, command: any Command) throws -> [URL] {
    try arguments.allValues("fonts").map { path in
      guard FileManager.default.fileExists(atPath: path) else {
        throw UsageError("--fonts \(path): no such folder or file", command: command)
      }
      return URL(fileURLWithPath: path)
    }
  }

  /// The `--symbols` option: folders of SF Symbols exported from the SF Symbols app as templates.
  static let symbolsOption = OptionSpec(
    name: "symbols", valueName: "DIR", isRepeatable: true,
    summary:
      "Folders of SF Symbol templates exported from the SF Symbols app (heart.fill.svg), drawn instead of the stand-ins"
  )

  /// The `--symbols` folders, checked like `--assets`: each must be a folder.
  static func symbols(_ arguments: ParsedArguments, command: any Command) throws -> [URL] {
    try arguments.allValues("symbols").map { path in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw UsageError("--symbols \(path): no such folder", command: command)
      }
      return URL(fileURLWithPath: path)
    }
  }

  static func given(_ arguments: ParsedArguments, command: any Command) throws -> [URL] {
    try arguments.allValues("assets").map { path in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError("--assets \(path): no such folder", command: command)
      }
      guard isDirectory.boolValue else {
        throw UsageError("--assets \(path): is a file, not a folder", command: command)
      }
      return URL(fileURLWithPath: path)
    }
  }
}
