import TintypeCore

/// Where a chart's plot stands in its frame once its labels are measured: the y labels on the
/// trailing side and the x labels under the plot (Swift Charts' standard look), then the legend.
public enum ChartFrame {
  /// The plot's rectangle in `frame`, leaving `yLabelWidth` (plus the gap) on the trailing side,
  /// half of `yLabelHeight` at the top (a label centred on the top gridline stays inside the
  /// chart), and `xLabelHeight` and `legendHeight` (each plus its gap) at the bottom; zero leaves
  /// no gap. UNCONFIRMED: Swift Charts' plot insets are not published.
  public static func plot(
    in frame: Rect, yLabelWidth: Double, yLabelHeight: Double, xLabelHeight: Double, legendHeight: Double
  ) -> Rect {
    let trailing = yLabelWidth > 0 ? yLabelWidth + ChartModel.labelGap : 0
    let top = yLabelHeight / 2
    let bottom =
      (xLabelHeight > 0 ? xLabelHeight + ChartModel.labelGap : 0)
      + (legendHeight > 0 ? legendHeight + ChartModel.legendGap : 0)
    return Rect(
      x: frame.x, y: frame.y + top, width: max(frame.width - trailing, 0),
      height: max(frame.height - top - bottom, 0))
  }
}
