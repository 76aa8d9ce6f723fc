/// How a preview is laid out or shown (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, …).
public struct PreviewTrait: Hashable, Sendable {
  /// The layout the trait asks for, when it is a layout.
  public var layout: PreviewLayout?

  /// The view at its ideal size.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }
  /// The view at a fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(layout: .fixed(width: width, height: height))
  }
  /// The view on the device's screen.
  public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }
  /// Orientations (no effect on a widget).
  public static var portrait: PreviewTrait { PreviewTrait(layout: nil) }
  /// Accepted for source compatibility: `landscapeLeft` is a device orientation, and a widget is laid out the same either way.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: nil) }
  /// Accepted for source compatibility: `landscapeRight` is a device orientation, and a widget is laid out the same either way.
  public static var landscapeRight: PreviewTrait { PreviewTrait(layout: nil) }
  /// Accepted for source compatibility: `portraitUpsideDown` is a device orientation, and a widget is laid out the same either way.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(layout: nil) }
}

/// Collects a preview's timeline entries (`timeline: { Entry(…); Entry(…) }`).
@resultBuilder
public enum PreviewTimelineBuilder {
  /// One entry.
  public static func buildExpression(_ entry: any TimelineEntry) -> [any TimelineEntry] { [entry] }
  /// Several entries at once.
  public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }
  /// The entries of each statement, in order.
  public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else` adds nothing when false.
  public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
  /// The `if` branch.
  public static func buildEither(first part: [any TimelineEntry]) -> [any TimelineEntry] { part }
  /// The `else` branch.
  public static func buildEither(second part: [any TimelineEntry]) -> [any TimelineEntry] { part }
  /// The entries of a `for` loop, in order.
  public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] {
    parts.flatMap { $0 }
  }
}
