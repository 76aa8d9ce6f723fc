import TintypeArchive
import TintypeCore
import TintypeScene

/// A rule's handle on one view it lays out (SwiftUI's `LayoutProxy`): ask its size for an offer,
/// read its alignment guides and the traits a stack sorts by.
struct LayoutChild {
  let engine: LayoutEngine
  let element: Element

  /// The size the view chooses for `proposal`.
  func size(in proposal: ProposedSize) -> Size {
    engine.size(of: element, in: proposal)
  }

  /// Where the `alignment` guide falls from the view's leading edge, for `proposal`.
  func guide(_ alignment: HorizontalAlignment, in proposal: ProposedSize) -> Double {
    AlignmentGuide.value(of: alignment, in: size(in: proposal))
  }

  /// Where the `alignment` guide falls from the view's top edge, for `proposal`; text baselines
  /// come from the measured text inside the view, or the bottom edge when it has none.
  func guide(_ alignment: VerticalAlignment, in proposal: ProposedSize) -> Double {
    let size = size(in: proposal)
    switch alignment {
    case .firstTextBaseline:
      return engine.baselines(of: element, in: proposal).first ?? size.height
    case .lastTextBaseline:
      return engine.baselines(of: element, in: proposal).last ?? size.height
    default:
      return AlignmentGuide.value(of: alignment, in: size)
    }
  }

  /// The view's layout priority: its outermost `layoutPriority`, else −∞ for a spacer, else 0.
  var layoutPriority: Double { engine.layoutPriority(of: element) }

  /// How the view sits in a grid.
  var gridCell: GridCellSettings { engine.gridCell(of: element) }

  /// Whether the view is a spacer (however modified), which takes no spacing next to it.
  var isSpacer: Bool { engine.isSpacer(element) }
}
