/// A stretch of text in one font and one set of attributes. A paragraph is a list of runs (SwiftUI's
/// `Text + Text`).
public struct TextRun: Hashable, Sendable {
  /// The characters.
  public var text: String
  /// The font.
  public var font: FontSpec
  /// Extra space after every character, in points (SwiftUI's `tracking`).
  public var tracking: Double
  /// Extra space between characters that keeps ligatures, in points (SwiftUI's `kerning`).
  public var kerning: Double
  /// Moves the run up (positive) or down from the baseline, in points.
  public var baselineOffset: Double
  /// Whether the run is underlined.
  public var underline: Bool
  /// Whether the run is struck through.
  public var strikethrough: Bool
  /// An identifier the caller chooses (e.g. the index of the run's colour); carried unchanged to
  /// the glyph runs and decorations of the laid-out text so that the painter can colour them.
  public var attribute: Int

  /// A run.
  public init(
    text: String, font: FontSpec, tracking: Double = 0, kerning: Double = 0, baselineOffset: Double = 0,
    underline: Bool = false, strikethrough: Bool = false, attribute: Int = 0
  ) {
    self.text = text
    self.font = font
    self.tracking = tracking
    self.kerning = kerning
    self.baselineOffset = baselineOffset
    self.underline = underline
    self.strikethrough = strikethrough
    self.attribute = attribute
  }
}

/// How a paragraph is broken into lines and fitted.
public struct ParagraphStyle: Hashable, Sendable {
  /// Where text is cut when it does not fit.
  public enum Truncation: String, Hashable, Sendable {
    case head, middle, tail
  }

  /// How lines line up across the paragraph's width.
  public enum Alignment: String, Hashable, Sendable {
    case leading, center, trailing
  }

  /// The most lines; `nil` for no limit.
  public var lineLimit: Int?
  /// The fewest lines the paragraph reserves space for (SwiftUI's `lineLimit(_:reservesSpace:)`
  /// and the lower bound of `lineLimit(2...)`).
  public var minimumLines: Int
  /// Where the ellipsis goes when text is cut.
  public var truncation: Truncation
  /// Line alignment (SwiftUI's `multilineTextAlignment`).
  public var alignment: Alignment
  /// Extra space between lines, in points.
  public var lineSpacing: Double
  /// How far the text may shrink to fit, 0 < factor ≤ 1 (1: never).
  public var minimumScaleFactor: Double
  /// Right-to-left base direction.
  public var isRightToLeft: Bool
  /// Whether a line that would be cut may instead draw its characters closer together to fit
  /// (SwiftUI's `allowsTightening(_:)`; how far, see `ParagraphLayout.tighteningFactor`).
  public var allowsTightening: Bool

  /// A paragraph style; the defaults are SwiftUI's.
  public init(
    lineLimit: Int? = nil, minimumLines: Int = 0, truncation: Truncation = .tail,
    alignment: Alignment = .leading,
    lineSpacing: Double = 0, minimumScaleFactor: Double = 1, isRightToLeft: Bool = false,
    allowsTightening: Bool = false
  ) {
    self.allowsTightening = allowsTightening
    self.lineLimit = lineLimit
    self.minimumLines = minimumLines
    self.truncation = truncation
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.minimumScaleFactor = minimumScaleFactor
    self.isRightToLeft = isRightToLeft
  }
}
