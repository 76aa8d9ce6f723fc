import TintypeArchive
import TintypeCore

/// One screen class's row of an iPhone size table, in points. A missing accessory size is one the
/// table does not give ("N/A" or not measured); the family is then left out of the device.
struct IPhoneSizeRow {
  var small: Size
  var medium: Size
  var large: Size
  var circular: Size? = nil
  var rectangular: Size? = nil
  var inline: Size? = nil
  var extraLargePortrait: Size? = nil

  /// A row of the iOS 26+ measurements, whose shapes repeat: medium is as tall as small, medium,
  /// large and extra-large portrait share one width, rectangular is as tall as circular, and
  /// inline is 36 pt tall.
  static func measured(
    small: Double, width: Double, largeHeight: Double, circular: Double, rectangularWidth: Double,
    inlineWidth: Double, portraitHeight: Double
  ) -> IPhoneSizeRow {
    IPhoneSizeRow(
      small: Size(small, small), medium: Size(width, small),
      large: Size(width, largeHeight), circular: Size(circular, circular),
      rectangular: Size(rectangularWidth, circular), inline: Size(inlineWidth, 36),
      extraLargePortrait: Size(width, portraitHeight))
  }

  /// The row's sizes as catalog entries; `extraLargePortrait` carries its own source because it was
  /// measured on a later OS than the rest of the row.
  func entries(
    _ provenance: SizeProvenance, _ source: String,
    extraLargePortraitSource: String = CatalogSources.iPhonePortraitMeasured
  ) -> [(WidgetFamily, Size, SizeProvenance, String)] {
    var entries: [(WidgetFamily, Size, SizeProvenance, String)] = [
      (.systemSmall, small, provenance, source),
      (.systemMedium, medium, provenance, source),
      (.systemLarge, large, provenance, source),
    ]
    if let extraLargePortrait {
      entries.append((.systemExtraLargePortrait, extraLargePortrait, provenance, extraLargePortraitSource))
    }
    if let circular { entries.append((.accessoryCircular, circular, provenance, source)) }
    if let rectangular { entries.append((.accessoryRectangular, rectangular, provenance, source)) }
    if let inline { entries.append((.accessoryInline, inline, provenance, source)) }
    return entries
  }
}
