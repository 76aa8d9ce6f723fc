import TintypeCore
import TintypeScene

/// Right-to-left layout: a subtree whose direction differs from its parent's
/// (`ResolvedView.mirrorsHorizontally`) is laid out left to right and then reflected about the
/// vertical centre line of its own frame. Every frame in it moves (its children, its modifiers'
/// layers and their views); what draws inside a frame does not flip, because SwiftUI does not flip
/// text, images or shapes for right-to-left either (text runs right to left by its paragraph
/// direction instead). A nested subtree that turns back is reflected again within its reflected
/// frame, top down.
enum LayoutMirroring {
  /// `node` with every flagged subtree mirrored.
  static func apply(_ node: LayoutNode) -> LayoutNode {
    var node = node
    if node.view.mirrorsHorizontally { node = reflect(node, about: node.frame.x + node.frame.width / 2) }
    node.children = node.children.map(apply)
    node.modifiers = node.modifiers.map { step in
      var step = step
      step.view = step.view.map(apply)
      return step
    }
    return node
  }

  /// `node` and everything in it reflected about the vertical line `x = axis`.
  private static func reflect(_ node: LayoutNode, about axis: Double) -> LayoutNode {
    var node = node
    let before = node.frame
    node.frame = reflect(node.frame, about: axis)
    // A chart moves whole: its plot is drawn left to right whatever the direction, so its labels
    // move with it instead of trading sides (UNCONFIRMED: how Swift Charts lays out right to left).
    if case .chart = node.view.kind {
      let shift = node.frame.x - before.x
      node.contentFrame.x += shift
      node.children = node.children.map { translate($0, by: shift) }
      node.modifiers = node.modifiers.map { step in
        var step = step
        step.frame = reflect(step.frame, about: axis)
        step.view = step.view.map { reflect($0, about: axis) }
        return step
      }
      return node
    }
    node.contentFrame = reflect(node.contentFrame, about: axis)
    node.modifiers = node.modifiers.map { step in
      var step = step
      step.frame = reflect(step.frame, about: axis)
      step.view = step.view.map { reflect($0, about: axis) }
      return step
    }
    node.children = node.children.map { reflect($0, about: axis) }
    return node
  }

  private static func reflect(_ rect: Rect, about axis: Double) -> Rect {
    Rect(x: 2 * axis - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
  }

  /// `node` and everything in it moved `dx` points along x.
  private static func translate(_ node: LayoutNode, by dx: Double) -> LayoutNode {
    var node = node
    node.frame.x += dx
    node.contentFrame.x += dx
    node.modifiers = node.modifiers.map { step in
      var step = step
      step.frame.x += dx
      step.view = step.view.map { translate($0, by: dx) }
      return step
    }
    node.children = node.children.map { translate($0, by: dx) }
    return node
  }
}
