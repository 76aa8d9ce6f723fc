// SwiftUI's mirroring for right-to-left layouts: layout already places views right to left; these
// mirror a view's own drawing (an arrow, a chevron, a custom shape) where its direction means something.

extension View {
  /// Mirrors the view's contents horizontally when the layout direction is right to left (`true`),
  /// or never (`false`, SwiftUI's default).
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    layoutDirectionBehavior(enabled ? .mirrors : .fixed)
  }

  /// Mirrors the view's contents horizontally in the layout direction `behavior` names.
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    archived(.composite(CompositeModifier(LayoutDirectionBehaviorModifier(behavior))))
  }
}
