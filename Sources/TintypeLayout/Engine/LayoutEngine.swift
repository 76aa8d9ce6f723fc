import TintypeArchive
import TintypeCore
import TintypeScene

/// Runs SwiftUI's proposal/response protocol over a `LayoutGraph`.
///
/// Every question (a size, baselines, child placements, a text measurement) is answered once per
/// element and offer and then cached: a stack asks each child for its size at several offers,
/// and without the cache nested stacks would cost exponentially in their depth.
/// One engine lays out one widget on one thread.
final class LayoutEngine {
  let graph: LayoutGraph
  let measurer: any TextMeasurer

  private struct Key: Hashable {
    var element: Element
    var proposal: ProposedSize
  }

  private struct TextKey: Hashable {
    var node: Int
    var width: Double?
    var lineLimit: Int?
  }

  private var sizes: [Key: Size] = [:]
  private var baselineCache: [Key: Baselines] = [:]
  private var texts: [TextKey: MeasuredText] = [:]

  /// A view's explicit text baselines, from its top edge.
  struct Baselines {
    var first: Double?
    var last: Double?
  }

  /// The size `containerRelativeFrame`s are worked out from: the widget's content area; `nil` when
  /// there is none yet (a view's ideal size, measured before the render's size is known), where
  /// such a frame lets the offer through.
  let container: Size?

  init(graph: LayoutGraph, measurer: any TextMeasurer, container: Size?) {
    self.graph = graph
    self.measurer = measurer
    self.container = container
  }

  /// The element for the whole of `node`, all its modifiers applied.
  func outermost(_ node: Int) -> Element {
    Element(node: node, depth: graph.nodes[node].view.modifiers.count)
  }

  // MARK: - Questions rules ask

  /// The size `element` chooses for `proposal`.
  func size(of element: Element, in proposal: ProposedSize) -> Size {
    let key = Key(element: element, proposal: proposal)
    if let known = sizes[key] { return known }
    let size: Size
    switch rule(for: element) {
    case .leaf(let rule): size = rule.sizeThatFits(proposal)
    case .text(let rule): size = rule.size(of: rule.measure(in: proposal))
    case .unary(let rule):
      size = rule.sizeThatFits(proposal, child: LayoutChild(engine: self, element: inner(element)))
    case .container(let rule, let children):
      size = rule.sizeThatFits(
        proposal, children: children.map { LayoutChild(engine: self, element: $0.element) })
    }
    sizes[key] = size
    return size
  }

  /// The text baselines of `element` for `proposal`, found through its children's placements.
  func baselines(of element: Element, in proposal: ProposedSize) -> Baselines {
    let key = Key(element: element, proposal: proposal)
    if let known = baselineCache[key] { return known }
    var result = Baselines()
    switch rule(for: element) {
    case .leaf:
      // A symbol drawn from its template crosses the baseline inside its frame.
      if case .image(let image) = graph.nodes[element.node].view.kind, !image.isResizable,
        let baseline = image.baseline
      {
        result = Baselines(first: baseline, last: baseline)
      }
    case .text(let rule):
      let measured = rule.measure(in: proposal)
      result = Baselines(first: measured.firstBaseline, last: measured.lastBaseline)
    case .unary, .container:
      let placed = placedChildren(of: element, in: size(of: element, in: proposal), proposal: proposal)
      let combined = AlignmentGuide.combinedBaselines(
        of: placed.compactMap { entry in entry.placement.map { (entry.child, $0) } })
      result = Baselines(first: combined.first, last: combined.last)
    }
    baselineCache[key] = result
    return result
  }

  /// The children of `element` with where each goes when `element` is `size` for `proposal`.
  /// A unary element's one child is the element one modifier further in.
  func placedChildren(
    of element: Element, in size: Size, proposal: ProposedSize
  ) -> [(declared: Int, child: LayoutChild, placement: ChildPlacement?)] {
    switch rule(for: element) {
    case .leaf, .text:
      return []
    case .unary(let rule):
      let child = LayoutChild(engine: self, element: inner(element))
      return [(0, child, rule.placement(of: child, in: size, proposal: proposal))]
    case .container(let rule, let children):
      let proxies = children.map { LayoutChild(engine: self, element: $0.element) }
      let placements = rule.placements(of: proxies, in: size, proposal: proposal)
      return children.indices.map { (children[$0].declared, proxies[$0], placements[$0]) }
    }
  }

  /// The text of `node` measured for `proposal` (the same measurement sizing used).
  func measuredText(of node: Int, in proposal: ProposedSize) -> MeasuredText? {
    guard case .text(let rule) = rule(for: Element(node: node, depth: 0)) else { return nil }
    return rule.measure(in: proposal)
  }

  /// The layout priority of `element`: the outermost `layoutPriority` among its modifiers (every
  /// other modifier passes its child's priority up, as SwiftUI's `UnaryLayout` does), else the
  /// primitive's: −∞ for a spacer, so that spacers are sized after everything else, 0 otherwise.
  ///
  /// A frame around a spacer is an ordinary view of priority 0: measured against SwiftUI,
  /// `Spacer().frame(maxWidth: .infinity)` beside `Color.blue.frame(maxWidth: .infinity)` shares
  /// the row evenly instead of being sized last at its minimum.
  func layoutPriority(of element: Element) -> Double {
    let view = graph.nodes[element.node].view
    for modifier in view.modifiers[..<element.depth].reversed() {
      switch modifier {
      case .layoutPriority(let value): return value
      case .frame, .flexibleFrame: return 0
      default: continue
      }
    }
    if case .spacer = view.kind { return -.infinity }
    return 0
  }

  /// The grid settings of `element`'s modifiers, outer ones winning.
  func gridCell(of element: Element) -> GridCellSettings {
    var settings = GridCellSettings()
    for modifier in graph.nodes[element.node].view.modifiers[..<element.depth] {
      if case .gridCell(let outer) = modifier { settings = settings.merged(with: outer) }
    }
    return settings
  }

  /// Whether `element` is a spacer, however modified.
  func isSpacer(_ element: Element) -> Bool {
    if case .spacer = graph.nodes[element.node].view.kind { return true }
    return false
  }

  // MARK: - Choosing the rule

  private func inner(_ element: Element) -> Element {
    Element(node: element.node, depth: element.depth - 1)
  }

  private func rule(for element: Element) -> ElementRule {
    let node = graph.nodes[element.node]
    if element.depth > 0 {
      return .unary(modifierRule(node.view.modifiers[element.depth - 1]))
    }
    switch node.view.kind {
    case .text(let text):
      return .text(TextViewLayout(text: text) { [unowned self] in self.measure(element.node, $0, width: $1) })
    case .image(let image): return .leaf(ImageLayout(image: image))
    case .shape, .fill, .canvas: return .leaf(ShapeLayout())
    case .chart(let chart):
      return .container(ChartLayout(plot: chart.plot), children: members(node))
    case .spacer(let minLength): return .leaf(SpacerLayout(minLength: minLength, axis: node.stackAxis))
    case .divider: return .leaf(DividerLayout(stackAxis: node.stackAxis))
    case .empty: return .leaf(EmptyLayout())
    case .hStack(let alignment, let spacing, _):
      return .container(
        StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing),
        children: members(node))
    case .vStack(let alignment, let spacing, _):
      return .container(
        StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing),
        children: members(node))
    case .zStack(let alignment, _):
      return .container(ZStackLayout(alignment: alignment), children: members(node))
    case .viewThatFits(let axes, _):
      return .container(ViewThatFitsLayout(axes: axes), children: members(node))
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing, _):
      return .container(
        GridLayout(
          alignment: alignment, columns: gridColumns(of: element.node, horizontalSpacing: horizontalSpacing),
          verticalSpacing: verticalSpacing ?? ViewSpacing.standard),
        children: members(node))
    case .lazyGrid(let grid, _):
      return .container(LazyGridLayout(grid: grid), children: members(node))
    case .gridRow(let alignment, _):
      guard let gridNode = node.parent,
        case .grid(let gridAlignment, let horizontalSpacing, _, _) = graph.nodes[gridNode].view.kind
      else {
        // Outside a grid a row has no columns to share: it lays out as an HStack.
        return .container(
          StackLayout(axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil),
          children: members(node))
      }
      let columns = gridColumns(of: gridNode, horizontalSpacing: horizontalSpacing)
      let row = members(graph.nodes[gridNode]).firstIndex { $0.element.node == element.node } ?? 0
      return .container(
        GridRowLayout(
          columns: columns, row: row, horizontal: gridAlignment.horizontal,
          vertical: alignment ?? gridAlignment.vertical),
        children: members(node))
    }
  }

  /// The shared columns of the grid at `node`: each row's cells (nil for a view spanning them all).
  private func gridColumns(of node: Int, horizontalSpacing: Double?) -> GridColumns {
    let rows = members(graph.nodes[node]).map { row -> [LayoutChild]? in
      guard case .gridRow = graph.nodes[row.element.node].view.kind else { return nil }
      return members(graph.nodes[row.element.node]).map { LayoutChild(engine: self, element: $0.element) }
    }
    return GridColumns(rows: rows, spacing: horizontalSpacing ?? ViewSpacing.standard)
  }

  /// The children a container lays out: every declared child except empty views, which SwiftUI
  /// drops from a container's subviews (no size, no spacing).
  private func members(_ node: LayoutGraph.Node) -> [(declared: Int, element: Element)] {
    node.children.enumerated().compactMap { offset, child in
      if case .empty = graph.nodes[child].view.kind { return nil }
      return (offset, outermost(child))
    }
  }

  private func modifierRule(_ modifier: ResolvedModifier) -> any UnaryLayoutRule {
    switch modifier {
    case .padding(let insets): return PaddingLayout(insets: insets)
    case .frame(let width, let height, let alignment):
      return FrameLayout(width: width, height: height, alignment: alignment)
    case .flexibleFrame(let frame): return FlexibleFrameLayout(frame: frame)
    case .containerRelativeFrame(let frame):
      guard let container else { return IdentityLayout() }
      return FrameLayout(
        width: frame.axes.contains(.horizontal) ? frame.length(in: container.width) : nil,
        height: frame.axes.contains(.vertical) ? frame.length(in: container.height) : nil,
        alignment: frame.alignment)
    case .fixedSize(let horizontal, let vertical):
      return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    case .aspectRatio(let ratio, let contentMode):
      return AspectRatioLayout(ratio: ratio, contentMode: contentMode)
    case .position(let x, let y): return PositionLayout(x: x, y: y)
    case .layoutPriority, .offset, .background, .overlay, .mask, .hidden, .effect, .gridCell:
      return IdentityLayout()
    }
  }

  private func measure(_ node: Int, _ text: ResolvedText, width: Double?) -> MeasuredText {
    let key = TextKey(node: node, width: width, lineLimit: text.style.lineLimit)
    if let known = texts[key] { return known }
    let measured = measurer.measure(text, width: width)
    texts[key] = measured
    return measured
  }
}
