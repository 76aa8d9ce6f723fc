import TintypeArchive

/// Reads an option's value from a fixed set of names, as people type them: exact, or in any case
/// ("systemmedium", "DARK"); anything else is a usage error that lists the names and, for a near miss,
/// asks "did you mean …?".
enum OptionValue {
  /// The case of `E` that `value` names.
  static func parse<E: RawRepresentable & CaseIterable>(
    _ value: String, option: String, as _: E.Type, command: any Command
  ) throws -> E where E.RawValue == String {
    if let exact = E(rawValue: value) { return exact }
    let lowered = value.lowercased()
    if let match = E.allCases.first(where: { $0.rawValue.lowercased() == lowered }) { return match }
    throw UsageError(
      "--\(option) \(ArchiveError.quoted(value)) is not one of "
        + E.allCases.map(\.rawValue).joined(separator: ", ")
        + suggestion(value, E.allCases.map(\.rawValue)), command: command)
  }

  /// "; did you mean "x"?" when one of `names` is close to `value`, else nothing.
  static func suggestion(_ value: String, _ names: [String]) -> String {
    Suggestion.closest(to: value, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
  }
}
