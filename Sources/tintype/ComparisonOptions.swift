import TintypeComparison

/// The tolerance options `diff` and `verify` share.
enum ComparisonOptions {
  static let specs = [
    OptionSpec(
      name: "precision", valueName: "P", summary: "Fraction of pixels that must match, 0…1 (default 1)"),
    OptionSpec(
      name: "perceptual-precision", valueName: "Q",
      summary: "How alike two pixels must be to match, 0…1 (default 1: identical; 0.98: within ΔE2000 2)"),
    OptionSpec(
      name: "channel-tolerance", valueName: "N",
      summary: "Levels (0…255) each channel may differ by; transparent pixels ignored (default 0)"),
  ]

  /// The comparison the options ask for.
  static func comparison(_ arguments: ParsedArguments, command: any Command) throws -> ImageComparison {
    ImageComparison(
      precision: try fraction(arguments, "precision", command: command),
      perceptualPrecision: try fraction(arguments, "perceptual-precision", command: command),
      channelTolerance: try levels(arguments, command: command))
  }

  private static func levels(_ arguments: ParsedArguments, command: any Command) throws -> Int {
    guard let text = arguments.value("channel-tolerance") else { return 0 }
    guard let value = Int(text), (0...255).contains(value) else {
      throw UsageError(
        "--channel-tolerance expects a whole number from 0 to 255, got \"\(text)\"", command: command)
    }
    return value
  }

  private static func fraction(_ arguments: ParsedArguments, _ name: String, command: any Command) throws
    -> Double
  {
    guard let text = arguments.value(name) else { return 1 }
    guard let value = Double(text), (0...1).contains(value) else {
      throw UsageError("--\(name) expects a number from 0 to 1, got \"\(text)\"", command: command)
    }
    return value
  }
}
