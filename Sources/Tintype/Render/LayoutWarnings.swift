import TintypeCore
import TintypeLayout
import TintypeResolve
import TintypeScene
import TintypeText

/// What layout found that a reviewer should know: views that overflow their space, said once at
/// the outermost view that overflows (its children overflow with it) with the amount in points, and
/// text cut with an ellipsis.
enum LayoutWarnings {
  static func warnings(in tree: LayoutTree) -> [RenderWarning] {
    var found: [RenderWarning] = []
    func visit(_ node: LayoutNode, insideOverflow: Bool) {
      if node.overflows && !insideOverflow {
        let amount = overflow(of: node, in: tree.bounds)
        let by = amount > 0.005 ? " by \(format(amount)) pt" : ""
        found.append(
          RenderWarning(
            .overflow, at: node.warningLocation, view: node.type,
            message: "\(node.displayPath) (\(node.type)) overflows its space\(by)"))
      }
      if let measured = node.text, measured.isTruncated, case .text(let text) = node.view.kind {
        let string = text.runs.map(\.text).joined()
        let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
        found.append(
          RenderWarning(
            .truncatedText, at: node.warningLocation, view: node.type,
            message: "\(node.displayPath) (\(node.type)) is truncated to fit: \"\(shown)\""))
      }
      let inside = insideOverflow || node.overflows
      for child in node.children { visit(child, insideOverflow: inside) }
      for view in node.secondaryViews { visit(view, insideOverflow: inside) }
    }
    tree.containerBackground.map { visit($0, insideOverflow: false) }
    for root in tree.roots { visit(root, insideOverflow: false) }
    return found
  }

  /// How far `node` is larger than its offer, or reaches outside the widget, in points.
  private static func overflow(of node: LayoutNode, in widget: Rect) -> Double {
    let frame = node.frame
    let wider = node.proposal.width.map { frame.width - $0 } ?? 0
    let taller = node.proposal.height.map { frame.height - $0 } ?? 0
    let outside = max(
      widget.minX - frame.minX, frame.maxX - widget.maxX, widget.minY - frame.minY, frame.maxY - widget.maxY)
    return max(0, wider, taller, outside)
  }

  private static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

extension LayoutNode {
  /// Where a warning about this view is: its JSON path when it came from the archive, else its
  /// layout path.
  var warningLocation: RenderWarning.Location {
    sourcePath.map(RenderWarning.Location.archive) ?? .layout(path)
  }
}
