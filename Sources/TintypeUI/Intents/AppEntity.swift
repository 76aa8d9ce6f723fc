/// Something from the app that an intent parameter can hold, such as a book a configurable widget
/// shows (the App Intents `AppEntity`). Intents carry an entity by its identifier, and that is what
/// an archived button, toggle or configuration records.
public protocol AppEntity: Identifiable, Sendable {
  /// The query that finds entities of this type.
  associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
  /// The type's name, as the configuration UI shows it ("Book").
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  /// How one entity is shown in the configuration UI.
  var displayRepresentation: DisplayRepresentation { get }
  /// The query the system uses to look entities up and to suggest them.
  static var defaultQuery: DefaultQuery { get }
}

/// Finds the entities a parameter can take (the App Intents `EntityQuery`). Tintype never shows a
/// configuration UI; providers call these methods themselves, typically `defaultResult()` when a
/// widget has not been configured yet.
public protocol EntityQuery: Sendable {
  /// The entities this query finds.
  associatedtype Entity: AppEntity
  /// A query.
  init()
  /// The entities with the given identifiers.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  /// The entities offered when someone configures the widget.
  func suggestedEntities() async throws -> [Entity]
  /// The value a parameter of this type starts with.
  func defaultResult() async -> Entity?
}

extension EntityQuery {
  /// App Intents suggests nothing unless the query says otherwise.
  public func suggestedEntities() async throws -> [Entity] { [] }
  /// App Intents leaves a parameter empty unless the query gives a default.
  public func defaultResult() async -> Entity? { nil }
}

/// The name of an entity type (the App Intents `TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
  /// The type's name.
  public let name: LocalizedStringResource

  /// A type named `name`.
  public init(name: LocalizedStringResource) { self.name = name }

  /// A type named by a string literal.
  public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
}

/// How an entity is shown (the App Intents `DisplayRepresentation`).
public struct DisplayRepresentation: Sendable, ExpressibleByStringLiteral {
  /// The entity's title.
  public let title: LocalizedStringResource
  /// A second line under the title.
  public let subtitle: LocalizedStringResource?

  /// A representation with a title and an optional subtitle.
  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
    self.title = title
    self.subtitle = subtitle
  }

  /// A representation with an image: the image is for the system's pickers, not drawn in a widget.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image?
  ) {
    self.init(title: title, subtitle: subtitle)
  }

  /// The image of a representation (`.init(systemName:)`, `.init(named:)`).
  public struct Image: Sendable {
    /// An SF Symbol.
    public init(systemName: String) {}
    /// An image from the app's assets.
    public init(named name: String) {}
  }

  /// A representation titled by a string literal.
  public init(stringLiteral value: String) {
    title = LocalizedStringResource(stringLiteral: value)
    subtitle = nil
  }
}

/// A fixed set of values an intent parameter can take (the App Intents `AppEnum`): a Swift enum
/// whose cases carry their display names. A parameter holds the case itself; archiving records
/// its raw value.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable {
  /// The type's name, as the configuration UI shows it ("Category").
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  /// How each case is shown in the configuration UI.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
