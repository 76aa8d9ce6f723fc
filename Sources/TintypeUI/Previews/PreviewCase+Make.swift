import Foundation

// One `make` per form of the `#Preview` macro (Sources/Frameworks/DeveloperToolsSupport), with
// the same parameters, so that a registry can repeat an invocation's arguments after
// `PreviewCase.make` instead of `#Preview`.

extension PreviewCase {
  /// `#Preview("Name", traits: …) { View() }`: a view at its own size (`.sizeThatFitsLayout`, the
  /// default here), a fixed size (`.fixedLayout`) or the device's screen (`.defaultLayout`).
  public static func make(
    _ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> any View
  ) -> PreviewCase {
    // A view preview is shown at its own size unless a trait says otherwise.
    let layout = traits.lazy.compactMap(\.layout).first ?? .sizeThatFits
    return PreviewCase(
      name: name ?? "", file: "", line: 0,
      content: .view(layout: layout, family: .systemMedium) { environment in
        ViewArchive(
          AnyView(body()), family: .systemMedium, environment: environment, kind: name ?? "Preview")
      })
  }

  /// `#Preview("Name", as: .systemSmall) { Widget() } timeline: { entries }`.
  public static func make<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
  ) -> PreviewCase {
    widgetCase(name, family) { environment in
      try ViewArchive(preview: widget(), family: family, entries: timeline(), environment: environment)
    }
  }

  /// `#Preview(as: .systemSmall, using: intent) { Widget() } timeline: { entries }`: the entries
  /// carry their configuration, so the intent only names which one the preview shows.
  public static func make<W: Widget, I: AppIntent>(
    _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
  ) -> PreviewCase {
    make(name, as: family, widget: widget, timeline: timeline)
  }

  /// `#Preview(as: .systemSmall, using: intent) { Widget() } timeline: { entries }` for a SiriKit intent.
  public static func make<W: Widget, I: INIntent>(
    _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
  ) -> PreviewCase {
    make(name, as: family, widget: widget, timeline: timeline)
  }

  /// `#Preview(as: .systemSmall) { Widget() } timelineProvider: { Provider() }`.
  public static func make<W: Widget, P: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    timelineProvider: @escaping () -> P
  ) -> PreviewCase {
    widgetCase(name, family) { environment in
      try await ViewArchive(
        preview: widget(), family: family, provider: timelineProvider(), environment: environment)
    }
  }

  /// `#Preview(as: .systemSmall, using: intent) { Widget() } timelineProvider: { Provider() }`.
  public static func make<W: Widget, I: AppIntent, P: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
    timelineProvider: @escaping () -> P
  ) -> PreviewCase where P.Intent == I {
    widgetCase(name, family) { environment in
      try await ViewArchive(
        preview: widget(), family: family, provider: timelineProvider(), intent: intent,
        environment: environment)
    }
  }

  /// `#Preview(as: .systemSmall, using: intent) { Widget() } timelineProvider: { Provider() }` for a
  /// SiriKit intent.
  public static func make<W: Widget, I: INIntent, P: IntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
    timelineProvider: @escaping () -> P
  ) -> PreviewCase where P.Intent == I {
    widgetCase(name, family) { environment in
      try await ViewArchive(
        preview: widget(), family: family, provider: timelineProvider(), intent: intent,
        environment: environment)
    }
  }

  /// A `PreviewProvider`: its `previews` in the family its `previewContext` names (then as a
  /// widget-sized view), or at its own size; named by `previewDisplayName` or the type.
  public static func provider<P: PreviewProvider>(_ type: P.Type) -> PreviewCase {
    let (_, settings) = PreviewSettings.evaluate(type)
    let name =
      settings.displayName ?? String(describing: type).replacingOccurrences(of: "_Previews", with: "")
    let archive: (ArchiveEnvironment) -> ViewArchive = { environment in
      let (view, _) = PreviewSettings.evaluate(type)
      return ViewArchive(view, family: settings.family ?? .systemMedium, environment: environment, kind: name)
    }
    if let family = settings.family {
      return widgetCase(name, family) { environment in archive(environment) }
    }
    return PreviewCase(
      name: name, file: "", line: 0,
      content: .view(layout: settings.layout ?? .sizeThatFits, family: .systemMedium, archive: archive))
  }

  /// A widget case named `name` (or, when unnamed, by its place in the source, see `at(_:line:index:)`).
  static func widgetCase(
    _ name: String?, _ family: WidgetFamily,
    _ archive: @escaping (ArchiveEnvironment) async throws -> ViewArchive
  ) -> PreviewCase {
    PreviewCase(name: name ?? "", file: "", line: 0, content: .widget(family: family, archive: archive))
  }
}

extension PreviewCase {
  /// `#Preview("Name", as: .content, using: attributes) { Activity() } contentStates: { … }`: the Live
  /// Activity in that presentation (the Lock Screen banner or a Dynamic Island presentation) at its own
  /// size, one entry per content state. A widget that is no `ActivityConfiguration` for these
  /// attributes shows a line saying so.
  public static func make<W: Widget, A: ActivityAttributes>(
    _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: A, widget: @escaping () -> W,
    @ActivityContentStateBuilder contentStates: @escaping () -> [A.ContentState]
  ) -> PreviewCase {
    PreviewCase(
      name: name ?? "", file: "", line: 0,
      content: .view(layout: .sizeThatFits, family: .systemMedium) { environment in
        let kindName = name ?? "Preview"
        guard let configuration = widget().body as? ActivityConfiguration<A> else {
          return ViewArchive(
            Text("\(W.self) is not a Live Activity for \(A.self)"), family: .systemMedium,
            environment: environment, kind: kindName)
        }
        let states = contentStates().map { state in
          ActivityArchive(
            configuration, context: ActivityViewContext(attributes: attributes, state: state),
            environment: environment, kind: kindName)
        }
        return ViewArchive(ActivityPresentation(kind), of: states, environment: environment, kind: kindName)
      })
  }
}
