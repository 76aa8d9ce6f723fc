import TintypeLayout
import TintypeResolve
import TintypeScene
import TintypeText

/// Warnings for text whose characters no face covers (an icon font's private-use code points when
/// the font is not found, a script no bundled or system font has): they are drawn as the face's
/// `.notdef` box, which a reviewer would otherwise take for a rendering bug.
enum MissingGlyphs {
  /// One warning per text view with missing characters, naming its fonts and the first characters.
  static func warnings(in tree: LayoutTree) -> [RenderWarning] {
    var found: [RenderWarning] = []
    func visit(_ node: LayoutNode) {
      if let layout = node.text?.layout, !layout.missingCharacters.isEmpty,
        case .text(let text) = node.view.kind
      {
        let fonts = Set(text.runs.map { $0.font.customName.map { "\"\($0)\"" } ?? $0.font.design.rawValue })
          .sorted().joined(separator: ", ")
        let shown = layout.missingCharacters.prefix(4).map {
          "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        let more = layout.missingCharacters.count > 4 ? " and \(layout.missingCharacters.count - 4) more" : ""
        found.append(
          RenderWarning(
            .missingGlyphs, at: node.warningLocation, view: node.type,
            message: "\(node.displayPath) (\(node.type)): no font has a glyph for "
              + shown.joined(separator: ", ") + more + " (font \(fonts)); drawn as boxes"))
      }
      node.children.forEach(visit)
      node.secondaryViews.forEach(visit)
    }
    tree.containerBackground.map(visit)
    tree.roots.forEach(visit)
    return found
  }
}
