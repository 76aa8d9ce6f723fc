import Foundation

extension PreviewCase {
  /// Every widget of a bundle as cases, one per widget and supported family, so that a widget with no
  /// `#Preview` is reviewed and tested too. Each case's entries are the provider's placeholder
  /// (entry 0, redacted as WidgetKit shows it), its gallery snapshot (entry 1) and its timeline (2 …),
  /// as a preview context sees them. Named `<kind>-<family>`.
  public static func bundle<B: WidgetBundle>(_ type: B.Type) -> [PreviewCase] {
    cases(B().body.body.definitions)
  }

  /// Every family of one widget, as `bundle(_:)` makes them (`<kind>-<family>`); none for a widget
  /// that is no Home Screen or Lock Screen widget (a Live Activity).
  public static func widget<W: Widget>(_ type: W.Type) -> [PreviewCase] {
    cases(W().body.definitions)
  }

  private static func cases(_ definitions: [WidgetDefinition]) -> [PreviewCase] {
    var cases: [PreviewCase] = []
    for definition in definitions {
      let families = definition.supportedFamilies ?? WidgetArchiveDefaults.families
      for family in families {
        var widgetCase = widgetCase("\(definition.kind)-\(family.rawValue)", family) { environment in
          try await ViewArchive(reviewing: definition, family: family, environment: environment)
        }
        widgetCase.origin = .widget
        cases.append(widgetCase)
      }
    }
    return cases
  }
}

extension ViewArchive {
  /// One family of a widget with its placeholder, snapshot and timeline as entries, in that order.
  init(reviewing definition: WidgetDefinition, family: WidgetFamily, environment: ArchiveEnvironment)
    async throws
  {
    let context = TimelineProviderContext(previewing: family, in: environment)
    let timeline = await definition.timeline(context)
    func value(_ entry: ArchivedEntry, _ index: Int) -> TimelineEntryValue {
      ViewArchiver.entry(date: entry.date, index: index, views: [(family, entry.view, environment)])
    }
    guard !timeline.entries.isEmpty else {
      throw ArchiveError(path: .root, "the provider of \(definition.kind) returned an empty timeline")
    }
    self.init(
      kind: definition.kind, displayName: definition.displayName, description: definition.description,
      families: [family], contentMarginsDisabled: definition.contentMarginsDisabled,
      containerBackgroundRemovable: definition.containerBackgroundRemovable,
      entries: [value(timeline.placeholder, 0).redactedAsPlaceholder, value(timeline.snapshot, 1)]
        + timeline.entries.enumerated().map { value($0.element, $0.offset + 2) })
  }
}
