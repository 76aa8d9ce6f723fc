/// Dynamic Type: the size, weight and leading of each SwiftUI text style at the default content size
/// ("Large") on iOS, and SF Pro's tracking by point size.
///
/// Source: Apple's Human Interface Guidelines, Typography (docs/spec/widgetkit-facts.md §3). Leading is
/// the line height, baseline to baseline; use it as `FontSpec.lineHeight`.
public struct TextStyleMetrics: Hashable, Sendable {
  /// The SwiftUI text styles (`Font.TextStyle`).
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    case extraLargeTitle, extraLargeTitle2
  }

  /// Point size.
  public var size: Double
  /// OpenType weight class (400 regular, 600 semibold, 700 bold).
  public var weight: Int
  /// Line height in points, baseline to baseline.
  public var leading: Double
  /// The weight of the emphasized variant (`.bold()` on the style in the HIG's terms).
  public var emphasizedWeight: Int
  /// False where the values are not from a source (the visionOS extra large titles).
  public var isConfirmed: Bool

  /// Metrics for a style.
  public init(size: Double, weight: Int, leading: Double, emphasizedWeight: Int, isConfirmed: Bool = true) {
    self.size = size
    self.weight = weight
    self.leading = leading
    self.emphasizedWeight = emphasizedWeight
    self.isConfirmed = isConfirmed
  }

  /// The metrics of `style` at the default Dynamic Type size.
  public static func metrics(for style: Style) -> TextStyleMetrics {
    switch style {
    case .largeTitle: return TextStyleMetrics(size: 34, weight: 400, leading: 41, emphasizedWeight: 700)
    case .title: return TextStyleMetrics(size: 28, weight: 400, leading: 34, emphasizedWeight: 700)
    case .title2: return TextStyleMetrics(size: 22, weight: 400, leading: 28, emphasizedWeight: 700)
    case .title3: return TextStyleMetrics(size: 20, weight: 400, leading: 25, emphasizedWeight: 600)
    case .headline: return TextStyleMetrics(size: 17, weight: 600, leading: 22, emphasizedWeight: 600)
    case .body: return TextStyleMetrics(size: 17, weight: 400, leading: 22, emphasizedWeight: 600)
    case .callout: return TextStyleMetrics(size: 16, weight: 400, leading: 21, emphasizedWeight: 600)
    case .subheadline: return TextStyleMetrics(size: 15, weight: 400, leading: 20, emphasizedWeight: 600)
    case .footnote: return TextStyleMetrics(size: 13, weight: 400, leading: 18, emphasizedWeight: 600)
    case .caption: return TextStyleMetrics(size: 12, weight: 400, leading: 16, emphasizedWeight: 600)
    case .caption2: return TextStyleMetrics(size: 11, weight: 400, leading: 13, emphasizedWeight: 600)
    // Unconfirmed: these styles exist on iOS 17+ and visionOS, but the spec gives no values.
    // These are the visionOS HIG's extra large titles as remembered (bold 48/56 and 40/48), not
    // checked against a source.
    case .extraLargeTitle:
      return TextStyleMetrics(size: 48, weight: 700, leading: 56, emphasizedWeight: 800, isConfirmed: false)
    case .extraLargeTitle2:
      return TextStyleMetrics(size: 40, weight: 700, leading: 48, emphasizedWeight: 800, isConfirmed: false)
    }
  }

  /// The metrics for a style named as in SwiftUI ("largeTitle", "caption2", …), or nil.
  public static func metrics(named name: String) -> TextStyleMetrics? {
    Style(rawValue: name).map(metrics(for:))
  }

  /// SF Pro's tracking at the sizes the spec gives (points of size → points of tracking).
  ///
  /// The HIG's full table runs from 6 to 96 pt; only these rows are in the spec. SF Pro applies
  /// this tracking itself (through its optical sizes), so it shows how SF text is spaced; Inter,
  /// Tintype's stand-in, has no such table, and whether to add it is the caller's choice.
  public static let systemTrackingTable: [(size: Double, tracking: Double)] = [
    (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (16, -0.31), (17, -0.43), (20, -0.45), (22, -0.26),
    (28, 0.38), (34, 0.40),
  ]

  /// SF Pro's tracking in points at `size`: the table's value at a listed size, a straight-line
  /// interpolation between the two nearest listed sizes (not Apple's value: marked as estimated),
  /// and the nearest end's value outside 11…34 pt (also an estimate).
  public static func systemTracking(forSize size: Double) -> (tracking: Double, isFromTable: Bool) {
    let table = systemTrackingTable
    guard let first = table.first, let last = table.last else { return (0, false) }
    if size <= first.size { return (first.tracking, size == first.size) }
    if size >= last.size { return (last.tracking, size == last.size) }
    for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.size {
      if size == upper.size { return (upper.tracking, true) }
      let t = (size - lower.size) / (upper.size - lower.size)
      return (lower.tracking + t * (upper.tracking - lower.tracking), false)
    }
    return (last.tracking, false)
  }
}
