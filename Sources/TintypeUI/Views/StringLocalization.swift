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

  // `NSLocalizedString`, looked up like `String(localized:)`. Foundation's (which on Linux finds no
  // tables and returns the key) takes every parameter with defaults; these overloads take exactly
  // the ones a call names, so the compiler prefers them without ambiguity. A call that names all five
  // (`tableName:bundle:value:comment:`) still reaches Foundation's.

  /// `NSLocalizedString("key", comment:)`, looked up in the archive's string tables and locale.
  public func NSLocalizedString(_ key: String, comment: String) -> String {
    localizedString(key, table: nil, value: nil)
  }

  /// `NSLocalizedString("key", tableName:comment:)`: in the table `tableName` (`Widgets.strings`).
  public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    localizedString(key, table: tableName, value: nil)
  }

  /// `NSLocalizedString("key", bundle:comment:)`: the bundle is the package's tables.
  public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
    localizedString(key, table: nil, value: nil)
  }

  /// `NSLocalizedString("key", tableName:bundle:comment:)`.
  public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String
  {
    localizedString(key, table: tableName, value: nil)
  }

  /// `NSLocalizedString("key", value:comment:)`: `value` when no table has the key.
  public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    localizedString(key, table: nil, value: value)
  }

  /// `NSLocalizedString("key", bundle:value:comment:)`.
  public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
    localizedString(key, table: nil, value: value)
  }

  /// `NSLocalizedString("key", tableName:value:comment:)`.
  public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
    localizedString(key, table: tableName, value: value)
  }

  private func localizedString(_ key: String, table: String?, value: String?) -> String {
    StringLocalization.string(LocalizedStringKey(stringLiteral: key), table: table, locale: nil)
      ?? (value.flatMap { $0.isEmpty ? nil : $0 } ?? key)
  }
#endif

/// The lookups behind `String(localized:)` and `NSLocalizedString`.
enum StringLocalization {
  /// `key` in the archiving environment's tables, in `locale` (the environment's when `nil`).
  static func string(_ key: LocalizedStringKey, table: String?, locale: Locale?) -> String? {
    var text: String?
    if let locale {
      var environment = EnvironmentValues.current
      environment.locale = locale
      text = EnvironmentValues.$current.withValue(environment) {
        TextLocalization.localized(key, table: table)
      }
    } else {
      text = TextLocalization.localized(key, table: table)
    }
    return text.map { InterpolatedViews.plainText($0, views: key.views) }
  }
}
