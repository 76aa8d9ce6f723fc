import CHarfBuzz

/// Shapes one item of text with HarfBuzz: characters in, positioned glyphs out, in font units.
enum HarfBuzzShaper {
  /// A glyph as HarfBuzz positions it, in font units (the fonts are scaled to one unit per design unit).
  struct Glyph {
    var id: GlyphID
    /// Index of the first scalar of the glyph's cluster in the text given to `shape`.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
  }

  /// Shapes `range` of `scalars` in `font`. The text outside the range is passed as context, so
  /// that Arabic letters join across a change of run.
  static func shape(
    _ scalars: [UInt32], range: Range<Int>, font: OpaquePointer, rightToLeft: Bool, script: UInt32,
    features: [String]
  ) -> [Glyph] {
    guard let buffer = hb_buffer_create() else { return [] }
    defer { hb_buffer_destroy(buffer) }
    scalars.withUnsafeBufferPointer { text in
      hb_buffer_add_utf32(
        buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
    }
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
    // A fixed language rather than HarfBuzz's default, which comes from the process locale and
    // would make the result depend on the machine. The CJK faces are already regional, so no
    // `locl` substitution is needed to get regional glyph shapes.
    hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
    var parsed: [hb_feature_t] = features.compactMap { text in
      var feature = hb_feature_t()
      return hb_feature_from_string(text, -1, &feature) != 0 ? feature : nil
    }
    hb_shape(font, buffer, &parsed, UInt32(parsed.count))
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    return (0..<Int(count)).map { index in
      Glyph(
        id: infos[index].codepoint, cluster: Int(infos[index].cluster), xAdvance: positions[index].x_advance,
        xOffset: positions[index].x_offset, yOffset: positions[index].y_offset)
    }
  }

  /// The OpenType features a run asks for. Kerning and standard ligatures are on by default in
  /// HarfBuzz; tracking turns ligatures off (spaced-out letters should not join), while kerning,
  /// SwiftUI's other spacing, keeps them.
  ///
  /// A feature the face lacks changes nothing: small capitals are not synthesised, and of the
  /// bundled faces only Noto Serif has `smcp`; Quicksand has no `tnum` (see Fonts/README.md).
  static func features(for run: TextRun) -> [String] {
    var features: [String] = []
    if run.font.monospacedDigit { features.append("tnum") }
    if run.font.smallCaps { features.append("smcp") }
    if run.tracking != 0 { features += ["liga=0", "clig=0", "dlig=0"] }
    return features
  }

  /// HarfBuzz's script for `scalar` as a tag value; Common, Inherited and Unknown come back as nil
  /// so that the caller can take the script of the surrounding text.
  static func script(of scalar: Unicode.Scalar) -> UInt32? {
    let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    switch script {
    case HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN: return nil
    default: return script.rawValue
    }
  }

  /// The Common script's tag, for text that has no other.
  static let commonScript = HB_SCRIPT_COMMON.rawValue
}
