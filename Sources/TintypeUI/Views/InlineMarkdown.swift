/// The inline Markdown SwiftUI reads in a `Text` literal: `**bold**`, `*italic*` or `_italic_`,
/// `***both***`, `~~strikethrough~~` and `` `code` `` (monospaced).
///
/// Only the literal's own text is read; interpolated values are inserted as they are, so user data
/// is never taken for Markdown (SwiftUI parses the key's format string and fills in the values).
/// The rules are CommonMark's, simplified: a delimiter run opens when the character after it is no
/// space and closes when the one before it is no space; `_` does not open or close inside a word;
/// an opener pairs with the nearest later closer of the same character and length; runs that pair
/// with nothing stay as written. Not read: links (their text would be tinted and tappable), block
/// syntax, escapes. Without a pair or a code span the literal is left alone.
enum InlineMarkdown {
  /// A part of a literal as the key's interpolation built it.
  enum Piece: Hashable, Sendable {
    /// Text written in the literal, read for Markdown.
    case source(String)
    /// An interpolated value, inserted as it is.
    case value(String)
    /// An interpolated view (a `Text`, a styled date).
    case view(Text)
  }

  /// The styles a stretch of text is drawn in.
  struct Style: OptionSet, Hashable {
    let rawValue: Int
    static let bold = Style(rawValue: 1)
    static let italic = Style(rawValue: 2)
    static let strikethrough = Style(rawValue: 4)
    static let code = Style(rawValue: 8)
  }

  /// One character of source text, or one interpolation.
  private enum Cell {
    case character(Character)
    case value(String)
    case view(Text)

    var character: Character? {
      if case .character(let character) = self { return character }
      return nil
    }
  }

  /// The literal as styled text, or nil when it holds no Markdown (the caller keeps it as written).
  static func text(_ pieces: [Piece]) -> Text? {
    guard
      pieces.contains(where: { if case .source(let s) = $0 { s.contains(where: isDelimiter) } else { false } }
      )
    else { return nil }
    var cells: [Cell] = []
    for piece in pieces {
      switch piece {
      case .source(let string): cells += string.map { .character($0) }
      case .value(let string): cells.append(.value(string))
      case .view(let text): cells.append(.view(text))
      }
    }
    var styles = [Style](repeating: [], count: cells.count)
    var removed = [Bool](repeating: false, count: cells.count)
    let spans = codeSpans(cells)
    for span in spans {
      removed[span.lowerBound] = true
      removed[span.upperBound] = true
      for index in span.lowerBound + 1..<span.upperBound { styles[index].insert(.code) }
    }
    let matched = emphasis(cells, outside: spans, styles: &styles, removed: &removed)
    guard matched || !spans.isEmpty else { return nil }
    return assemble(cells, styles: styles, removed: removed)
  }

  private static func isDelimiter(_ character: Character) -> Bool {
    character == "*" || character == "_" || character == "~" || character == "`"
  }

  /// Backtick pairs in source text, each as the range from its opening to its closing backtick.
  private static func codeSpans(_ cells: [Cell]) -> [ClosedRange<Int>] {
    var spans: [ClosedRange<Int>] = []
    var open: Int?
    for (index, cell) in cells.enumerated() where cell.character == "`" {
      if let start = open {
        if index > start + 1 { spans.append(start...index) }
        open = nil
      } else {
        open = index
      }
    }
    return spans
  }

  /// A run of one delimiter character in source text.
  private struct Run {
    var start: Int
    var length: Int
    var character: Character
    var canOpen: Bool
    var canClose: Bool
  }

  /// Pairs the emphasis delimiter runs outside code spans, styling what lies between; whether any
  /// pair was found.
  private static func emphasis(
    _ cells: [Cell], outside spans: [ClosedRange<Int>], styles: inout [Style], removed: inout [Bool]
  ) -> Bool {
    func inCode(_ index: Int) -> Bool { spans.contains { $0.contains(index) } }
    func isSpace(_ index: Int) -> Bool {
      guard index >= 0, index < cells.count else { return true }
      return cells[index].character.map { $0.isWhitespace } ?? false
    }
    func isWordCharacter(_ index: Int) -> Bool {
      guard index >= 0, index < cells.count else { return false }
      return cells[index].character.map { $0.isLetter || $0.isNumber } ?? true
    }
    var runs: [Run] = []
    var index = 0
    while index < cells.count {
      guard let character = cells[index].character, isDelimiter(character), character != "`", !inCode(index)
      else {
        index += 1
        continue
      }
      var end = index
      while end + 1 < cells.count, cells[end + 1].character == character, !inCode(end + 1) { end += 1 }
      let length = end - index + 1
      var canOpen = !isSpace(end + 1)
      var canClose = !isSpace(index - 1)
      if character == "_" {
        canOpen = canOpen && !isWordCharacter(index - 1)
        canClose = canClose && !isWordCharacter(end + 1)
      }
      let usable = character == "~" ? length == 2 : length <= 3
      if usable {
        runs.append(
          Run(start: index, length: length, character: character, canOpen: canOpen, canClose: canClose))
      }
      index = end + 1
    }
    var openers: [Run] = []
    var matched = false
    for run in runs {
      if run.canClose,
        let position = openers.lastIndex(where: { $0.character == run.character && $0.length == run.length })
      {
        let opener = openers[position]
        openers.removeSubrange(position...)
        let style: Style =
          switch (run.character, run.length) {
          case ("~", _): .strikethrough
          case (_, 1): .italic
          case (_, 2): .bold
          default: [.bold, .italic]
          }
        for delimiter in [opener, run] {
          for offset in 0..<delimiter.length { removed[delimiter.start + offset] = true }
        }
        for inner in opener.start + opener.length..<run.start { styles[inner].formUnion(style) }
        matched = true
      } else if run.canOpen {
        openers.append(run)
      }
    }
    return matched
  }

  /// The cells as one text per stretch of one style, each with its style's modifiers.
  private static func assemble(_ cells: [Cell], styles: [Style], removed: [Bool]) -> Text {
    var parts: [Text] = []
    var pending = ""
    var pendingStyle: Style = []
    func flush() {
      if !pending.isEmpty { parts.append(styled(Text(verbatim: pending), pendingStyle)) }
      pending = ""
    }
    for (index, cell) in cells.enumerated() where !removed[index] {
      let string: String
      switch cell {
      case .character(let character): string = String(character)
      case .value(let value): string = value
      case .view(let text):
        flush()
        parts.append(styled(text, styles[index]))
        continue
      }
      if styles[index] != pendingStyle { flush() }
      pendingStyle = styles[index]
      pending += string
    }
    flush()
    if parts.count == 1 { return parts[0] }
    return Text(content: .concatenation(parts.map(\.node)))
  }

  private static func styled(_ text: Text, _ style: Style) -> Text {
    var text = text
    if style.contains(.bold) { text = text.bold() }
    if style.contains(.italic) { text = text.italic() }
    if style.contains(.strikethrough) { text = text.strikethrough() }
    if style.contains(.code) { text = text.monospaced() }
    return text
  }
}
