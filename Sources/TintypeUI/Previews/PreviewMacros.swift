/// The `#Preview` macro in the forms widget code writes, with SwiftUI's and WidgetKit's signatures.
/// Its implementation is a compiler plugin (`Sources/TintypePreviewMacros`), loaded with
/// `-load-plugin-library`: the compiler type-checks each preview's closures against these
/// signatures, so previews compile and report their errors as they do in Xcode, and each expands into
/// a function that makes its `PreviewCase` (with `PreviewCase.make`, which has an overload per form),
/// which the registry the build writes calls (`PreviewRegistryPlugin`).

/// A preview of a view: `#Preview { MyView() }`, `#Preview("Name", traits: .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> any View
) =
  #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A widget preview over a timeline: `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…) }`.
@freestanding(declaration)
public macro Preview<W: Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
  @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A configurable widget's preview over a timeline, with its intent:
/// `#Preview(as: .systemSmall, using: MyIntent()) { MyWidget() } timeline: { … }`.
@freestanding(declaration)
public macro Preview<W: Widget, I: AppIntent>(
  _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
  @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A widget preview whose entries come from a provider: `… widget: { } timelineProvider: { Provider() }`.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
  timelineProvider: @escaping () -> P
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A configurable widget's preview whose entries come from its provider, with its intent.
@freestanding(declaration)
public macro Preview<W: Widget, I: AppIntent, P: AppIntentTimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
  timelineProvider: @escaping () -> P
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

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

/// A SiriKit-configured widget's preview over a timeline, with its intent.
@freestanding(declaration)
public macro Preview<W: Widget, I: INIntent>(
  _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
  @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A SiriKit-configured widget's preview whose entries come from its provider, with its intent.
@freestanding(declaration)
public macro Preview<W: Widget, I: INIntent, P: IntentTimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
  timelineProvider: @escaping () -> P
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A Live Activity's preview over content states:
/// `#Preview("Lock Screen", as: .content, using: Attributes.preview) { MyActivity() } contentStates: { … }`.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping () -> W,
  @ActivityContentStateBuilder contentStates: @escaping () -> [Attributes.ContentState]
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// Which presentation of a Live Activity a preview shows (WidgetKit's `ActivityPreviewViewKind`).
public enum ActivityPreviewViewKind: Hashable, Sendable {
  /// The Lock Screen presentation.
  case content
  /// A Dynamic Island presentation.
  case dynamicIsland(DynamicIslandPreviewViewState)

  /// The Dynamic Island presentations a preview can show.
  public enum DynamicIslandPreviewViewState: Hashable, Sendable {
    case compact, expanded, minimal
  }
}

/// Builds a preview's list of content states.
@resultBuilder
public enum ActivityContentStateBuilder {
  public static func buildExpression<State>(_ state: State) -> [State] { [state] }
  public static func buildBlock<State>(_ states: [State]...) -> [State] { states.flatMap { $0 } }
  public static func buildArray<State>(_ states: [[State]]) -> [State] { states.flatMap { $0 } }
  public static func buildOptional<State>(_ states: [State]?) -> [State] { states ?? [] }
  public static func buildEither<State>(first: [State]) -> [State] { first }
  public static func buildEither<State>(second: [State]) -> [State] { second }
}
