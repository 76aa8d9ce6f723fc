import TintypeArchive

/// Short family names for narrow listings: "small", "extraLargePortrait", "circular".
enum FamilyNames {
  /// The family's name without its "system" or "accessory" prefix, lower-camel-cased.
  static func short(_ family: WidgetFamily) -> String {
    let name = family.rawValue
    let stem = name.hasPrefix("system") ? name.dropFirst("system".count) : name.dropFirst("accessory".count)
    return stem.prefix(1).lowercased() + stem.dropFirst()
  }
}
