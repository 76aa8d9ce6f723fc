import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeScene
import TintypeText

/// The paint stage's first half: walks the layout tree and writes the display list, in points.
/// Modifiers are honoured in order: a background is drawn before what it backs, an overlay after,
/// and clips, opacity, shadows, masks and transforms become layers around what they modify.
public struct DisplayListBuilder {
  /// The widget's corner radius (for the widget shape and `ContainerRelativeShape`), `nil` for
  /// families the system does not clip.
  let widgetCornerRadius: Double?
  let tree: LayoutTree
  /// The images the resolver decoded, where `ImagePaint.pixels` point.
  let images: [DecodedImage]

  var ops: [DisplayOp] = []
  public private(set) var tapTargets: [TapTarget] = []
  var transform = Transform.identity
  /// The `containerShape`s the drawing is inside, innermost last: each one's frame and corner radius.
  var containerShapes: [(frame: Rect, radius: Double)] = []

  public init(tree: LayoutTree, images: [DecodedImage], widgetCornerRadius: Double?) {
    self.tree = tree
    self.images = images
    self.widgetCornerRadius = widgetCornerRadius
  }

  /// Builds the list: the widget shape as a clip (system families), the system's backdrop, the
  /// system widget background, the container background over it, then the content.
  /// - Parameters:
  ///   - defaultBackground: the system widget background: what a system widget shows where it has
  ///     no container background, or through a translucent one.
  ///   - keepsContainerBackground: false where the rendering mode removes it.
  ///   - backdrop: what the system draws instead (accented glass or card), back to front.
  public mutating func build(
    defaultBackground: PaintSpec?, keepsContainerBackground: Bool = true, backdrop: [RGBAColor] = []
  ) -> DisplayList {
    let bounds = Rect(x: 0, y: 0, width: tree.widgetSize.width, height: tree.widgetSize.height)
    if let radius = widgetCornerRadius {
      var effect = LayerEffect()
      effect.clip = DisplayShape(
        shape: ShapeValue(.roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous)),
        frame: bounds)
      ops.append(.beginLayer(effect, transform: .identity))
    }
    for color in backdrop {
      // The system's backdrop keeps its own colours: it is drawn in the full-colour group.
      ops.append(
        .fill(
          DisplayShape(shape: ShapeValue(.rectangle), frame: bounds), .solid(color), eoFill: false,
          transform: .identity, group: .fullColor))
    }
    if let paint = defaultBackground {
      ops.append(
        .fill(
          DisplayShape(shape: ShapeValue(.rectangle), frame: bounds), displayPaint(paint.style, bounds),
          eoFill: false, transform: .identity, group: paint.group))
    }
    if let background = tree.containerBackground, keepsContainerBackground { draw(background) }
    for root in tree.roots { draw(root) }
    if widgetCornerRadius != nil { ops.append(.endLayer) }
    return DisplayList(width: tree.widgetSize.width, height: tree.widgetSize.height, ops: ops)
  }

  func displayPaint(_ style: ResolvedStyle, _ bounds: Rect) -> DisplayPaint {
    switch style {
    case .solid(let color): return .solid(color)
    case .gradient(let colors, let locations, let geometry):
      return .gradient(
        ResolvedGradient(colors: colors, locations: locations, geometry: geometry, bounds: bounds))
    }
  }

  // MARK: Nodes and modifiers

  mutating func draw(_ node: LayoutNode) {
    var context = NodeContext()
    // Paint facts that modifiers carry for the content (text colours, divider colour, redaction).
    for step in node.modifiers {
      guard case .effect(let effect) = step.modifier else { continue }
      switch effect {
      case .textPaint(let paint): context.textPaint = paint
      case .dividerPaint(let paint): context.dividerPaint = paint
      case .redacted: context.isRedacted = true
      default: break
      }
    }
    drawSteps(node, upTo: node.modifiers.count - 1, context)
  }

  /// Draws the view with its modifiers up to `index` (outermost first, recursing inwards).
  private mutating func drawSteps(_ node: LayoutNode, upTo index: Int, _ context: NodeContext) {
    guard index >= 0 else {
      if !node.isContentHidden { drawContent(node, context) }
      return
    }
    let step = node.modifiers[index]
    if step.isHidden { return }
    let inner = { (builder: inout DisplayListBuilder) in builder.drawSteps(node, upTo: index - 1, context) }
    switch step.modifier {
    case .background(_, _):
      if let view = step.view { draw(view) }
      inner(&self)
    case .overlay(_, _):
      inner(&self)
      if let view = step.view { draw(view) }
    case .mask(_, _):
      var maskBuilder = DisplayListBuilder(tree: tree, images: images, widgetCornerRadius: nil)
      maskBuilder.transform = transform
      if let view = step.view { maskBuilder.draw(view) }
      var effect = LayerEffect()
      effect.mask = maskBuilder.ops
      layer(effect, inner)
    case .hidden:
      return
    case .effect(let effect):
      applyEffect(effect, frame: step.frame, inner)
    default:
      inner(&self)
    }
  }

  private mutating func layer(_ effect: LayerEffect, _ inner: (inout DisplayListBuilder) -> Void) {
    ops.append(.beginLayer(effect, transform: transform))
    inner(&self)
    ops.append(.endLayer)
  }

  private mutating func applyEffect(
    _ effect: PaintEffect, frame: Rect, _ inner: (inout DisplayListBuilder) -> Void
  ) {
    var layerEffect = LayerEffect()
    switch effect {
    case .opacity(let value):
      layerEffect.opacity = value
      layer(layerEffect, inner)
    case .clipShape(let shape, _):
      layerEffect.clip = DisplayShape(
        shape: shape, frame: frame, containerCornerRadius: containerRadius(frame))
      layer(layerEffect, inner)
    case .clipToFrame:
      layerEffect.clip = DisplayShape(shape: ShapeValue(.rectangle), frame: frame)
      layer(layerEffect, inner)
    case .shadow(let color, let radius, let x, let y):
      layerEffect.shadow = DisplayShadow(color: color, radius: radius, x: x, y: y)
      layer(layerEffect, inner)
    case .luminanceToAlpha(let group):
      layerEffect.luminanceToAlpha = true
      layerEffect.luminanceGroup = group
      layer(layerEffect, inner)
    case .colorMatrix(let matrix):
      layerEffect.colorMatrix = matrix
      layer(layerEffect, inner)
    case .filter(let filter):
      layerEffect.filter = filter
      layer(layerEffect, inner)
    case .compositingGroup:
      layer(layerEffect, inner)
    case .blendMode(let mode):
      layerEffect.blendMode = mode == .normal ? nil : mode
      layer(layerEffect, inner)
    case .containerShape(let shape):
      containerShapes.append((frame, cornerRadius(of: shape, in: frame)))
      inner(&self)
      containerShapes.removeLast()
    case .rotation(let angle, let anchor):
      let (ax, ay) = (frame.x + anchor.x * frame.width, frame.y + anchor.y * frame.height)
      withTransform(
        Transform.translation(x: -ax, y: -ay).concatenating(.rotation(degrees: angle.degrees)).concatenating(
          .translation(x: ax, y: ay)),
        inner)
    case .scale(let x, let y, let anchor):
      let (ax, ay) = (frame.x + anchor.x * frame.width, frame.y + anchor.y * frame.height)
      withTransform(
        Transform.translation(x: -ax, y: -ay).concatenating(.scale(x: x, y: y)).concatenating(
          .translation(x: ax, y: ay)),
        inner)
    case .transform(let local):
      // SwiftUI applies the transform in the view's own coordinates: its origin is the view's
      // top-leading corner, not its centre.
      withTransform(
        Transform.translation(x: -frame.x, y: -frame.y).concatenating(local).concatenating(
          .translation(x: frame.x, y: frame.y)),
        inner)
    case .tapTarget(let action):
      let (x0, y0) = transform.apply(frame.x, frame.y)
      let (x1, y1) = transform.apply(frame.maxX, frame.maxY)
      let target: TapTarget
      if case .widgetURL = action {
        target = TapTarget(
          frame: Rect(x: 0, y: 0, width: tree.widgetSize.width, height: tree.widgetSize.height),
          action: action)
      } else {
        target = TapTarget(
          frame: Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0)),
          action: action)
      }
      tapTargets.append(target)
      inner(&self)
    case .redacted, .dividerPaint, .textPaint:
      inner(&self)
    }
  }

  private mutating func withTransform(_ local: Transform, _ inner: (inout DisplayListBuilder) -> Void) {
    let saved = transform
    transform = local.concatenating(transform)
    inner(&self)
    transform = saved
  }

  /// The corner radius a `ContainerRelativeShape` in `frame` takes: concentric with the innermost
  /// `containerShape` around it, else with the widget's own corners.
  func containerRadius(_ frame: Rect) -> Double {
    if let container = containerShapes.last {
      let inset = min(
        frame.x - container.frame.x, frame.y - container.frame.y, container.frame.maxX - frame.maxX,
        container.frame.maxY - frame.maxY)
      return max(0, container.radius - max(0, inset))
    }
    guard let radius = widgetCornerRadius else { return 0 }
    return tree.containerRelativeCornerRadius(
      in: frame,
      widgetCornerRadius: radius)
  }
}

extension DisplayListBuilder {
  /// The corner radius a container shape gives: a rounded rectangle's (its width), a capsule's or
  /// circle's half side, the enclosing container's for `ContainerRelativeShape`, else none.
  func cornerRadius(of shape: ShapeValue, in frame: Rect) -> Double {
    switch shape.kind {
    case .roundedRectangle(let width, _, _): return width
    case .capsule, .circle: return min(frame.width, frame.height) / 2
    case .containerRelative: return containerRadius(frame)
    default: return 0
    }
  }
}

/// Paint facts a node's modifiers give its content.
struct NodeContext {
  var textPaint: TextPaint?
  var dividerPaint: PaintSpec?
  var isRedacted = false
}
