import TintypeCore

/// A gradient's colours precomputed at `size` evenly spaced locations from 0 to 1, so that shading a
/// pixel is one table lookup.
///
/// 1024 entries put neighbouring entries at most a quarter of an 8-bit level apart on a two-stop ramp
/// across the full range, below what the 8-bit output can show, and the table (4 KB) stays in L1.
struct GradientRamp {
  static let size = 1024
  let colors: [UInt32]
  /// Whether every entry is opaque.
  let isOpaque: Bool

  init(stops: [GradientStop]) {
    // Sorted by location, stable so that stops at one location keep their order (a hard edge).
    let sorted = stops.enumerated()
      .map { GradientStop(color: $0.element.color, location: RGBAColor.clamp($0.element.location)) }
      .enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map { $0.element }
    guard let first = sorted.first, let last = sorted.last else {
      colors = [UInt32](repeating: 0, count: Self.size)
      isOpaque = false
      return
    }
    let premultiplied = sorted.map { $0.color.premultiplied }
    var table = [UInt32](repeating: 0, count: Self.size)
    var segment = 0
    for index in 0..<Self.size {
      let t = Double(index) / Double(Self.size - 1)
      let color: (red: Double, green: Double, blue: Double, alpha: Double)
      if t <= first.location {
        color = premultiplied[0]
      } else if t >= last.location {
        color = premultiplied[premultiplied.count - 1]
      } else {
        // The last stop at or before t, and the one after it.
        while segment + 1 < sorted.count && sorted[segment + 1].location <= t {
          segment += 1
        }
        let a = premultiplied[segment]
        let b = premultiplied[segment + 1]
        let span = sorted[segment + 1].location - sorted[segment].location
        let f = span > 0 ? (t - sorted[segment].location) / span : 0
        color = (
          a.red + (b.red - a.red) * f, a.green + (b.green - a.green) * f,
          a.blue + (b.blue - a.blue) * f, a.alpha + (b.alpha - a.alpha) * f
        )
      }
      table[index] = PackedColor.pack(
        red: RGBAColor.byte(color.red), green: RGBAColor.byte(color.green), blue: RGBAColor.byte(color.blue),
        alpha: RGBAColor.byte(color.alpha))
    }
    colors = table
    isOpaque = table.allSatisfy { PackedColor.alpha($0) == 255 }
  }

  /// The table index for location `t`: nearest entry, clamped to the ends (pad), NaN as 0.
  @inline(__always)
  static func index(_ t: Float) -> Int {
    let scaled = t * Float(size - 1) + 0.5
    guard scaled > 0 else { return 0 }
    guard scaled < Float(size - 1) else { return size - 1 }
    return Int(scaled)
  }

  /// The colour at location `t`.
  func color(at t: Float) -> UInt32 {
    colors[Self.index(t)]
  }
}
