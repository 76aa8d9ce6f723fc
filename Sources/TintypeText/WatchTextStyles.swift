/// Dynamic Type on watchOS: its own sizes per case size, from the watchOS tables of Apple's Human
/// Interface Guidelines, Typography (default "Large" content size; the 40/41 mm watches use the
/// "Large" column, the 44/45/49 mm ones "xLarge"). Leading on the watch is the size + 2.5 pt.
///
/// The watch table has rows for Large Title, Title 1–3, Headline, Body, Caption 1–2 and
/// Footnote 1–2. SwiftUI's `.footnote`, `.caption` and `.caption2` are taken as Footnote 1,
/// Caption 1 and Caption 2 (inferred: `.footnote` is smaller than `.caption` on a watch, as the
/// table has it). `.callout` and `.subheadline` have no row: UNCONFIRMED, they take Body and
/// Caption 1. Title 2 on the "Large" column is 28 pt in current copies of the page (27 in one
/// from 2023).
public enum WatchTextStyles {
  /// The column of the table a watch uses.
  public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    /// 40 mm and 41 mm (and 42 mm) cases.
    case large
    /// 44 mm, 45 mm and 49 mm cases.
    case extraLarge
  }

  /// The metrics of `style` on a watch of `sizeClass`.
  public static func metrics(for style: TextStyleMetrics.Style, sizeClass: SizeClass) -> TextStyleMetrics {
    let large = sizeClass == .large
    func row(_ small: Double, _ big: Double, weight: Int = 400, emphasized: Int = 600, confirmed: Bool = true)
      -> TextStyleMetrics
    {
      let size = large ? small : big
      return TextStyleMetrics(
        size: size, weight: weight, leading: size + 2.5, emphasizedWeight: emphasized, isConfirmed: confirmed)
    }
    switch style {
    case .largeTitle: return row(36, 40, emphasized: 700)
    case .title: return row(34, 38)
    case .title2: return row(28, 30)
    case .title3: return row(19, 20)
    case .headline: return row(16, 17, weight: 600)
    case .body: return row(16, 17)
    case .callout: return row(16, 17, confirmed: false)
    case .subheadline: return row(15, 16, confirmed: false)
    case .caption: return row(15, 16)
    case .caption2: return row(14, 15)
    case .footnote: return row(13, 14)
    // watchOS has no extra large titles; the iOS values stand in.
    case .extraLargeTitle, .extraLargeTitle2: return TextStyleMetrics.metrics(for: style)
    }
  }
}
