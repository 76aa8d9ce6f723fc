import TintypeCore

extension LayoutTree {
  /// The frame each `GeometryReader` got, by its archive number: the reader's own layer (its
  /// greedy frame, inside any modifiers written on it), in points from the widget's top-left
  /// corner. The archiver evaluates the readers' content again at these sizes until they settle.
  public var geometryReaderFrames: [Int: Rect] {
    var frames: [Int: Rect] = [:]
    func visit(_ node: LayoutNode) {
      if let id = node.view.geometryReaderID { frames[id] = node.modifiers.first?.frame ?? node.frame }
      node.children.forEach(visit)
      node.secondaryViews.forEach(visit)
    }
    containerBackground.map(visit)
    roots.forEach(visit)
    return frames
  }
}
