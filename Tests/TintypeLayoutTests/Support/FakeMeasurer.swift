import TintypeCore
import TintypeLayout
import TintypeScene
import TintypeText

/// A text measurer with round numbers, so that expected frames can be worked out by hand.
///
/// Metrics scale with the first run's font size `s`: every character (spaces included) is `s/2`
/// wide, a line is `s` tall and its baseline `0.8 s` from its top. At the default 20 pt: 10 pt
/// characters, 20 pt lines, baseline 16.
///
/// With a width, words (split at spaces) fill lines greedily; a word longer than a line is cut
/// into line-long pieces (at least one character). Without a width, the text is one line. When a
/// line limit cuts lines off, the last kept line is taken to fill the width with its ellipsis.
/// The layout it keeps on the node has one glyphless line per wrapped line, as wide as its characters.
struct FakeMeasurer: TextMeasurer {
  func measure(_ text: ResolvedText, width: Double?) -> MeasuredText {
    let size = text.runs.first?.font.size ?? 20
    let characterWidth = size / 2
    let string = text.string
    var lines: [String]
    var maximumCharacters = Int.max
    if let width {
      maximumCharacters = max(Int((width / characterWidth + 1e-9).rounded(.down)), 1)
      lines = Self.wrap(string, characters: maximumCharacters)
    } else {
      lines = [string]
    }
    var truncated = false
    if let limit = text.style.lineLimit, lines.count > limit {
      lines = Array(lines.prefix(max(limit, 1)))
      truncated = true
    }
    var counts = lines.map(\.count)
    if truncated, maximumCharacters != Int.max { counts[counts.count - 1] = maximumCharacters }
    let lineCount = Double(lines.count)
    let width = Double(counts.max() ?? 0) * characterWidth
    let measured = TextLayout(
      size: Size(width: width, height: lineCount * size),
      lines: counts.enumerated().map { index, count in
        TextLine(
          baseline: Double(index) * size + 0.8 * size, x: 0, width: Double(count) * characterWidth,
          ascent: 0.8 * size, descent: 0.2 * size, glyphRuns: [], decorations: [])
      }, firstBaseline: 0.8 * size, lastBaseline: (lineCount - 1) * size + 0.8 * size, scaleFactorApplied: 1,
      isTruncated: truncated, missingCharacters: [], faces: [])
    return MeasuredText(
      width: width, height: lineCount * size, firstBaseline: 0.8 * size,
      lastBaseline: (lineCount - 1) * size + 0.8 * size, isTruncated: truncated, layout: measured)
  }

  private static func wrap(_ string: String, characters: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in string.split(separator: " ").map(String.init) {
      if word.count > characters {
        if !current.isEmpty { lines.append(current) }
        var rest = Substring(word)
        while rest.count > characters {
          lines.append(String(rest.prefix(characters)))
          rest = rest.dropFirst(characters)
        }
        current = String(rest)
      } else if current.isEmpty {
        current = word
      } else if current.count + 1 + word.count <= characters {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
