import TintypeCore

/// The faces tried, in order, for a character the run's own face may lack: Core Text calls this the
/// cascade list.
///
/// A character is drawn by the first face in the list that has a glyph for it, so text the
/// primary face covers never changes face. The order:
/// 1. emoji (a character with emoji presentation, or one asking for it with U+FE0F): the emoji face first;
/// 2. the run's own face (its design, weight and slant);
/// 3. Inter at the same weight and slant, for characters a narrower design lacks;
/// 4. the bundled Hebrew or Arabic face for those scripts, or the emoji face for a symbol that
///    has an emoji form (❤ without U+FE0F);
/// 5. the Noto Sans CJK faces, the paragraph's preferred region first (see `Region.preferred`);
/// 6. the emoji face, for symbols only it has.
/// Faces that are not installed are skipped; a character no face covers is reported as missing.
final class CascadeList: @unchecked Sendable {
  private let faces: FaceCache
  private let fallbacks: SystemFallbackFonts
  private let library: FontLibrary
  private let systemFonts: FontLibrary
  private let lock = Lock()
  /// Family names inside each system collection, found once; nil when the file is absent.
  private var collections: [String: [String]?] = [:]

  init(
    faces: FaceCache, fallbacks: SystemFallbackFonts, library: FontLibrary = .empty,
    systemFonts: FontLibrary = .empty
  ) {
    self.faces = faces
    self.fallbacks = fallbacks
    self.library = library
    self.systemFonts = systemFonts
  }

  /// The face a custom font name finds in the library, or for the system font Apple's own face
  /// when the library has it.
  func customFace(for font: FontSpec) -> FaceID? {
    if let name = font.customName {
      return library.face(named: name, weight: font.weight, italic: font.italic)
    }
    return systemFonts.systemFace(
      design: font.design, weight: font.weight, italic: font.italic, size: font.size)
  }

  /// The faces to try for a character of `script` in a run set in `font`, in order.
  func faces(
    for font: FontSpec, script: CharacterScript, preferredRegion: SystemFallbackFonts.Region
  ) -> [FaceID] {
    let primary =
      customFace(for: font)
      ?? BundledFaces.face(design: font.design, weight: font.weight, italic: font.italic)
    let inter = BundledFaces.face(design: .default, weight: font.weight, italic: font.italic)
    var list: [FaceID] = []
    let emoji = FaceID(path: fallbacks.emojiPath)
    if script == .emoji { list.append(emoji) }
    list += [primary, inter]
    switch script {
    case .hebrew:
      list.append(
        FaceID(path: BundledFaces.nearest(in: BundledFaces.hebrew, weight: font.weight, italic: false)))
    case .arabic:
      list.append(
        FaceID(path: BundledFaces.nearest(in: BundledFaces.arabic, weight: font.weight, italic: false)))
    default: break
    }
    if script == .symbol { list.append(emoji) }
    var regions: [SystemFallbackFonts.Region] = [preferredRegion]
    switch script {
    case .hangul: regions.insert(.korean, at: 0)
    case .kana: regions.insert(.japanese, at: 0)
    default: break
    }
    regions += SystemFallbackFonts.Region.allCases
    let path = font.weight >= 600 ? fallbacks.cjkBoldPath : fallbacks.cjkRegularPath
    for region in regions {
      if let index = faceIndex(of: region.familyName, in: path) {
        list.append(FaceID(path: path, index: index))
      }
    }
    list.append(emoji)
    var seen = Set<FaceID>()
    return list.filter { seen.insert($0).inserted }
  }

  /// The primary face for `font`: its design's face, or Inter if that cannot be loaded.
  func primaryFace(for font: FontSpec) -> (FaceID, FontFace)? {
    let candidates =
      [customFace(for: font)].compactMap { $0 } + [
        BundledFaces.face(design: font.design, weight: font.weight, italic: font.italic),
        BundledFaces.face(design: .default, weight: font.weight, italic: font.italic),
        BundledFaces.face(design: .default, weight: 400, italic: false),
      ]
    for id in candidates {
      if let face = try? faces.face(id) { return (id, face) }
    }
    return nil
  }

  /// The loaded face for `id`, or nil when it cannot be loaded (a fallback font not installed).
  func load(_ id: FaceID) -> FontFace? {
    try? faces.face(id)
  }

  private func faceIndex(of familyName: String, in path: String) -> Int? {
    let names = lock.withLock { () -> [String]? in
      if let known = collections[path] { return known }
      let found = try? FreeTypeLibrary.shared.get().familyNames(path: path)
      collections[path] = .some(found)
      return found
    }
    return names?.firstIndex(of: familyName)
  }
}
