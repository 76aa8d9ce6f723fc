/// Names one font face: a file and, for a collection, the face inside it.
///
/// Bundled faces are named by their path inside the font directory ("Inter/Inter-Regular.otf"), so
/// that a layout names the same faces on every machine; system fallback faces by their fixed
/// absolute path (see `SystemFallbackFonts`). Glyph runs carry a `FaceID`, and the painter hands it
/// back to `TextSystem` for outlines and colour images.
public struct FaceID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Path relative to the font directory, or absolute (starting with "/") for a system font.
  public let path: String
  /// The face's position in its file (0 unless the file is a collection).
  public let index: Int
  /// How much wider than drawn in its file the face is set: 1 for every face but a stand-in whose
  /// widths are corrected towards the Apple face it replaces (`BundledFaces.roundedWidthScale`).
  /// Advances, offsets and outlines are all multiplied horizontally, so text stays evenly spaced.
  public let widthScale: Double

  /// A face identifier.
  public init(path: String, index: Int = 0, widthScale: Double = 1) {
    self.path = path
    self.index = index
    self.widthScale = widthScale
  }

  /// Whether the face lives outside the font directory.
  public var isSystemFont: Bool { path.hasPrefix("/") }

  /// "path" or "path#index", with " ×scale" for a widened face.
  public var description: String {
    let name = index == 0 ? path : "\(path)#\(index)"
    return widthScale == 1 ? name : "\(name) ×\(widthScale)"
  }

  /// Ordered by path, then index, then width scale.
  public static func < (lhs: FaceID, rhs: FaceID) -> Bool {
    (lhs.path, lhs.index, lhs.widthScale) < (rhs.path, rhs.index, rhs.widthScale)
  }
}

/// A glyph index inside one face.
public typealias GlyphID = UInt32
