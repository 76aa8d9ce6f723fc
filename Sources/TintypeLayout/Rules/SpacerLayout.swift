import TintypeArchive
import TintypeCore

/// How `Spacer` sizes itself (OpenSwiftUI `Spacer.swift`): along its stack's axis it takes the
/// offer but never less than `minLength` (the default spacing when `nil`); across it, nothing.
/// Outside a stack it grows on both axes. A nil offer gives the minimum length.
///
/// Its layout priority is −∞ (`LayoutEngine.layoutPriority(of:)`), so a stack sizes spacers after
/// every other child, giving them what is left.
struct SpacerLayout: LeafLayoutRule {
  let minLength: Double?
  /// The axis of the stack the spacer is in; `nil` outside a stack.
  let axis: Axis?

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let minimum = minLength ?? ViewSpacing.standard
    let width = max(proposal.width ?? -.infinity, minimum)
    let height = max(proposal.height ?? -.infinity, minimum)
    switch axis {
    case .horizontal: return Size(width: width, height: 0)
    case .vertical: return Size(width: 0, height: height)
    case nil: return Size(width: width, height: height)
    }
  }
}
