/// The system fonts Tintype falls back to for scripts the bundled faces lack, at the fixed paths
/// where Debian's packages install them (`make setup` installs both packages).
///
/// This is the one place that names them. They are not bundled because they are large (the CJK
/// collections alone are over 30 MB); if they are absent, characters only they cover are reported in
/// `TextLayout.missingCharacters` and drawn as the primary face's .notdef box.
public enum SystemFallbackFonts {
  /// Noto Sans CJK, regular weight (`fonts-noto-cjk`): a collection with one face per region.
  public static let cjkRegularPath = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
  /// Noto Sans CJK, bold weight (`fonts-noto-cjk`), for weights 600 and above.
  public static let cjkBoldPath = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
  /// Noto Color Emoji (`fonts-noto-color-emoji`): CBDT colour bitmaps in one 109 px strike.
  public static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

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
