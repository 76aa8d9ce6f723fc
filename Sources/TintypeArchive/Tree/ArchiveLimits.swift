/// The bounds an archive must stay within, checked before any work starts so that a hostile or
/// mistaken archive fails with the limit named instead of exhausting memory or the stack.
public enum ArchiveLimits {
  /// The deepest JSON path a view may sit at (two path steps per level of nesting).
  public static let maximumPathDepth = 256
  /// The most characters (Unicode code points, as JSON Schema's `maxLength` counts) in one `Text`.
  public static let maximumTextLength = 10_000
  /// The most views in one widget view tree.
  public static let maximumNodeCount = 20_000
  /// The most timeline entries in one archive.
  public static let maximumEntryCount = 1_000
}
