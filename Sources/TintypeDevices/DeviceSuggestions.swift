import TintypeArchive

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
      let distance = Suggestion.distance(query, candidate)
      let isPrefix = candidate.hasPrefix(query) || query.hasPrefix(candidate)
      guard isPrefix || distance <= max(2, query.count / 4) else { return nil }
      return (candidate, distance)
    }
    return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
  }
}
