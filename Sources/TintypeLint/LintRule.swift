/// How much a finding matters: SARIF's levels. Errors make `tintype lint` exit 1.
public enum LintSeverity: String, Sendable, Hashable, Comparable, CaseIterable {
  case error, warning, note

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// One review rule: its id (what a baseline and SARIF name it by), how much it matters, and the reason
/// in one line, from the widget review guide's core instructions or WCAG where it is theirs.
public struct LintRule: Sendable, Hashable {
  /// The rule's id, kebab case (`text-contrast`).
  public var id: String
  /// How much a finding of it matters.
  public var severity: LintSeverity
  /// Why it matters, in one line.
  public var reason: String
  /// What a finding of it says how to fix.
  public var fix: String
}

extension LintRule {
  /// The rules a stress render (a Dynamic Type size other than Large, or a pseudolanguage) is
  /// checked with: whether the widget still fits. The others read the same as the plain render's,
  /// where they are reported once.
  public static let stressRules: Set<LintRule> = [.textTruncated, .contentOverflow, .outsideMargins]

  /// Text against what is drawn behind it, after the rendering mode's colours, below WCAG 2.2's
  /// 4.5:1 (3:1 for large text).
  public static let textContrast = LintRule(
    id: "text-contrast", severity: .error,
    reason: "Text below WCAG 2.2's contrast (4.5:1, 3:1 for large text) is hard to read at a glance",
    fix:
      "darken or lighten the text or what is behind it in this mode; in accented and vibrant modes, check what the system tints"
  )
  /// Text drawn smaller than 11 points.
  public static let textTooSmall = LintRule(
    id: "text-too-small", severity: .warning,
    reason: "Text under 11 points is not glanceable; Apple's smallest text style (caption2) is 11 points",
    fix: "use a text style of at least caption2, or let minimumScaleFactor stop at 11 points")
  /// Text cut short with an ellipsis, or clipped.
  public static let textTruncated = LintRule(
    id: "text-truncated", severity: .warning,
    reason: "Truncated text hides what the widget is for; a widget is read at a glance and cannot scroll",
    fix: "shorten it, allow more lines, use ViewThatFits, or lay this family out differently")
  /// A view larger than the space it is given.
  public static let contentOverflow = LintRule(
    id: "content-overflow", severity: .warning,
    reason: "A view larger than its space is clipped by the widget's edge or overlaps its neighbours",
    fix: "give it less to show in this family, or let it shrink (minimumScaleFactor, fixedSize off)")
  /// Text or an image outside the content margins.
  public static let outsideMargins = LintRule(
    id: "outside-margins", severity: .warning,
    reason: "Content outside the content margins crowds the widget's rounded edge, or is cut by it",
    fix:
      "keep text and images inside the margins: drop negative padding and offsets, or inset by widgetContentMargins when margins are disabled"
  )
  /// A button, toggle or link smaller than 44 × 44 points.
  public static let tapTargetSmall = LintRule(
    id: "tap-target-small", severity: .warning,
    reason: "Tap targets under 44 × 44 points are hard to hit (Apple's Human Interface Guidelines)",
    fix: "pad the Button, Toggle or Link's label to at least 44 × 44 points")
  /// In the accented mode nothing is in the accent group.
  public static let noAccentedContent = LintRule(
    id: "no-accented-content", severity: .warning,
    reason:
      "In accented mode the system tints only the accent group; with nothing in it the widget is one flat colour",
    fix: "mark the widget's key content with .widgetAccentable()")
  /// A full-colour image flattened to a silhouette in the accented mode.
  public static let imageFlattened = LintRule(
    id: "image-flattened", severity: .warning,
    reason: "In accented mode a multicolour image becomes a flat silhouette of its alpha",
    fix:
      "add .widgetAccentedRenderingMode(.desaturated) (iOS 18) or .luminanceToAlpha() for a clean monochrome glyph"
  )
  /// An image drawn larger than its pixels.
  public static let imageUpscaled = LintRule(
    id: "image-upscaled", severity: .note,
    reason: "An image drawn larger than its pixels looks soft on the device",
    fix: "provide it at the device's scale (@2x, @3x) for the size it is drawn at")

  /// Every rule the render lint checks, in the order reports list them.
  public static let renderRules: [LintRule] = [
    .textContrast, .textTooSmall, .textTruncated, .contentOverflow, .outsideMargins, .tapTargetSmall,
    .noAccentedContent, .imageFlattened, .imageUpscaled,
  ]
}
