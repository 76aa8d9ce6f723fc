import TintypeCore

extension Canvas {
  /// Scales every pixel by the coverage of `path` under `fillRule`, in place: the same bytes as
  /// `apply(Mask(filling: path, ...))`, without building a canvas-sized mask or visiting pixels the
  /// path covers fully (the inside of a widget's shape, nearly all of it).
  public mutating func clip(to path: Path, fillRule: FillRule = .nonZero) {
    let coverage = PathCoverage(path, fillRule: fillRule, width: width, height: height)
    let width = width
    let height = height
    withMutablePackedPixels { (pixels: UnsafeMutableBufferPointer<UInt32>) in
      var clipper = InPlaceClipper(pixels: pixels.baseAddress!, width: width)
      coverage.send(to: &clipper)
      clipper.clear(rowsBefore: height)
    }
  }
}

/// Scales canvas pixels by the coverage rows of a clip. The rasterizer only sends rows and runs the
/// path reaches, so everything else — rows it skips, the gaps between its spans — is cleared here.
private struct InPlaceClipper: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  /// The first row not yet handled.
  var nextRow = 0

  mutating func clear(rowsBefore row: Int) {
    guard row > nextRow else { return }
    (pixels + nextRow * width).update(repeating: 0, count: (row - nextRow) * width)
    nextRow = row
  }

  mutating func blit(
    row y: Int, spans: UnsafeBufferPointer<CoverageSpan>, cells: UnsafePointer<UInt8>, cellOrigin: Int
  ) {
    clear(rowsBefore: y)
    let row = pixels + y * width
    var cursor = 0
    for span in spans {
      let x = Int(span.x)
      let count = Int(span.count)
      (row + cursor).update(repeating: 0, count: x - cursor)
      cursor = x + count
      if span.coverage >= 0 {
        let factor = UInt32(span.coverage)
        if factor == 255 { continue }
        for index in x..<(x + count) {
          row[index] = PackedColor.scale(row[index], by: factor)
        }
      } else {
        let coverage = cells + (x - cellOrigin)
        for index in 0..<count {
          let factor = UInt32(coverage[index])
          if factor != 255 {
            row[x + index] = PackedColor.scale(row[x + index], by: factor)
          }
        }
      }
    }
    (row + cursor).update(repeating: 0, count: width - cursor)
    nextRow = y + 1
  }
}
