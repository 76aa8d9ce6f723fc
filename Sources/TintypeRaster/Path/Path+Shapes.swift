import Foundation
import TintypeCore

extension Path {
  /// The corner shapes of a rounded rectangle, as SwiftUI's `RoundedCornerStyle` names them.
  public enum CornerStyle: Hashable, Sendable {
    /// Quarter circles (quarter ellipses when the corner's width and height differ).
    case circular
    /// Apple's continuous corners, whose curvature eases in from the straight edges; see
    /// `ContinuousCorner` for the construction.
    case continuous
  }

  /// 4/3·(√2 − 1): the control-point distance, as a fraction of the radius, that makes a cubic Bézier
  /// curve the usual approximation of a quarter circle (radial error at most 0.027 % of the radius).
  static let quarterCircleControl = 0.552_284_749_830_793_4

  /// Adds `rect` as a closed subpath, clockwise on screen from its top-left corner.
  public mutating func addRect(_ rect: Rect) {
    let r = rect.standardized
    move(to: Point(x: r.minX, y: r.minY))
    line(to: Point(x: r.maxX, y: r.minY))
    line(to: Point(x: r.maxX, y: r.maxY))
    line(to: Point(x: r.minX, y: r.maxY))
    close()
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting at its
  /// rightmost point and running clockwise on screen, as SwiftUI's `Ellipse` and `Circle` do.
  public mutating func addEllipse(in rect: Rect) {
    let r = rect.standardized
    let rx = r.width / 2
    let ry = r.height / 2
    let cx = r.midX
    let cy = r.midY
    let kx = rx * Self.quarterCircleControl
    let ky = ry * Self.quarterCircleControl
    move(to: Point(x: cx + rx, y: cy))
    curve(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky),
      control2: Point(x: cx + kx, y: cy + ry))
    curve(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + ky))
    curve(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky),
      control2: Point(x: cx - kx, y: cy - ry))
    curve(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - ky))
    close()
  }

  /// Adds an arc of the circle around `center`, with SwiftUI's conventions.
  ///
  /// Angles are in radians from the positive x axis, and because y points down, increasing angles
  /// turn clockwise on screen: 0 is 3 o'clock, π/2 is 6 o'clock. `clockwise` keeps SwiftUI's (and
  /// Core Graphics') meaning in a y-up world, so on screen it reads backwards: `clockwise: false`
  /// sweeps from `start` towards increasing angles, which is visually clockwise; `clockwise: true`
  /// sweeps towards decreasing angles, visually counter-clockwise. A sweep that would run the
  /// "wrong" way round (for example from 3π/2 up to π/2 with `clockwise: false`) goes the long way
  /// instead, as Core Graphics does, and a sweep longer than a full turn draws the full circle once.
  ///
  /// If the path has an open subpath, a straight line joins its current point to the arc's start;
  /// otherwise the arc starts a new subpath. The arc is made of cubic curves of at most a quarter turn
  /// each.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let fullTurn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep > 0 {
        sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
        if sweep > 0 { sweep -= fullTurn }
      }
      sweep = max(sweep, -fullTurn)
    } else {
      if sweep < 0 {
        sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
        if sweep < 0 { sweep += fullTurn }
      }
      sweep = min(sweep, fullTurn)
    }
    let radius = max(0, radius)
    func point(_ angle: Double) -> Point {
      Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(startAngle)
    if hasOpenSubpath {
      line(to: start)
    } else {
      move(to: start)
    }
    guard radius > 0, sweep != 0, sweep.isFinite else { return }

    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(pieces)
    // Control points sit along the tangents at 4/3·tan(step/4) of the radius; the sign of `step`
    // makes the tangents point the way the arc runs.
    let k = 4.0 / 3.0 * tan(step / 4) * radius
    for index in 0..<pieces {
      let a0 = startAngle + step * Double(index)
      let a1 = index == pieces - 1 ? startAngle + sweep : a0 + step
      let p0 = point(a0)
      let p1 = point(a1)
      curve(
        to: p1,
        control1: Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
        control2: Point(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)))
    }
  }

  /// Adds a rectangle with rounded corners as a closed subpath, clockwise on screen from the top edge.
  ///
  /// Corners are `cornerWidth` wide along the horizontal edges and `cornerHeight` tall along the
  /// vertical ones. Circular corners take up their size along each edge; continuous corners take
  /// `ContinuousCorner.extent` times it. Corners too big for two to fit along a side are scaled down,
  /// both dimensions alike, until they do, as SwiftUI and PaintCode clamp them. A corner size of
  /// zero gives a plain rectangle.
  public mutating func addRoundedRect(
    _ rect: Rect, cornerWidth: Double, cornerHeight: Double, style: CornerStyle = .circular
  ) {
    let r = rect.standardized
    guard cornerWidth > 0, cornerHeight > 0, r.width > 0, r.height > 0 else {
      addRect(r)
      return
    }
    // Corners that do not fit shrink, keeping their proportions, so that a radius over half the
    // shorter side gives a capsule (circular) or PaintCode's limit (continuous) rather than
    // elliptical corners.
    let reach = style == .circular ? 1 : ContinuousCorner.extent
    let fit = min(1, r.width / 2 / (reach * cornerWidth), r.height / 2 / (reach * cornerHeight))
    let rx = cornerWidth * fit
    let ry = cornerHeight * fit
    switch style {
    case .circular:
      addCircularRoundedRect(r, rx: rx, ry: ry)
    case .continuous:
      ContinuousCorner.addRoundedRect(r, cornerWidth: rx, cornerHeight: ry, to: &self)
    }
  }

  /// Adds a capsule filling `rect`: a rounded rectangle whose corner radius is half its shorter side.
  public mutating func addCapsule(in rect: Rect, style: CornerStyle = .circular) {
    let r = rect.standardized
    let radius = min(r.width, r.height) / 2
    addRoundedRect(r, cornerWidth: radius, cornerHeight: radius, style: style)
  }

  private mutating func addCircularRoundedRect(_ r: Rect, rx: Double, ry: Double) {
    let kx = rx * (1 - Self.quarterCircleControl)
    let ky = ry * (1 - Self.quarterCircleControl)
    move(to: Point(x: r.minX + rx, y: r.minY))
    line(to: Point(x: r.maxX - rx, y: r.minY))
    curve(
      to: Point(x: r.maxX, y: r.minY + ry), control1: Point(x: r.maxX - kx, y: r.minY),
      control2: Point(x: r.maxX, y: r.minY + ky))
    line(to: Point(x: r.maxX, y: r.maxY - ry))
    curve(
      to: Point(x: r.maxX - rx, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - ky),
      control2: Point(x: r.maxX - kx, y: r.maxY))
    line(to: Point(x: r.minX + rx, y: r.maxY))
    curve(
      to: Point(x: r.minX, y: r.maxY - ry), control1: Point(x: r.minX + kx, y: r.maxY),
      control2: Point(x: r.minX, y: r.maxY - ky))
    line(to: Point(x: r.minX, y: r.minY + ry))
    curve(
      to: Point(x: r.minX + rx, y: r.minY), control1: Point(x: r.minX, y: r.minY + ky),
      control2: Point(x: r.minX + kx, y: r.minY))
    close()
  }
}
