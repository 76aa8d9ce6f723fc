/// A view that shows text (SwiftUI's `Text`). Its modifiers return `Text`, so texts can be joined
/// with `+` and keep their own fonts and colours.
public struct Text: Hashable, Sendable, View, PrimitiveView {
  /// How a date is shown (`Text.DateStyle`).
  public typealias DateStyle = TextDateStyle
  /// Where text that does not fit is cut (`Text.TruncationMode`).
  public typealias TruncationMode = TintypeArchive.TruncationMode
  /// Upper or lower case (`Text.Case`).
  public typealias Case = TextCase

  /// The archived text with its text modifiers.
  public private(set) var node: ViewNode

  init(content: TextContent) { node = ViewNode(.text(content)) }

  /// Literal text, not localized.
  public init(verbatim content: String) { self.init(content: .verbatim(content)) }

  /// Text from a string. Disfavoured, as in SwiftUI, so that a literal with interpolations
  /// (`Text("Updated \(Text(date, style: .time))")`) is a `LocalizedStringKey`, whose
  /// interpolations SwiftUI formats (dates, `Text`, `specifier:`, format styles), not a `String`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.init(content: .verbatim(String(content))) }

  /// Text from a `LocalizedStringResource` (an App Intent's title, a string catalog entry), looked
  /// up as `String(localized:)` looks it up. Disfavoured, so that a literal stays a
  /// `LocalizedStringKey` with its interpolations.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { self.init(verbatim: String(localized: resource)) }

  /// Text from a localized string key (a literal).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    if let localized = TextLocalization.localized(key, table: tableName) {
      self =
        key.hasViewSegments
        ? InterpolatedViews.text(localized, views: key.views) : Text(content: .verbatim(localized))
      return
    }
    if let styled = InlineMarkdown.text(key.markdownPieces) {
      self = styled
      return
    }
    let parts = key.segments.map { segment -> Text in
      switch segment {
      case .literal(let string): return Text(content: .verbatim(string))
      case .date(let date, let style): return Text(content: .date(date, style: style))
      case .text(let text): return text
      }
    }
    if parts.count == 1 {
      self = parts[0]
    } else if parts.isEmpty {
      self.init(content: .verbatim(""))
    } else {
      self.init(content: .concatenation(parts.map(\.node)))
    }
  }

  /// A date in a style relative to the render date (`.time`, `.date`, `.relative`, `.offset`, `.timer`).
  public init(_ date: Date, style: DateStyle) { self.init(content: .date(date, style: style)) }

  /// A date range.
  public init(_ dates: ClosedRange<Date>) {
    self.init(content: .dateRange(from: dates.lowerBound, to: dates.upperBound))
  }

  /// A date interval.
  public init(_ interval: DateInterval) {
    self.init(content: .dateRange(from: interval.start, to: interval.end))
  }

  /// A live timer over an interval, evaluated at the render date.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    self.init(
      content: .timer(
        TimerValue(
          start: timerInterval.lowerBound, end: timerInterval.upperBound, pauseTime: pauseTime,
          countsDown: countsDown,
          showsHours: showsHours)))
  }

  /// A value formatted with a format style; formatting happens when the view is archived, in the
  /// environment's locale, time zone and calendar as SwiftUI does, not the machine's.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(content: .verbatim(EnvironmentFormatting.string(input, format: format)))
  }

  /// A value formatted with a `Formatter`.
  public init<Subject>(_ subject: Subject, formatter: Formatter) {
    self.init(content: .verbatim(formatter.string(for: subject) ?? ""))
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [node] }

  private func adding(_ modifier: ViewModifierValue) -> Text {
    var copy = self
    copy.node.modifiers.append(modifier)
    return copy
  }

  /// Joins two texts; each keeps its own modifiers.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var parts: [ViewNode] = []
    for text in [lhs, rhs] {
      if case .text(.concatenation(let inner)) = text.node.content, text.node.modifiers.isEmpty {
        parts += inner
      } else {
        parts.append(text.node)
      }
    }
    return Text(content: .concatenation(parts))
  }

  /// The font of this text; `nil` uses the environment's.
  public func font(_ font: Font?) -> Text { adding(.font(font?.value)) }
  /// The font weight of this text.
  public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.fontWeight(weight)) }
  /// The font design of this text.
  public func fontDesign(_ design: Font.Design?) -> Text { adding(.fontDesign(design)) }
  /// The font width of this text.
  public func fontWidth(_ width: Font.Width?) -> Text { adding(.fontWidth(width)) }
  /// Bold text.
  public func bold() -> Text { adding(.bold(true)) }
  /// Bold text when `isActive`.
  public func bold(_ isActive: Bool) -> Text { adding(.bold(isActive)) }
  /// Italic text.
  public func italic() -> Text { adding(.italic(true)) }
  /// Italic text when `isActive`.
  public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
  /// Fixed-width digits.
  public func monospacedDigit() -> Text { adding(.monospacedDigit) }
  /// Fixed-width characters when `isActive`.
  public func monospaced(_ isActive: Bool = true) -> Text { adding(.monospaced(isActive)) }
  /// Space between characters, adjusted with kerning.
  public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }
  /// Space between characters, added as tracking.
  public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }
  /// Moves text up or down from its baseline.
  public func baselineOffset(_ offset: CGFloat) -> Text { adding(.baselineOffset(offset)) }
  /// The colour of this text; `nil` uses the primary style.
  public func foregroundColor(_ color: Color?) -> Text {
    adding(.foregroundStyle([color.map { .color($0.value) } ?? .hierarchical(.primary)]))
  }
  /// The style of this text.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    adding(.foregroundStyle([style.archivedStyle]))
  }
  /// A line through text.
  public func strikethrough(_ isActive: Bool = true, pattern: LinePattern = .solid, color: Color? = nil)
    -> Text
  {
    adding(.strikethrough(TextLineValue(isActive: isActive, pattern: pattern, color: color?.value)))
  }
  /// A line under text.
  public func underline(_ isActive: Bool = true, pattern: LinePattern = .solid, color: Color? = nil) -> Text {
    adding(.underline(TextLineValue(isActive: isActive, pattern: pattern, color: color?.value)))
  }
  /// Upper- or lower-case text; `nil` leaves the case as written.
  public func textCase(_ textCase: Case?) -> Text { adding(.textCase(textCase)) }

  /// The size of text relative to its font (SwiftUI's `Text.Scale`).
  public enum Scale: Hashable, Sendable {
    case `default`, secondary
  }

  /// Text set smaller than its font (`.secondary`), for units and other secondary parts.
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
    adding(.textScale(isEnabled && scale == .secondary ? .secondary : .default))
  }
}

extension Text {
  /// The line styles of underlines and strikethroughs (SwiftUI's `Text.LineStyle`).
  public struct LineStyle: Hashable, Sendable {
    /// A dash pattern.
    public typealias Pattern = LinePattern
    /// The dash pattern.
    public var pattern: Pattern
    /// The line's colour; `nil` uses the text colour.
    public var color: Color?
    /// A line style in `pattern` and `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }
    /// A solid line in the text colour.
    public static let single = LineStyle()
  }
}
