import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeScene
import TintypeText

extension DisplayListBuilder {
  /// Draws the primitive a node lays out, then its children.
  mutating func drawContent(_ node: LayoutNode, _ context: NodeContext) {
    let frame = node.contentFrame
    switch node.view.kind {
    case .text:
      // A text node always has its measurement, and the resolver always gives text its paint.
      guard let layout = node.text?.layout, let paint = context.textPaint else { break }
      if context.isRedacted || paint.isRedacted {
        drawRedactedText(layout, frame, paint)
      } else {
        let paints = paint.paints.map { displayPaint($0.style, frame) }
        let group = paint.paints.first?.group ?? .default
        let string = (node.view.kind.text?.string) ?? ""
        ops.append(
          .text(
            TextDrawing(
              layout: layout, string: string, x: frame.x, y: frame.y, paints: paints, path: node.displayPath),
            transform: transform, group: group))
      }
    case .image(let image):
      guard let paint = image.paint else { break }
      if context.isRedacted {
        let color = paint.tint?.style ?? .solid(SystemPalette.fill(.primary, .light))
        ops.append(
          .fill(
            DisplayShape(shape: ShapeValue(.rectangle), frame: frame), displayPaint(color, frame),
            eoFill: false, transform: transform, group: paint.group))
        break
      }
      if let id = paint.pixels {
        let pixels = images[id.index]
        var drawing = ImageDrawing(
          name: paint.name, pixels: pixels, frame: frame,
          tint: paint.tint.map { displayPaint($0.style, frame) },
          interpolation: paint.interpolation, accentTreatment: paint.accentTreatment)
        drawing.path = node.displayPath
        ops.append(.image(drawing, transform: transform, group: paint.group))
      } else if let tint = paint.tint, let symbol = paint.symbol {
        // A symbol drawn from its template: its outline fills the image's frame.
        ops.append(
          .fill(
            DisplayShape(shape: ShapeValue(.path(symbol)), frame: frame), displayPaint(tint.style, frame),
            eoFill: false, transform: transform, group: tint.group))
      } else if let tint = paint.tint {
        let side = min(frame.width, frame.height)
        let box = Rect(
          x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side,
          height: side)
        if let standIn = paint.symbolStandIn {
          // An SF Symbol with a stand-in: the icon's live area (the central 20 of its 24-unit grid)
          // filling a square in the symbol's frame, as a symbol fills its own.
          let grid = box.width * ImagePaint.standInGrid / ImagePaint.standInLiveArea
          let square = Rect(
            x: box.x - (grid - box.width) / 2, y: box.y - (grid - box.height) / 2, width: grid, height: grid)
          ops.append(
            .fill(
              DisplayShape(shape: ShapeValue(.path(standIn)), frame: square), displayPaint(tint.style, box),
              eoFill: false, transform: transform, group: tint.group))
          break
        }
        // An SF Symbol Tintype cannot draw: an outlined rounded square in the symbol's colour.
        ops.append(
          .stroke(
            DisplayShape(
              shape: ShapeValue(
                .roundedRectangle(cornerWidth: side / 4, cornerHeight: side / 4, style: .continuous)),
              frame: box, strokeInset: max(side / 10, 1) / 2),
            Stroke(lineWidth: max(side / 10, 1)), inside: true, displayPaint(tint.style, box),
            transform: transform, group: tint.group))
      }
    case .shape(let shape, let paint):
      switch paint {
      case .fill(let spec, let eoFill):
        let display = DisplayShape(shape: shape, frame: frame, containerCornerRadius: containerRadius(frame))
        ops.append(
          .fill(
            display, displayPaint(spec.style, frame), eoFill: eoFill, transform: transform, group: spec.group)
        )
      case .stroke(let spec, let stroke, let inside):
        // `strokeBorder` strokes the shape inset by half the line, so the line stays inside it.
        let display = DisplayShape(
          shape: shape, frame: frame, containerCornerRadius: containerRadius(frame),
          strokeInset: inside ? stroke.lineWidth / 2 : 0)
        ops.append(
          .stroke(
            display, stroke, inside: inside, displayPaint(spec.style, frame), transform: transform,
            group: spec.group))
      }
    case .fill(let spec):
      ops.append(
        .fill(
          DisplayShape(shape: ShapeValue(.rectangle), frame: frame), displayPaint(spec.style, frame),
          eoFill: false, transform: transform, group: spec.group))
    case .divider:
      guard let spec = context.dividerPaint else { break }
      ops.append(
        .fill(
          DisplayShape(shape: ShapeValue(.rectangle), frame: frame), displayPaint(spec.style, frame),
          eoFill: false, transform: transform, group: spec.group))
    case .canvas(let canvas):
      guard canvas.recordedWidth > 0, canvas.recordedHeight > 0 else { break }
      for (command, spec) in canvas.commands {
        switch command {
        case .fill(let path, _, let eoFill):
          ops.append(
            .fill(
              canvasShape(path, canvas, frame), displayPaint(spec.style, frame), eoFill: eoFill,
              transform: transform, group: spec.group))
        case .stroke(let path, _, let stroke):
          ops.append(
            .stroke(
              canvasShape(path, canvas, frame), stroke, inside: false, displayPaint(spec.style, frame),
              transform: transform, group: spec.group))
        }
      }
    case .chart(let chart):
      drawChart(chart, node)
      // Its plot area view, when it has one, is drawn first by `drawChart`, under the marks.
      for child in node.children.dropFirst(chart.plot.hasPlotArea ? 1 : 0) { draw(child) }
      return
    default:
      break
    }
    for child in node.children { draw(child) }
  }

  /// A canvas path recorded for `recordedWidth` × `recordedHeight`, mapped onto the canvas's frame.
  private func canvasShape(_ path: PathValue, _ canvas: CanvasPaint, _ frame: Rect) -> DisplayShape {
    var scaled = path
    scaled.referenceSize = (canvas.recordedWidth, canvas.recordedHeight)
    return DisplayShape(shape: ShapeValue(.path(scaled)), frame: frame)
  }

  /// SwiftUI's placeholder redaction: each line of text becomes a rounded bar in the text colour
  /// at reduced opacity.
  private mutating func drawRedactedText(_ layout: TextLayout, _ frame: Rect, _ paint: TextPaint) {
    let spec = paint.paints.first ?? PaintSpec(style: .solid(.black), group: .default)
    let style = spec.style.multiplyingAlpha(by: RedactionModel.opacity)
    for line in layout.lines {
      let height = max(line.ascent * RedactionModel.heightFraction, 1)
      let bar = Rect(
        x: frame.x + line.x, y: frame.y + line.baseline - height, width: line.width, height: height)
      ops.append(
        .fill(
          DisplayShape(
            shape: ShapeValue(
              .roundedRectangle(cornerWidth: height / 4, cornerHeight: height / 4, style: .continuous)),
            frame: bar),
          displayPaint(style, bar), eoFill: false, transform: transform, group: spec.group))
    }
  }
}

/// How placeholder redaction draws text; SwiftUI's exact bar geometry is unconfirmed.
enum RedactionModel {
  /// Bar opacity relative to the text colour.
  static let opacity = 0.16
  /// Bar height as a fraction of the line's ascent.
  static let heightFraction = 0.8
}

extension ResolvedKind {
  /// The resolved text, for text views.
  var text: ResolvedText? {
    if case .text(let text) = self { return text }
    return nil
  }
}
