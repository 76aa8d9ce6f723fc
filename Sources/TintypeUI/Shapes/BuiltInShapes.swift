/// A rectangle filling its frame.
public struct Rectangle: BuiltInShape {
  /// A rectangle.
  public init() {}
  /// The frame.
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public var archivedShape: ShapeValue { ShapeValue(.rectangle) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: BuiltInShape {
  /// The width and height of each corner's curve.
  public var cornerSize: CGSize
  /// Whether the corners are circular or continuous.
  public var style: RoundedCornerStyle
  /// Corners of one radius.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  /// Corners of an elliptical size.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  /// The rounded frame, by `cornerSize.width` alone; the renderer draws the elliptical corners.
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style) }
  public var archivedShape: ShapeValue {
    ShapeValue(.roundedRectangle(cornerWidth: cornerSize.width, cornerHeight: cornerSize.height, style: style))
  }
}

/// Corner radii for `UnevenRoundedRectangle` (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat
  /// Radii per corner.
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle with a different radius at each corner.
public struct UnevenRoundedRectangle: BuiltInShape {
  /// The radius of each corner.
  public var cornerRadii: RectangleCornerRadii
  /// Whether the corners are circular or continuous.
  public var style: RoundedCornerStyle
  /// Radii per corner.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }
  /// Radii per corner.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius), style: style)
  }
  /// The frame's bounds: the renderer draws the archived corners, so the path does not repeat them.
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public var archivedShape: ShapeValue {
    ShapeValue(
      .unevenRoundedRectangle(
        topLeading: cornerRadii.topLeading, bottomLeading: cornerRadii.bottomLeading,
        bottomTrailing: cornerRadii.bottomTrailing, topTrailing: cornerRadii.topTrailing, style: style))
  }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: BuiltInShape {
  /// A circle.
  public init() {}
  /// The circle centred in `rect`.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
  public var archivedShape: ShapeValue { ShapeValue(.circle) }
}

/// An ellipse filling its frame.
public struct Ellipse: BuiltInShape {
  /// An ellipse.
  public init() {}
  /// The ellipse inscribed in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public var archivedShape: ShapeValue { ShapeValue(.ellipse) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: BuiltInShape {
  /// Whether the ends are circular or continuous.
  public var style: RoundedCornerStyle
  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  /// The frame with ends of half its shorter side.
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style) }
  public var archivedShape: ShapeValue { ShapeValue(.capsule(style: style)) }
}

/// The widget's own shape, inset by the padding around the view.
public struct ContainerRelativeShape: BuiltInShape {
  /// The widget's shape.
  public init() {}
  /// The frame's bounds: the container's shape is known only to the renderer.
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public var archivedShape: ShapeValue { ShapeValue(.containerRelative) }
}
