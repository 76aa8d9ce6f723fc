import Foundation
import Tintype
import TintypeArchive
import TintypeRaster

/// A watch's complications seen on a face: the widget's `accessoryCorner` render in the two top
/// corners of the screen, its `widgetLabel` curved along the bezel beside each, and the time in the
/// middle — one image at point size (`watch-face.png`), since a corner complication's label lies
/// outside the corner's own frame.
///
/// UNCONFIRMED model (docs/models.md, "Context shots"): Apple publishes no face geometry. The corner
/// render sits `watchCornerInset` from the screen's edges; the label's glyphs run clockwise on a
/// circle about the screen's centre, `watchLabelGap` inside the render, centred on the corner's
/// direction, upright (their tops outward), at `watchLabelPoints`.
extension ContextShot {
  static let watchCornerInset = 4.0
  static let watchLabelGap = 5.0
  static let watchLabelPoints = 11.0

  /// The face of `device` with `corner` (a render at one pixel a point) in its top corners, `label`
  /// curved beside each, and the time of `date`; `nil` off the watch or without a corner render.
  public static func watchFace(
    corner: Canvas?, label: String?, device: Device, date: Date, renderer: WidgetRenderer
  ) throws -> Canvas? {
    guard device.platform == .watchOS, let screen = device.screen, let corner else { return nil }
    let (width, height) = (Int(screen.width), Int(screen.height))
    var canvas = try Canvas(width: width, height: height)
    var background = Path()
    background.addRoundedRect(
      Rect(x: 0, y: 0, width: Double(width), height: Double(height)), cornerWidth: 36, cornerHeight: 36)
    canvas.fill(background, with: .solid(RGBA(red: 0, green: 0, blue: 0)))
    let clock = try ContactSheet.labelCanvas(clockText(date), scale: 1, renderer: renderer, points: 40)
    canvas.composite(clock, x: (width - clock.width) / 2, y: (height - clock.height) / 2)
    let inset = Int(watchCornerInset)
    let centre = Point(x: Double(width) / 2, y: Double(height) / 2)
    for x in [inset, width - inset - corner.width] {
      canvas.composite(corner, x: x, y: inset)
      guard let label, !label.isEmpty else { continue }
      let middle = Point(
        x: Double(x) + Double(corner.width) / 2, y: Double(inset) + Double(corner.height) / 2)
      let dx = middle.x - centre.x
      let dy = middle.y - centre.y
      let radius =
        (dx * dx + dy * dy).squareRoot() - Double(max(corner.width, corner.height)) / 2 - watchLabelGap
      try curve(label, on: &canvas, centre: centre, radius: radius, angle: atan2(dy, dx), renderer: renderer)
    }
    return canvas
  }

  /// The text of the first `widgetLabel` in `node`'s tree (its verbatim text, joined), if any.
  public static func widgetLabel(in node: ViewNode) -> String? {
    var found: String?
    node.walk(at: .root) { view, _ in
      guard found == nil else { return }
      for modifier in view.modifiers {
        guard case .widgetLabel(let label) = modifier else { continue }
        var parts: [String] = []
        label.walk(at: .root) { part, _ in
          if case .text(.verbatim(let text)) = part.content { parts.append(text) }
        }
        found = parts.joined(separator: " ")
        return
      }
    }
    return found
  }

  /// `text` drawn glyph by glyph along the circle of `radius` about `centre`, centred on `angle`
  /// (radians, clockwise from +x as the screen's y runs down), each glyph turned to the circle.
  static func curve(
    _ text: String, on canvas: inout Canvas, centre: Point, radius: Double, angle: Double,
    renderer: WidgetRenderer
  ) throws {
    guard radius > 1 else { return }
    // A space draws nothing (its render is empty): it only moves the pen, by a third of an em.
    let glyphs = try text.map { character -> Canvas? in
      character.isWhitespace
        ? nil
        : try ContactSheet.labelCanvas(
          String(character), scale: 1, renderer: renderer, points: watchLabelPoints)
    }
    let space = watchLabelPoints / 3
    let total = glyphs.reduce(0.0) { $0 + ($1.map { Double($0.width) } ?? space) }
    var along = -total / 2
    for glyph in glyphs {
      guard let glyph else {
        along += space
        continue
      }
      let (w, h) = (Double(glyph.width), Double(glyph.height))
      let theta = angle + (along + w / 2) / radius
      // The glyph's x runs along the circle clockwise and its y inward: a turn of theta + 90°.
      let place = Transform.translation(x: -w / 2, y: -h / 2)
        .concatenating(.rotation(theta + .pi / 2))
        .concatenating(.translation(x: centre.x + radius * cos(theta), y: centre.y + radius * sin(theta)))
      var quad = Path()
      quad.addRect(Rect(x: 0, y: 0, width: w, height: h))
      canvas.fill(quad.applying(place), with: .pattern(ImagePattern(image: glyph, transform: place)))
      along += w
    }
  }
}
