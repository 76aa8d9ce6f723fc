import Testing

@testable import TintypeText

/// One text system for the whole test run, as a renderer would keep one.
let text = Result { try TextSystem() }

/// A 17 pt run in the default design.
func run(_ string: String, size: Double = 17, weight: Int = 400, design: FontSpec.Design = .default)
  -> TextRun
{
  TextRun(text: string, font: FontSpec(design: design, weight: weight, size: size))
}

/// The layout of `string` alone.
func layout(
  _ string: String, width: Double? = nil, style: ParagraphStyle = ParagraphStyle(), size: Double = 17
) throws -> TextLayout {
  try text.get().layout([run(string, size: size)], style: style, width: width)
}

/// The single-line width of `string`.
func width(of string: String, size: Double = 17) throws -> Double {
  try layout(string, size: size).size.width
}

/// Whether the system fallback fonts `make setup` installs are present.
let fallbackFontsInstalled =
  FileSystem.isReadable(SystemFallbackFonts.standard.cjkRegularPath)
  && FileSystem.isReadable(SystemFallbackFonts.standard.emojiPath)

/// The ellipsis glyph of the regular Inter face.
func ellipsisGlyph() throws -> GlyphID {
  let face = try #require(text.get().face(BundledFaces.face(design: .default, weight: 400, italic: false)))
  return try #require(face.glyphIndex(for: "\u{2026}"))
}
