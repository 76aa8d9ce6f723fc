import TintypeCore

/// Why a PNG could not be written or read.
public enum PNGError: Error, Equatable, CustomStringConvertible {
  /// The compression level was outside zlib's 0...9.
  case compressionLevelOutOfRange(Int)
  /// libpng failed while encoding; the text is libpng's.
  case encodingFailed(String)
  /// The bytes are not a PNG libpng can read (bad signature, corrupt or truncated data); the text is
  /// libpng's.
  case decodingFailed(String)
  /// The PNG's size breaches a canvas limit; found from the header, before the pixels are decoded.
  case imageTooLarge(CanvasError)

  /// A sentence saying what failed and, from libpng, why.
  public var description: String {
    switch self {
    case .compressionLevelOutOfRange(let level):
      return "PNG compression level \(level) is outside zlib's range 0...9"
    case .encodingFailed(let message):
      return "PNG encoding failed: \(message)"
    case .decodingFailed(let message):
      return "PNG decoding failed: \(message)"
    case .imageTooLarge(let error):
      return "PNG image is too large: \(error)"
    }
  }
}
