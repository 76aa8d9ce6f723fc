import TintypeArchive
import TintypeCore

/// The built-in alignment guides and how a container lines a child up with them.
///
/// A guide is a position inside a view: `leading` 0, `center` half, `trailing` the full width;
/// `top`, `center`, `bottom` likewise down. The text baselines are explicit values from text; a
/// view without text uses its bottom edge (SwiftUI's `VerticalAlignment.firstTextBaseline`
/// default value). Containers combine their children's baselines: the first baseline is the
/// topmost, the last the bottommost (OpenSwiftUI `VerticalAlignment._combineExplicit`).
enum AlignmentGuide {
  /// The position of `alignment` in a view of `size`.
  static func value(of alignment: HorizontalAlignment, in size: Size) -> Double {
    switch alignment {
    case .leading: return 0
    case .center: return size.width / 2
    case .trailing: return size.width
    }
  }

  /// The default position of `alignment` in a view of `size` (baselines fall on the bottom edge).
  static func value(of alignment: VerticalAlignment, in size: Size) -> Double {
    switch alignment {
    case .top: return 0
    case .center: return size.height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: return size.height
    }
  }

  /// Places `child`, offered `proposal`, in a frame of `size` so that the child's `alignment`
  /// guides meet the frame's (OpenSwiftUI `FrameLayoutCommon.commonPlacement`). The frame's own
  /// guides are the default ones, as the frame has no text of its own.
  static func place(
    _ child: LayoutChild, proposal: ProposedSize, in size: Size, alignment: Alignment
  ) -> ChildPlacement {
    let x = value(of: alignment.horizontal, in: size) - child.guide(alignment.horizontal, in: proposal)
    let y = value(of: alignment.vertical, in: size) - child.guide(alignment.vertical, in: proposal)
    return ChildPlacement(origin: Point(x: x, y: y), proposal: proposal)
  }

  /// The first and last text baselines of a container whose children sit at `placements`, from the
  /// children's own baselines; `nil` where no child has text.
  static func combinedBaselines(
    of children: [(child: LayoutChild, placement: ChildPlacement)]
  ) -> (first: Double?, last: Double?) {
    var first: Double?
    var last: Double?
    for (child, placement) in children {
      let baselines = child.engine.baselines(of: child.element, in: placement.proposal)
      if let value = baselines.first {
        first = min(first ?? .infinity, placement.origin.y + value)
      }
      if let value = baselines.last {
        last = max(last ?? -.infinity, placement.origin.y + value)
      }
    }
    return (first, last)
  }
}
