import Foundation

extension ViewArchive {
  /// One presentation of a Live Activity as a widget archive laid out at its own size: an entry per
  /// archived content state, dated as that state is, each its views placed in the system's chrome for
  /// the screen `environment` describes (an iPhone 17 Pro's when it names none). What galleries and
  /// previews show; `tintype render --presentation` renders the `ActivityArchive`s themselves.
  public init(
    _ presentation: ActivityPresentation, of states: [ActivityArchive], environment: ArchiveEnvironment,
    kind: String, colorScheme: ColorScheme = .light
  ) {
    let geometry = ActivityGeometry(
      screenWidth: Double(environment.screenSize?.width ?? 402),
      screenHeight: environment.screenSize.map { Double($0.height) })
    let archives = states.map { state in
      ViewArchive(
        ActivityViews(state).view(presentation, geometry: geometry, colorScheme: colorScheme),
        family: ActivityArchive.family, date: state.date, environment: environment, kind: kind)
    }
    guard var first = archives.first else {
      self.init(
        Text("\(kind) lists no content states"), family: ActivityArchive.family, environment: environment,
        kind: kind)
      return
    }
    first.entries += archives.dropFirst().flatMap(\.entries)
    self = first
  }
}
