/// Colour stops (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
  /// A colour at a location in 0…1.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour sits along the gradient, 0…1.
    public var location: CGFloat
    /// A stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The colour stops.
  public var stops: [Stop]

  /// A gradient with explicit stops.
  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly.
  public init(colors: [Color]) {
    stops = GradientValue.evenlySpaced(colors.map(\.value)).map {
      Stop(color: Color(archived: $0.color), location: $0.location)
    }
  }

  var archivedStops: [GradientValue.Stop] {
    stops.map { .init(color: $0.color.value, location: $0.location) }
  }
}

/// A gradient along a line (SwiftUI's `LinearGradient`).
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
  let value: GradientValue
  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    value = GradientValue(
      stops: gradient.archivedStops, geometry: .linear(startPoint: startPoint, endPoint: endPoint))
  }
  /// A gradient of evenly spread colours.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  /// A gradient with explicit stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  /// This gradient as an archived shape style.
  public var archivedStyle: ShapeStyleValue { .gradient(value) }
  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [ViewNode(.gradient(value))] }
}

/// A gradient out from a centre (SwiftUI's `RadialGradient`).
public struct RadialGradient: ShapeStyle, View, PrimitiveView {
  let value: GradientValue
  /// A gradient between two radii.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    value = GradientValue(
      stops: gradient.archivedStops,
      geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
  }
  /// A gradient of evenly spread colours.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A gradient with explicit stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// This gradient as an archived shape style.
  public var archivedStyle: ShapeStyleValue { .gradient(value) }
  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [ViewNode(.gradient(value))] }
}

/// A gradient around a centre (SwiftUI's `AngularGradient`).
public struct AngularGradient: ShapeStyle, View, PrimitiveView {
  let value: GradientValue
  /// A gradient between two angles.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    // SwiftUI treats equal start and end angles as a full turn.
    let end = startAngle == endAngle ? Angle(degrees: startAngle.degrees + 360) : endAngle
    value = GradientValue(
      stops: gradient.archivedStops, geometry: .angular(center: center, startAngle: startAngle, endAngle: end)
    )
  }
  /// A full-turn gradient starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: Angle(degrees: angle.degrees + 360))
  }
  /// A gradient of evenly spread colours.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// This gradient as an archived shape style.
  public var archivedStyle: ShapeStyleValue { .gradient(value) }
  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [ViewNode(.gradient(value))] }
}

/// A gradient in ellipses fitted to the frame (SwiftUI's `EllipticalGradient`).
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView {
  let value: GradientValue
  /// A gradient between two fractions of the frame.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    value = GradientValue(
      stops: gradient.archivedStops,
      geometry: .elliptical(
        center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction))
  }
  /// A gradient of evenly spread colours.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// This gradient as an archived shape style.
  public var archivedStyle: ShapeStyleValue { .gradient(value) }
  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [ViewNode(.gradient(value))] }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of colours.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient with stops.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient of colours.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient of colours.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

/// A bare `Gradient` used as a style (`.tint(Gradient(colors: [.green, .yellow, .red]))` on a gauge):
/// drawn as a linear gradient from leading to trailing. UNCONFIRMED model: SwiftUI documents that a
/// gradient is a shape style but not its geometry; leading to trailing follows a linear gauge's track.
extension Gradient: ShapeStyle {
  /// This gradient as an archived shape style.
  public var archivedStyle: ShapeStyleValue {
    LinearGradient(gradient: self, startPoint: .leading, endPoint: .trailing).archivedStyle
  }
}
