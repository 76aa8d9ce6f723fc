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
