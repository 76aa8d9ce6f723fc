extension View {
  /// The font of text in this view.
  public func font(_ font: Font?) -> some View { archived(.font(font?.value)) }
  /// The font weight of text in this view.
  public func fontWeight(_ weight: Font.Weight?) -> some View { archived(.fontWeight(weight)) }
  /// The font design of text in this view.
  public func fontDesign(_ design: Font.Design?) -> some View { archived(.fontDesign(design)) }
  /// The font width of text in this view.
  public func fontWidth(_ width: Font.Width?) -> some View { archived(.fontWidth(width)) }
  /// Bold text.
  public func bold(_ isActive: Bool = true) -> some View { archived(.bold(isActive)) }
  /// Italic text.
  public func italic(_ isActive: Bool = true) -> some View { archived(.italic(isActive)) }
  /// Fixed-width digits.
  public func monospacedDigit() -> some View { archived(.monospacedDigit) }
  /// Monospaced text.
  public func monospaced(_ isActive: Bool = true) -> some View { archived(.monospaced(isActive)) }
  /// At most `number` lines (no limit when `nil`).
  public func lineLimit(_ number: Int?) -> some View {
    archived(.lineLimit(number.map { LineLimitValue(max: $0) }))
  }
  /// A line limit that can reserve space for all its lines.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    archived(.lineLimit(LineLimitValue(max: limit, reservesSpace: reservesSpace)))
  }
  /// Between `range.lowerBound` and `range.upperBound` lines.
  public func lineLimit(_ range: ClosedRange<Int>) -> some View {
    archived(.lineLimit(LineLimitValue(min: range.lowerBound, max: range.upperBound)))
  }
  /// At least `range.lowerBound` lines.
  public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
    archived(.lineLimit(LineLimitValue(min: range.lowerBound, max: nil)))
  }
  /// Where text is cut when it does not fit.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { archived(.truncationMode(mode)) }
  /// Whether a line that would be cut may be drawn whole with its characters closer together.
  public func allowsTightening(_ flag: Bool) -> some View { archived(.allowsTightening(flag)) }
  /// How lines of multi-line text line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    archived(.multilineTextAlignment(alignment))
  }
  /// How far text may shrink to fit.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { archived(.minimumScaleFactor(factor)) }
  /// Space between characters, adjusted with kerning.
  public func kerning(_ kerning: CGFloat) -> some View { archived(.kerning(kerning)) }
  /// Space between characters, added as tracking.
  public func tracking(_ tracking: CGFloat) -> some View { archived(.tracking(tracking)) }
  /// Moves text up or down from its baseline.
  public func baselineOffset(_ offset: CGFloat) -> some View { archived(.baselineOffset(offset)) }
  /// Extra space between lines.
  public func lineSpacing(_ spacing: CGFloat) -> some View { archived(.lineSpacing(spacing)) }
  /// Upper- or lower-case text.
  public func textCase(_ textCase: Text.Case?) -> some View { archived(.textCase(textCase)) }

  /// Text inside set smaller than its font (`.secondary`).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    archived(.textScale(isEnabled && scale == .secondary ? .secondary : .default))
  }
  /// A line through text.
  public func strikethrough(_ isActive: Bool = true, pattern: LinePattern = .solid, color: Color? = nil)
    -> some View
  {
    archived(.strikethrough(TextLineValue(isActive: isActive, pattern: pattern, color: color?.value)))
  }
  /// A line under text.
  public func underline(_ isActive: Bool = true, pattern: LinePattern = .solid, color: Color? = nil)
    -> some View
  {
    archived(.underline(TextLineValue(isActive: isActive, pattern: pattern, color: color?.value)))
  }
}
