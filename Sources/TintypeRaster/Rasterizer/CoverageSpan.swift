import TintypeCore

/// Pixels of one row that a fill covers: either a run sharing one coverage, or a run whose coverage
/// is per pixel, read from the row's cells.
struct CoverageSpan {
  /// The canvas column of the first pixel.
  var x: Int32
  /// How many pixels.
  var count: Int32
  /// The coverage of every pixel in the run, 0...255, or `CoverageSpan.perPixel`.
  var coverage: Int32

  /// Marks a span whose coverage is in the cells.
  static let perPixel: Int32 = -1
}

/// Receives a fill's coverage row by row, top to bottom. Spans in a row are in increasing x and do not
/// overlap; `cells[x - cellOrigin]` is the coverage of column x in a per-pixel span.
protocol CoverageSink {
  mutating func blit(
    row y: Int, spans: UnsafeBufferPointer<CoverageSpan>, cells: UnsafePointer<UInt8>, cellOrigin: Int)
}
