import Foundation

/// A preview found in a Swift file: a `#Preview` invocation (its argument text, trailing closures
/// and all) or a type conforming to `PreviewProvider`, with the `#if` blocks around it.
public struct ScannedPreview: Hashable, Sendable {
  /// What was found.
  public enum Kind: Hashable, Sendable {
    /// `#Preview…`: the text after `#Preview` (`("Small", as: .systemSmall) { W() } timeline: { … }`).
    case macro(arguments: String)
    /// `struct NAME: PreviewProvider`.
    case provider(type: String)
    /// `struct NAME: WidgetBundle`: every widget of it, in each family.
    case bundle(type: String)
    /// `struct NAME: Widget`: the widget in each family it supports (a widget no preview shows is
    /// still reviewed; one a bundle also lists is shown once).
    case widget(type: String)
  }

  /// What was found.
  public var kind: Kind
  /// The file's name relative to the scanned folder.
  public var file: String
  /// The line it starts on, from 1.
  public var line: Int
  /// The column it starts on, in UTF-8 bytes from 1 (the compiler's count): with the file's name and
  /// the line, a `#Preview`'s symbol (`PreviewSymbol`).
  public var column: Int = 1
  /// The conditional-compilation lines it sits inside, outermost first, each as written (`#if DEBUG`,
  /// `#else`): the registry repeats them so that it compiles exactly when the preview does.
  public var conditions: [[String]]
}

/// Finds previews in Swift source without compiling it: a scanner that knows comments, string
/// literals (plain, multi-line, raw) and brackets, so a `#Preview` in a comment or a string is not one
/// and a closure's braces are matched whole.
public enum PreviewScanner {
  /// The previews in `source`, in order.
  public static func scan(_ source: String, file: String) -> [ScannedPreview] {
    let text = Array(source.unicodeScalars)
    var found: [ScannedPreview] = []
    var index = 0
    var line = 1
    // Each open `#if` block: the directive lines seen so far in it (`#if X`, then `#elseif Y`/`#else`).
    var blocks: [[String]] = []
    var atLineStart = true
    while index < text.count {
      let scalar = text[index]
      if scalar == "\n" {
        line += 1
        index += 1
        atLineStart = true
        continue
      }
      if scalar == " " || scalar == "\t" {
        index += 1
        continue
      }
      if let end = skipCommentOrString(text, index, &line) {
        index = end
        atLineStart = false
        continue
      }
      if scalar == "#" {
        let word = identifier(text, index + 1)
        if atLineStart, ["if", "elseif", "else", "endif"].contains(word) {
          let directive = restOfLine(text, index)
          switch word {
          case "if": blocks.append([directive])
          case "endif": if !blocks.isEmpty { blocks.removeLast() }
          default: if !blocks.isEmpty { blocks[blocks.count - 1].append(directive) }
          }
          index += directive.unicodeScalars.count
          continue
        }
        if word == "Preview" {
          let startLine = line
          var lineStart = index
          while lineStart > 0, text[lineStart - 1] != "\n" { lineStart -= 1 }
          let column = text[lineStart..<index].reduce(1) { $0 + UTF8.width($1) }
          var cursor = index + 1 + word.unicodeScalars.count
          cursor = skipInvocation(text, cursor, &line)
          let arguments = String(String.UnicodeScalarView(text[(index + 1 + 7)..<cursor]))
          found.append(
            ScannedPreview(
              kind: .macro(arguments: arguments.trimmingCharacters(in: .whitespacesAndNewlines)), file: file,
              line: startLine, column: column, conditions: blocks))
          index = cursor
          atLineStart = false
          continue
        }
      }
      if scalar.properties.isAlphabetic || scalar == "_" {
        let word = identifier(text, index)
        if word == "struct" || word == "extension" || word == "class" || word == "enum" {
          var cursor = index + word.unicodeScalars.count
          while cursor < text.count, text[cursor] == " " { cursor += 1 }
          let name = identifier(text, cursor)
          cursor += name.unicodeScalars.count
          // The inheritance clause, up to the body's brace.
          var clause = ""
          var probe = cursor
          while probe < text.count, text[probe] != "{", clause.unicodeScalars.count < 400 {
            clause.unicodeScalars.append(text[probe])
            probe += 1
          }
          let inherited = clause.split(whereSeparator: {
            ",:<> \n\t".unicodeScalars.contains($0.unicodeScalars.first!)
          })
          if !name.isEmpty, inherited.contains(where: { $0 == "PreviewProvider" }) {
            found.append(
              ScannedPreview(kind: .provider(type: name), file: file, line: line, conditions: blocks))
          }
          if !name.isEmpty, word == "struct", inherited.contains(where: { $0 == "WidgetBundle" }) {
            found.append(
              ScannedPreview(kind: .bundle(type: name), file: file, line: line, conditions: blocks))
          }
          if !name.isEmpty, word == "struct", inherited.contains(where: { $0 == "Widget" }) {
            found.append(
              ScannedPreview(kind: .widget(type: name), file: file, line: line, conditions: blocks))
          }
          index = cursor
          atLineStart = false
          continue
        }
        index += max(1, word.unicodeScalars.count)
        atLineStart = false
        continue
      }
      index += 1
      atLineStart = false
    }
    return found
  }

  /// The identifier starting at `index` (empty if none).
  static func identifier(_ text: [Unicode.Scalar], _ index: Int) -> String {
    var end = index
    while end < text.count,
      text[end].properties.isAlphabetic || text[end].properties.numericType != nil || text[end] == "_"
    {
      end += 1
    }
    return String(String.UnicodeScalarView(text[index..<end]))
  }

  static func restOfLine(_ text: [Unicode.Scalar], _ index: Int) -> String {
    var end = index
    while end < text.count, text[end] != "\n" { end += 1 }
    return String(String.UnicodeScalarView(text[index..<end]))
  }

  /// Past a comment or string literal starting at `index`, or `nil` if none starts there.
  static func skipCommentOrString(_ text: [Unicode.Scalar], _ index: Int, _ line: inout Int) -> Int? {
    let scalar = text[index]
    let next = index + 1 < text.count ? text[index + 1] : " "
    if scalar == "/", next == "/" {
      var end = index
      while end < text.count, text[end] != "\n" { end += 1 }
      return end
    }
    if scalar == "/", next == "*" {
      var depth = 0
      var end = index
      while end < text.count {
        if text[end] == "/", end + 1 < text.count, text[end + 1] == "*" {
          depth += 1
          end += 2
        } else if text[end] == "*", end + 1 < text.count, text[end + 1] == "/" {
          depth -= 1
          end += 2
          if depth == 0 { return end }
        } else {
          if text[end] == "\n" { line += 1 }
          end += 1
        }
      }
      return end
    }
    // Raw strings: #"…"#, ##"…"##; multi-line: """…""".
    var hashes = 0
    var start = index
    while start < text.count, text[start] == "#" {
      hashes += 1
      start += 1
    }
    guard start < text.count, text[start] == "\"" else { return nil }
    let multiline = start + 2 < text.count && text[start + 1] == "\"" && text[start + 2] == "\""
    var end = start + (multiline ? 3 : 1)
    let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
    let closingScalars = Array(closing.unicodeScalars)
    while end < text.count {
      if text[end] == "\\", hashes == 0 {
        end += 2
        continue
      }
      if text[end] == "\n" {
        line += 1
        if !multiline { return end }
      }
      if text[end] == "\"", end + closingScalars.count <= text.count,
        Array(text[end..<(end + closingScalars.count)]) == closingScalars
      {
        return end + closingScalars.count
      }
      end += 1
    }
    return end
  }

  /// Past a macro's arguments and trailing closures: `( … )`, then `{ … }` and `label: { … }` pairs.
  static func skipInvocation(_ text: [Unicode.Scalar], _ start: Int, _ line: inout Int) -> Int {
    var cursor = start
    func skipSpace() -> Int {
      var probe = cursor
      var lines = 0
      while probe < text.count, text[probe] == " " || text[probe] == "\t" || text[probe] == "\n" {
        if text[probe] == "\n" { lines += 1 }
        probe += 1
      }
      return probe
    }
    if cursor < text.count, text[cursor] == "(" { cursor = matching(text, cursor, &line) }
    while true {
      let probe = skipSpace()
      if probe < text.count, text[probe] == "{" {
        line += text[cursor..<probe].filter { $0 == "\n" }.count
        cursor = matching(text, probe, &line)
        continue
      }
      // `label: {` continues the trailing closures.
      let label = identifier(text, probe)
      if !label.isEmpty {
        var after = probe + label.unicodeScalars.count
        while after < text.count, text[after] == " " { after += 1 }
        if after < text.count, text[after] == ":" {
          after += 1
          while after < text.count, text[after] == " " || text[after] == "\n" { after += 1 }
          if after < text.count, text[after] == "{" {
            line += text[cursor..<after].filter { $0 == "\n" }.count
            cursor = matching(text, after, &line)
            continue
          }
        }
      }
      return cursor
    }
  }

  /// Past the bracket matching the one at `open` (`(`, `{` or `[`), skipping comments and strings.
  static func matching(_ text: [Unicode.Scalar], _ open: Int, _ line: inout Int) -> Int {
    var depth = 0
    var index = open
    while index < text.count {
      if let end = skipCommentOrString(text, index, &line) {
        index = end
        continue
      }
      switch text[index] {
      case "(", "{", "[": depth += 1
      case ")", "}", "]":
        depth -= 1
        if depth == 0 { return index + 1 }
      case "\n": line += 1
      default: break
      }
      index += 1
    }
    return index
  }
}
