import TintypeCore

/// Something that produces coverage rows for a canvas: a rasterized path, or a coverage bitmap placed
/// on the canvas. Painting is generic over it, so both share the compositing loops.
protocol CoverageSource {
  func send<Sink: CoverageSink>(to sink: inout Sink)
}

/// A path's edges, rasterized with exact area coverage.
struct PathCoverage: CoverageSource {
  let edges: EdgeList
  let fillRule: FillRule
  let width: Int
  let height: Int

  init(_ path: Path, fillRule: FillRule, width: Int, height: Int) {
    edges = EdgeList(polylines: path.polylines(), width: width, height: height)
    self.fillRule = fillRule
    self.width = width
    self.height = height
  }

  func send<Sink: CoverageSink>(to sink: inout Sink) {
    ScanlineRasterizer(width: width, height: height).rasterize(edges, fillRule: fillRule, into: &sink)
  }
}

/// A coverage bitmap (a glyph, say) with its top-left corner at a canvas pixel, cut to the canvas.
struct PlacedMaskCoverage: CoverageSource {
  let mask: Mask
  let x: Int
  let y: Int
  let canvasWidth: Int
  let canvasHeight: Int

  func send<Sink: CoverageSink>(to sink: inout Sink) {
    let left = max(0, x)
    let right = min(canvasWidth, x + mask.width)
    let top = max(0, y)
    let bottom = min(canvasHeight, y + mask.height)
    guard left < right, top < bottom else { return }
    var span = CoverageSpan(x: Int32(left), count: Int32(right - left), coverage: CoverageSpan.perPixel)
    mask.coverage.withUnsafeBufferPointer { coverage in
      withUnsafePointer(to: &span) { spanPointer in
        let spans = UnsafeBufferPointer(start: spanPointer, count: 1)
        for row in top..<bottom {
          // cells[column - x] is the mask's own column.
          sink.blit(
            row: row, spans: spans, cells: coverage.baseAddress! + (row - y) * mask.width, cellOrigin: x)
        }
      }
    }
  }
}
