/// A problem found while a view was archived, kept with the entry it concerns so that every render
/// of that entry reports it (the renderer turns it into a render warning of the same kind).
///
/// Archiving is where a `Text("key")` is looked up in the app's string tables; what the lookup
/// missed is known only then.
///
/// JSON, in an entry's `warnings`: `{"kind": "missingTranslation", "family": "systemSmall",
/// "view": "Text", "message": "…"}`.
public struct ArchiveWarning: Hashable, Sendable, ArchiveCodable {
  /// What kind of problem.
  public enum Kind: String, ArchiveEnum {
    /// A localizable text with no value in the locale's language, in a locale that is not the
    /// table's development language: the development language's text (or the key) is shown.
    case missingTranslation
  }

  /// What kind of problem.
  public var kind: Kind
  /// The family whose view it was found in; `nil` for every family of the entry.
  public var family: WidgetFamily?
  /// The view's type (`Text`).
  public var view: String
  /// What is wrong, for people.
  public var message: String

  /// A warning.
  public init(_ kind: Kind, family: WidgetFamily? = nil, view: String, message: String) {
    self.kind = kind
    self.family = family
    self.view = view
    self.message = message
  }

  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(["kind", "family", "view", "message"])
    self.init(
      try object.required("kind").decode(), family: try object.optional("family")?.decode(),
      view: try object.required("view").string(), message: try object.required("message").string())
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject([("kind", kind.archiveJSON)])
    object.set("family", family)
    object["view"] = .string(view)
    object["message"] = .string(message)
    return .object(object)
  }
}
