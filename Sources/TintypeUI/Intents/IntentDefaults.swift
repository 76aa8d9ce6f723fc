/// What the system does to a configuration intent before a widget first uses it: an entity parameter
/// left empty takes its query's `defaultResult()`, as App Intents fills it when the widget is added.
enum IntentDefaults {
  /// Fills the empty entity parameters of `intent` from their queries' default results.
  static func fill<I: AppIntent>(_ intent: I) async {
    for child in Mirror(reflecting: intent).children {
      if let parameter = child.value as? any DefaultableParameter { await parameter.fillFromQuery() }
    }
  }
}

/// A parameter that may take a default from an entity query.
protocol DefaultableParameter {
  func fillFromQuery() async
}

extension Parameter: DefaultableParameter {
  func fillFromQuery() async {
    if let value = archivedValue, !Self.isEmptyOptional(value) { return }
    guard let entityType = Self.entityType else { return }
    guard let entity = await Self.defaultEntity(of: entityType), let value = entity as? Value else { return }
    wrappedValue = value
  }

  /// The entity type the parameter holds, directly or as an optional.
  private static var entityType: (any AppEntity.Type)? {
    if let type = Value.self as? any AppEntity.Type { return type }
    if let optional = Value.self as? any OptionalEntity.Type { return optional.wrappedEntityType }
    return nil
  }

  private static func defaultEntity<E: AppEntity>(of type: E.Type) async -> (any AppEntity)? {
    await E.defaultQuery.defaultResult()
  }

  private static func isEmptyOptional(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
  }
}

/// `Optional<Entity>`, so that the entity type can be found from the parameter's value type.
protocol OptionalEntity {
  static var wrappedEntityType: (any AppEntity.Type)? { get }
}

extension Optional: OptionalEntity {
  static var wrappedEntityType: (any AppEntity.Type)? { Wrapped.self as? any AppEntity.Type }
}
