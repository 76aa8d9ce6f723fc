/// Why a font could not be found, loaded or measured. Each case names the path or value at fault.
public enum FontError: Error, Equatable, CustomStringConvertible {
  /// Neither `TINTYPE_FONTS` nor the package checkout gave a `Fonts/` directory.
  case fontDirectoryNotFound(searched: [String])
  /// `TINTYPE_FONTS` is set but is not a directory.
  case fontDirectoryOverrideInvalid(path: String)
  /// No file at the path, or it cannot be read.
  case fileNotFound(path: String)
  /// FreeType could not open the file as a font; `freeTypeError` is FreeType's error code.
  case unreadableFont(path: String, freeTypeError: Int32)
  /// The font has no Unicode character map, so characters cannot be turned into glyphs.
  case noUnicodeCharacterMap(path: String)
  /// No bundled file for this weight and slant.
  case noFace(FaceDescriptor)
  /// A pixel size that is not a positive, finite number.
  case invalidPixelSize(Double)
  /// FreeType failed to measure a glyph.
  case glyphMeasurementFailed(glyph: UInt32, path: String, freeTypeError: Int32)
  /// FreeType itself could not start (it only fails this way when out of memory).
  case freeTypeUnavailable(freeTypeError: Int32)

  /// A sentence naming what failed and where.
  public var description: String {
    switch self {
    case .fontDirectoryNotFound(let searched):
      return "no Fonts/ directory found; set TINTYPE_FONTS or keep Fonts/ beside Package.swift "
        + "(looked in: \(searched.joined(separator: ", ")))"
    case .fontDirectoryOverrideInvalid(let path):
      return "TINTYPE_FONTS is \(path), which is not a directory"
    case .fileNotFound(let path):
      return "font file not found or not readable: \(path)"
    case .unreadableFont(let path, let code):
      return "FreeType cannot read \(path) as a font (FreeType error \(code))"
    case .noUnicodeCharacterMap(let path):
      return "font \(path) has no Unicode character map"
    case .noFace(let descriptor):
      return "no bundled face for weight \(descriptor.weight)\(descriptor.italic ? " italic" : "")"
    case .invalidPixelSize(let size):
      return "pixel size \(size) is not a positive, finite number"
    case .glyphMeasurementFailed(let glyph, let path, let code):
      return "FreeType could not measure glyph \(glyph) of \(path) (FreeType error \(code))"
    case .freeTypeUnavailable(let code):
      return "FreeType failed to initialise (FreeType error \(code))"
    }
  }
}
