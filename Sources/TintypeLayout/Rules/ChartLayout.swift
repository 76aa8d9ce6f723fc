import TintypeCharts
import TintypeCore

/// A Swift Charts `Chart`: like a shape it takes what it is offered (10 × 10 for its ideal size);
/// its children — axis labels, legend names and annotations — each at its ideal size, stand where
/// `ChartFrame` puts them around (or in) the plot.
struct ChartLayout<Paint>: ContainerLayoutRule {
  let plot: ChartPlot<Paint>

  func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
    proposal.replacingUnspecifiedDimensions(by: ShapeLayout.idealSize)
  }

  func placements(of children: [LayoutChild], in size: Size, proposal: ProposedSize) -> [ChildPlacement?] {
    let sizes = children.map { $0.size(in: .unspecified) }
    let frame = ChartFrame(
      plot: plot, in: Rect(x: 0, y: 0, width: size.width, height: size.height), sizes: sizes)
    let plotArea = ChartFrame.ranges(plot, count: children.count).plotArea
    return frame.origins.enumerated().map { index, origin in
      // The plot area view is offered the plot; labels and annotations take their ideal size.
      let proposal =
        plotArea.contains(index)
        ? ProposedSize(width: frame.plot.width, height: frame.plot.height) : .unspecified
      return ChildPlacement(origin: origin, proposal: proposal)
    }
  }
}
