import TintypeCore

extension Canvas {
  /// Composites `paint` through the coverage `source` produces, the common end of every fill, stroke
  /// and mask draw. The switch on the paint happens once; the loops are specialised per shader.
  mutating func paint<Source: CoverageSource>(
    _ source: Source, with paint: Paint, opacity: Double, clip: Mask?
  ) {
    if let clip {
      precondition(
        clip.width == width && clip.height == height,
        "clip mask is \(clip.width)×\(clip.height); the canvas is \(width)×\(height)")
    }
    let factor = PackedColor.byte(opacity)
    guard factor > 0 else { return }
    switch paint {
    case .solid(let color):
      self.paint(source, shader: SolidShader(color: color.packed), opacity: factor, clip: clip)
    case .linearGradient(let gradient):
      self.paint(source, shader: LinearGradientShader(gradient), opacity: factor, clip: clip)
    case .radialGradient(let gradient):
      self.paint(source, shader: RadialGradientShader(gradient), opacity: factor, clip: clip)
    case .angularGradient(let gradient):
      self.paint(source, shader: AngularGradientShader(gradient), opacity: factor, clip: clip)
    case .pattern(let pattern):
      self.paint(source, shader: ImagePatternShader(pattern), opacity: factor, clip: clip)
    }
  }

  private mutating func paint<Source: CoverageSource, Shader: SpanShader>(
    _ source: Source, shader: Shader, opacity: UInt32, clip: Mask?
  ) {
    let width = width
    var colors = [UInt32](repeating: 0, count: width)
    colors.withUnsafeMutableBufferPointer { colorBuffer in
      withMutablePackedPixels { (pixels: UnsafeMutableBufferPointer<UInt32>) in
        Mask.withOptionalCoverage(clip) { clipPointer in
          var blitter = ShadedBlitter(
            pixels: pixels.baseAddress!, width: width, shader: shader, opacity: opacity,
            clip: clipPointer, colors: colorBuffer.baseAddress!)
          source.send(to: &blitter)
        }
      }
    }
  }
}
