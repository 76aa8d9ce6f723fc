/// How a render becomes a file: a format and, for the lossy ones, a quality.
///
/// - `png`: lossless; no quality.
/// - `webp`: lossless without a quality (the same pixels as the PNG, usually smaller); lossy with one.
/// - `jpeg`: lossy, quality 90 unless given; transparent and translucent pixels are composited onto
///   white, since JPEG has no alpha (a widget's rounded corners are white in a JPEG).
public struct ImageEncoding: Hashable, Sendable, CustomStringConvertible {
  /// The format.
  public var format: ImageFormat
  /// The lossy quality, 1 to 100 (libwebp's and libjpeg's scale), or `nil` for lossless WebP and PNG.
  public var quality: Int?

  /// JPEG's quality when none is given: libjpeg's own scale, where 90 keeps text edges clean.
  public static let defaultJPEGQuality = 90

  /// PNG, lossless.
  public static let png = ImageEncoding(uncheckedFormat: .png, quality: nil)

  private init(uncheckedFormat format: ImageFormat, quality: Int?) {
    self.format = format
    self.quality = quality
  }

  /// An encoding; a quality outside 1…100, or one given for PNG, is an error saying so.
  public init(format: ImageFormat, quality: Int? = nil) throws(ImageEncodingError) {
    if let quality {
      guard format != .png else { throw ImageEncodingError("PNG is lossless and takes no quality") }
      guard (1...100).contains(quality) else {
        throw ImageEncodingError("a quality is a whole number from 1 to 100, not \(quality)")
      }
    }
    self.init(
      uncheckedFormat: format, quality: format == .jpeg ? quality ?? Self.defaultJPEGQuality : quality)
  }

  /// Whether a decoded file holds exactly the rendered pixels (PNG, and WebP without a quality).
  public var isLossless: Bool { format == .png || (format == .webp && quality == nil) }

  /// `png`, `webp (lossless)`, `webp quality 80`, `jpeg quality 90`: for messages and cache keys.
  public var description: String {
    switch (format, quality) {
    case (.png, _): return "png"
    case (.webp, nil): return "webp (lossless)"
    case (let format, let quality?): return "\(format.rawValue) quality \(quality)"
    case (.jpeg, nil): return "jpeg"
    }
  }
}

/// A bad format or quality, or an encoder that failed.
public struct ImageEncodingError: Error, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var description: String

  init(_ description: String) { self.description = description }
}
