import TintypeText

/// Text ready to measure and draw: styled runs in concrete fonts plus how the paragraph breaks
/// into lines. The resolver builds it from `Text` (dates formatted, fonts and colours chosen).
public struct ResolvedText: Hashable, Sendable {
  /// The runs, in reading order (SwiftUI's `Text + Text`).
  public var runs: [TextRun]
  /// Line limit, truncation, alignment and the rest of the paragraph's settings.
  public var style: ParagraphStyle

  /// Text made of `runs` laid out with `style`.
  public init(runs: [TextRun], style: ParagraphStyle = ParagraphStyle()) {
    self.runs = runs
    self.style = style
  }

  /// All the characters, run after run.
  public var string: String { runs.map(\.text).joined() }
}
