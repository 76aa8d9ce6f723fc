import TintypeArchive
import TintypeCore
import TintypeScene

/// The second half of the protocol: once sizes are known, walk the tree from the top, put every
/// view at its place in widget coordinates and record it as a `LayoutNode`.
extension LayoutEngine {
  /// Slack for comparing sizes and frames, far below a pixel.
  static let overflowTolerance = 1e-6

  /// Lays out `node` offered `proposal` with its top-left corner at `origin`; `container` is the
  /// frame it should stay inside (its parent's), `widget` the widget's bounds.
  func place(
    _ node: Int, proposal: ProposedSize, sharedAxis: Axis? = nil, at origin: Point,
    container: Rect,
    widget: Rect
  ) -> LayoutNode {
    let graphNode = graph.nodes[node]
    let view = graphNode.view
    var element = outermost(node)
    var offer = proposal
    var frame = Rect(origin: origin, size: size(of: element, in: offer))
    // A stack's offers to its children are a negotiation (a share while the stack sizes itself), so
    // a stack child overflows only by reaching outside the stack or the widget; other views also
    // overflow by being larger than they were offered.
    var overflows =
      (sharedAxis == nil && exceeds(frame.size, offer)) || !fits(frame, in: container)
      || !fits(frame, in: widget)
    let outerFrame = frame
    // While the offer is still the stack's share (passed through unchanged by effect modifiers),
    // inner layers are judged like the view itself: by staying inside, not by the share.
    var offerIsStackShare = sharedAxis != nil

    var steps: [LayoutModifierStep] = []
    var hiddenOutside = false
    for depth in stride(from: view.modifiers.count, to: 0, by: -1) {
      let modifier = view.modifiers[depth - 1]
      // `frame` is the view this modifier produces; its secondary view is laid out there.
      var secondary: LayoutNode?
      if let content = graphNode.secondary[depth - 1] {
        secondary = placeSecondary(
          content, of: modifier, on: LayoutChild(engine: self, element: element), offered: offer, in: frame,
          widget: widget)
      }
      steps.append(
        LayoutModifierStep(modifier: modifier, frame: frame, view: secondary, isHidden: hiddenOutside))
      if case .hidden = modifier { hiddenOutside = true }

      guard let inner = placedChildren(of: element, in: frame.size, proposal: offer).first?.placement else {
        break
      }
      element = Element(node: node, depth: depth - 1)
      if inner.proposal != offer { offerIsStackShare = false }
      offer = inner.proposal
      var innerFrame = Rect(
        origin: frame.origin.offset(by: inner.origin), size: size(of: element, in: offer))
      // Overflow inside the view: a layer larger than its offer or outside the layer around it
      // (a fixed-size text in a narrow frame, a filled image in a square).
      overflows =
        overflows || (!offerIsStackShare && exceeds(innerFrame.size, offer)) || !fits(innerFrame, in: frame)
      if case .offset(let x, let y) = modifier {
        innerFrame = innerFrame.offsetBy(dx: x, dy: y)
        overflows = overflows || !fits(innerFrame, in: widget)
      }
      frame = innerFrame
    }
    steps.reverse()

    let children = placeChildren(of: node, element: element, in: frame, proposal: offer, widget: widget)
    var placed = LayoutNode(
      path: graphNode.path, type: view.typeName, view: view, proposal: proposal, frame: outerFrame,
      contentFrame: frame,
      modifiers: steps, children: children, text: measuredText(of: node, in: offer), overflows: overflows)
    placed.sourcePath = graphNode.source
    return placed
  }

  /// The content children of a container at `frame`, in declaration order; empty views get a
  /// zero-size frame at the container's origin, unchosen ViewThatFits children are left out.
  private func placeChildren(
    of node: Int, element: Element, in frame: Rect, proposal: ProposedSize, widget: Rect
  ) -> [LayoutNode] {
    let declared = graph.nodes[node].children
    guard !declared.isEmpty else { return [] }
    var placed: [Int: LayoutNode] = [:]
    for (index, _, placement) in placedChildren(of: element, in: frame.size, proposal: proposal) {
      guard let placement else { continue }
      placed[index] = place(
        declared[index], proposal: placement.proposal, sharedAxis: placement.sharedAxis,
        at: frame.origin.offset(by: placement.origin), container: frame,
        widget: widget)
    }
    return declared.indices.compactMap { index in
      if let node = placed[index] { return node }
      guard case .empty = graph.nodes[declared[index]].view.kind else { return nil }
      return place(declared[index], proposal: .zero, at: frame.origin, container: frame, widget: widget)
    }
  }

  /// A background, overlay or mask view of `modified`, which is at `frame` for `proposal`.
  private func placeSecondary(
    _ content: Int, of modifier: ResolvedModifier, on modified: LayoutChild, offered proposal: ProposedSize,
    in frame: Rect, widget: Rect
  ) -> LayoutNode {
    let alignment: Alignment
    switch modifier {
    case .background(_, let value), .overlay(_, let value), .mask(_, let value): alignment = value
    default: alignment = .center
    }
    let child = LayoutChild(engine: self, element: outermost(content))
    let placement = SecondaryViewLayout.placement(
      of: child, on: modified, in: frame.size, proposal: proposal, alignment: alignment)
    return place(
      content, proposal: placement.proposal, at: frame.origin.offset(by: placement.origin), container: frame,
      widget: widget)
  }

  /// Whether `size` is larger than a finite `proposal` on either axis but `except`.
  private func exceeds(_ size: Size, _ proposal: ProposedSize, except: Axis? = nil) -> Bool {
    func exceeds(_ axis: Axis) -> Bool {
      guard axis != except, let offer = proposal[axis], offer.isFinite else { return false }
      return size[axis] > offer + Self.overflowTolerance
    }
    return exceeds(.horizontal) || exceeds(.vertical)
  }

  private func fits(_ frame: Rect, in container: Rect) -> Bool {
    container.contains(frame, tolerance: Self.overflowTolerance)
  }
}
