import TintypeCore

/// How `EmptyView` sizes itself: not at all. Containers also leave it out of their children, so it
/// takes no spacing either.
struct EmptyLayout: LeafLayoutRule {
  func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }
}
