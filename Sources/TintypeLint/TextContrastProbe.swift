import Tintype
import TintypeArchive
import TintypeCore
import TintypeDisplayList
import TintypeRaster

/// Text contrast against what is actually behind each text, after the rendering mode's colours: for
/// every text the display list draws, the list is painted up to that text (the backdrop), with it,
/// and the text alone (its coverage). Inside the glyphs — pixels the text alone covers at least
/// `LintModel.glyphCoverage` — the text's colour is the painted pixel and the backdrop's the pixel
/// under it; the median of their WCAG ratios is the text's contrast. Gradients, images, materials and
/// the modes' tints are all measured as drawn.
struct TextContrastProbe {
  let renderer: WidgetRenderer
  let laidOut: WidgetRenderer.Laidout
  let list: DisplayList
  let texts: LintTexts
  /// What stands behind pixels the render leaves translucent.
  let behind: RGBAColor

  func findings(render: LintRender) throws(RenderError) -> [LintFinding] {
    var findings: [LintFinding] = []
    var open = 0
    for (index, op) in list.ops.enumerated() {
      switch op {
      case .beginLayer: open += 1
      case .endLayer: open -= 1
      case .text(let drawing, _, _):
        guard let measured = try measure(index, layersOpen: open, drawing: drawing) else { continue }
        let text = texts.text(at: drawing.path)
        let required = Contrast.required(pointSize: text?.pointSize ?? 17, weight: text?.weight ?? 400)
        guard measured.ratio < required else { continue }
        findings.append(
          LintFinding(
            rule: .textContrast,
            message:
              "\"\(drawing.string.prefix(40))\" has a contrast of \(LintFormat.number(measured.ratio)):1 (\(LintFormat.hex(measured.text)) on \(LintFormat.hex(measured.backdrop))), under \(LintFormat.number(required)):1",
            path: drawing.path, frame: text?.frame, render: render))
      default: break
      }
    }
    return findings
  }

  /// The contrast of the text drawn by `ops[index]`, with the colours at the median pixel, or nil
  /// when no pixel is inside its glyphs (an empty or clipped text).
  private func measure(_ index: Int, layersOpen: Int, drawing: TextDrawing) throws(RenderError) -> (
    ratio: Double, text: RGBAColor, backdrop: RGBAColor
  )? {
    let closers = [DisplayOp](repeating: .endLayer, count: max(layersOpen, 0))
    let before = Array(list.ops[..<index])
    guard let region = region(of: drawing, list.ops[index]) else { return nil }
    func painted(_ ops: [DisplayOp]) throws(RenderError) -> Canvas {
      try renderer.paint(
        DisplayList(width: list.width, height: list.height, ops: ops), of: laidOut,
        scale: LintModel.probeScale,
        region: region)
    }
    let backdrop = try painted(before + closers)
    let drawn = try painted(before + [list.ops[index]] + closers)
    let alone = try painted([list.ops[index]])
    let floor = UInt8((LintModel.glyphCoverage * 255).rounded())
    var samples: [(ratio: Double, text: RGBAColor, backdrop: RGBAColor)] = []
    for y in 0..<alone.height {
      for x in 0..<alone.width where alone[x, y].alpha >= floor {
        let text = Self.opaque(drawn[x, y], over: behind)
        let under = Self.opaque(backdrop[x, y], over: behind)
        samples.append((Contrast.ratio(text, under), text, under))
      }
    }
    guard !samples.isEmpty else { return nil }
    samples.sort { $0.ratio < $1.ratio }
    return samples[samples.count / 2]
  }

  /// The pixels around a text (its laid-out box through its op's transform, a few pixels more for
  /// antialiasing and effects), within the image; nil when it falls outside.
  private func region(of drawing: TextDrawing, _ op: DisplayOp) -> (x: Int, y: Int, width: Int, height: Int)?
  {
    guard case .text(_, let transform, _) = op else { return nil }
    let scale = LintModel.probeScale
    let (x, y) = drawing.origin
    let corners = [
      (x, y), (x + drawing.layout.size.width, y), (x, y + drawing.layout.size.height),
      (x + drawing.layout.size.width, y + drawing.layout.size.height),
    ].map { transform.apply($0.0, $0.1) }
    let pad = LintModel.probeMargin
    let left = max(Int(((corners.map(\.x).min() ?? 0) * scale).rounded(.down)) - pad, 0)
    let top = max(Int(((corners.map(\.y).min() ?? 0) * scale).rounded(.down)) - pad, 0)
    let right = min(
      Int(((corners.map(\.x).max() ?? 0) * scale).rounded(.up)) + pad, Int((list.width * scale).rounded()))
    let bottom = min(
      Int(((corners.map(\.y).max() ?? 0) * scale).rounded(.up)) + pad, Int((list.height * scale).rounded()))
    guard right > left, bottom > top else { return nil }
    return (left, top, right - left, bottom - top)
  }

  /// A premultiplied pixel made opaque over `backdrop`.
  static func opaque(_ pixel: Pixel, over backdrop: RGBAColor) -> RGBAColor {
    let alpha = Double(pixel.alpha) / 255
    func channel(_ value: UInt8, _ under: Double) -> Double { Double(value) / 255 + under * (1 - alpha) }
    return RGBAColor(
      red: channel(pixel.red, backdrop.red), green: channel(pixel.green, backdrop.green),
      blue: channel(pixel.blue, backdrop.blue))
  }
}
