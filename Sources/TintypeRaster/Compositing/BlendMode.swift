import TintypeCore

/// Straight RGB in 0…1.
typealias BlendColor = (r: Float, g: Float, b: Float)

extension BlendMode {
  /// B(cb, cs) for a separable mode, per channel (W3C Compositing Level 1, §10.1).
  func separable(_ cb: Float, _ cs: Float) -> Float {
    switch self {
    case .multiply: return cb * cs
    case .screen: return cb + cs - cb * cs
    case .overlay: return BlendMode.hardLight.separable(cs, cb)
    case .darken: return min(cb, cs)
    case .lighten: return max(cb, cs)
    case .colorDodge:
      if cb == 0 { return 0 }
      return cs >= 1 ? 1 : min(1, cb / (1 - cs))
    case .colorBurn:
      if cb >= 1 { return 1 }
      return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
    case .hardLight:
      return cs <= 0.5 ? cb * 2 * cs : BlendMode.screen.separable(cb, 2 * cs - 1)
    case .softLight:
      if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
      let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
      return cb + (2 * cs - 1) * (d - cb)
    case .difference: return abs(cb - cs)
    case .exclusion: return cb + cs - 2 * cb * cs
    default: return cs
    }
  }

  /// B(Cb, Cs) on whole colours: the separable modes channel by channel, the four non-separable
  /// ones (§10.2) through luminosity and saturation.
  func blend(_ cb: BlendColor, _ cs: BlendColor) -> BlendColor {
    switch self {
    case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
    case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
    case .color: return setLum(cs, lum(cb))
    case .luminosity: return setLum(cb, lum(cs))
    default: return (separable(cb.r, cs.r), separable(cb.g, cs.g), separable(cb.b, cs.b))
    }
  }

  private func lum(_ c: BlendColor) -> Float { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

  private func clipColor(_ c: BlendColor) -> BlendColor {
    let l = lum(c)
    let n = min(c.r, c.g, c.b)
    let x = max(c.r, c.g, c.b)
    var out = c
    if n < 0 {
      out = (l + (out.r - l) * l / (l - n), l + (out.g - l) * l / (l - n), l + (out.b - l) * l / (l - n))
    }
    if x > 1 {
      out = (
        l + (out.r - l) * (1 - l) / (x - l), l + (out.g - l) * (1 - l) / (x - l),
        l + (out.b - l) * (1 - l) / (x - l)
      )
    }
    return out
  }

  private func setLum(_ c: BlendColor, _ l: Float) -> BlendColor {
    let d = l - lum(c)
    return clipColor((c.r + d, c.g + d, c.b + d))
  }

  private func sat(_ c: BlendColor) -> Float { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }

  private func setSat(_ c: BlendColor, _ s: Float) -> BlendColor {
    let x = max(c.r, c.g, c.b)
    let n = min(c.r, c.g, c.b)
    guard x > n else { return (0, 0, 0) }
    func channel(_ v: Float) -> Float { (v - n) * s / (x - n) }
    return (channel(c.r), channel(c.g), channel(c.b))
  }
}

extension Canvas {
  /// Composites `layer` (the same size) over this canvas with `mode`.
  public mutating func composite(_ layer: Canvas, blendMode mode: BlendMode) {
    precondition(layer.width == width && layer.height == height, "a blended layer covers the canvas")
    let source = layer.pixels
    withMutablePixelBytes { bytes in
      var index = 0
      while index + 3 < bytes.count {
        defer { index += 4 }
        let sa = Float(source[index + 3]) / 255
        if sa == 0 { continue }  // every mode leaves what is under a transparent pixel alone
        let da = Float(bytes[index + 3]) / 255
        let sp = (Float(source[index]) / 255, Float(source[index + 1]) / 255, Float(source[index + 2]) / 255)
        let dp = (Float(bytes[index]) / 255, Float(bytes[index + 1]) / 255, Float(bytes[index + 2]) / 255)
        var r: BlendColor
        var a: Float
        switch mode {
        case .sourceAtop:
          r = (sp.0 * da + dp.0 * (1 - sa), sp.1 * da + dp.1 * (1 - sa), sp.2 * da + dp.2 * (1 - sa))
          a = da
        case .destinationOver:
          r = (dp.0 + sp.0 * (1 - da), dp.1 + sp.1 * (1 - da), dp.2 + sp.2 * (1 - da))
          a = da + sa * (1 - da)
        case .destinationOut:
          r = (dp.0 * (1 - sa), dp.1 * (1 - sa), dp.2 * (1 - sa))
          a = da * (1 - sa)
        case .plusLighter:
          a = min(1, sa + da)
          r = (min(a, sp.0 + dp.0), min(a, sp.1 + dp.1), min(a, sp.2 + dp.2))
        case .plusDarker:
          // Core Graphics: R = max(0, 1 − ((1 − D) + (1 − S))), written for premultiplied colour.
          a = min(1, sa + da)
          r = (
            max(0, a - ((sa - sp.0) + (da - dp.0))), max(0, a - ((sa - sp.1) + (da - dp.1))),
            max(0, a - ((sa - sp.2) + (da - dp.2)))
          )
        default:
          // cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), all premultiplied (§5.8 with §10).
          let cs = (sp.0 / sa, sp.1 / sa, sp.2 / sa)
          let cb = da > 0 ? (dp.0 / da, dp.1 / da, dp.2 / da) : (Float(0), Float(0), Float(0))
          let b = mode.blend(cb, cs)
          let k = sa * da
          r = (
            sp.0 * (1 - da) + dp.0 * (1 - sa) + k * b.r, sp.1 * (1 - da) + dp.1 * (1 - sa) + k * b.g,
            sp.2 * (1 - da) + dp.2 * (1 - sa) + k * b.b
          )
          a = sa + da * (1 - sa)
        }
        let alpha = min(max(a, 0), 1)
        func level(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), alpha) * 255 + 0.5) }
        bytes[index] = level(r.r)
        bytes[index + 1] = level(r.g)
        bytes[index + 2] = level(r.b)
        bytes[index + 3] = UInt8(alpha * 255 + 0.5)
      }
    }
  }
}
