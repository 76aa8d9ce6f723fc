import TintypeCore

@testable import TintypeRaster

/// Readings the raster tests take from canvases and masks.
extension Canvas {
  func alpha(_ x: Int, _ y: Int) -> Int { Int(self[x, y].alpha) }

  /// Sum of every pixel's alpha, in units of one fully covered pixel.
  var totalCoverage: Double {
    var sum = 0
    for index in stride(from: 3, to: pixels.count, by: 4) { sum += Int(pixels[index]) }
    return Double(sum) / 255
  }

  /// A transparent canvas with `draw` applied.
  static func make(width: Int, height: Int, _ draw: (inout Canvas) -> Void = { _ in }) throws -> Canvas {
    var canvas = try Canvas(width: width, height: height)
    draw(&canvas)
    return canvas
  }
}

extension Mask {
  var totalCoverage: Double { Double(coverage.reduce(0) { $0 + Int($1) }) / 255 }
}

let red = Paint.solid(RGBAColor(red: 1, green: 0, blue: 0))
let white = Paint.solid(.white)
