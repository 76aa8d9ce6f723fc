import Foundation

/// Views that stand for several previews when they are a `PreviewProvider`'s whole `previews`: Xcode
/// shows each child of a `Group` (or of the block) and each element of a `ForEach` as a preview of
/// its own, with its own `previewContext` and `previewDisplayName`.
protocol PreviewChildren {
  /// The previews, each made when called.
  var previewChildren: [() -> any View] { get }
  /// Whether making a child runs its modifiers then (a `ForEach`'s content) rather than having run
  /// them when `previews` was evaluated.
  var makesChildrenLazily: Bool { get }
}

extension Group: PreviewChildren {
  var previewChildren: [() -> any View] { PreviewCase.children(of: content) }
  var makesChildrenLazily: Bool { (content as? any PreviewChildren)?.makesChildrenLazily ?? false }
}

extension TupleView: PreviewChildren {
  var previewChildren: [() -> any View] {
    Mirror(reflecting: value).children.compactMap { child in
      (child.value as? any View).map { view in { view } }
    }
  }
  var makesChildrenLazily: Bool { false }
}

extension ForEach: PreviewChildren where Content: View {
  var previewChildren: [() -> any View] { data.map { element in { self.content(element) } } }
  var makesChildrenLazily: Bool { true }
}

extension PreviewCase {
  /// The previews of `children`: its children when it stands for several, else itself.
  static func children(of view: some View) -> [() -> any View] {
    guard let several = view as? any PreviewChildren else { return [{ view }] }
    let children = several.previewChildren
    return children.isEmpty ? [{ view }] : children
  }

  /// Every preview a `PreviewProvider` shows, as Xcode shows them: each child of a top-level `Group`
  /// (or of the `previews` block) and each element of a top-level `ForEach` is a case of its own, in
  /// the family its own `previewContext` names and named by its own `previewDisplayName` (else
  /// `<Type>-<n>`); a single view is one case, as `provider(_:)` makes it.
  ///
  /// A `ForEach` makes each child as it is shown, so its settings are its own. The children of a
  /// `Group` were made when `previews` was evaluated: their settings are told apart by the order the
  /// modifiers ran in, a new child starting where a setting comes again; when that does not give one
  /// set per child, every child takes the first of each setting. A child without a family or layout of
  /// its own takes the first one noted (one written on the whole `Group`).
  public static func providers<P: PreviewProvider>(_ type: P.Type) -> [PreviewCase] {
    let (view, evaluated) = PreviewSettings.evaluate(type)
    guard let several = view as? any PreviewChildren, several.previewChildren.count > 1 else {
      return [provider(type)]
    }
    let count = several.previewChildren.count
    let lazily = several.makesChildrenLazily
    // The settings of each child.
    var settings: [PreviewSettings] = []
    if lazily {
      for child in several.previewChildren {
        let own = PreviewSettings()
        _ = PreviewSettings.$current.withValue(own) { child() }
        settings.append(own)
      }
    } else {
      var groups: [[PreviewSettings.Kind]] = []
      var current: [PreviewSettings.Kind] = []
      var builders: [PreviewSettings] = []
      var builder = PreviewSettings()
      for note in evaluated.notes {
        if current.contains(note.kind) {
          groups.append(current)
          builders.append(builder)
          current = []
          builder = PreviewSettings()
        }
        current.append(note.kind)
        builder.note(note.kind, note.change)
      }
      if !current.isEmpty {
        groups.append(current)
        builders.append(builder)
      }
      settings = builders.count == count ? builders : Array(repeating: evaluated, count: count)
    }
    let typeName = String(describing: type).replacingOccurrences(of: "_Previews", with: "")
    return settings.enumerated().map { index, own in
      // A setting a child does not make itself is the first made (a modifier on the whole Group).
      let name = own.displayName ?? "\(typeName)-\(index + 1)"
      let family = own.family ?? evaluated.family
      let layout = own.layout ?? evaluated.layout
      let archive: (ArchiveEnvironment) -> ViewArchive = { environment in
        // Made again for each render, as `provider(_:)` does: a body may read the clock.
        let (view, _) = PreviewSettings.evaluate(type)
        let children = PreviewCase.children(of: view)
        let child = index < children.count ? children[index]() : AnyView(view)
        return ViewArchive(
          AnyView(child), family: family ?? .systemMedium, environment: environment, kind: name)
      }
      if let family {
        return widgetCase(name, family) { environment in archive(environment) }
      }
      return PreviewCase(
        name: name, file: "", line: 0,
        content: .view(layout: layout ?? .sizeThatFits, family: .systemMedium, archive: archive))
    }
  }
}
