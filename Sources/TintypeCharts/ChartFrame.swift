import Foundation
import TintypeArchive
import TintypeCore

/// Where a chart's plot and its children stand in its frame once the children are measured: the
/// axis labels on their sides (Swift Charts' standard look: y trailing, x under the plot), the
/// legend (under the x labels unless placed elsewhere) and the marks' annotations. Layout places the
/// children with it and the display list draws the plot in it, so the two always agree.
/// UNCONFIRMED: Swift Charts' plot insets and annotation spacing are not published (`ChartModel`).
public struct ChartFrame {
  /// The plot's rectangle.
  public var plot: Rect
  /// Each child's top-leading corner, in the children's order: the plot area view (when the chart
  /// has one; it is proposed the plot's size), the y labels, the x labels, the legend's names, the
  /// annotations.
  public var origins: [Point] = []
  /// Each legend entry's swatch.
  public var swatches: [Rect] = []

  /// The frame of a chart drawn in `frame` whose children (in the order above) measure `sizes`.
  public init<Paint>(plot chart: ChartPlot<Paint>, in frame: Rect, sizes: [Size]) {
    let ranges = ChartFrame.ranges(chart, count: sizes.count)
    let yWidth = sizes[ranges.y].map(\.width).max() ?? 0
    let yHeight = sizes[ranges.y].map(\.height).max() ?? 0
    let xHeight = sizes[ranges.x].map(\.height).max() ?? 0
    let gap = ChartModel.labelGap
    let sides = chart.sides
    let legendSide = ChartFrame.side(of: chart.legendPosition)
    // A legend beside the plot is a column; above, under or over it, rows as wide as the chart.
    let legendSizes = Array(sizes[ranges.legend])
    let legend = ChartLegendFlow(
      sizes: legendSizes, width: legendSide == .leading || legendSide == .trailing ? 0 : frame.width)
    let legendWidth = legend.width
    let legendHeight = legend.height

    var plot = frame
    func inset(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
      plot = Rect(
        x: plot.x + leading, y: plot.y + top, width: max(plot.width - leading - trailing, 0),
        height: max(plot.height - top - bottom, 0))
    }
    if legendHeight > 0 {
      switch legendSide {
      case .top: inset(top: legendHeight + ChartModel.legendGap)
      case .bottom: inset(bottom: legendHeight + ChartModel.legendGap)
      case .leading: inset(leading: legendWidth + ChartModel.legendGap)
      case .trailing: inset(trailing: legendWidth + ChartModel.legendGap)
      case .overlay: break
      }
    }
    let xBlock = xHeight > 0 ? xHeight + gap : 0
    let yBlock = yWidth > 0 ? yWidth + gap : 0
    // Half a y label at the edge without x labels, so a label centred on the last gridline stays in.
    if sides.xTop {
      inset(top: xBlock, bottom: yHeight / 2)
    } else {
      inset(top: yHeight / 2, bottom: xBlock)
    }
    if sides.yLeading { inset(leading: yBlock) } else { inset(trailing: yBlock) }
    self.plot = plot

    for (index, size) in sizes.enumerated() {
      if ranges.plotArea.contains(index) {
        origins.append(Point(x: plot.x, y: plot.y))
      } else if ranges.y.contains(index) {
        let position = chart.yLabels[index - ranges.y.lowerBound].position
        let y = plot.y + position * plot.height - size.height / 2
        // Leading labels end at the gap before the plot; trailing ones start after it.
        origins.append(Point(x: sides.yLeading ? plot.x - gap - size.width : plot.maxX + gap, y: y))
      } else if ranges.x.contains(index) {
        let x = plot.x + chart.xLabels[index - ranges.x.lowerBound].position * plot.width
        // A label starting at a value ends at the plot's trailing edge at the latest.
        let left = chart.xLabelsCentred ? x - size.width / 2 : max(min(x, plot.maxX - size.width), plot.x)
        origins.append(Point(x: left, y: sides.xTop ? plot.y - gap - size.height : plot.maxY + gap))
      } else if ranges.legend.contains(index) {
        let entry = index - ranges.legend.lowerBound
        let corner: Point
        switch legendSide {
        case .top: corner = Point(x: frame.x, y: frame.y)
        case .bottom:
          corner = Point(
            x: frame.x, y: plot.maxY + (sides.xTop ? yHeight / 2 : xBlock) + ChartModel.legendGap)
        case .leading: corner = Point(x: frame.x, y: plot.y)
        case .trailing: corner = Point(x: frame.maxX - legendWidth, y: plot.y)
        case .overlay: corner = Point(x: plot.x + ChartModel.labelGap, y: plot.y + ChartModel.labelGap)
        }
        let swatch = ChartModel.legendSwatch
        let origin = Point(x: corner.x + legend.origins[entry].x, y: corner.y + legend.origins[entry].y)
        swatches.append(
          Rect(x: origin.x, y: origin.y + size.height / 2 - swatch / 2, width: swatch, height: swatch))
        origins.append(Point(x: origin.x + swatch + gap, y: origin.y))
      } else {
        let placed = chart.annotations[index - ranges.annotations.lowerBound]
        origins.append(ChartFrame.origin(of: placed, size: size, in: plot))
      }
    }
  }

  /// The children's index ranges: the plot area, y labels, x labels, legend names, annotations.
  public static func ranges<Paint>(_ chart: ChartPlot<Paint>, count: Int) -> (
    plotArea: Range<Int>, y: Range<Int>, x: Range<Int>, legend: Range<Int>, annotations: Range<Int>
  ) {
    let plotArea = 0..<min(chart.hasPlotArea ? 1 : 0, count)
    let y = plotArea.upperBound..<min(plotArea.upperBound + chart.yLabels.count, count)
    let x = y.upperBound..<min(y.upperBound + chart.xLabels.count, count)
    let legend = x.upperBound..<min(x.upperBound + chart.legend.count, count)
    let annotations = legend.upperBound..<min(legend.upperBound + chart.annotations.count, count)
    return (plotArea, y, x, legend, annotations)
  }

  enum Side { case top, bottom, leading, trailing, overlay }

  /// The side of the plot an `AnnotationPosition` names for the legend (`automatic` is under it).
  static func side(of position: ChartAnnotationPosition) -> Side {
    switch position {
    case .automatic, .bottom, .bottomLeading, .bottomTrailing: .bottom
    case .top, .topLeading, .topTrailing: .top
    case .leading: .leading
    case .trailing: .trailing
    case .overlay: .overlay
    }
  }

  /// Where an annotation of `size` stands at its mark: beside it on the position's side, `spacing`
  /// away, lined up by the alignment (centred by default); over it for `overlay`. `automatic` is
  /// above a mark, or after a horizontal bar.
  static func origin(of placed: ChartPlacedAnnotation, size: Size, in plot: Rect) -> Point {
    let mark = placed.anchor.frame(in: plot)
    let spacing = placed.annotation.spacing ?? ChartModel.annotationSpacing
    var position = placed.annotation.position
    if position == .automatic {
      if case .rect(_, _, _, _, _, true, _) = placed.anchor { position = .trailing } else { position = .top }
    }
    let alignment = placed.annotation.alignment ?? .center
    // Along a side: the content's edge or centre at the mark's edge or centre, by the alignment.
    func along(_ start: Double, _ length: Double, _ extent: Double, _ where_: Int) -> Double {
      switch where_ {
      case -1: start
      case 1: start + length - extent
      default: start + (length - extent) / 2
      }
    }
    let h = alignment.horizontal == .leading ? -1 : alignment.horizontal == .trailing ? 1 : 0
    let v = alignment.vertical == .top ? -1 : alignment.vertical == .bottom ? 1 : 0
    switch position {
    case .top, .topLeading, .topTrailing, .bottom, .bottomLeading, .bottomTrailing:
      let above = [.top, .topLeading, .topTrailing].contains(position)
      let side =
        position == .topLeading || position == .bottomLeading
        ? -1 : position == .topTrailing || position == .bottomTrailing ? 1 : h
      return Point(
        x: along(mark.x, mark.width, size.width, side),
        y: above ? mark.y - spacing - size.height : mark.maxY + spacing)
    case .leading:
      return Point(x: mark.x - spacing - size.width, y: along(mark.y, mark.height, size.height, v))
    case .trailing:
      return Point(x: mark.maxX + spacing, y: along(mark.y, mark.height, size.height, v))
    case .overlay, .automatic:
      return Point(x: along(mark.x, mark.width, size.width, h), y: along(mark.y, mark.height, size.height, v))
    }
  }
}

extension ChartElement {
  /// The drawing's frame in points in `plot`: a bar's rectangle (its own width about its centre), a
  /// point's symbol, a rule's or line's bounds, a sector's middle (half way out, at its middle angle).
  public func frame(in plot: Rect) -> Rect {
    func point(_ unit: UnitPoint) -> Point {
      Point(x: plot.x + unit.x * plot.width, y: plot.y + unit.y * plot.height)
    }
    func bounds(_ points: [Point]) -> Rect {
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
        return Rect(x: plot.x, y: plot.y, width: 0, height: 0)
      }
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    switch self {
    case .rect(let x0, let x1, let y0, let y1, let pointWidth, let horizontal, _):
      var rect = Rect(
        x: plot.x + x0 * plot.width, y: plot.y + y0 * plot.height, width: (x1 - x0) * plot.width,
        height: (y1 - y0) * plot.height)
      if let width = pointWidth {
        rect =
          horizontal
          ? Rect(x: rect.x, y: rect.midY - width / 2, width: rect.width, height: width)
          : Rect(x: rect.midX - width / 2, y: rect.y, width: width, height: rect.height)
      }
      return rect
    case .point(let unit, let diameter, _):
      let centre = point(unit)
      return Rect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter)
    case .line(let points, _, _, _): return bounds(points.map(point))
    case .area(let top, let bottom, _): return bounds((top + bottom).map(point))
    case .rule(let from, let to, _, _): return bounds([point(from), point(to)])
    case .sector(let start, let end, let inner, let outer, _):
      let (innerRadius, outerRadius) = ChartCurve.radii(in: plot, inner: inner, outer: outer)
      let angle = -Double.pi / 2 + (start + end) * .pi
      let distance = (innerRadius + outerRadius) / 2
      return Rect(
        x: plot.midX + distance * cos(angle), y: plot.midY + distance * sin(angle), width: 0, height: 0)
    }
  }
}
