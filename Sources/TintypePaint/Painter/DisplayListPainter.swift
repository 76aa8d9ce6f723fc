import Foundation
import TintypeArchive
import TintypeCore
import TintypeDisplayList
import TintypeRaster
import TintypeScene
import TintypeText

/// The paint stage's second half: draws a display list into pixels at a scale. Text is drawn
/// from the measured layout's glyph outlines (colour emoji from their bitmaps); layers are drawn
/// on their own canvas and composited with their clip, mask, opacity and shadow.
package struct DisplayListPainter {
  let scale: Double
  let textSystem: TextSystem
  /// What the rendering mode does to each op's colours.
  var policy: ColorPolicy
  /// The pixel of the whole image at the current canvas's top-left corner: layers clipped to a
  /// shape are only as large as the shape's bounds, and draw shifted by their origin.
  var originX = 0
  var originY = 0
  /// What the layers below the output canvas may hold at once; set from the output's size by `paint`.
  var budget = LayerBudget(outputBytes: 0)

  /// How finely curves are flattened, in points: a tenth of a pixel.
  var tolerance: Double { 0.1 / scale }

  /// A painter at `scale` pixels per point, drawing text with `textSystem`, in a rendering mode's
  /// colours.
  package init(scale: Double, textSystem: TextSystem, policy: ColorPolicy) {
    self.scale = scale
    self.textSystem = textSystem
    self.policy = policy
  }

  /// The pixels of `list`.
  package func paint(_ list: DisplayList) throws(PaintError) -> Canvas {
    let width = Int((list.width * scale).rounded())
    let height = Int((list.height * scale).rounded())
    var canvas = try PaintError.making { () throws(CanvasError) in try Canvas(width: width, height: height) }
    var painter = self
    painter.budget = LayerBudget(outputBytes: width * height * 4)
    try painter.paint(list.ops, into: &canvas)
    return canvas
  }

  /// The pixels of `list` inside a region of the whole image (in pixels at this scale), as `paint`
  /// draws them, on a canvas the region's size: what the review's contrast probe reads around one
  /// text, without painting the rest of the widget.
  package func paint(_ list: DisplayList, region x: Int, _ y: Int, _ width: Int, _ height: Int)
    throws(PaintError)
    -> Canvas
  {
    var canvas = try PaintError.making { () throws(CanvasError) in
      try Canvas(width: max(width, 1), height: max(height, 1))
    }
    var painter = self
    painter.originX = x
    painter.originY = y
    painter.budget = LayerBudget(outputBytes: canvas.width * canvas.height * 4)
    try painter.paint(list.ops, into: &canvas)
    return canvas
  }

  /// Points (after the op's transform) → pixels.
  private func toPixels(_ transform: Transform) -> Transform {
    transform.concatenating(.scale(x: scale, y: scale))
      .concatenating(.translation(x: Double(-originX), y: Double(-originY)))
  }

  mutating func paint(_ ops: [DisplayOp], into canvas: inout Canvas) throws(PaintError) {
    // The canvas below each open layer; nil for a layer drawn in place, so that the canvas being
    // drawn into is not shared with the stack and is never copied on write.
    var stack:
      [(
        canvas: Canvas?, effect: LayerEffect, transform: Transform, policy: ColorPolicy,
        origin: (x: Int, y: Int)
      )] = []
    // Nothing drawn yet: a clip-only layer can then be drawn straight into the canvas and the clip
    // applied afterwards, saving a canvas and a composite (the widget shape of every system widget).
    var isBlank = ops.first.map { if case .beginLayer = $0 { true } else { false } } ?? false
    // Inside a luminanceToAlpha layer the original colours count: the mode recolours the result.
    var policy = self.policy
    for op in ops {
      if case .beginLayer = op {} else { isBlank = false }
      switch op {
      case .fill(let shape, let paint, let eoFill, let transform, let group):
        let pixels = toPixels(transform)
        canvas.fill(
          shape.path.applying(pixels),
          with: RasterPaint.paint(policy.paint(paint, group), pixels),
          fillRule: eoFill ? .evenOdd : .nonZero)
      case .stroke(let shape, let style, _, let paint, let transform, let group):
        // A `strokeBorder`'s outline was inset by half the line when the display list was built.
        let outline = shape.path.stroked(style, tolerance: tolerance)
        let pixels = toPixels(transform)
        canvas.fill(
          outline.applying(pixels), with: RasterPaint.paint(policy.paint(paint, group), pixels),
          fillRule: .nonZero)
      case .text(var drawing, let transform, let group):
        drawing.paints = drawing.paints.map { policy.paint($0, group) }
        drawText(drawing, toPixels(transform), policy: policy, group: group, into: &canvas)
      case .image(let drawing, let transform, let group):
        drawImage(drawing, toPixels(transform), policy: policy, group: group, into: &canvas)
      case .beginLayer(let effect, let transform):
        let clipOnly = effect.clipsOnly
        let origin = (x: originX, y: originY)
        if isBlank && clipOnly && stack.isEmpty {
          stack.append((nil, effect, transform, policy, origin))
          continue
        }
        stack.append((canvas, effect, transform, policy, origin))
        if effect.luminanceToAlpha { policy = .fullColor }
        if clipOnly, let clip = effect.clip {
          // Nothing outside the clip survives: draw into a canvas the size of its bounds.
          let bounds = clip.path.applying(toPixels(transform)).bounds
          let left = max(0, PixelCoordinate.clamped(bounds.x.rounded(.down)))
          let top = max(0, PixelCoordinate.clamped(bounds.y.rounded(.down)))
          let right = min(canvas.width, PixelCoordinate.clamped((bounds.x + bounds.width).rounded(.up)))
          let bottom = min(canvas.height, PixelCoordinate.clamped((bounds.y + bounds.height).rounded(.up)))
          originX += left
          originY += top
          canvas = try budget.canvas(width: max(right - left, 1), height: max(bottom - top, 1))
        } else {
          canvas = try budget.canvas(width: canvas.width, height: canvas.height)
        }
      case .endLayer:
        guard let (below, effect, transform, outerPolicy, origin) = stack.popLast() else { continue }
        guard let below else {
          if let clip = effect.clip {
            canvas.clip(to: clip.path.applying(toPixels(transform)))
          }
          continue
        }
        // Moved, not copied: each buffer keeps one owner, so nothing below copies it on write.
        var layer = canvas
        canvas = consume below
        policy = outerPolicy
        defer { budget.release(layer) }
        if originX != origin.x || originY != origin.y {
          // A layer sized to its clip: clip it in its own pixels, then place it.
          if let clip = effect.clip { layer.clip(to: clip.path.applying(toPixels(transform))) }
          let (x, y) = (originX - origin.x, originY - origin.y)
          (originX, originY) = origin
          canvas.composite(layer, x: x, y: y)
          continue
        }
        if effect.luminanceToAlpha {
          layer.luminanceToAlpha()
          policy.recolorLayer(&layer, effect.luminanceGroup)
        }
        if let matrix = effect.colorMatrix {
          // The accented and vibrant modes draw content in their own colours: only what an effect does
          // to alpha (colorMultiply's opacity) still shows there.
          if case .fullColor = policy { layer.apply(matrix) } else { layer.apply(matrix.alphaOnly) }
        }
        if let filter = effect.filter { try apply(filter, to: &layer) }
        try composite(&layer, effect, transform, onto: &canvas)
      }
    }
  }

  private func composite(
    _ layer: inout Canvas, _ effect: LayerEffect, _ transform: Transform, onto canvas: inout Canvas
  ) throws(PaintError) {
    // The masks, shadow and blend layer made here live until the layer is composited.
    var working = 0
    defer { budget.release(working) }
    func hold(_ bytes: Int, _ what: String) throws(PaintError) {
      try budget.reserve(bytes, what: what)
      working += bytes
    }
    let pixels = canvas.width * canvas.height
    var mask: Mask?
    if let clip = effect.clip {
      try hold(pixels, "a clip mask")
      mask = try PaintError.making { () throws(CanvasError) in
        try Mask(filling: clip.path.applying(toPixels(transform)), width: canvas.width, height: canvas.height)
      }
    }
    if let ops = effect.mask {
      try hold(pixels, "a mask's coverage")
      var maskCanvas = try budget.canvas(width: canvas.width, height: canvas.height)
      defer { budget.release(maskCanvas) }
      var inner = self
      try inner.paint(ops, into: &maskCanvas)
      let alpha = Mask(alphaOf: maskCanvas)
      mask = mask.map { $0.intersected(with: alpha) } ?? alpha
    }
    // SwiftUI's shadow radius is a blur radius; a Gaussian of sigma = radius / 2 matches Core
    // Animation's shadows closely (unconfirmed constant, the usual web/CSS equivalence).
    let shadow = effect.shadow.map {
      Shadow(
        color: $0.color, sigma: $0.radius * scale / 2, offsetX: $0.x * scale,
        offsetY: $0.y * scale)
    }
    if shadow != nil {
      // The shadow's layer, its alpha mask and that mask's blur.
      let layerPixels = layer.width * layer.height
      try hold(
        layerPixels * 4 + layerPixels
          + LayerBudget.blurBytes(width: layer.width, height: layer.height, channels: 1),
        "a shadow of a \(layer.width) × \(layer.height) px layer")
    }
    guard let mode = effect.blendMode else {
      return canvas.composite(layer, opacity: effect.opacity, mask: mask, shadow: shadow)
    }
    // A blended layer: its shadow is drawn normally underneath; the layer, with its opacity and mask
    // applied, is then blended.
    if let shadow { canvas.composite(layer.shadow(shadow), opacity: effect.opacity, mask: mask) }
    var prepared = try budget.canvas(width: canvas.width, height: canvas.height)
    defer { budget.release(prepared) }
    prepared.composite(layer, opacity: effect.opacity, mask: mask)
    canvas.composite(prepared, blendMode: mode)
  }

  private func drawText(
    _ drawing: TextDrawing, _ pixels: Transform, policy: ColorPolicy, group: AccentGroup,
    into canvas: inout Canvas
  ) {
    let origin = drawing.origin
    for line in drawing.layout.lines {
      for run in line.glyphRuns {
        let paint =
          drawing.paints.indices.contains(run.attribute) ? drawing.paints[run.attribute] : .solid(.black)
        if run.isColor {
          for (glyph, position) in zip(run.glyphs, run.positions) {
            guard let image = textSystem.colorImage(of: glyph, face: run.face, size: run.size),
              let pixelsCanvas = try? Canvas(width: image.width, height: image.height, pixels: image.pixels)
            else { continue }
            // Emoji are images to the rendering modes: a silhouette in the text's group colour.
            let bitmap = policy.image(pixelsCanvas, .silhouette, group)
            let placement = Transform.scale(x: image.scale, y: image.scale)
              .concatenating(
                .translation(
                  x: origin.x + position.x + image.bearingX, y: origin.y + position.y + image.bearingY)
              )
              .concatenating(pixels)
            canvas.draw(bitmap, transform: placement, interpolation: .high)
          }
          continue
        }
        let rasterPaint = RasterPaint.paint(paint, pixels)
        if pixels.b == 0, pixels.c == 0, pixels.a == pixels.d, pixels.a > 0,
          run.size * pixels.a <= GlyphMaskCache.maximumPixelSize
        {
          // Unrotated, evenly scaled text: cached glyph masks, blitted.
          for (glyph, position) in zip(run.glyphs, run.positions) {
            let x = (origin.x + position.x) * pixels.a + pixels.tx
            let y = (origin.y + position.y) * pixels.d + pixels.ty
            guard
              let placed = GlyphMaskCache.shared.mask(
                glyph, face: run.face, pixelSize: run.size * pixels.a, x: x, y: y, textSystem: textSystem)
            else { continue }
            canvas.draw(placed.mask, x: placed.x, y: placed.y, with: rasterPaint)
          }
          continue
        }
        // Rotated or stretched text: the outlines themselves, filled in one pass.
        var path = TintypeRaster.Path()
        for (glyph, position) in zip(run.glyphs, run.positions) {
          let outline = textSystem.outline(of: glyph, face: run.face, size: run.size)
          path.addPath(
            GlyphPath.path(outline).applying(.translation(x: origin.x + position.x, y: origin.y + position.y))
          )
        }
        canvas.fill(path.applying(pixels), with: rasterPaint, fillRule: .nonZero)
      }
      for decoration in line.decorations {
        let paint =
          drawing.paints.indices.contains(decoration.attribute)
          ? drawing.paints[decoration.attribute] : .solid(.black)
        var path = TintypeRaster.Path()
        path.addRect(decoration.frame.offsetBy(dx: origin.x, dy: origin.y))
        canvas.fill(path.applying(pixels), with: RasterPaint.paint(paint, pixels))
      }
    }
  }

  private func drawImage(
    _ drawing: ImageDrawing, _ pixels: Transform, policy: ColorPolicy, group: AccentGroup,
    into canvas: inout Canvas
  ) {
    var image = drawing.pixels.canvas
    if case .solid(let tint)? = drawing.tint {
      // A template image: its alpha in the tint colour.
      let color = tint
      image.mapPixels { pixel in
        let alpha = Double(pixel.alpha) / 255 * color.alpha
        return Pixel(
          red: UInt8((color.red * alpha * 255).rounded()),
          green: UInt8((color.green * alpha * 255).rounded()),
          blue: UInt8((color.blue * alpha * 255).rounded()), alpha: UInt8((alpha * 255).rounded()))
      }
    }
    image = policy.image(image, drawing.tint == nil ? drawing.accentTreatment : .silhouette, group)
    let frame = drawing.frame
    let placement = Transform.scale(
      x: frame.width / Double(image.width), y: frame.height / Double(image.height)
    )
    .concatenating(.translation(x: frame.x, y: frame.y))
    .concatenating(pixels)
    let interpolation: ImageInterpolation
    switch drawing.interpolation {
    case .none: interpolation = .none
    case .low: interpolation = .low
    case .medium: interpolation = .medium
    case .high: interpolation = .high
    }
    canvas.draw(image, transform: placement, interpolation: interpolation)
  }
}
