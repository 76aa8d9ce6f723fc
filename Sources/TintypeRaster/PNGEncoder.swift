import CPNGSupport

/// Writes a canvas as an 8-bit RGBA PNG, tagged sRGB.
///
/// The output is deterministic: the same pixels and settings give the same bytes, because nothing
/// variable (time, software name) is written. Across machines this holds as long as zlib is the same
/// build, since the compressed stream is zlib's choice.
public struct PNGEncoder: Sendable {
  /// zlib compression level, 0 (stored) to 9 (smallest).
  public var compressionLevel: Int
  /// The row filters libpng may pick from.
  public var filters: PNGFilters

  /// An encoder with the given settings.
  ///
  /// The defaults, zlib level 1 with the Sub filter alone, are chosen for speed: a batch run writes
  /// thousands of images, so encode time matters more than file size. Measured with libpng on a
  /// 1032×486 px widget scene, they took about a quarter of the time of libpng's usual level 6 with
  /// adaptive filtering, for files about 30 % larger. The benchmark
  /// (`swift run -c release tintype-bench`) is where this choice is checked.
  public init(compressionLevel: Int = 1, filters: PNGFilters = .sub) {
    self.compressionLevel = compressionLevel
    self.filters = filters
  }

  /// The PNG bytes of `canvas`, its premultiplied pixels converted to PNG's straight alpha.
  public func encode(_ canvas: Canvas) throws(PNGError) -> [UInt8] {
    guard (0...9).contains(compressionLevel) else {
      throw .compressionLevelOutOfRange(compressionLevel)
    }
    let straight = Premultiplication.straightened(canvas.pixels)
    var buffer = tintype_png_buffer()
    let messageCapacity = 256
    var message = [CChar](repeating: 0, count: messageCapacity)
    let status = straight.withUnsafeBufferPointer { rgba in
      tintype_png_encode_rgba8(
        rgba.baseAddress, UInt32(canvas.width), UInt32(canvas.height), Int32(compressionLevel),
        filters.rawValue, &buffer, &message, messageCapacity)
    }
    defer { tintype_png_buffer_free(&buffer) }
    guard status == 0, let bytes = buffer.bytes else {
      throw .encodingFailed(
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return [UInt8](UnsafeBufferPointer(start: bytes, count: buffer.count))
  }
}
