extension String {
  /// The string with zeros in front up to `width` characters, for fixed-width hex in messages
  /// (`#0A0B0C`, `U+00E9`).
  package func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
