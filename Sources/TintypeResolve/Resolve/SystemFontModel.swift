import TintypeText

/// How the bundled stand-ins are made to set text the way SF Pro does, since Apple's fonts may not be
/// redistributed. Both corrections apply to the system font (the `.default` and `.rounded` designs)
/// and are measured against SwiftUI renders on an iOS 26 simulator at @3x.
///
/// **Line height.** SwiftUI sets a line of the system font at SF Pro's natural height, its `hhea`
/// ascender + descender (1950 + 494 of 2048 units, no line gap) = 1.1934 em: a single-line `caption`
/// (12 pt) is 14.3 pt tall, `footnote` 15.5, `subheadline` 17.9, `body` 20.3: the HIG's leading (16,
/// 18, 20, 22 pt) is not a single line's height. Inter's own natural height is 1.2102 em, which would
/// drift a 5-row list by about 1.5 pt.
///
/// **Line pitch.** Multi-line text in a text style is set at the style's leading, baseline to
/// baseline: a `footnote` paragraph's lines are 18 pt apart, not 15.5 (measured against SwiftUI's
/// renders of a wrapped `.footnote` paragraph; as TextKit adds a text style font's `leading` to its
/// `lineHeight`). So the first line is the natural height and each further line adds the style's
/// leading less that height (`textStyleLineGap`), plus any `lineSpacing`. A font of an explicit size
/// (`.system(size:)`) has no leading of its own: its lines follow at the natural height. Only the
/// footnote pitch was measured; the other styles take the HIG table's leading the same way
/// (UNCONFIRMED), and none is negative (caption2's 13 pt is under its 13.1 pt line).
///
/// **Width.** Inter is wider than SF Pro, by +0.3 % at 12 pt, +1.7 % at 13, +4 % at 15 and +6 % at
/// 17 (measured on the same strings). Most of that is SF Pro's own tracking table (0 at 12 pt, −0.08
/// at 13, −0.23 at 15, −0.43 at 17; `TextStyleMetrics.systemTrackingTable`), which SF applies through
/// its optical sizes and Inter does not. The model adds that table's tracking plus a residual
/// −0.0025 em per character for the default design; on Inter's average advance (0.511 em) this
/// leaves the measured strings within about 0.5 % of SF Pro from 12 to 17 pt. Above 17 pt the
/// table's values (SF Pro Display) are used without a residual: UNCONFIRMED, no measurement there.
/// The rounded stand-in (Quicksand) is narrower than SF Pro Rounded, not wider: it takes no tracking,
/// and is widened instead where its face is chosen (`BundledFaces.roundedWidthScale`).
enum SystemFontModel {
  /// SF Pro's natural line height in ems: (ascender 1950 + descender 494) / 2048 units per em.
  static let lineHeightRatio = (1950.0 + 494.0) / 2048.0

  /// The tracking added per character beyond SF Pro's table, in ems, for the default design.
  static let residualTracking = -0.0025

  /// The sizes the residual was measured at; outside them it is not applied.
  static let measuredSizes = 12.0...17.0

  /// The line height of the system font at `size` points, or `nil` for designs the model leaves to
  /// their own face's metrics (serif, monospaced).
  static func lineHeight(size: Double, design: FontSpec.Design) -> Double? {
    switch design {
    case .default, .rounded: return size * lineHeightRatio
    default: return nil
    }
  }

  /// The space added between the lines of a paragraph in a text style whose leading is `leading`:
  /// the leading less the natural line height at `size`, never negative; 0 for designs the model
  /// leaves to their own face's metrics.
  static func textStyleLineGap(leading: Double, size: Double, design: FontSpec.Design) -> Double {
    guard let natural = lineHeight(size: size, design: design) else { return 0 }
    return max(0, leading - natural)
  }

  /// The tracking in points that brings the default-design stand-in to SF Pro's widths at `size`.
  static func tracking(size: Double, design: FontSpec.Design) -> Double {
    guard design == .default else { return 0 }
    let table = TextStyleMetrics.systemTracking(forSize: size).tracking
    let residual = measuredSizes.contains(size) ? residualTracking * size : 0
    return table + residual
  }
}
