import TintypeArchive
import TintypeCharts
import TintypeCore
import TintypeLayout
import TintypeRaster
import TintypeScene

extension DisplayListBuilder {
  /// A chart's gridlines, marks and legend swatches, in its plot (`ChartFrame`, from the laid-out
  /// labels' sizes); the labels themselves are its children, drawn after.
  mutating func drawChart(_ chart: ResolvedChart, _ node: LayoutNode) {
    let plotData = chart.plot
    // The plot where layout put it: the same `ChartFrame` of the same children's sizes.
    let geometry = ChartFrame(
      plot: plotData, in: node.contentFrame,
      sizes: node.children.map { Size(width: $0.frame.width, height: $0.frame.height) })
    let plot = geometry.plot
    // The plot area view (`chartPlotStyle`) under everything the chart draws.
    if plotData.hasPlotArea, let area = node.children.first { draw(area) }
    guard plot.width > 0, plot.height > 0 else { return }
    func point(_ unit: UnitPoint) -> Point {
      Point(x: plot.x + unit.x * plot.width, y: plot.y + unit.y * plot.height)
    }
    func fill(
      _ rect: Rect, _ shape: ShapeValue, _ spec: PaintSpec, opacity: Double = 1, paintFrame: Rect? = nil
    ) {
      var style = spec.style
      if opacity < 1 { style = style.multiplyingAlpha(by: opacity) }
      ops.append(
        .fill(
          DisplayShape(shape: shape, frame: rect), displayPaint(style, paintFrame ?? rect), eoFill: false,
          transform: transform, group: spec.group))
    }
    // An outline in points (an area, a sector), its paint spread over the plot.
    func fill(_ path: Path, named name: String, _ spec: PaintSpec, opacity: Double) {
      var style = spec.style
      if opacity < 1 { style = style.multiplyingAlpha(by: opacity) }
      ops.append(
        .fill(
          DisplayShape(path: path, frame: plot, name: name), displayPaint(style, plot), eoFill: false,
          transform: transform, group: spec.group))
    }
    func stroke(_ path: Path, _ stroke: Stroke, _ spec: PaintSpec, opacity: Double) {
      var style = spec.style
      if opacity < 1 { style = style.multiplyingAlpha(by: opacity) }
      ops.append(
        .stroke(
          DisplayShape(path: path, frame: plot, name: "ChartLine"), stroke, inside: false,
          displayPaint(style, plot), transform: transform, group: spec.group))
    }
    // A point's or a swatch's symbol: a circle, or the shape's polygons.
    func drawSymbol(_ symbol: ChartSymbol, in rect: Rect, _ spec: PaintSpec, opacity: Double) {
      guard let polygons = symbol.polygons(in: rect) else {
        fill(rect, ShapeValue(.circle), spec, opacity: opacity)
        return
      }
      var path = Path()
      for polygon in polygons {
        guard let first = polygon.first else { continue }
        path.move(to: first)
        for point in polygon.dropFirst() { path.line(to: point) }
        path.close()
      }
      fill(path, named: "ChartSymbol", spec, opacity: opacity)
    }
    // Gridlines under the marks, a hairline centred on each value.
    let line = ChartModel.gridlineWidth
    for position in plotData.yGridlines {
      let y = plot.y + position * plot.height
      fill(
        Rect(x: plot.x, y: y - line / 2, width: plot.width, height: line), ShapeValue(.rectangle),
        chart.gridPaint)
    }
    for position in plotData.xGridlines {
      let x = plot.x + position * plot.width
      fill(
        Rect(x: x - line / 2, y: plot.y, width: line, height: plot.height), ShapeValue(.rectangle),
        chart.gridPaint)
    }
    // Ticks across the gap between the plot and the labels, on the labels' side.
    let tick = ChartModel.tickLength
    for position in plotData.yTicks {
      let y = plot.y + position * plot.height
      let x = plotData.sides.yLeading ? plot.x - tick : plot.maxX
      fill(Rect(x: x, y: y - line / 2, width: tick, height: line), ShapeValue(.rectangle), chart.gridPaint)
    }
    for position in plotData.xTicks {
      let x = plot.x + position * plot.width
      let y = plotData.sides.xTop ? plot.y - tick : plot.maxY
      fill(Rect(x: x - line / 2, y: y, width: line, height: tick), ShapeValue(.rectangle), chart.gridPaint)
    }
    for mark in plotData.marks {
      switch mark.element {
      case .rect(_, _, _, _, _, _, let radius):
        let rect = mark.element.frame(in: plot)
        let shape =
          radius > 0
          ? ShapeValue(.roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous))
          : ShapeValue(.rectangle)
        fill(rect, shape, mark.paint, opacity: mark.opacity)
      case .line(let points, let method, let width, let dash):
        var path = Path()
        Self.append(ChartCurve.segments(points.map(point), method), to: &path)
        stroke(
          path, Stroke(lineWidth: width, lineCap: .round, lineJoin: .round, dash: dash), mark.paint,
          opacity: mark.opacity)
      case .area(let top, let bottom, let method):
        var path = Path()
        Self.append(ChartCurve.segments(top.map(point), method), to: &path)
        // Back along the lower edge, from its last point to its first.
        let lower = ChartCurve.segments(bottom.reversed().map(point), method)
        if case .move(let start) = lower.first { path.line(to: start) }
        Self.append(Array(lower.dropFirst()), to: &path)
        path.close()
        fill(path, named: "ChartArea", mark.paint, opacity: mark.opacity)
      case .point(_, _, let symbol):
        drawSymbol(symbol, in: mark.element.frame(in: plot), mark.paint, opacity: mark.opacity)
      case .sector(let start, let end, let inner, let outer, let inset):
        guard
          let path = Self.sector(in: plot, start: start, end: end, inner: inner, outer: outer, inset: inset)
        else {
          continue
        }
        fill(path, named: "ChartSector", mark.paint, opacity: mark.opacity)
      case .rule(let from, let to, let width, let dash):
        var path = Path()
        path.move(to: point(from))
        path.line(to: point(to))
        stroke(path, Stroke(lineWidth: width, dash: dash), mark.paint, opacity: mark.opacity)
      }
    }
    // Each legend name's swatch before it: a circle, or its series' symbol.
    for (entry, swatch) in zip(plotData.legend, geometry.swatches) {
      drawSymbol(entry.symbol ?? .circle, in: swatch, entry.paint, opacity: 1)
    }
  }

  /// A sector's outline in the plot (`ChartCurve.sector`), or nil when nothing is left of it.
  static func sector(
    in plot: Rect, start: Double, end: Double, inner: ChartRadius?, outer: ChartRadius?, inset: Double
  ) -> Path? {
    guard
      let segments = ChartCurve.sector(
        in: plot, start: start, end: end, inner: inner, outer: outer, inset: inset)
    else { return nil }
    var path = Path()
    append(segments, to: &path)
    path.close()
    return path
  }

  private static func append(_ segments: [ChartCurve.Segment], to path: inout Path) {
    for segment in segments {
      switch segment {
      case .move(let point): path.move(to: point)
      case .line(let point): path.line(to: point)
      case .curve(let c1, let c2, let end): path.curve(to: end, control1: c1, control2: c2)
      }
    }
  }
}
