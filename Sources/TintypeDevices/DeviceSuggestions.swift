/// Finds the catalog names closest to a mistyped device id, for the "did you mean" of an error.
///
/// Device ids are hyphenated model names, so the usual mistakes are a missing suffix ("iphone-17"
/// for "iphone-17-pro"), a wrong number ("iphone-18") or a typo; a prefix match or a small edit
/// distance catches each.
enum DeviceSuggestions {
  /// The most suggestions an error lists.
  static let limit = 6

  /// Names from `candidates` close to `query`, closest first.
  static func closest(to query: String, in candidates: [String]) -> [String] {
    // The edit distance costs the product of the lengths: a hostile long id gets no suggestion.
    guard query.utf8.count <= 64 else { return [] }
    let query = query.lowercased()
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let distance = editDistance(query, candidate)
      let isPrefix = candidate.hasPrefix(query) || query.hasPrefix(candidate)
      guard isPrefix || distance <= max(2, query.count / 4) else { return nil }
      return (candidate, distance)
    }
    return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
