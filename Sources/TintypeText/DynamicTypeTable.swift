/// The text styles at every Dynamic Type size: what `TextStyleMetrics` gives at the default size
/// ("Large", column 3), for each of the twelve sizes from xSmall (0) to AX5 (11).
///
/// Sources, and what is not confirmed (docs/spec/widgetkit-facts.md §3):
/// - Point sizes: the iOS 13.3 simulator's `UIFont.preferredFont(forTextStyle:compatibleWith:)` for
///   every size and style, as a public dump lists them (temoki/UIKit_DynamicType, README); they agree
///   with the HIG's Dynamic Type table at every size but caption 2 at AX5 (41 here, 40 in the HIG as
///   other tables copy it). The simulator is what a device draws, so 41 is kept.
/// - Leading (line height) at sizes other than Large: the HIG's table as recalled, not checked
///   against a source — UNCONFIRMED. It only sets the space between the lines of a paragraph
///   (`FontResolver.lineGap`); one line's height is the font's own.
/// - The iOS 17 extra large titles, which the dump predates: scaled as the body is, an estimate.
public enum DynamicTypeTable {
  /// The number of sizes, xSmall … AX5.
  public static let sizeCount = 12
  /// The default size's column: Large.
  public static let defaultSizeIndex = 3

  /// Point size of each style at each size.
  static let sizes: [TextStyleMetrics.Style: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  /// Leading of each style at each size (UNCONFIRMED away from Large; see above).
  static let leadings: [TextStyleMetrics.Style: [Double]] = [
    .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
    .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 63, 69],
    .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 60, 66],
    .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
    .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
    .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
    .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
    .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
    .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
  ]

  /// How much larger than at Large `style` is set at `sizeIndex` (the body's ratio for styles the
  /// table does not list).
  public static func scale(of style: TextStyleMetrics.Style, at sizeIndex: Int) -> Double {
    let index = clamped(sizeIndex)
    let column = sizes[style] ?? sizes[.body]!
    return column[index] / column[defaultSizeIndex]
  }

  /// `sizeIndex` kept inside the table.
  static func clamped(_ sizeIndex: Int) -> Int { min(max(sizeIndex, 0), sizeCount - 1) }
}

extension TextStyleMetrics {
  /// The metrics of `style` at the Dynamic Type size in column `sizeIndex` (0 xSmall, 3 Large — the
  /// default, `metrics(for:)` — 11 AX5; see `DynamicTypeTable`). Weights do not change with the size.
  public static func metrics(for style: Style, sizeIndex: Int) -> TextStyleMetrics {
    var metrics = metrics(for: style)
    let index = DynamicTypeTable.clamped(sizeIndex)
    guard index != DynamicTypeTable.defaultSizeIndex else { return metrics }
    if let size = DynamicTypeTable.sizes[style]?[index],
      let leading = DynamicTypeTable.leadings[style]?[index]
    {
      metrics.size = size
      metrics.leading = leading
      metrics.isConfirmed = false
    } else {
      // The extra large titles: scaled as the body is, rounded to whole points as the table's are.
      let scale = DynamicTypeTable.scale(of: .body, at: index)
      metrics.size = (metrics.size * scale).rounded()
      metrics.leading = (metrics.leading * scale).rounded()
      metrics.isConfirmed = false
    }
    return metrics
  }
}
