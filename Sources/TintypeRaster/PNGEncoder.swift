import CPNGSupport
import TintypeCore

/// Writes a canvas as an 8-bit RGBA PNG, tagged sRGB.
///
/// The output is deterministic: the same pixels and settings give the same bytes, because nothing
/// variable (time, software name) is written. With the default `.fast` compression the bytes depend on
/// this package's code alone; with `.zlib` they are zlib's choice and can change with its version.
public struct PNGEncoder: Sendable {
  /// How the filtered scanlines are compressed.
  public enum Compression: Hashable, Sendable {
    /// The package's own single-pass deflate (greedy matching with a one-entry hash plus the pixel
    /// straight above), in bands of 16 rows compressed on their own: several times faster than zlib
    /// at level 1 on widget images, for files of about the same size. libpng still writes the chunks
    /// around it.
    case fast
    /// zlib through libpng at `level`, 0 (stored) to 9 (smallest): slower, for the smallest files.
    case zlib(level: Int)
  }

  /// How the scanlines are compressed.
  public var compression: Compression
  /// The row filters the encoder may pick from.
  public var filters: PNGFilters
  /// Bands of earlier images to copy instead of compressing again, for runs of alike images; nil
  /// for none. The bytes written are the same either way (see `PNGBandCache`).
  public var bandCache: PNGBandCache?

  /// An encoder with the given settings.
  ///
  /// The defaults, fast compression with the Sub filter alone, are chosen for speed: a batch run writes
  /// thousands of images, so encode time matters more than the last few percent of file size. The
  /// benchmark (`swift run -c release tintype-bench`) is where this choice is checked against libpng's
  /// own zlib levels.
  public init(compression: Compression = .fast, filters: PNGFilters = .sub, bandCache: PNGBandCache? = nil) {
    self.compression = compression
    self.filters = filters
    self.bandCache = bandCache
  }

  /// An encoder that compresses with zlib at `compressionLevel`, 0 (stored) to 9 (smallest).
  public init(compressionLevel: Int, filters: PNGFilters = .sub) {
    self.init(compression: .zlib(level: compressionLevel), filters: filters)
  }

  /// The PNG bytes of `canvas`, its premultiplied pixels converted to PNG's straight alpha.
  public func encode(_ canvas: Canvas) throws(PNGError) -> [UInt8] {
    let level: Int32
    switch compression {
    case .fast: level = TINTYPE_PNG_FAST_DEFLATE
    case .zlib(let zlibLevel):
      guard (0...9).contains(zlibLevel) else { throw .compressionLevelOutOfRange(zlibLevel) }
      level = Int32(zlibLevel)
    }
    var buffer = tintype_png_buffer()
    let messageCapacity = 256
    var message = [CChar](repeating: 0, count: messageCapacity)
    // The C side straightens the premultiplied pixels row by row as it filters them.
    let status = canvas.pixels.withUnsafeBufferPointer { rgba in
      tintype_png_encode_rgba8(
        rgba.baseAddress, UInt32(canvas.width), UInt32(canvas.height), level,
        filters.rawValue, bandCache?.pointer, &buffer, &message, messageCapacity)
    }
    defer { tintype_png_buffer_free(&buffer) }
    guard status == 0, let bytes = buffer.bytes else {
      throw .encodingFailed(
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return [UInt8](UnsafeBufferPointer(start: bytes, count: buffer.count))
  }
}
