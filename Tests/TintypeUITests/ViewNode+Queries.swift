import Testing
import TintypeUI

// Ways for tests to find things in an archived tree without spelling out its whole shape.

extension ViewNode {
  /// This node and every node under it, depth first, including the views held by modifiers
  /// (backgrounds, overlays, masks) and by controls (labels).
  var subtree: [ViewNode] {
    [self] + (content.children + modifierChildren).flatMap(\.subtree)
  }

  /// Every node in the subtree whose content's JSON type is `typeName`.
  func nodes(ofType typeName: String) -> [ViewNode] {
    subtree.filter { $0.content.typeName == typeName }
  }

  /// The literal strings of every `Text` in the subtree, in order.
  var verbatimTexts: [String] {
    subtree.compactMap { node in
      if case .text(.verbatim(let string)) = node.content { return string }
      return nil
    }
  }

  /// The images in the subtree named `name` (`Image(name)`).
  func images(named name: String) -> [ViewNode] {
    subtree.filter { node in
      if case .image(let image) = node.content, image.source == .named(name) { return true }
      return false
    }
  }

  /// The case a switch node holds for `mode`.
  func renderingModeCase(_ mode: WidgetRenderingMode) -> ViewNode? {
    guard case .renderingModeSwitch(let cases, _) = content else { return nil }
    return cases[mode]
  }
}

extension ViewArchive {
  /// The archive decoded from its own JSON; a test expects it to equal the original.
  func roundTripped() throws -> ViewArchive {
    try ViewArchive(jsonData: jsonData())
  }

  /// The view of the only entry for `family` (archives of a single view have one entry).
  func onlyView(_ family: WidgetFamily, sourceLocation: SourceLocation = #_sourceLocation) throws -> ViewNode
  {
    try #require(entries.count == 1, sourceLocation: sourceLocation)
    return try #require(entries[0].views[family], sourceLocation: sourceLocation)
  }

  /// Every entry the archive holds: the timeline's, then the placeholder and the snapshot.
  var allEntries: [TimelineEntryValue] {
    entries + [placeholder, snapshot].compactMap { $0 }
  }
}
