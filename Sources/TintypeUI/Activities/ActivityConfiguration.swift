/// A Live Activity's widget (WidgetKit's `ActivityConfiguration`): its Lock Screen content and its
/// Dynamic Island. It is no Home Screen widget, so it adds none to a bundle's widget list; render it
/// with `ActivityPresentationRenderer`.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
  /// The Lock Screen (and banner, and StandBy) view of a context.
  public let content: (ActivityViewContext<Attributes>) -> AnyView
  /// The Dynamic Island of a context.
  public let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland

  /// A Live Activity for `attributes`, with its Lock Screen `content` and its `dynamicIsland`.
  public init<Content: View>(
    for attributes: Attributes.Type,
    @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {
    self.content = { AnyView(content($0)) }
    self.dynamicIsland = dynamicIsland
    // Noted for previews that name only the attributes (`attributes.previewContext(_:viewKind:)`).
    ActivityConfigurations.shared.note(self)
  }

  /// No Home Screen widgets.
  public var definitions: [WidgetDefinition] { [] }

  /// Source compatibility: the families a Live Activity also shows in (watch Smart Stack, CarPlay).
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self { self }
  /// Source compatibility; a Live Activity has no gallery name.
  public func configurationDisplayName(_ name: String) -> Self { self }
}

/// Where else a Live Activity shows (`supplementalActivityFamilies`).
public enum ActivityFamily: Hashable, Sendable {
  /// The watch's Smart Stack and CarPlay.
  case small
  /// Larger system places.
  case medium
}
