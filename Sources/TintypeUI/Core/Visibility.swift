/// Whether something the system draws is shown (SwiftUI's `Visibility`): an axis, a legend.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// As the system decides.
  case automatic
  /// Shown.
  case visible
  /// Not shown.
  case hidden
}
