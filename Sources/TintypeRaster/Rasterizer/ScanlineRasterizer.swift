import TintypeCore

/// Turns a path's edges into exact anti-aliased coverage, one pixel row at a time.
///
/// **Coverage model.** A pixel's coverage is the area of the pixel inside the path under the fill
/// rule. Each row is cut into horizontal strips at every edge end point, so that every edge crossing
/// a strip spans it from top to bottom. Inside a strip the edges are sorted left to right and walked
/// with a running winding number; where the fill rule's inside/outside answer changes across an edge
/// (by +1 or −1), that edge's exact trapezoid area is accumulated into per-cell sums, as in font-rs
/// and stb_truetype 2 (a prefix sum along the row then yields coverage). Because the change is taken
/// from the winding walk, not from the edge's direction alone, both rules are exact and overlapping
/// subpaths merge without seams, which is what lets strokes be drawn as unions of overlapping pieces.
///
/// **Error bound.** The walk assumes the left-to-right order of edges is the same at the top and the
/// bottom of a strip. Where two edges cross inside a strip, the strip is split at the crossing (or
/// halved) until it is `minimumStripHeight` tall, so coverage is exact to `Float` rounding (about 1e-6)
/// except in pixels containing a crossing, where it is off by at most the area between the crossing
/// edges in one such strip: under 1/256 of a pixel, less than one 8-bit level.
///
/// The sweep is single-threaded and its arithmetic fixed in order, so the same edges always give the
/// same bytes.
struct ScanlineRasterizer {
  let width: Int
  let height: Int

  /// The shortest strip the sweep cuts when two edges cross, in pixels.
  static let minimumStripHeight: Float = 1.0 / 256
  /// How far (px) two edges may appear out of order at a strip's top or bottom before the strip is cut:
  /// an order error of this size shifts coverage by far less than one level.
  static let orderTolerance: Float = 1.0 / 1024

  private struct StripEdge {
    var xa: Float
    var xb: Float
    var winding: Int32
  }

  private struct CellRange {
    var start: Int32
    var end: Int32
  }

  /// A strip of a row still to be swept, from `top` to `bottom`.
  private struct StripBounds {
    var top: Float
    var bottom: Float
  }

  /// Sends the coverage of the area `list`'s edges enclose under `fillRule` to `sink`, for every row
  /// the edges touch.
  func rasterize<Sink: CoverageSink>(_ list: EdgeList, fillRule: FillRule, into sink: inout Sink) {
    var edges = list.edges
    guard !edges.isEmpty else { return }
    edges.sort { $0.y0 < $1.y0 }

    var minX = Float.infinity
    var maxX = -Float.infinity
    var maxY: Float = 0
    for edge in edges {
      minX = min(minX, edge.x0, edge.x1)
      maxX = max(maxX, edge.x0, edge.x1)
      maxY = max(maxY, edge.y1)
    }
    let origin = Int(minX.rounded(.down))
    let originF = Float(origin)
    // Cells for every column the edges reach, one more for the right edge of the last, and one
    // more because an edge's area can spill into the cell after the one it ends in.
    let cellCount = Int(maxX.rounded(.up)) - origin + 2
    let visibleCells = width - origin

    var accumulation = [Float](repeating: 0, count: cellCount)
    var cells = [UInt8](repeating: 0, count: cellCount)
    var spans = ScratchList<CoverageSpan>()
    var ranges = ScratchList<CellRange>()
    var active = ScratchList<Int>()
    var strip = ScratchList<StripEdge>()
    var breakpoints = ScratchList<Float>()
    var pending = ScratchList<StripBounds>()
    defer {
      spans.deallocate()
      ranges.deallocate()
      active.deallocate()
      strip.deallocate()
      breakpoints.deallocate()
      pending.deallocate()
    }

    accumulation.withUnsafeMutableBufferPointer { accumulationBuffer in
      cells.withUnsafeMutableBufferPointer { cellBuffer in
        let acc = accumulationBuffer.baseAddress!
        let cellBase = cellBuffer.baseAddress!
        var next = 0
        var row = max(0, Int(edges[0].y0.rounded(.down)))
        let lastRow = min(height, Int(maxY.rounded(.up))) - 1

        while row <= lastRow {
          let top = Float(row)
          let bottom = top + 1
          while next < edges.count && edges[next].y0 < bottom {
            active.append(next)
            next += 1
          }
          var kept = 0
          for index in 0..<active.count where edges[active[index]].y1 > top {
            active[kept] = active[index]
            kept += 1
          }
          active.truncate(to: kept)
          if active.isEmpty {
            guard next < edges.count else { break }
            row = max(row + 1, Int(edges[next].y0.rounded(.down)))
            continue
          }

          // Strip boundaries: the row's top and bottom and every end point inside the row.
          breakpoints.removeAll()
          breakpoints.append(top)
          breakpoints.append(bottom)
          for index in active.buffer {
            let edge = edges[index]
            if edge.y0 > top && edge.y0 < bottom { breakpoints.append(edge.y0) }
            if edge.y1 > top && edge.y1 < bottom { breakpoints.append(edge.y1) }
          }
          if breakpoints.count > 2 {
            var sorted = breakpoints.buffer
            sorted.sort()
          }

          for index in 1..<breakpoints.count where breakpoints[index] > breakpoints[index - 1] {
            pending.append(StripBounds(top: breakpoints[index - 1], bottom: breakpoints[index]))
            while let bounds = pending.popLast() {
              let (ya, yb) = (bounds.top, bounds.bottom)
              strip.removeAll()
              for edgeIndex in active.buffer {
                let edge = edges[edgeIndex]
                if edge.y0 <= ya && edge.y1 >= yb {
                  strip.append(StripEdge(xa: edge.x(at: ya), xb: edge.x(at: yb), winding: edge.winding))
                }
              }
              guard !strip.isEmpty else { continue }
              Self.sortByMidpoint(strip.buffer)
              if yb - ya > Self.minimumStripHeight,
                let cut = Self.crossing(in: strip.buffer, from: ya, to: yb)
              {
                pending.append(StripBounds(top: cut, bottom: yb))
                pending.append(StripBounds(top: ya, bottom: cut))
                continue
              }
              let stripHeight = yb - ya
              var winding: Int32 = 0
              for edge in strip.buffer {
                let after = winding + edge.winding
                let change = fillRule.inside(after) - fillRule.inside(winding)
                if change != 0 {
                  let touched = Self.accumulate(
                    acc, from: edge.xa - originF, to: edge.xb - originF, area: stripHeight * Float(change))
                  ranges.append(touched)
                }
                winding = after
              }
            }
          }

          Self.sortByStart(ranges.buffer)
          spans.removeAll()
          var running: Float = 0
          var cursor = -1
          var rangeIndex = 0
          while rangeIndex < ranges.count {
            let start = Int(ranges[rangeIndex].start)
            var end = Int(ranges[rangeIndex].end)
            rangeIndex += 1
            while rangeIndex < ranges.count && Int(ranges[rangeIndex].start) <= end + 1 {
              end = max(end, Int(ranges[rangeIndex].end))
              rangeIndex += 1
            }
            if cursor >= 0 && start > cursor && cursor < visibleCells {
              let coverage = Self.coverageByte(running)
              if coverage > 0 {
                spans.append(
                  CoverageSpan(
                    x: Int32(origin + cursor), count: Int32(min(start, visibleCells) - cursor),
                    coverage: Int32(coverage)))
              }
            }
            for cell in start...end {
              running += acc[cell]
              acc[cell] = 0
              cellBase[cell] = Self.coverageByte(running)
            }
            if start < visibleCells {
              spans.append(
                CoverageSpan(
                  x: Int32(origin + start), count: Int32(min(end + 1, visibleCells) - start),
                  coverage: CoverageSpan.perPixel))
            }
            cursor = end + 1
          }
          // Past the last touched cell coverage is constant; it is zero unless edges further right
          // were clipped away, in which case it runs to the canvas's right edge.
          if cursor >= 0 && cursor < visibleCells {
            let coverage = Self.coverageByte(running)
            if coverage > 0 {
              spans.append(
                CoverageSpan(
                  x: Int32(origin + cursor), count: Int32(visibleCells - cursor), coverage: Int32(coverage)))
            }
          }
          ranges.removeAll()
          if !spans.isEmpty {
            sink.blit(
              row: row, spans: UnsafeBufferPointer(spans.buffer), cells: UnsafePointer(cellBase),
              cellOrigin: origin)
          }
          row += 1
        }
      }
    }
  }

  /// Coverage 0...1 as a byte, rounding to nearest; values outside (from rounding) are clamped.
  @inline(__always)
  static func coverageByte(_ value: Float) -> UInt8 {
    guard value > 0 else { return 0 }
    guard value < 1 else { return 255 }
    return UInt8(value * 255 + 0.5)
  }

  /// Adds the area to the right of one edge inside a strip to the cells it affects, in the form whose
  /// running sum along the row is each pixel's coverage (font-rs's `draw_line`, one strip at a time).
  /// `from` and `to` are the edge's x at the strip's top and bottom, relative to cell 0; `area` is the
  /// strip's height times the inside/outside change across the edge.
  @inline(__always)
  private static func accumulate(
    _ acc: UnsafeMutablePointer<Float>, from xa: Float, to xb: Float, area: Float
  ) -> CellRange {
    let x0 = min(xa, xb)
    let x1 = max(xa, xb)
    // Both are at least 0 (edges are clipped to the canvas, cell 0 is the leftmost column they
    // reach), so truncation is the floor; it avoids a libm call per edge per strip.
    let x0i = Int(x0)
    let x0Floor = Float(x0i)
    let x1Truncated = Int(x1)
    let x1i = Float(x1Truncated) < x1 ? x1Truncated + 1 : x1Truncated
    let x1Ceil = Float(x1i)
    if x1i <= x0i + 1 {
      // Within one cell: the average of the two x's splits the area between it and the next.
      let middle = 0.5 * (x0 + x1) - x0Floor
      acc[x0i] += area - area * middle
      acc[x0i + 1] += area * middle
      return CellRange(start: Int32(x0i), end: Int32(x0i + 1))
    }
    let inverseWidth = 1 / (x1 - x0)
    let x0Fraction = x0 - x0Floor
    let firstArea = 0.5 * inverseWidth * (1 - x0Fraction) * (1 - x0Fraction)
    let x1Fraction = x1 - x1Ceil + 1
    let lastArea = 0.5 * inverseWidth * x1Fraction * x1Fraction
    acc[x0i] += area * firstArea
    if x1i == x0i + 2 {
      acc[x0i + 1] += area * (1 - firstArea - lastArea)
    } else {
      let secondArea = inverseWidth * (1.5 - x0Fraction)
      acc[x0i + 1] += area * (secondArea - firstArea)
      var cell = x0i + 2
      while cell < x1i - 1 {
        acc[cell] += area * inverseWidth
        cell += 1
      }
      let beforeLast = secondArea + Float(x1i - x0i - 3) * inverseWidth
      acc[x1i - 1] += area * (1 - beforeLast - lastArea)
    }
    acc[x1i] += area * lastArea
    return CellRange(start: Int32(x0i), end: Int32(x1i))
  }

  /// Where to cut a strip so that its edges keep one left-to-right order, or nil if they already do.
  /// Edges are sorted by their midpoints; an adjacent pair out of order at the top or the bottom
  /// crosses inside the strip, and the cut goes through the crossing.
  private static func crossing(in strip: UnsafeMutableBufferPointer<StripEdge>, from ya: Float, to yb: Float)
    -> Float?
  {
    guard strip.count > 1 else { return nil }
    for index in 1..<strip.count {
      let left = strip[index - 1]
      let right = strip[index]
      guard left.xa > right.xa + orderTolerance || left.xb > right.xb + orderTolerance else { continue }
      let atTop = left.xa - right.xa
      let atBottom = left.xb - right.xb
      let margin = minimumStripHeight / 4
      var cut = (ya + yb) / 2
      if atTop != atBottom {
        let crossing = ya + (yb - ya) * (atTop / (atTop - atBottom))
        if crossing > ya + margin && crossing < yb - margin { cut = crossing }
      }
      return cut
    }
    return nil
  }

  /// Insertion sort: strips hold a handful of edges, nearly in order from the previous strip.
  private static func sortByMidpoint(_ strip: UnsafeMutableBufferPointer<StripEdge>) {
    guard strip.count > 1 else { return }
    for index in 1..<strip.count {
      let edge = strip[index]
      let key = edge.xa + edge.xb
      var position = index
      while position > 0 && strip[position - 1].xa + strip[position - 1].xb > key {
        strip[position] = strip[position - 1]
        position -= 1
      }
      strip[position] = edge
    }
  }

  private static func sortByStart(_ ranges: UnsafeMutableBufferPointer<CellRange>) {
    var ranges = ranges
    guard ranges.count > 1 else { return }
    guard ranges.count <= 32 else {
      ranges.sort { $0.start < $1.start }
      return
    }
    for index in 1..<ranges.count {
      let range = ranges[index]
      var position = index
      while position > 0 && ranges[position - 1].start > range.start {
        ranges[position] = ranges[position - 1]
        position -= 1
      }
      ranges[position] = range
    }
  }
}
