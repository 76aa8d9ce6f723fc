import Foundation
import TintypeArchive
import TintypeCharts
import TintypeScene

/// A `Chart` resolved: its plot worked out from the data (`ChartPlot`), each mark's style resolved
/// as any view's (so marks take part in the rendering modes like other content, accentable in the
/// accent group), its axis labels and legend names as text views in the label style, and its marks'
/// annotations as the views the widget wrote.
struct ChartResolver {
  let resolver: ViewResolver

  func chart(_ chart: ChartValue, _ style: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> ResolvedView
  {
    // An archive read from JSON is held to the limit when read; one a view made is held here.
    guard chart.marks.count <= ArchiveLimits.maximumChartMarks else {
      throw ResolveError(
        path: path.appending("marks"),
        message:
          "\(chart.marks.count) marks, more than \(ArchiveLimits.maximumChartMarks) (limit ArchiveLimits.maximumChartMarks)"
      )
    }
    let locale = resolver.context.dateText.locale ?? Locale(identifier: "en_US")
    let timeZone = style.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
    let plot = ChartPlot(chart, labels: ChartLabels(locale: locale, timeZone: timeZone))
    let paints = plot.mapPaints { resolver.paint($0, style, at: path) }
    var labels: [ResolvedView] = []
    // The plot area view first (`ChartFrame`'s order), one child.
    if let area = chart.plotArea {
      let views = try resolver.resolve(area, style, at: path.appending("plotArea"))
      labels.append(
        views.count == 1
          ? views[0]
          : ResolvedView(.zStack(alignment: .center, children: views), modifiers: [], typeName: "ZStack"))
    }
    let texts = plot.yLabels.map(\.text) + plot.xLabels.map(\.text) + plot.legend.map(\.name)
    for (index, text) in texts.enumerated() {
      let node = ViewNode(
        .text(.verbatim(text)),
        modifiers: [
          .font(FontValue(base: .textStyle(ChartModel.labelStyle))),
          .foregroundStyle([.hierarchical(.secondary)]),
          .lineLimit(LineLimitValue(max: 1)),
        ])
      labels += try resolver.resolve(node, style, at: path.appending("labels").appending(index))
    }
    // Annotations are the widget's own views, resolved as any other, after the labels.
    for placed in plot.annotations {
      let at = path.appending("marks").appending(placed.mark).appending("annotations").appending(placed.index)
      let views = try resolver.resolve(placed.annotation.content, style, at: at.appending("content"))
      // One child per annotation, so layout finds each at its place.
      labels.append(
        views.count == 1
          ? views[0]
          : ResolvedView(.zStack(alignment: .center, children: views), modifiers: [], typeName: "ZStack"))
    }
    return ResolvedView(
      .chart(
        ResolvedChart(
          plot: paints, gridPaint: resolver.paint(ChartModel.gridlineStyle, style, at: path), labels: labels)),
      modifiers: [], typeName: "Chart")
  }
}
