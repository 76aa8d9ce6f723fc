import TintypeArchive
import TintypeCore

/// `ZStack` (DanceUI/OpenSwiftUI `_ZStackLayout`): every child is offered the stack's offer and
/// the children's alignment guides are put on one point. The stack's size is the union of the
/// children with the highest layout priority; lower-priority children do not size the stack
/// (they may overflow it). When placing, every child is offered the stack's own size, so a colour
/// behind text in a fixed-size ZStack grows to the text's size.
struct ZStackLayout: ContainerLayoutRule {
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
    let sizing = sizingChildren(children)
    guard !sizing.isEmpty else { return .zero }
    var before = Size(width: -.infinity, height: -.infinity)
    var after = Size(width: -.infinity, height: -.infinity)
    for child in sizing {
      let size = child.size(in: proposal)
      let x = child.guide(alignment.horizontal, in: proposal)
      let y = child.guide(alignment.vertical, in: proposal)
      before.width = max(before.width, x)
      before.height = max(before.height, y)
      // An infinite child's guide would make ∞ − ∞; its extent past the guide is the whole size.
      after.width = max(after.width, size.width - (size.width < .infinity ? x : 0))
      after.height = max(after.height, size.height - (size.height < .infinity ? y : 0))
    }
    return Size(width: before.width + after.width, height: before.height + after.height)
  }

  func placements(of children: [LayoutChild], in size: Size, proposal: ProposedSize)
    -> [ChildPlacement?]
  {
    let offer = ProposedSize(size)
    var lineX = -Double.infinity
    var lineY = -Double.infinity
    for child in sizingChildren(children) {
      lineX = max(lineX, child.guide(alignment.horizontal, in: offer))
      lineY = max(lineY, child.guide(alignment.vertical, in: offer))
    }
    return children.map { child in
      let origin = Point(
        x: lineX - child.guide(alignment.horizontal, in: offer),
        y: lineY - child.guide(alignment.vertical, in: offer))
      return ChildPlacement(origin: origin, proposal: offer)
    }
  }

  /// The children that size the stack: those with the highest layout priority. (DanceUI starts the
  /// maximum at 0, which would leave a ZStack of spacers, priority −∞, with no sizing child.)
  private func sizingChildren(_ children: [LayoutChild]) -> [LayoutChild] {
    guard let top = children.map(\.layoutPriority).max() else { return [] }
    return children.filter { $0.layoutPriority == top }
  }
}
