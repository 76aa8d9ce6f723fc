/// The file formats a render is written in. PNG is lossless and the default; WebP is lossless unless
/// given a quality; JPEG is always lossy and has no transparency.
public enum ImageFormat: String, CaseIterable, Hashable, Sendable {
  case png
  case webp
  case jpeg

  /// The name's extension, without the dot: `png`, `webp`, `jpg`.
  public var fileExtension: String {
    switch self {
    case .png: return "png"
    case .webp: return "webp"
    case .jpeg: return "jpg"
    }
  }

  /// The media type an HTTP response of this format says (`image/png`, `image/webp`, `image/jpeg`).
  public var mediaType: String { "image/\(rawValue)" }

  /// The extensions a file of this format may have (`jpg` and `jpeg` for JPEG).
  public var fileExtensions: [String] { self == .jpeg ? ["jpg", "jpeg"] : [rawValue] }

  /// The format a file name's extension says (case-insensitive), or `nil`.
  public init?(fileExtension: String) {
    let lowered = fileExtension.lowercased()
    guard let format = ImageFormat.allCases.first(where: { $0.fileExtensions.contains(lowered) }) else {
      return nil
    }
    self = format
  }

  /// The format `bytes` begin like (PNG, WebP or JPEG signature), or `nil`.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let head = Array(bytes.prefix(12))
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if head.count == 12, head[0..<4] == [0x52, 0x49, 0x46, 0x46],
      head[8..<12] == [0x57, 0x45, 0x42, 0x50]
    {
      self = .webp
    } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else {
      return nil
    }
  }
}
