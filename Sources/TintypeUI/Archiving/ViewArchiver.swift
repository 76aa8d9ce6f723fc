/// Turns a view into an archived node for one family.
///
/// A body may read `widgetRenderingMode`, `showsWidgetContainerBackground` or `colorScheme`;
/// those are only known at render time. The archiver evaluates the tree once, and when a body read
/// one of them it evaluates again for every mode (and scheme) and records a switch node, so that
/// the renderer shows exactly the branch SwiftUI would have shown.
enum ViewArchiver {
  static func node<V: View>(_ view: V, family: WidgetFamily, environment: ArchiveEnvironment) -> ViewNode {
    var node = evaluatedNode(view, family: family, environment: environment)
    // A right-to-left locale lays the whole widget out right to left, as the device would.
    if environment.layoutDirection == .rightToLeft {
      node.modifiers.append(.environment(EnvironmentOverride(layoutDirection: .rightToLeft)))
    }
    return node
  }

  /// An entry whose view for each family is archived now, with what archiving found
  /// (`TimelineEntryValue.warnings`, each tagged with its family).
  static func entry(
    date: Date, relevance: RelevanceValue? = nil, index: Int?,
    views: [(family: WidgetFamily, view: any View, environment: ArchiveEnvironment)]
  ) -> TimelineEntryValue {
    var value = TimelineEntryValue(date: date, relevance: relevance, views: [:])
    for (family, view, environment) in views {
      let (node, warnings) = ArchiveWarnings.collecting(family: family) {
        self.node(view, family: family, environment: environment.forEntry(index))
      }
      value.views[family] = node
      value.warnings += warnings
    }
    return value
  }

  private static func evaluatedNode<V: View>(_ view: V, family: WidgetFamily, environment: ArchiveEnvironment)
    -> ViewNode
  {
    // UIKit's current traits follow the scheme being archived (`UIColor.getRed` on a dynamic colour
    // reads them), and reading them makes the body depend on the scheme.
    var readTraits = false
    func evaluate(_ mode: WidgetRenderingMode, _ scheme: ColorScheme) -> (ViewNode, EnvironmentValues) {
      let values = environment.values(family: family, mode: mode, scheme: scheme)
      let traits = UITraitCollection(userInterfaceStyle: scheme == .dark ? .dark : .light)
      let (node, read) = UITraitCollection.evaluating(traits) {
        ArchiveContext(environment: values).node(view)
      }
      readTraits = readTraits || read
      return (node, values)
    }
    let (first, firstValues) = evaluate(.fullColor, .light)
    let readsMode =
      firstValues.reads.contains(\EnvironmentValues.widgetRenderingMode)
      || firstValues.reads.contains(\EnvironmentValues.showsWidgetContainerBackground)
    let readsScheme = firstValues.reads.contains(\EnvironmentValues.colorScheme) || readTraits
    guard readsMode || readsScheme else { return first }

    func perMode(_ scheme: ColorScheme) -> ViewNode {
      guard readsMode else { return scheme == .light ? first : evaluate(.fullColor, scheme).0 }
      var cases: [WidgetRenderingMode: ViewNode] = [:]
      for mode in WidgetRenderingMode.allCases {
        cases[mode] = mode == .fullColor && scheme == .light ? first : evaluate(mode, scheme).0
      }
      return collapse(cases)
    }
    guard readsScheme else { return perMode(.light) }
    var schemes: [ColorScheme: ViewNode] = [:]
    for scheme in ColorScheme.allCases { schemes[scheme] = perMode(scheme) }
    return collapse(schemes)
  }

  /// One node when every case is the same, else a switch.
  private static func collapse<Key: ArchiveEnum>(_ cases: [Key: ViewNode]) -> ViewNode {
    let distinct = Set(cases.values)
    if distinct.count == 1, let only = distinct.first { return only }
    if let modes = cases as? [WidgetRenderingMode: ViewNode] {
      return ViewNode(.renderingModeSwitch(cases: modes, fallback: nil))
    }
    if let schemes = cases as? [ColorScheme: ViewNode] {
      return ViewNode(.colorSchemeSwitch(cases: schemes, fallback: nil))
    }
    preconditionFailure("switches exist for rendering modes and colour schemes only")
  }
}

extension ViewArchive {
  /// Archives a view for one family: a one-entry archive whose kind is the view's type name.
  public init<V: View>(
    _ view: V, family: WidgetFamily, date: Date = Date(timeIntervalSince1970: 0),
    environment: ArchiveEnvironment = ArchiveEnvironment(), kind: String? = nil
  ) {
    self.init(
      kind: kind ?? String(describing: V.self), families: [family],
      entries: [ViewArchiver.entry(date: date, index: 0, views: [(family, view, environment)])])
    pseudoLanguage = environment.pseudoLanguage
  }

  /// Archives a widget: runs its provider for each supported family (placeholder, snapshot and
  /// timeline) and archives every entry's view for every family.
  ///
  /// - Parameters:
  ///   - families: the families to archive; the widget's supported families when `nil`.
  ///   - environment: the device facts per family (sizes, margins).
  public init<W: Widget>(
    widget: W, families: [WidgetFamily]? = nil,
    environment: (WidgetFamily) -> ArchiveEnvironment = { _ in ArchiveEnvironment() }
  ) async throws {
    let definitions = widget.body.definitions
    guard definitions.count == 1, let definition = definitions.first else {
      throw ArchiveError(
        path: .root,
        "\(W.self) holds \(definitions.count) widgets, not one; archive them with ViewArchive.archives(bundle:)"
      )
    }
    try await self.init(definition: definition, families: families, environment: environment)
  }

  /// Archives every widget of a bundle, in the bundle's order.
  ///
  /// - Parameters:
  ///   - families: the families to archive, for each widget that supports them; each widget's supported
  ///     families when `nil`.
  ///   - environment: the device facts per family (sizes, margins).
  public static func archives<B: WidgetBundle>(
    bundle: B, families: [WidgetFamily]? = nil,
    environment: (WidgetFamily) -> ArchiveEnvironment = { _ in ArchiveEnvironment() }
  ) async throws -> [ViewArchive] {
    var archives: [ViewArchive] = []
    for definition in bundle.body.body.definitions {
      let supported = definition.supportedFamilies ?? WidgetArchiveDefaults.families
      let chosen = families.map { $0.filter(supported.contains) } ?? supported
      if chosen.isEmpty { continue }
      archives.append(
        try await ViewArchive(definition: definition, families: chosen, environment: environment))
    }
    return archives
  }

  private init(
    definition: WidgetDefinition, families: [WidgetFamily]?,
    environment: (WidgetFamily) -> ArchiveEnvironment
  ) async throws {
    let supported = definition.supportedFamilies ?? WidgetArchiveDefaults.families
    let chosen = families ?? supported
    if let unsupported = chosen.first(where: { !supported.contains($0) }) {
      throw ArchiveError(
        path: .root,
        "\(definition.kind) does not support \(unsupported); it supports \(supported.map(\.rawValue).joined(separator: ", "))"
      )
    }
    var timelines: [(WidgetFamily, ArchivedTimeline, ArchiveEnvironment)] = []
    for family in chosen {
      let facts = environment(family)
      let context = TimelineProviderContext(family: family, isPreview: false, displaySize: facts.displaySize)
      timelines.append((family, await definition.timeline(context), facts))
    }
    guard let reference = timelines.first else {
      throw ArchiveError(path: .root, "no families to archive")
    }
    for (family, timeline, _) in timelines where timeline.entries.count != reference.1.entries.count {
      throw ArchiveError(
        path: .root,
        "the provider returned \(reference.1.entries.count) entries for \(reference.0) but \(timeline.entries.count) for \(family)"
      )
    }
    if reference.1.entries.isEmpty {
      throw ArchiveError(path: .root, "the provider of \(definition.kind) returned an empty timeline")
    }
    func entry(_ index: Int?, _ pick: (ArchivedTimeline) -> ArchivedEntry) -> TimelineEntryValue {
      let first = pick(reference.1)
      return ViewArchiver.entry(
        date: first.date,
        relevance: first.relevance.map { RelevanceValue(score: Double($0.score), duration: $0.duration) },
        index: index,
        views: timelines.map { family, timeline, facts in (family, pick(timeline).view, facts) })
    }
    self.init(
      kind: definition.kind, displayName: definition.displayName, description: definition.description,
      families: chosen,
      contentMarginsDisabled: definition.contentMarginsDisabled,
      containerBackgroundRemovable: definition.containerBackgroundRemovable,
      entries: reference.1.entries.indices.map { index in entry(index) { $0.entries[index] } },
      placeholder: entry(nil) { $0.placeholder }.redactedAsPlaceholder, snapshot: entry(nil) { $0.snapshot },
      reloadPolicy: reference.1.policy.value)
    pseudoLanguage = chosen.first.flatMap { environment($0).pseudoLanguage }
  }
}

/// Defaults WidgetKit applies when a widget does not say.
enum WidgetArchiveDefaults {
  /// WidgetKit's default `supportedFamilies` on iOS: the three Home Screen sizes.
  static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
}

extension TimelineEntryValue {
  /// WidgetKit shows placeholders redacted (`.redacted(reason: .placeholder)`).
  var redactedAsPlaceholder: TimelineEntryValue {
    var copy = self
    for (family, node) in views { copy.views[family] = node.modified(.redacted(.placeholder)) }
    return copy
  }
}

extension ViewArchive {
  /// A widget preview's archive (`#Preview(as: family) { Widget() } timeline: { entries }`): the
  /// widget's view of each listed entry for `family`, without running its provider. An entry of a
  /// type the widget does not show is an error naming the types.
  public init<W: Widget>(
    preview widget: W, family: WidgetFamily, entries: [any TimelineEntry], kind: String? = nil,
    environment: ArchiveEnvironment = ArchiveEnvironment()
  ) throws {
    let definitions = widget.body.definitions
    guard definitions.count == 1, let definition = definitions.first, let content = definition.content else {
      throw ArchiveError(path: .root, "\(W.self) is not a widget with one timeline configuration")
    }
    guard !entries.isEmpty else { throw ArchiveError(path: .root, "the preview lists no timeline entries") }
    var values: [TimelineEntryValue] = []
    for (index, entry) in entries.enumerated() {
      guard let view = content(entry) else {
        throw ArchiveError(
          path: JSONPath.root.appending("entries").appending(index),
          "\(W.self) shows entries of its provider's type, not \(type(of: entry))")
      }
      values.append(ViewArchiver.entry(date: entry.date, index: index, views: [(family, view, environment)]))
    }
    self.init(
      kind: kind ?? definition.kind, displayName: definition.displayName, description: definition.description,
      families: [family], contentMarginsDisabled: definition.contentMarginsDisabled,
      containerBackgroundRemovable: definition.containerBackgroundRemovable, entries: values)
    pseudoLanguage = environment.pseudoLanguage
  }
}

extension ViewArchive {
  /// A widget preview whose entries come from a provider (`#Preview(as:) { W() } timelineProvider: { P() }`):
  /// the provider's timeline for `family` as a preview context sees it.
  public init<W: Widget, P: TimelineProvider>(
    preview widget: W, family: WidgetFamily, provider: P, kind: String? = nil,
    environment: ArchiveEnvironment = ArchiveEnvironment()
  ) async throws {
    let context = TimelineProviderContext(previewing: family, in: environment)
    let timeline = await awaitingCompletion { provider.getTimeline(in: context, completion: $0) }
    try self.init(preview: widget, family: family, timeline: timeline, kind: kind, environment: environment)
  }

  /// A widget preview whose entries come from an App Intent provider for `intent`.
  public init<W: Widget, P: AppIntentTimelineProvider>(
    preview widget: W, family: WidgetFamily, provider: P, intent: P.Intent, kind: String? = nil,
    environment: ArchiveEnvironment = ArchiveEnvironment()
  ) async throws {
    let context = TimelineProviderContext(previewing: family, in: environment)
    let timeline = await provider.timeline(for: intent, in: context)
    try self.init(preview: widget, family: family, timeline: timeline, kind: kind, environment: environment)
  }

  /// A widget preview whose entries come from a SiriKit intent provider for `intent`.
  public init<W: Widget, P: IntentTimelineProvider>(
    preview widget: W, family: WidgetFamily, provider: P, intent: P.Intent, kind: String? = nil,
    environment: ArchiveEnvironment = ArchiveEnvironment()
  ) async throws {
    let context = TimelineProviderContext(previewing: family, in: environment)
    let timeline = await awaitingCompletion { provider.getTimeline(for: intent, in: context, completion: $0) }
    try self.init(preview: widget, family: family, timeline: timeline, kind: kind, environment: environment)
  }
}

extension ViewArchive {
  /// A widget preview of a provider's `timeline`.
  fileprivate init<W: Widget, Entry: TimelineEntry>(
    preview widget: W, family: WidgetFamily, timeline: Timeline<Entry>, kind: String?,
    environment: ArchiveEnvironment
  ) throws {
    try self.init(
      preview: widget, family: family, entries: timeline.entries.map { $0 as any TimelineEntry }, kind: kind,
      environment: environment)
  }
}

extension TimelineProviderContext {
  /// The context a provider gets in a preview of `family`.
  init(previewing family: WidgetFamily, in environment: ArchiveEnvironment) {
    self.init(family: family, isPreview: true, displaySize: environment.displaySize)
  }
}
