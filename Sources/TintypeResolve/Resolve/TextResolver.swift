import Foundation
import TintypeArchive
import TintypeScene
import TintypeText

/// Turns a `Text` into runs in concrete fonts and a paragraph style, with dates shown at the
/// render date and each run's colour recorded by attribute.
struct TextResolver {
  let resolver: ViewResolver

  func resolve(_ content: TextContent, _ node: ViewNode, _ style: InheritedStyle, at path: JSONPath)
    throws(ResolveError)
    -> (ResolvedText, TextPaint)
  {
    var runs: [TextRun] = []
    var paints: [PaintSpec] = []
    var decorations: [Int: PaintSpec] = [:]
    try collect(content, style, at: path, into: &runs, &paints, &decorations)
    let limit = style.lineLimit
    let paragraph = ParagraphStyle(
      lineLimit: limit?.max,
      minimumLines: (limit?.reservesSpace ?? false) ? (limit?.max ?? 0) : (limit?.min ?? 0),
      truncation: ParagraphStyle.Truncation(rawValue: style.truncationMode.rawValue) ?? .tail,
      alignment: ParagraphStyle.Alignment(rawValue: style.multilineTextAlignment.rawValue) ?? .leading,
      lineSpacing: style.lineSpacing + FontResolver.lineGap(style),
      minimumScaleFactor: style.minimumScaleFactor,
      isRightToLeft: style.layoutDirection == .rightToLeft, allowsTightening: style.allowsTightening)
    let paint = TextPaint(
      paints: paints, decorationPaints: decorations, isRedacted: style.redaction.contains(.placeholder))
    return (ResolvedText(runs: runs, style: paragraph), paint)
  }

  private func collect(
    _ content: TextContent, _ style: InheritedStyle, at path: JSONPath, into runs: inout [TextRun],
    _ paints: inout [PaintSpec],
    _ decorations: inout [Int: PaintSpec]
  ) throws(ResolveError) {
    if case .concatenation(let parts) = content {
      for (index, part) in parts.enumerated() {
        var partStyle = style
        for modifier in part.modifiers.reversed() { partStyle.apply(modifier) }
        guard case .text(let inner) = part.content else { continue }
        try collect(
          inner, partStyle, at: path.appending("concatenation").appending(index), into: &runs, &paints,
          &decorations)
      }
      return
    }
    var string = text(of: content, timeZone: style.timeZone)
    switch style.textCase {
    case .uppercase?: string = string.uppercased()
    case .lowercase?: string = string.lowercased()
    case nil: break
    }
    let attribute = paints.count
    paints.append(resolver.paint(nil, style, at: path))
    for line in [style.underline, style.strikethrough].compactMap({ $0 }) {
      if let color = line.color {
        decorations[attribute] = PaintSpec(
          style: .solid(resolver.resolveColor(color, style, at: path)), group: resolver.group(style))
      }
    }
    let font = FontResolver.spec(style)
    if let name = font.customName, let library = resolver.context.textSystem?.library,
      library.face(named: name, weight: font.weight, italic: font.italic) == nil
    {
      resolver.context.warn(
        RenderWarning(
          .missingFont, at: path, view: "Text",
          message: "font \"\(name)\" (Font.custom) is not in the font folders ("
            + library.folders.joined(separator: ", ") + "); the text is set in the system font"))
    }
    let width = FontResolver.width(style)
    if width != .standard, font.customName == nil {
      // The bundled stand-ins, and Apple's faces in a font folder, are read at one width; SF's
      // condensed, compressed and expanded widths are not drawn (a custom font is its own width).
      resolver.context.warn(
        RenderWarning(
          .missingFont, at: path, view: "Text",
          message: "the \(width.rawValue) width of the system font is drawn at the standard width"))
    }
    runs.append(
      TextRun(
        text: string, font: font,
        tracking: style.tracking + systemFontTracking(font),
        kerning: style.kerning,
        baselineOffset: style.baselineOffset, underline: style.underline != nil,
        strikethrough: style.strikethrough != nil,
        attribute: attribute))
  }

  /// The stand-in width model's tracking for the system font; none for a custom font, and only SF
  /// Pro's own table when Apple's fonts set the text (Core Text applies it to them on a device).
  private func systemFontTracking(_ font: FontSpec) -> Double {
    guard font.customName == nil else { return 0 }
    let apple = resolver.context.textSystem?.systemFonts.systemFace(
      design: font.design, weight: font.weight, italic: font.italic, size: font.size)
    if apple != nil {
      return font.design == .default ? TextStyleMetrics.systemTracking(forSize: font.size).tracking : 0
    }
    return SystemFontModel.tracking(size: font.size, design: font.design)
  }

  /// The characters of a text at the render date.
  func text(of content: TextContent, timeZone: String? = nil) -> String {
    let context = resolver.context
    var dateText = context.dateText
    if let timeZone, let zone = TimeZone(identifier: timeZone) { dateText.calendar.timeZone = zone }
    switch content {
    case .verbatim(let string): return context.pseudoLanguage?.transform(string) ?? string
    case .date(let date, let style): return dateText.string(date, style: style, now: context.date)
    case .dateRange(let from, let to): return dateText.range(from: from, to: to)
    case .timer(let timer): return dateText.timer(timer, now: context.date)
    case .concatenation(let parts):
      return parts.map { part in
        if case .text(let inner) = part.content { text(of: inner, timeZone: timeZone) } else { "" }
      }
      .joined()
    }
  }
}
