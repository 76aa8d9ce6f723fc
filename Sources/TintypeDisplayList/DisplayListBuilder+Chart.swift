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
    let labels = node.children
    let yCount = min(plotData.yLabels.count, labels.count)
    let xCount = min(plotData.xLabels.count, labels.count - yCount)
    let yWidth = labels[0..<yCount].map(\.frame.width).max() ?? 0
    let yHeight = labels[0..<yCount].map(\.frame.height).max() ?? 0
    let xHeight = labels[yCount..<(yCount + xCount)].map(\.frame.height).max() ?? 0
    // The legend's rows, from its first entry's top to its last row's bottom.
    let legend = labels[(yCount + xCount)...]
    let legendHeight = (legend.map(\.frame.maxY).max() ?? 0) - (legend.map(\.frame.y).min() ?? 0)
    let plot = ChartFrame.plot(
      in: node.contentFrame, yLabelWidth: yWidth, yLabelHeight: yHeight, xLabelHeight: xHeight,
      legendHeight: legendHeight)
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
    for mark in plotData.marks {
      switch mark.element {
      case .rect(let x0, let x1, let y0, let y1, let pointWidth, let horizontal, let radius):
        var rect = Rect(
          x: plot.x + x0 * plot.width, y: plot.y + y0 * plot.height, width: (x1 - x0) * plot.width,
          height: (y1 - y0) * plot.height)
        if let width = pointWidth {
          if horizontal {
            rect = Rect(x: rect.x, y: rect.midY - width / 2, width: rect.width, height: width)
          } else {
            rect = Rect(x: rect.midX - width / 2, y: rect.y, width: width, height: rect.height)
          }
        }
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
      case .point(let unit, let diameter):
        let centre = point(unit)
        fill(
          Rect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter),
          ShapeValue(.circle), mark.paint, opacity: mark.opacity)
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
    // Each legend name's swatch, a circle before it.
    let side = ChartModel.legendSwatch
    for (entry, label) in zip(plotData.legend, labels[(yCount + xCount)...]) {
      let frame = label.frame
      fill(
        Rect(x: frame.x - ChartModel.labelGap - side, y: frame.midY - side / 2, width: side, height: side),
        ShapeValue(.circle), entry.paint)
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
