import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeStringCatalog
import TintypeUI

/// One dimension a job multiplies its renders over. A job (or the manifest's `defaults`) names each
/// axis in the singular for one value (`"device": "iphone-17-pro"`) or in the plural for several
/// (`"devices": [...]`); a `matrix` names axes in the singular with lists, as CI matrices do, and its
/// `include`/`exclude` entries use the singular names. The singular name is also the axis's
/// placeholder in `output` templates (`{device}`).
public enum BatchAxis: String, CaseIterable, Hashable, Sendable, Comparable {
  case device, family, presentation, mode, scheme, entry, locale, accentStyle, tint, backdrop, wallpaper,
    scale, date, layout, layoutDirection, dynamicTypeSize, pseudoLanguage

  /// The key for several values: `families`, `accentStyles`, …
  public var plural: String {
    switch self {
    case .family: return "families"
    case .entry: return "entries"
    case .layoutDirection: return "layoutDirections"
    default: return rawValue + "s"
    }
  }

  /// The order axes are multiplied in (device outermost, the stress axes — Dynamic Type size and
  /// pseudolanguage — innermost): the order of a job's outputs, and so of the summary.
  public static func < (lhs: BatchAxis, rhs: BatchAxis) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The value used when neither the job nor `defaults` names the axis; `nil` for axes with no value
  /// then (no locale, no tint given, …), which expand to `none` in a template.
  var builtInDefault: String? {
    switch self {
    case .device: return DeviceCatalog.defaultDeviceID
    case .mode: return WidgetRenderingMode.fullColor.rawValue
    case .scheme: return ColorScheme.light.rawValue
    case .entry: return "0"
    case .accentStyle: return AccentPreset.ios26Clear.rawValue
    case .layout: return "widget"
    case .family, .presentation, .locale, .tint, .backdrop, .wallpaper, .scale, .date, .layoutDirection,
      .dynamicTypeSize, .pseudoLanguage:
      return nil
    }
  }

  /// Reads one value of this axis as its canonical text, checking it; errors name `reader`'s path.
  func value(_ reader: JSONReader) throws -> String {
    switch self {
    case .device:
      let id = try reader.nonEmptyString()
      do {
        return try DeviceCatalog.standard.device(id: id).id
      } catch {
        throw reader.error(error.description)
      }
    case .family: return try reader.enumeration(WidgetFamily.self).rawValue
    case .presentation:
      // A Live Activity's presentations or a widget's (StandBy, CarPlay, the Mac desktop): which
      // fit is checked against the job's archive.
      let text = try reader.string()
      guard ActivityPresentation(rawValue: text) != nil || WidgetPresentation.Kind(rawValue: text) != nil
      else {
        let names =
          (ActivityPresentation.allCases.map(\.rawValue) + WidgetPresentation.Kind.allCases.map(\.rawValue))
        var seen = Set<String>()
        throw reader.error(
          "expected a presentation: "
            + names.filter { seen.insert($0).inserted }.map { "\"\($0)\"" }.joined(separator: ", "))
      }
      return text
    case .mode: return try reader.enumeration(WidgetRenderingMode.self).rawValue
    case .scheme: return try reader.enumeration(ColorScheme.self).rawValue
    case .entry:
      if case .string("all") = reader.value { return "all" }
      if case .string = reader.value { throw reader.error("expected an entry index or \"all\"") }
      return String(try reader.integer(min: 0, max: ArchiveLimits.maximumEntryCount))
    case .locale: return try BatchLocale.canonical(try reader.nonEmptyString(), reader: reader)
    case .accentStyle: return try reader.enumeration(AccentPreset.self).rawValue
    case .tint, .backdrop:
      let text = try reader.nonEmptyString()
      guard RGBAColor(requestText: text) != nil else {
        throw reader.error("\(ArchiveError.quoted(text)) is not a colour such as \"#FF9500\" or \"orange\"")
      }
      return text
    case .wallpaper:
      let path = try reader.nonEmptyString()
      guard path.lowercased().hasSuffix(".png") else { throw reader.error("a wallpaper is a .png file") }
      return path
    case .scale:
      let scale = try reader.number(min: 0, max: RenderLimits.maximumScale, exclusiveMin: true)
      return JSONWriter.format(number: scale)
    case .date:
      let text = try reader.nonEmptyString()
      guard ArchiveDateFormat.parse(text) != nil else {
        throw reader.error(
          "\(ArchiveError.quoted(text)) is not an ISO 8601 date such as 2026-06-08T09:00:00Z")
      }
      return text
    case .layout:
      let text = try reader.nonEmptyString()
      guard RenderLayout(requestText: text) != nil else {
        throw reader.error(
          "\(ArchiveError.quoted(text)) is not widget, sizeThatFits, device or a size such as \"200x100\"")
      }
      return text
    case .layoutDirection:
      let text = try reader.nonEmptyString()
      guard let direction = LayoutDirection(requestText: text) else {
        throw reader.error("expected \"leftToRight\" or \"rightToLeft\", got \(ArchiveError.quoted(text))")
      }
      return direction == .rightToLeft ? "rightToLeft" : "leftToRight"
    case .dynamicTypeSize:
      let text = try reader.nonEmptyString()
      guard let size = DynamicTypeSize(argument: text) else {
        throw reader.error(
          "\(ArchiveError.quoted(text)) is not a Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 (AX1 … AX5)"
        )
      }
      return size.rawValue
    case .pseudoLanguage: return try reader.enumeration(PseudoLanguage.self).rawValue
    }
  }
}

/// Locales as a batch names them (`KnownLocales`): unknown languages are errors rather than a silent
/// English render.
enum BatchLocale {
  /// The identifier with `-` as separator (`pt-BR`), checked against the system's known languages.
  static func canonical(_ text: String, reader: JSONReader) throws -> String {
    guard let canonical = KnownLocales.canonical(text) else {
      throw reader.error(
        "\(ArchiveError.quoted(text)) is not a locale this system knows (such as \"en-US\" or \"de-DE\")")
    }
    return canonical
  }
}
