/// "Did you mean …?" for misspelt names: the closest known name within a small edit distance. Used
/// for archive keys and names, device ids and the command line's commands, options and values.
public enum Suggestion {
  /// The longest name a suggestion is looked for: known names are short, and the edit distance
  /// costs the product of the two lengths, so a hostile megabyte-long name must not reach it.
  public static let maximumNameLength = 64

  /// The known name closest to `name` (ignoring case) if it is within two edits, or a prefix match;
  /// `nil` at once for names longer than `maximumNameLength`.
  public static func closest(to name: String, in known: [String]) -> String? {
    guard name.utf8.count <= maximumNameLength else { return nil }
    let lowered = name.lowercased()
    if let exact = known.first(where: { $0.lowercased() == lowered }) { return exact }
    let scored = known.map { ($0, distance(lowered, $0.lowercased())) }.filter { $0.1 <= 2 }
    if let best = scored.min(by: { $0.1 < $1.1 }) { return best.0 }
    return known.first { $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased()) }
  }

  /// The Levenshtein distance between two strings.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
