import TintypeCore

/// Composites coverage onto canvas pixels with a shader's colours, source-over, scaled by an opacity
/// and an optional clip mask. Every combination reduces to one per-pixel factor
/// a = coverage × opacity × clip (each product rounded to nearest 1/255), and the pixel becomes
/// colour × a + destination × (1 − colour alpha × a).
struct ShadedBlitter<Shader: SpanShader>: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  var shader: Shader
  /// 0...255.
  let opacity: UInt32
  /// Canvas-sized coverage, or nil.
  let clip: UnsafePointer<UInt8>?
  /// Scratch space for one row of shaded colours.
  let colors: UnsafeMutablePointer<UInt32>

  mutating func blit(
    row y: Int, spans: UnsafeBufferPointer<CoverageSpan>, cells: UnsafePointer<UInt8>, cellOrigin: Int
  ) {
    let target = pixels + y * width
    let rowClip = clip.map { $0 + y * width }
    let constant = shader.rowColor(y: y)
    for span in spans {
      let x = Int(span.x)
      let count = Int(span.count)
      let destination = target + x
      if span.coverage >= 0 && rowClip == nil {
        let factor = PackedColor.multiply(UInt32(span.coverage), opacity)
        guard factor > 0 else { continue }
        if let color = constant {
          Self.fill(destination, count: count, color: color, factor: factor)
        } else if factor == 255 && shader.isOpaque {
          shader.shade(x: x, y: y, count: count, into: destination)
        } else {
          shader.shade(x: x, y: y, count: count, into: colors)
          Self.blend(destination, colors: colors, count: count, factor: factor)
        }
        continue
      }
      // Coverage per pixel from the cells, or a clip mask: one factor per pixel.
      if span.coverage < 0, rowClip == nil, let color = constant {
        Self.fill(
          destination, coverage: cells + (x - cellOrigin), count: count, color: color, opacity: opacity)
        continue
      }
      if let color = constant {
        colors.update(repeating: color, count: count)
      } else {
        shader.shade(x: x, y: y, count: count, into: colors)
      }
      let coverage = cells + (x - cellOrigin)
      let clipRow = rowClip.map { $0 + x }
      for index in 0..<count {
        var factor = span.coverage >= 0 ? UInt32(span.coverage) : UInt32(coverage[index])
        factor = PackedColor.multiply(factor, opacity)
        if let clipRow { factor = PackedColor.multiply(factor, UInt32(clipRow[index])) }
        guard factor > 0 else { continue }
        let source = factor == 255 ? colors[index] : PackedColor.scale(colors[index], by: factor)
        destination[index] =
          PackedColor.alpha(source) == 255
          ? source : PackedColor.sourceOver(source, onto: destination[index])
      }
    }
  }

  /// One colour over a run with one factor: opaque runs are plain stores.
  @inline(__always)
  private static func fill(
    _ destination: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, factor: UInt32
  ) {
    let source = factor == 255 ? color : PackedColor.scale(color, by: factor)
    if PackedColor.alpha(source) == 255 {
      destination.update(repeating: source, count: count)
    } else if source != 0 {
      for index in 0..<count {
        destination[index] = PackedColor.sourceOver(source, onto: destination[index])
      }
    }
  }

  /// One colour over a run with coverage per pixel (glyphs, anti-aliased edges): no colour buffer, and
  /// uncovered pixels cost one test. An opacity of 255 leaves the coverage as it is, exactly as
  /// multiplying by it would.
  @inline(__always)
  private static func fill(
    _ destination: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, color: UInt32,
    opacity: UInt32
  ) {
    let opaque = PackedColor.alpha(color) == 255
    for index in 0..<count {
      var factor = UInt32(coverage[index])
      if opacity != 255 { factor = PackedColor.multiply(factor, opacity) }
      if factor == 0 { continue }
      if factor == 255 && opaque {
        destination[index] = color
        continue
      }
      let source = factor == 255 ? color : PackedColor.scale(color, by: factor)
      destination[index] =
        PackedColor.alpha(source) == 255 ? source : PackedColor.sourceOver(source, onto: destination[index])
    }
  }

  @inline(__always)
  private static func blend(
    _ destination: UnsafeMutablePointer<UInt32>, colors: UnsafeMutablePointer<UInt32>, count: Int,
    factor: UInt32
  ) {
    if factor == 255 {
      for index in 0..<count {
        let source = colors[index]
        let alpha = PackedColor.alpha(source)
        if alpha == 255 {
          destination[index] = source
        } else if alpha != 0 {
          destination[index] = PackedColor.sourceOver(source, onto: destination[index])
        }
      }
    } else {
      for index in 0..<count {
        let source = PackedColor.scale(colors[index], by: factor)
        destination[index] = PackedColor.sourceOver(source, onto: destination[index])
      }
    }
  }
}
