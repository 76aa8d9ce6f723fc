import TintypeArchive
import TintypeUI

/// How a line or area joins its points (Swift Charts' `InterpolationMethod`).
public struct InterpolationMethod: Sendable {
  let archived: ChartInterpolation

  /// Straight segments.
  public static let linear = InterpolationMethod(archived: .linear)
  /// A Catmull–Rom spline through the points.
  public static let catmullRom = InterpolationMethod(archived: .catmullRom)
  /// A cardinal spline (tension 0: Catmull–Rom).
  public static let cardinal = InterpolationMethod(archived: .cardinal)
  /// A monotone cubic: no overshoot between points.
  public static let monotone = InterpolationMethod(archived: .monotone)
  /// Steps that change at each point's start.
  public static let stepStart = InterpolationMethod(archived: .stepStart)
  /// Steps that change half way between points.
  public static let stepCenter = InterpolationMethod(archived: .stepCenter)
  /// Steps that change at the next point.
  public static let stepEnd = InterpolationMethod(archived: .stepEnd)
  /// A cardinal spline of `tension`; drawn as Catmull–Rom (tension 0).
  public static func cardinal(tension: CGFloat) -> InterpolationMethod { .cardinal }
  /// A Catmull–Rom spline of `alpha`; drawn as the uniform one.
  public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .catmullRom }
}

/// Content whose marks are changed by a modifier written on it.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  let content: Content
  let change: (inout ChartMark) -> Void

  var chartMarks: [ChartMark] {
    marks(of: content).map { mark in
      var mark = mark
      change(&mark)
      return mark
    }
  }
}

extension ChartContent {
  func changed(_ change: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self, change: change)
  }

  /// Draws the marks in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
    let archived = style.archivedStyle
    return changed { $0.style = archived }
  }

  /// Colours the marks by series: each distinct value takes the next colour of the series palette,
  /// and lines and areas join the marks of one series.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    changed { $0.series = value.archived }
  }

  /// Joins a line's or area's points by `method`.
  public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
    changed { $0.interpolation = method.archived }
  }

  /// Strokes a line or rule with `style`'s width and dash.
  public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
    changed {
      $0.lineWidth = Double(style.lineWidth)
      $0.dash = style.dash.map { Double($0) }
    }
  }

  /// Rounds a bar's or rectangle's corners.
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> ModifiedChartContent<Self>
  {
    changed { $0.cornerRadius = max(Double(radius), 0) }
  }

  /// A point's symbol area, in square points.
  public func symbolSize(_ size: CGFloat) -> ModifiedChartContent<Self> {
    changed { $0.symbolSize = max(Double(size), 0) }
  }

  /// The marks' opacity.
  public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
    changed { $0.opacity = NumberBounds.opacity.clamped(opacity) }
  }
}
