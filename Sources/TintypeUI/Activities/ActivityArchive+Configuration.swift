import Foundation

extension ActivityArchive {
  /// Archives `configuration` for one content state: its Lock Screen view (and the background tint
  /// and action colour that view asks for) and its Dynamic Island's views, each evaluated once in
  /// `environment` (with switch nodes where a body reads the colour scheme or rendering mode).
  ///
  /// - Parameters:
  ///   - kind: the archive's name; the attributes' type name when `nil`.
  ///   - date: the archive's date, which renders use unless they name another.
  public init<A: ActivityAttributes>(
    _ configuration: ActivityConfiguration<A>, context: ActivityViewContext<A>,
    date: Date = Date(timeIntervalSince1970: 0), environment: ArchiveEnvironment = ArchiveEnvironment(),
    kind: String? = nil
  ) {
    func node<V: View>(_ view: V) -> ViewNode {
      ViewArchiver.node(view, family: ActivityArchive.family, environment: environment)
    }
    let recorder = ActivityChromeRecorder()
    let content = ActivityChromeRecorder.$current.withValue(recorder) { node(configuration.content(context)) }
    let island = configuration.dynamicIsland(context)
    self.init(
      kind: kind ?? String(describing: A.self), date: date, isStale: context.isStale, content: content,
      backgroundTint: recorder.backgroundTint?.value,
      systemActionForegroundColor: recorder.systemActionForegroundColor?.value,
      dynamicIsland: DynamicIslandValue(
        expanded: island.expandedRegions.map { region in
          DynamicIslandRegionValue(
            region: DynamicIslandRegionValue.Position(region.position), priority: region.priority,
            view: node(region.content))
        },
        compactLeading: node(island.compactLeading), compactTrailing: node(island.compactTrailing),
        minimal: node(island.minimal), keylineTint: island.keylineTint?.value,
        widgetURL: island.widgetURL?.absoluteString))
  }

  /// The family an activity's views are archived for (what `\.widgetFamily` reads in them): a Live
  /// Activity has none of its own, and the Lock Screen view is about as wide as a medium widget.
  static let family = WidgetFamily.systemMedium
}

extension ActivityViews {
  /// The views of an archived activity, each placed as archived.
  public init(_ archive: ActivityArchive) {
    let island = archive.dynamicIsland
    self.init(
      content: AnyView(ArchivedView(archive.content)),
      backgroundTint: archive.backgroundTint.map(Color.init(archived:)),
      dynamicIsland: DynamicIsland(
        expandedRegions: island.expanded.map { region in
          DynamicIslandExpandedRegionContent(
            position: DynamicIslandExpandedRegionPosition(region.region), priority: region.priority,
            content: AnyView(ArchivedView(region.view)))
        },
        compactLeading: AnyView(ArchivedView(island.compactLeading)),
        compactTrailing: AnyView(ArchivedView(island.compactTrailing)),
        minimal: AnyView(ArchivedView(island.minimal)),
        keylineTint: island.keylineTint.map(Color.init(archived:)),
        widgetURL: island.widgetURL.flatMap(URL.init(string:))))
  }
}

extension DynamicIslandRegionValue.Position {
  /// The archived name of a region position: the same word (only the four positions can be made).
  init(_ position: DynamicIslandExpandedRegionPosition) { self.init(rawValue: position.name)! }
}

extension DynamicIslandExpandedRegionPosition {
  /// The region position an archive names.
  init(_ position: DynamicIslandRegionValue.Position) { self.init(name: position.rawValue) }
}
