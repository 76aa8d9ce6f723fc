import Foundation
import TintypeArchive

extension ChartPlot where Paint == ShapeStyleValue {
  /// The plot of `chart`: its scales from the data (or the domains it gives), bars and areas stacked
  /// where they share a position, each mark in the unit square with its style (its own, its
  /// series' palette colour, or the default), the axes' labels written by `labels`.
  public init(_ chart: ChartValue, labels: ChartLabels) {
    let marks = chart.marks
    let series = ChartPlot.names(marks.map(\.series))
    func paint(_ mark: ChartMark) -> ShapeStyleValue {
      if let style = mark.style { return style }
      if let name = mark.series?.value.seriesName,
        let scaled = chart.seriesStyles.first(where: { $0.name == name })
      {
        return scaled.style
      }
      if let name = mark.series?.value.seriesName, let index = series.firstIndex(of: name) {
        let palette = ChartModel.seriesPalette
        return .color(.system(palette[index % palette.count], opacity: 1))
      }
      return .color(.system(ChartModel.defaultColor, opacity: 1))
    }

    // Bars stack on the value axis when they share a position on the other (standard stacking);
    // areas of several series stack the same way.
    let xValues = marks.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0?.value } }
    let yValues = marks.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0?.value } }
    let xIsCategory = xValues.first.map { if case .string = $0 { true } else { false } } ?? false
    let yIsCategory = yValues.first.map { if case .string = $0 { true } else { false } } ?? false
    // Bars run along y (up from the x axis) unless x holds the numbers and y the categories.
    let horizontal = yIsCategory && !xIsCategory
    let stacks = Stacks(marks, horizontal: horizontal)

    func valueExtent(_ index: Int, vertical: Bool) -> [Double] {
      let mark = marks[index]
      let own = vertical ? [mark.y, mark.yStart, mark.yEnd] : [mark.x, mark.xStart, mark.xEnd]
      var values = own.compactMap { $0?.value.continuous }
      if let (start, end) = stacks.extent(at: index) { values += [start, end] }
      return values
    }
    // Bars and areas stand on zero of their value axis: y, or x for horizontal bars and bars with
    // only an x value.
    func onlyX(_ mark: ChartMark) -> Bool { mark.y == nil && mark.yStart == nil && mark.yEnd == nil }
    let barsOrAreas = marks.contains { $0.kind == .bar || $0.kind == .area }
    let xIncludesZero = barsOrAreas && (horizontal || marks.contains { $0.kind == .bar && onlyX($0) })
    let yIncludesZero = barsOrAreas && !horizontal
    func scale(
      categories: Bool, values: [ChartPrimitive], domain: ChartDomain?, extents: [Double], count: Int?,
      includesZero: Bool
    ) -> ChartAxisScale {
      let count = count ?? ChartModel.desiredTickCount
      if categories {
        // The widget's own categories, in its order; else the data's, in order of appearance.
        if case .categories(let given)? = domain { return .category(given) }
        var names: [String] = []
        for case .string(let name) in values where !names.contains(name) { names.append(name) }
        return .category(names)
      }
      // A date axis: its values are dates, or (without values) its given domain is.
      let dates: Bool
      if case .date? = values.first { dates = true } else { dates = values.isEmpty && domain?.isDate == true }
      if dates {
        var low = extents.min() ?? 0
        var high = extents.max() ?? 1
        if let (l, u) = domain?.continuous { (low, high) = (l, u) }
        if !(high > low) { (low, high) = (low - 43_200, low + 43_200) }
        return .date(lower: low, upper: high)
      }
      if let (low, high) = domain?.continuous {
        return .number(NiceScale(domain: low, high, count: count))
      }
      var low = extents.min() ?? 0
      var high = extents.max() ?? 1
      if includesZero {
        low = min(low, 0)
        high = max(high, 0)
      }
      return .number(NiceScale(minimum: low, maximum: high, count: count))
    }
    // A bar at a date that stands for a calendar unit spans the unit; bars at bare continuous values
    // get half the smallest step between them on each side, so that the first and last stay inside.
    func unitSpan(_ plottable: ChartPlottable?) -> (Double, Double)? {
      guard let plottable, let unit = plottable.unit, case .date(let date) = plottable.value else {
        return nil
      }
      return labels.interval(unit, containing: date)
    }
    let barXs =
      horizontal
      ? [] : marks.filter { $0.kind == .bar && unitSpan($0.x) == nil }.compactMap { $0.x?.value.continuous }
    let distinctBarXs = Array(Set(barXs)).sorted()
    let barStep = zip(distinctBarXs, distinctBarXs.dropFirst()).map { $1 - $0 }.min()
    var xExtents =
      horizontal
      ? marks.indices.flatMap { valueExtent($0, vertical: false) } : xValues.compactMap(\.continuous)
    let barsWidenX = !horizontal && !xIsCategory && marks.contains { $0.kind == .bar }
    // Dates tick by the unit their bars stand for, when they stand for one.
    let barUnit = marks.lazy.filter { $0.kind == .bar }.compactMap { $0.x?.unit }.first
    if !horizontal {
      for mark in marks where mark.kind == .bar {
        if let (start, end) = unitSpan(mark.x) { xExtents += [start, end] }
      }
      if let step = barStep, let first = distinctBarXs.first, let last = distinctBarXs.last {
        xExtents += [first - step / 2, last + step / 2]
      }
    }
    let yExtents =
      horizontal
      ? yValues.compactMap(\.continuous) : marks.indices.flatMap { valueExtent($0, vertical: true) }
    let xScale = scale(
      categories: xIsCategory, values: xValues, domain: chart.xDomain, extents: xExtents,
      count: chart.xAxis.desiredCount, includesZero: xIncludesZero)
    let yScale = scale(
      categories: yIsCategory, values: yValues, domain: chart.yDomain, extents: yExtents,
      count: chart.yAxis.desiredCount, includesZero: yIncludesZero)
    // Values run up the y axis (the unit square's 0 is the top); categories run down it, the first
    // at the top, as Swift Charts lists them.
    func xUnit(_ value: ChartPrimitive?) -> Double? { value.flatMap(xScale.unit) }
    func yUnit(_ value: ChartPrimitive?) -> Double? {
      value.flatMap(yScale.unit).map { yScale.isCategory ? $0 : 1 - $0 }
    }
    /// Where zero stands on a continuous axis, within the plot.
    func zero(_ scale: ChartAxisScale) -> Double { min(max(scale.unit(number: 0), 0), 1) }

    var built: [Mark] = []
    var annotations: [ChartPlacedAnnotation] = []
    // Bars placed by `position(by:)` share their band side by side, one slot per group.
    let positionGroups = ChartPlot.names(marks.map(\.positionGroup))
    func slot(_ low: Double, _ high: Double, _ mark: ChartMark) -> (Double, Double) {
      guard let name = mark.positionGroup?.value.seriesName, positionGroups.count > 1,
        let index = positionGroups.firstIndex(of: name)
      else { return (low, high) }
      let width = (high - low) / Double(positionGroups.count)
      return (low + Double(index) * width, low + Double(index + 1) * width)
    }
    // `symbol(by:)` gives each series the next shape of the symbol order.
    let symbolSeries = ChartPlot.names(marks.map(\.symbolSeries))
    func symbol(_ mark: ChartMark) -> ChartSymbol? {
      if let shape = mark.symbol { return shape }
      guard let name = mark.symbolSeries?.value.seriesName, let index = symbolSeries.firstIndex(of: name)
      else {
        return nil
      }
      return ChartModel.symbolOrder[index % ChartModel.symbolOrder.count]
    }
    func symbolDiameter(_ mark: ChartMark) -> Double {
      2 * ((mark.symbolSize ?? ChartModel.symbolSize) / .pi).squareRoot()
    }
    // Sectors share the circle in declaration order, each its angle's part of their total.
    let sectorTotal = marks.filter { $0.kind == .sector }.reduce(0.0) {
      $0 + max($1.angle?.value.continuous ?? 0, 0)
    }
    var sectorStart = 0.0
    // Lines and areas join the marks of one series, in the order they were declared.
    var lineGroups: [String: Int] = [:]
    var areaGroups: [String: Int] = [:]
    let distinctX = Set(xValues).count
    for (index, mark) in marks.enumerated() {
      // What the mark's annotations stand at, once its drawing is known.
      var anchor: ChartElement?
      defer {
        if let anchor {
          annotations += mark.annotations.enumerated().map {
            ChartPlacedAnnotation(anchor: anchor, annotation: $0.element, mark: index, index: $0.offset)
          }
        }
      }
      let style = paint(mark)
      // Lines and areas join the marks of one series (or one `series:` group of a line).
      let key = (mark.series ?? mark.group).map { "\($0.value)" } ?? ""
      switch mark.kind {
      case .bar, .rectangle:
        let extent = stacks.extent(at: index)
        if horizontal {
          guard let yc = yUnit(mark.y?.value), let band = yScale.band else { continue }
          let half = (mark.kind == .bar ? band * ChartModel.barBandFill : band) / 2
          let (top, bottom) = slot(yc - half, yc + half, mark)
          let x0 = extent.map { xScale.unit(number: $0.0) } ?? xUnit(mark.xStart?.value) ?? zero(xScale)
          let x1 =
            extent.map { xScale.unit(number: $0.1) } ?? xUnit(mark.xEnd?.value ?? mark.x?.value)
            ?? zero(xScale)
          let element = ChartElement.rect(
            x0: min(x0, x1), x1: max(x0, x1), y0: top, y1: bottom, pointWidth: mark.width, horizontal: true,
            cornerRadius: mark.cornerRadius)
          anchor = element
          built.append(Mark(element: element, paint: style, opacity: mark.opacity))
        } else {
          // Along x: a category's band, a given range, or a width about the value; a bar with only a
          // number on x runs from zero to it, the plot's height.
          var x0: Double
          var x1: Double
          if mark.kind == .bar, onlyX(mark), let value = mark.x?.value.continuous, !xScale.isCategory {
            let (a, b) = (zero(xScale), xScale.unit(number: value))
            let element = ChartElement.rect(
              x0: min(a, b), x1: max(a, b), y0: 0, y1: 1, pointWidth: nil, horizontal: true,
              cornerRadius: mark.cornerRadius)
            anchor = element
            built.append(Mark(element: element, paint: style, opacity: mark.opacity))
            continue
          }
          if let start = xUnit(mark.xStart?.value), let end = xUnit(mark.xEnd?.value) {
            (x0, x1) = (min(start, end), max(start, end))
          } else if let (start, end) = unitSpan(mark.x) {
            let (low, high) = (xScale.unit(number: start), xScale.unit(number: end))
            let margin = (high - low) * (1 - ChartModel.barBandFill) / 2
            (x0, x1) = (low + margin, high - margin)
          } else if let centre = xUnit(mark.x?.value) {
            let band =
              xScale.band
              ?? barStep.map { xScale.unit(number: $0) - xScale.unit(number: 0) }
              ?? 1 / Double(max(distinctX, 1))
            let half = (mark.kind == .bar ? band * ChartModel.barBandFill : band) / 2
            (x0, x1) = (centre - half, centre + half)
          } else {
            (x0, x1) = (0, 1)
          }
          if mark.xStart == nil || mark.xEnd == nil { (x0, x1) = slot(x0, x1, mark) }
          let top: Double
          let bottom: Double
          if let (start, end) = extent {
            (top, bottom) = (1 - yScale.unit(number: end), 1 - yScale.unit(number: start))
          } else if let start = yUnit(mark.yStart?.value), let end = yUnit(mark.yEnd?.value) {
            (top, bottom) = (min(start, end), max(start, end))
          } else if let centre = yUnit(mark.y?.value), let band = yScale.band {
            let half = band / 2
            (top, bottom) = (centre - half, centre + half)
          } else if let value = mark.y?.value.continuous {
            // A bar (or rectangle) of one number on y: from zero up to it.
            (top, bottom) = (1 - yScale.unit(number: value), 1 - zero(yScale))
          } else {
            (top, bottom) = (0, 1)
          }
          let element = ChartElement.rect(
            x0: x0, x1: x1, y0: min(top, bottom), y1: max(top, bottom), pointWidth: mark.width,
            horizontal: false,
            cornerRadius: mark.cornerRadius)
          anchor = element
          built.append(Mark(element: element, paint: style, opacity: mark.opacity))
        }
      case .line:
        guard let x = xUnit(mark.x?.value), let y = yUnit(mark.y?.value) else { continue }
        let point = UnitPoint(x: x, y: y)
        anchor = .point(point, diameter: 0, symbol: .circle)
        defer {
          // A line with a symbol draws it at each of its points, over the line.
          if let shape = symbol(mark) {
            built.append(
              Mark(
                element: .point(point, diameter: symbolDiameter(mark), symbol: shape), paint: style,
                opacity: mark.opacity))
          }
        }
        if let index = lineGroups[key],
          case .line(var points, let method, let width, let dash) = built[index].element
        {
          points.append(point)
          built[index].element = .line(points, method, lineWidth: width, dash: dash)
        } else {
          lineGroups[key] = built.count
          built.append(
            Mark(
              element: .line(
                [point], mark.interpolation, lineWidth: mark.lineWidth ?? ChartModel.lineWidth,
                dash: mark.dash),
              paint: style, opacity: mark.opacity))
        }
      case .area:
        guard let x = xUnit(mark.x?.value) else { continue }
        let range: (Double, Double)? =
          stacks.extent(at: index)
          ?? {
            guard let low = mark.yStart?.value.continuous, let high = mark.yEnd?.value.continuous else {
              return nil
            }
            return (low, high)
          }()
        guard let (start, end) = range else { continue }
        let top = UnitPoint(x: x, y: 1 - yScale.unit(number: end))
        let bottom = UnitPoint(x: x, y: 1 - yScale.unit(number: start))
        anchor = .point(top, diameter: 0, symbol: .circle)
        if let index = areaGroups[key], case .area(var tops, var bottoms, let method) = built[index].element {
          tops.append(top)
          bottoms.append(bottom)
          built[index].element = .area(top: tops, bottom: bottoms, method)
        } else {
          areaGroups[key] = built.count
          built.append(
            Mark(
              element: .area(top: [top], bottom: [bottom], mark.interpolation), paint: style,
              opacity: mark.opacity))
        }
      case .point:
        guard let x = xUnit(mark.x?.value), let y = yUnit(mark.y?.value) else { continue }
        let element = ChartElement.point(
          UnitPoint(x: x, y: y), diameter: symbolDiameter(mark), symbol: symbol(mark) ?? .circle)
        anchor = element
        built.append(Mark(element: element, paint: style, opacity: mark.opacity))
      case .sector:
        guard sectorTotal > 0 else { continue }
        let share = max(mark.angle?.value.continuous ?? 0, 0) / sectorTotal
        let element = ChartElement.sector(
          start: sectorStart, end: sectorStart + share, inner: mark.innerRadius, outer: mark.outerRadius,
          angularInset: mark.angularInset)
        anchor = element
        built.append(Mark(element: element, paint: style, opacity: mark.opacity))
        sectorStart += share
      case .rule:
        let width = mark.lineWidth ?? ChartModel.ruleWidth
        let from: UnitPoint
        let to: UnitPoint
        if let y = yUnit(mark.y?.value), mark.x == nil {
          // Across the plot, or from xStart to xEnd.
          from = UnitPoint(x: xUnit(mark.xStart?.value) ?? 0, y: y)
          to = UnitPoint(x: xUnit(mark.xEnd?.value) ?? 1, y: y)
        } else if let x = xUnit(mark.x?.value) {
          from = UnitPoint(x: x, y: yUnit(mark.yEnd?.value) ?? 0)
          to = UnitPoint(x: x, y: yUnit(mark.yStart?.value) ?? 1)
        } else {
          continue
        }
        let element = ChartElement.rule(from: from, to: to, lineWidth: width, dash: mark.dash)
        anchor = element
        built.append(Mark(element: element, paint: style, opacity: mark.opacity))
      }
    }

    // A pie or donut has no axes.
    let isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
    let yAxis =
      isPie
      ? ChartAxisMarks()
      : ChartAxisMarks(yScale, chart.yAxis, vertical: true, writer: labels, barUnit: barUnit)
    let xAxis =
      isPie
      ? ChartAxisMarks()
      : ChartAxisMarks(xScale, chart.xAxis, vertical: false, writer: labels, barUnit: barUnit)
    // The legend lists the colour series, then any series only `symbol(by:)` names, each with its
    // symbol when it has one.
    let legendNames = series + symbolSeries.filter { !series.contains($0) }
    let legend: [(name: String, paint: ShapeStyleValue, symbol: ChartSymbol?)] =
      chart.legend == .hidden
      ? []
      : legendNames.map { name in
        let colour = marks.first { $0.series?.value.seriesName == name }.map(paint)
        let shape = marks.first { $0.symbolSeries?.value.seriesName == name }.flatMap(symbol)
        return (name, colour ?? .color(.system(ChartModel.defaultColor, opacity: 1)), shape)
      }
    let yShown = chart.yAxis.visibility != .hidden
    let xShown = chart.xAxis.visibility != .hidden
    self.init(
      marks: built,
      yGridlines: !yShown || !chart.yAxis.gridlines ? [] : yAxis.grid,
      xGridlines: !xShown || !chart.xAxis.gridlines || !(chart.xAxis.values != nil || xScale.isDate)
        ? [] : xAxis.grid,
      yLabels: !yShown || !chart.yAxis.labels ? [] : yAxis.labels,
      // Where bars widened the axis, a label at its trailing end marks no data: its gridline is enough.
      xLabels: !xShown || !chart.xAxis.labels
        ? [] : xAxis.labels.filter { !barsWidenX || $0.position < 1 - 1e-9 },
      xLabelsCentred: xScale.isCategory, legend: legend)
    sides = ChartAxisSides(yLeading: chart.yAxis.position == .leading, xTop: chart.xAxis.position == .top)
    yTicks = yShown && chart.yAxis.ticks ? yAxis.labels.map { $0.position } : []
    xTicks = xShown && chart.xAxis.ticks ? xAxis.labels.map { $0.position } : []
    legendPosition = chart.legendPosition
    self.annotations = annotations
    hasPlotArea = chart.plotArea != nil
  }

  /// The distinct names of `values`, in order of first appearance.
  static func names(_ values: [ChartPlottable?]) -> [String] {
    var names: [String] = []
    for case let value? in values where !names.contains(value.value.seriesName) {
      names.append(value.value.seriesName)
    }
    return names
  }
}

extension ChartAxisScale {
  var isDate: Bool {
    if case .date = self { return true }
    return false
  }
}
