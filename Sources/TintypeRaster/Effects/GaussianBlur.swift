import Foundation
import TintypeCore

/// Separable Gaussian blur of 8-bit interleaved channels, with transparent (zero) surroundings.
///
/// For σ under `boxThreshold` the kernel is the Gaussian itself out to 3σ, each weight its integral
/// over one pixel (so narrow kernels keep their shape) and normalised. For larger σ it is three successive box blurs with the sizes the SVG / CSS Filter
/// Effects specification gives for `feGaussianBlur` (d = ⌊σ · 3√(2π) / 4 + ½⌋, with its even-d rule),
/// whose cost does not grow with σ and whose result is within about 2 % of the peak of a true
/// Gaussian — what browsers draw for shadows. Work is in floating point and rounded once at the end,
/// so the total of each channel is preserved (apart from what spreads past the edges) to well under
/// one level per pixel.
enum GaussianBlur {
  static let boxThreshold = 2.0

  static func blur(_ values: inout [UInt8], width: Int, height: Int, channels: Int, sigma: Double) {
    guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
    let kernel = sigma < boxThreshold ? kernel(sigma: sigma) : []
    let boxes = sigma < boxThreshold ? [] : boxes(sigma: sigma)
    guard !kernel.isEmpty || !boxes.isEmpty else { return }
    let rowLength = width * channels
    var work = values.map { Float($0) }
    var spare = [Float](repeating: 0, count: work.count)
    var line = [Float](repeating: 0, count: width)
    var lineSpare = [Float](repeating: 0, count: width)
    var sums = [Double](repeating: 0, count: rowLength)

    work.withUnsafeMutableBufferPointer { work in
      spare.withUnsafeMutableBufferPointer { spare in
        line.withUnsafeMutableBufferPointer { line in
          lineSpare.withUnsafeMutableBufferPointer { lineSpare in
            sums.withUnsafeMutableBufferPointer { sums in
              // Along rows: one channel at a time; a row is small enough to stay in cache.
              for row in 0..<height {
                for channel in 0..<channels {
                  let start = work.baseAddress! + row * rowLength + channel
                  for x in 0..<width { line[x] = start[x * channels] }
                  if kernel.isEmpty {
                    boxBlur(line, spare: lineSpare, count: width, boxes: boxes)
                  } else {
                    convolve(line, into: lineSpare, count: width, kernel: kernel)
                    line.baseAddress!.update(from: lineSpare.baseAddress!, count: width)
                  }
                  for x in 0..<width { start[x * channels] = line[x] }
                }
              }
              // Down columns: whole rows at a time, so memory is read in order.
              if kernel.isEmpty {
                var source = work.baseAddress!
                var target = spare.baseAddress!
                for box in boxes {
                  boxBlurColumns(
                    source, into: target, rowLength: rowLength, height: height, box: box,
                    sums: sums.baseAddress!)
                  swap(&source, &target)
                }
                if source != work.baseAddress! {
                  work.baseAddress!.update(from: source, count: work.count)
                }
              } else {
                convolveColumns(
                  work.baseAddress!, into: spare.baseAddress!, rowLength: rowLength, height: height,
                  kernel: kernel)
                work.baseAddress!.update(from: spare.baseAddress!, count: work.count)
              }
            }
          }
        }
      }
    }

    values.withUnsafeMutableBufferPointer { target in
      work.withUnsafeBufferPointer { work in
        for index in 0..<target.count {
          target[index] = UInt8(min(max(work[index] + 0.5, 0), 255))
        }
      }
      if channels == 4 {
        // Rounding cannot lift a colour above its alpha except by float noise; keep it premultiplied.
        for index in stride(from: 0, to: target.count, by: 4) {
          let alpha = target[index + 3]
          target[index] = min(target[index], alpha)
          target[index + 1] = min(target[index + 1], alpha)
          target[index + 2] = min(target[index + 2], alpha)
        }
      }
    }
  }

  /// How far, in pixels, a blur of `sigma` spreads a value: the kernel's radius, or the three boxes'
  /// extents added up. Past this distance from every non-zero value the result is zero, so a blur
  /// can be worked out on a crop that keeps this margin around what it blurs.
  static func reach(sigma: Double) -> Int {
    guard sigma > 0, sigma.isFinite else { return 0 }
    if sigma < boxThreshold { return kernel(sigma: sigma).count - 1 }
    return boxes(sigma: sigma).reduce(0) { $0 + max($1.left, $1.right) }
  }

  /// The box extents (pixels left, pixels right) of the three passes for `sigma`.
  static func boxes(sigma: Double) -> [(left: Int, right: Int)] {
    let d = Int(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5)
    guard d > 1 else { return [] }
    if d % 2 == 1 {
      let r = (d - 1) / 2
      return [(r, r), (r, r), (r, r)]
    }
    // Even d: two boxes of d centred half a pixel either side, then one of d + 1 centred.
    return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
  }

  /// The pixel-integrated, normalised Gaussian kernel for `sigma`, from offset 0 outwards.
  static func kernel(sigma: Double) -> [Double] {
    let radius = Int((3 * sigma).rounded(.up))
    let scale = 1 / (sigma * 2.0.squareRoot())
    let weights: [Double] = (0...radius).map { offset in
      let near = erf((Double(offset) - 0.5) * scale)
      let far = erf((Double(offset) + 0.5) * scale)
      return (far - near) / 2
    }
    let total = weights[0] + 2 * weights.dropFirst().reduce(0, +)
    return weights.map { $0 / total }
  }

  private static func convolve(
    _ line: UnsafeMutableBufferPointer<Float>, into target: UnsafeMutableBufferPointer<Float>, count: Int,
    kernel: [Double]
  ) {
    for index in 0..<count {
      var sum = Double(line[index]) * kernel[0]
      for offset in 1..<kernel.count {
        if index - offset >= 0 { sum += Double(line[index - offset]) * kernel[offset] }
        if index + offset < count { sum += Double(line[index + offset]) * kernel[offset] }
      }
      target[index] = Float(sum)
    }
  }

  private static func convolveColumns(
    _ source: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Float>, rowLength: Int,
    height: Int, kernel: [Double]
  ) {
    for row in 0..<height {
      let out = target + row * rowLength
      let weight = Float(kernel[0])
      let centre = source + row * rowLength
      for index in 0..<rowLength { out[index] = centre[index] * weight }
      for offset in 1..<kernel.count {
        let weight = Float(kernel[offset])
        if row - offset >= 0 {
          let above = source + (row - offset) * rowLength
          for index in 0..<rowLength { out[index] += above[index] * weight }
        }
        if row + offset < height {
          let below = source + (row + offset) * rowLength
          for index in 0..<rowLength { out[index] += below[index] * weight }
        }
      }
    }
  }

  /// The three box passes along one line, in place.
  private static func boxBlur(
    _ line: UnsafeMutableBufferPointer<Float>, spare: UnsafeMutableBufferPointer<Float>, count: Int,
    boxes: [(left: Int, right: Int)]
  ) {
    var source = line.baseAddress!
    var target = spare.baseAddress!
    for box in boxes {
      let scale = 1 / Double(box.left + box.right + 1)
      var sum = 0.0
      for index in 0...min(box.right, count - 1) { sum += Double(source[index]) }
      for index in 0..<count {
        target[index] = Float(sum * scale)
        let entering = index + box.right + 1
        let leaving = index - box.left
        if entering < count { sum += Double(source[entering]) }
        if leaving >= 0 { sum -= Double(source[leaving]) }
      }
      swap(&source, &target)
    }
    if source != line.baseAddress! {
      line.baseAddress!.update(from: source, count: count)
    }
  }

  /// One box pass down every column at once, with a running sum per column.
  private static func boxBlurColumns(
    _ source: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Float>, rowLength: Int,
    height: Int, box: (left: Int, right: Int), sums: UnsafeMutablePointer<Double>
  ) {
    let scale = 1 / Double(box.left + box.right + 1)
    sums.update(repeating: 0, count: rowLength)
    for row in 0...min(box.right, height - 1) {
      let values = source + row * rowLength
      for index in 0..<rowLength { sums[index] += Double(values[index]) }
    }
    for row in 0..<height {
      let out = target + row * rowLength
      for index in 0..<rowLength { out[index] = Float(sums[index] * scale) }
      let entering = row + box.right + 1
      let leaving = row - box.left
      if entering < height {
        let values = source + entering * rowLength
        for index in 0..<rowLength { sums[index] += Double(values[index]) }
      }
      if leaving >= 0 {
        let values = source + leaving * rowLength
        for index in 0..<rowLength { sums[index] -= Double(values[index]) }
      }
    }
  }
}

extension Canvas {
  /// Blurs the canvas with a Gaussian of standard deviation `sigma` pixels (see `GaussianBlur`).
  /// Premultiplied channels are blurred alike, so colours do not bleed darkness from transparent
  /// neighbours. What lies past the edges counts as transparent.
  public mutating func blur(sigma: Double) {
    GaussianBlur.blur(&pixels, width: width, height: height, channels: 4, sigma: sigma)
  }
}

extension Mask {
  /// Blurs the coverage with a Gaussian of standard deviation `sigma` pixels (see `GaussianBlur`).
  public mutating func blur(sigma: Double) {
    GaussianBlur.blur(&coverage, width: width, height: height, channels: 1, sigma: sigma)
  }
}
