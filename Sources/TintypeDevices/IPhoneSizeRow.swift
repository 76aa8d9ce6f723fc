import TintypeArchive

/// One screen class's row of an iPhone size table, in points. A missing accessory size is one the
/// table does not give ("N/A" or not measured); the family is then left out of the device.
struct IPhoneSizeRow {
  var small: PointSize
  var medium: PointSize
  var large: PointSize
  var circular: PointSize? = nil
  var rectangular: PointSize? = nil
  var inline: PointSize? = nil
  var extraLargePortrait: PointSize? = nil

  /// A row of the iOS 26+ measurements, whose shapes repeat: medium is as tall as small, medium,
  /// large and extra-large portrait share one width, rectangular is as tall as circular, and
  /// inline is 36 pt tall.
  static func measured(
    small: Double, width: Double, largeHeight: Double, circular: Double, rectangularWidth: Double,
    inlineWidth: Double, portraitHeight: Double
  ) -> IPhoneSizeRow {
    IPhoneSizeRow(
      small: PointSize(small, small), medium: PointSize(width, small),
      large: PointSize(width, largeHeight), circular: PointSize(circular, circular),
      rectangular: PointSize(rectangularWidth, circular), inline: PointSize(inlineWidth, 36),
      extraLargePortrait: PointSize(width, portraitHeight))
  }

  /// The row's sizes as catalog entries; `extraLargePortrait` carries its own source because it was
  /// measured on a later OS than the rest of the row.
  func entries(
    _ provenance: SizeProvenance, _ source: String,
    extraLargePortraitSource: String = CatalogSources.iPhonePortraitMeasured
  ) -> [(WidgetFamily, PointSize, SizeProvenance, String)] {
    var entries: [(WidgetFamily, PointSize, SizeProvenance, String)] = [
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
