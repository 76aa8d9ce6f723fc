import Foundation
import TintypeArchive
import TintypeCore
import TintypeRaster
import TintypeResolve
import TintypeScene

/// A watch's `accessoryCorner` complication as a face draws it.
///
/// What Apple says (WWDC22 "Go further with Complications in WidgetKit", 3:19–3:47): the content is
/// "automatically clipped to a circle"; with a `widgetLabel` "the circular content automatically
/// scales down to make room" and the label (a text, gauge or progress view) follows the bezel; with
/// `widgetCurvesContent()` the content itself follows the corner's curve, the label inside it and
/// the content outside (SwiftUI docs). The sizes are HIG Complications': the corner's circular image
/// (the family's frame in the catalog), the smaller image beside a gauge or text label, and the
/// label's default type (SF Pro Rounded Semibold).
///
/// UNCONFIRMED model (docs/models.md, "Corner complications"): where the parts sit is not published.
/// A render with a label or curved content is the quarter of the screen the corner lies in; the
/// content's frame sits `inset` from the screen's edges (scaled down about its outer corner when a
/// label shows); a curved part is bent onto a circle about the screen's centre, reading clockwise
/// with its top outward, on the longest arc around the corner's direction whose outer edge stays in
/// the quarter (`arcMargin` from its edges), centred on it; the label sits `labelGap` inside the
/// content, centred where the content is unless it only fits moved along that arc; a gauge in a
/// label is drawn as a bar (`accessoryLinear`) with its minimum and maximum labels only, on the
/// longest arc centred where the content is.
/// Curved content lies on the circle through the frame's middle, or nearer the centre until its arc
/// spans `curvedContentArc`.
/// A plain corner (no label, nothing curved) keeps the family's frame, clipped to its circle.
public enum CornerComplication {
  /// Which top corner of the face.
  public enum Corner: Sendable, CaseIterable {
    /// The top left corner.
    case topLeading
    /// The top right corner.
    case topTrailing
  }

  /// Points between the screen's edges and the content's frame.
  public static let inset = 4.0
  /// Points between the content and the label.
  public static let labelGap = 2.0
  /// The least arc curved content gets (radians): it moves in from the corner until it has as much.
  static let curvedContentArc = 50.0 * .pi / 180
  /// Points left free between a curved part's ends and the quarter's edges.
  static let arcMargin = 2.0

  /// HIG Complications, per case size (the corner's circular image, pt): the image beside a gauge
  /// or text label, and the default label type size.
  static let labelledImage: [Double: Double] = [32: 20, 34: 21, 36: 22, 38: 24]
  static let labelPoints: [Double: Double] = [32: 10, 34: 10.5, 36: 11, 38: 12]

  /// The content's side with a label showing: the published size, or the 40–49 mm sizes' ratio.
  static func labelledSide(_ side: Double) -> Double { labelledImage[side] ?? side * 0.62 }
  /// The label's default type size.
  static func labelSize(_ side: Double) -> Double { labelPoints[side] ?? (side * 0.31).rounded() }

  /// The first `widgetLabel` in a view's tree (outside other labels) and its JSON path.
  static func label(in node: ViewNode, at path: JSONPath) -> (node: ViewNode, path: JSONPath)? {
    var found: (node: ViewNode, path: JSONPath)?
    node.walk(at: path) { view, viewPath in
      guard found == nil, !CornerComplication.isInLabel(viewPath) else { return }
      for (index, modifier) in view.modifiers.enumerated() {
        if case .widgetLabel(let label) = modifier {
          found = (label, viewPath.appending("modifiers").appending(index).appending("widgetLabel"))
          return
        }
      }
    }
    return found
  }

  /// Whether a view at `path` lies inside a `widgetLabel`.
  static func isInLabel(_ path: JSONPath) -> Bool { path.components.contains(.key("widgetLabel")) }

  /// Whether a view's content is curved (`widgetCurvesContent()` anywhere outside its label; the
  /// innermost setting wins on a view).
  static func curvesContent(_ node: ViewNode) -> Bool {
    var curves = false
    node.walk(at: .root) { view, viewPath in
      guard !CornerComplication.isInLabel(viewPath) else { return }
      for modifier in view.modifiers {
        if case .widgetCurvesContent(let on) = modifier {
          curves = curves || on
          break
        }
      }
    }
    return curves
  }
}

extension WidgetRenderer {
  /// The corner complication of `request` as the face draws it in `corner`, or `nil` when the
  /// request is not a watch's `accessoryCorner` laid out as a widget. See `CornerComplication`.
  public func cornerComplication(
    _ archive: ViewArchive, request: RenderRequest, corner: CornerComplication.Corner
  ) throws(RenderError) -> RenderedImage? {
    guard request.family == .accessoryCorner, request.device.platform == .watchOS,
      request.layout == .widget, let screen = request.device.screen
    else { return nil }
    let spec = try familySpec(request)
    guard archive.families.contains(request.family) else {
      throw RenderError.familyNotInArchive(request.family, kind: archive.kind, families: archive.families)
    }
    let (_, node, entryPath) = try entryView(archive, request)
    let scale = request.effectiveScale
    // The parts are drawn on a clear canvas; the backdrop and wallpaper go under the whole.
    var part = request
    (part.backdrop, part.wallpaper) = (nil, nil)
    let side = spec.width
    let label = CornerComplication.label(in: node, at: entryPath)
    let curves = CornerComplication.curvesContent(node)
    var warnings: [RenderWarning] = []

    guard label != nil || curves else {
      let laidOut = try layout(try resolve(archive, part))
      let (list, targets) = displayListAndTargets(laidOut)
      return RenderedImage(
        canvas: try finish(clippedToCircle(try paint(list, of: laidOut, scale: scale)), request, scale),
        scale: scale, tapTargets: targets, warnings: laidOut.warnings)
    }

    // The quarter of the screen, in points, with the screen's centre in its coordinates.
    let quarterWidth = (screen.width / 2).rounded(.down)
    let quarterHeight = (screen.height / 2).rounded(.down)
    let leading = corner == .topLeading
    let centre = Point(x: leading ? screen.width / 2 : screen.width / 2 - quarterWidth, y: screen.height / 2)
    var canvas = try Canvas.forRender(
      width: Int((quarterWidth * scale).rounded()), height: Int((quarterHeight * scale).rounded()))
    // The longest arc about the centre, at `radius`, whose outer edge (a strip `height` tall) stays
    // `arcMargin` inside the quarter, on the side of the corner's direction: its middle angle and
    // length; or, `centred` on an angle, the longest arc with that middle; or, for a strip `width`
    // long, the arc with that middle if the strip fits, else moved the least that lets it fit, else
    // the whole arc.
    func arc(
      radius: Double, height: Double, from direction: Double, centred: Double? = nil, width: Double = 0
    ) -> (angle: Double, length: Double) {
      let outer = radius + height / 2
      let margin = CornerComplication.arcMargin
      func inside(_ theta: Double) -> Bool {
        let x = centre.x + outer * cos(theta)
        let y = centre.y + outer * sin(theta)
        return x >= margin && y >= margin && x <= quarterWidth - margin && y <= quarterHeight
      }
      // Half a degree at a time each way from the corner's direction, while inside.
      let step = Double.pi / 360
      var low = direction
      var high = direction
      while direction - low < .pi / 2, inside(low - step) { low -= step }
      while high - direction < .pi / 2, inside(high + step) { high += step }
      guard let centred, (high - low) * radius > width else {
        return ((low + high) / 2, (high - low) * radius)
      }
      // No length asked: the longest arc with that middle.
      guard width > 0 else { return (centred, 2 * max(min(centred - low, high - centred), 0) * radius) }
      let half = width / 2 / radius
      let middle = min(max(centred, low + half), high - half)
      return (middle, width)
    }
    let contentSide = label == nil ? side : CornerComplication.labelledSide(side)
    let frameX = leading ? CornerComplication.inset : quarterWidth - CornerComplication.inset - contentSide
    let middle = Point(x: frameX + contentSide / 2, y: CornerComplication.inset + contentSide / 2)
    let distance =
      ((middle.x - centre.x) * (middle.x - centre.x) + (middle.y - centre.y) * (middle.y - centre.y))
      .squareRoot()
    let direction = atan2(middle.y - centre.y, middle.x - centre.x)
    var innerEdge = distance - contentSide / 2
    // The label is centred where the content is.
    var anchor = direction
    var tapTargets: [TapTarget] = []

    if curves {
      // The content laid out flat at its ideal height along the arc through the frame's middle.
      let height = try idealSize(archive, part, view: nil).height
      // Through the frame's middle, or as much nearer the centre as leaves `curvedContentArc`.
      var radius = distance
      var path = arc(radius: radius, height: height, from: direction)
      while path.length / radius < CornerComplication.curvedContentArc, radius > distance / 2 {
        radius -= 1
        path = arc(radius: radius, height: height, from: direction)
      }
      let flat = try strip(archive, part, view: nil, width: path.length, height: height, scale: scale)
      warnings += flat.warnings
      canvas.drawBent(
        flat.canvas, centre: Point(x: centre.x * scale, y: centre.y * scale), radius: radius * scale,
        angle: path.angle)
      innerEdge = radius - height / 2
      anchor = path.angle
      tapTargets = flat.targets.map {
        TapTarget(frame: Rect(x: 0, y: 0, width: quarterWidth, height: quarterHeight), action: $0.action)
      }
    } else {
      // The circular content, scaled about its outer corner to the labelled size.
      let laidOut = try layout(try resolve(archive, part))
      let (list, targets) = displayListAndTargets(laidOut)
      let content = clippedToCircle(try paint(list, of: laidOut, scale: scale * contentSide / side))
      canvas.composite(
        content, x: Int((frameX * scale).rounded()), y: Int((CornerComplication.inset * scale).rounded()))
      warnings += laidOut.warnings
      let factor = contentSide / side
      tapTargets = targets.map {
        $0.placed(at: Point(x: frameX, y: CornerComplication.inset), scaledBy: factor)
      }
    }

    if let label {
      // The label in its default type, centred where the content is if it fits there, moved along
      // the bezel if not, and cut to the arc if even that is too short.
      var labelNode = label.node
      // A gauge along the bezel shows its bar and its end labels, not its title or current value.
      if case .gauge(var gauge) = labelNode.content {
        (gauge.label, gauge.currentValueLabel) = (nil, nil)
        labelNode.content = .gauge(gauge)
      }
      // Outermost, so that the label's own font and gauge style win; a gauge follows the bezel as a bar.
      labelNode.modifiers += [
        .font(
          FontValue(base: .size(CornerComplication.labelSize(side)), weight: .semibold, design: .rounded)),
        .gaugeStyle(.accessoryLinear),
      ]
      let ideal = try idealSize(archive, part, view: (labelNode, label.path))
      let height = ideal.height
      // A bar takes the whole arc; text only the length it needs.
      var isBar = false
      switch labelNode.content {
      case .gauge, .progressView: isBar = true
      default: break
      }
      let radius = innerEdge - CornerComplication.labelGap - height / 2
      let path = arc(
        radius: radius, height: height, from: direction, centred: anchor,
        width: isBar ? 0 : ideal.width.rounded(.up))
      if radius > height, path.length >= 1 {
        let flat = try strip(
          archive, part, view: (labelNode, label.path), width: path.length, height: height, scale: scale)
        warnings += flat.warnings
        canvas.drawBent(
          flat.canvas, centre: Point(x: centre.x * scale, y: centre.y * scale), radius: radius * scale,
          angle: path.angle)
      }
    }
    return RenderedImage(
      canvas: try finish(canvas, request, scale), scale: scale, tapTargets: tapTargets, warnings: warnings)
  }

  /// The ideal size in points of the entry's view (or `view` inside it), laid out but not painted.
  private func idealSize(
    _ archive: ViewArchive, _ request: RenderRequest, view: (node: ViewNode, path: JSONPath)?
  )
    throws(RenderError) -> Size
  {
    var plain = request
    plain.layout = .sizeThatFits
    return try layout(try resolve(archive, plain, view: view)).spec.size
  }

  /// The entry's view (or `view` inside it) laid out plainly at `width` × `height` points and painted
  /// at `scale`.
  private func strip(
    _ archive: ViewArchive, _ request: RenderRequest, view: (node: ViewNode, path: JSONPath)?,
    width: Double, height: Double, scale: Double
  ) throws(RenderError) -> (canvas: Canvas, targets: [TapTarget], warnings: [RenderWarning]) {
    var plain = request
    plain.layout = .fixed(width: max(width, 1), height: max(height, 1))
    let laidOut = try layout(try resolve(archive, plain, view: view))
    let (list, targets) = displayListAndTargets(laidOut)
    return (try paint(list, of: laidOut, scale: scale), targets, laidOut.warnings)
  }

  /// `canvas` clipped to the circle inscribed in it: a corner's content.
  private func clippedToCircle(_ canvas: Canvas) -> Canvas {
    var clipped = canvas
    var circle = TintypeRaster.Path()
    circle.addEllipse(in: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
    clipped.clip(to: circle)
    return clipped
  }

  /// The request's wallpaper and backdrop under a finished complication.
  private func finish(_ canvas: Canvas, _ request: RenderRequest, _ scale: Double) throws(RenderError)
    -> Canvas
  {
    try composited(canvas, wallpaper: request.wallpaper, backdrop: request.backdrop, scale: scale)
  }
}
