import TintypeCore
import TintypeLayout
import TintypeScene

/// The texts of a layout, each with what the rules ask of it, and ways to find a view by its path or
/// frame.
struct LintTexts {
  /// One laid-out text.
  struct Text {
    var path: String
    var frame: Rect
    var string: String
    /// The size it is drawn at: its font's largest run, times the scale `minimumScaleFactor` applied.
    var pointSize: Double
    /// Its heaviest run's weight (400 regular, 700 bold).
    var weight: Int
  }

  private(set) var all: [Text] = []
  private var nodes: [LayoutNode] = []
  /// The texts and images of the content (not the container background): path and frame.
  private(set) var content: [(path: String, frame: Rect, kind: String)] = []

  init(_ tree: LayoutTree) {
    var inBackground = false
    func visit(_ node: LayoutNode) {
      guard !node.isContentHidden else { return }
      nodes.append(node)
      if !inBackground {
        switch node.view.kind {
        case .text: content.append((node.displayPath, node.contentFrame, "text"))
        case .image: content.append((node.displayPath, node.contentFrame, "image"))
        default: break
        }
      }
      if case .text(let text) = node.view.kind, let measured = node.text, !text.string.isEmpty {
        let scale = measured.layout?.scaleFactorApplied ?? 1
        all.append(
          Text(
            path: node.displayPath, frame: node.contentFrame, string: text.string,
            pointSize: (text.runs.map(\.font.size).max() ?? 17) * scale,
            weight: text.runs.map(\.font.weight).max() ?? 400))
      }
      for child in node.children { visit(child) }
      for view in node.secondaryViews { visit(view) }
    }
    if let background = tree.containerBackground {
      inBackground = true
      visit(background)
      inBackground = false
    }
    for root in tree.roots { visit(root) }
  }

  /// The text at `path`.
  func text(at path: String) -> Text? { all.first { $0.path == path } }

  /// The frame of the view at `path`, if laid out.
  func frame(at path: String) -> Rect? { nodes.first { $0.displayPath == path }?.frame }

  /// The path of the innermost view whose frame is `frame` (a tap target's view), or of the first
  /// root.
  func path(containing frame: Rect) -> String {
    func close(_ a: Rect, _ b: Rect) -> Bool {
      abs(a.x - b.x) < 0.5 && abs(a.y - b.y) < 0.5 && abs(a.width - b.width) < 0.5
        && abs(a.height - b.height) < 0.5
    }
    return nodes.last { close($0.frame, frame) }?.displayPath ?? nodes.first?.displayPath ?? ""
  }
}
