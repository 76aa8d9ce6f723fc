/// The system fonts Tintype falls back to for scripts the bundled faces lack.
///
/// `standard` is the one place that names them: the fixed paths where Debian's packages install
/// them (`make setup` installs both packages). They are not bundled because they are large (the CJK
/// collections alone are over 30 MB); if they are absent, characters only they cover are reported in
/// `TextLayout.missingCharacters` and drawn as the primary face's .notdef box.
public struct SystemFallbackFonts: Hashable, Sendable {
  /// Noto Sans CJK, regular weight: a collection with one face per region.
  public var cjkRegularPath: String
  /// Noto Sans CJK, bold weight, for weights 600 and above.
  public var cjkBoldPath: String
  /// Noto Color Emoji: CBDT colour bitmaps in one 109 px strike.
  public var emojiPath: String

  /// Fallback fonts at other paths (tests use missing ones to check that nothing breaks).
  public init(cjkRegularPath: String, cjkBoldPath: String, emojiPath: String) {
    self.cjkRegularPath = cjkRegularPath
    self.cjkBoldPath = cjkBoldPath
    self.emojiPath = emojiPath
  }

  /// Where Debian's `fonts-noto-cjk` and `fonts-noto-color-emoji` put them.
  public static let standard = SystemFallbackFonts(
    cjkRegularPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    cjkBoldPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    emojiPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

  /// The regional faces of the CJK collection. Han characters are drawn differently per region;
  /// Hangul comes from the Korean face and kana from the Japanese one.
  public enum Region: String, Sendable, CaseIterable {
    /// Japanese: "Noto Sans CJK JP".
    case japanese = "JP"
    /// Korean: "Noto Sans CJK KR".
    case korean = "KR"
    /// Simplified Chinese: "Noto Sans CJK SC".
    case simplifiedChinese = "SC"

    /// The family name of the region's face inside the collection.
    public var familyName: String { "Noto Sans CJK \(rawValue)" }
  }
}
