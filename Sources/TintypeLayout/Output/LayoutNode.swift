import TintypeCore
import TintypeScene

/// One laid-out view: where it is, what it is, and the measurements the painter needs to draw
/// exactly what layout sized.
///
/// Frames are in points from the widget's top-left corner, unsnapped. A frame is where the view is
/// drawn: offsets applied by enclosing views move it; the view's own `offset` modifiers move what is
/// inside them (its `contentFrame` and inner modifier frames) but not `frame`, which is the
/// view's layout frame as its parent placed it — what a `GeometryReader` in an outermost
/// `background` would report in global coordinates.
public struct LayoutNode: Sendable {
  /// The view's place in the tree (see `LayoutPath`), e.g. `"0.1.2"` or `"0.1.b0"`: how layout and
  /// its tests name views.
  public var path: String
  /// Where the view is written in the archive, as errors name it (`entries[0].view.children[2]`), or
  /// its nearest enclosing archive view's path; `nil` for trees built without an archive.
  public var sourcePath: String? = nil
  /// The name the layout JSON and warnings use: the archive's JSON path when known, else `path`.
  public var displayPath: String { sourcePath ?? path }
  /// The view's type name (`ResolvedView.typeName`).
  public var type: String
  /// The resolved view this node lays out (kind, modifiers and payloads for the painter).
  public var view: ResolvedView
  /// What the parent offered the whole modified view.
  public var proposal: ProposedSize
  /// The whole modified view, as its parent placed it.
  public var frame: Rect
  /// The primitive view itself, inside all its modifiers (text, shape, image, or stack bounds).
  public var contentFrame: Rect
  /// One step per modifier, innermost first, each with the frame of the view it produces.
  public var modifiers: [LayoutModifierStep]
  /// The laid-out children of a stack, ZStack or ViewThatFits, in declaration order. A
  /// ViewThatFits lists only the child it shows; empty views get a zero-size frame.
  public var children: [LayoutNode]
  /// The text as measured for its final offer, for a text view.
  public var text: MeasuredText?
  /// Whether this view, or a modifier layer inside it, is larger than it was offered or reaches
  /// outside its parent's bounds or the widget's. Along a stack's axis a child's offer is only its
  /// share in the stack's negotiation, so there only the stack's own size counts. Overflow is
  /// allowed and drawn, never clipped by layout; it is reported so that reviews and lints can
  /// flag it.
  public var overflows: Bool

  /// Whether `hidden()` applies to the content: the view and its children are not drawn.
  public var isContentHidden: Bool {
    modifiers.contains { if case .hidden = $0.modifier { true } else { false } }
  }

  /// The views modifiers carry (backgrounds, overlays, masks), innermost modifier first.
  public var secondaryViews: [LayoutNode] { modifiers.compactMap(\.view) }
}

/// A modifier of a laid-out view, with the frame of the view it produces: the frame a `background`
/// fills, a `clipShape` clips to, a `rotationEffect` turns about.
public struct LayoutModifierStep: Sendable {
  /// The modifier.
  public var modifier: ResolvedModifier
  /// The frame of the view with this modifier and the ones inside it applied.
  public var frame: Rect
  /// The laid-out view of a `background`, `overlay` or `mask`.
  public var view: LayoutNode?
  /// Whether a `hidden()` further out hides what this step draws.
  public var isHidden: Bool
}
