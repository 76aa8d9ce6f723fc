import Foundation

#if !canImport(Darwin)
  extension String {
    /// `String(localized:)`, which Foundation has on Apple platforms and Linux lacks: the key looked up
    /// while a view is archived, in that archive's string tables and locale (what `Text("key")` uses),
    /// as a built app looks it up in its bundle; the key's own text, its values filled in, when no
    /// table has it. `"\(count) steps"` is looked up as `"%lld steps"`. Outside archiving (no string
    /// tables) it is the key's text.
    public init(
      localized key: LocalizedStringKey, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
      comment: StaticString? = nil
    ) {
      self = StringLocalization.string(key, table: table, locale: locale) ?? key.plainText
    }

    /// `String(localized:defaultValue:)`: `key` looked up; `defaultValue` when no table has it.
    public init(
      localized key: StaticString, defaultValue: LocalizedStringKey, table: String? = nil,
      bundle: Bundle? = nil,
      locale: Locale? = nil, comment: StaticString? = nil
    ) {
      self =
        StringLocalization.string(LocalizedStringKey(stringLiteral: "\(key)"), table: table, locale: locale)
        ?? defaultValue.plainText
    }

    /// A `LocalizedStringResource` (an App Intent's title, say), looked up the same way.
    public init(localized resource: LocalizedStringResource) {
      self =
        StringLocalization.string(LocalizedStringKey(stringLiteral: resource.key), table: nil, locale: nil)
        ?? resource.key
    }
  }

#endif

/// The lookups behind `String(localized:)`. `NSLocalizedString` is Foundation's own, which on Linux
/// returns the key (an overload here would be ambiguous with it): write `String(localized:)`.
enum StringLocalization {
  /// `key` in the archiving environment's tables, in `locale` (the environment's when `nil`).
  static func string(_ key: LocalizedStringKey, table: String?, locale: Locale?) -> String? {
    guard let locale else { return TextLocalization.localized(key, table: table) }
    var environment = EnvironmentValues.current
    environment.locale = locale
    return EnvironmentValues.$current.withValue(environment) { TextLocalization.localized(key, table: table) }
  }
}
