import CCrypto
import Foundation

/// A SHA-256 digest, computed by libcrypto (which uses the CPU's SHA instructions where there are some).
///
/// The batch summary lists each written file's digest, as `sha256sum` prints it; the render cache keys
/// its images by the digest of everything a render depends on.
public struct SHA256Digest: Hashable, Sendable, CustomStringConvertible {
  /// The 32 bytes.
  public let bytes: [UInt8]

  /// The digest of `data`.
  public init(of data: some ContiguousBytes) {
    var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
    data.withUnsafeBytes { buffer in
      _ = digest.withUnsafeMutableBufferPointer { out in
        SHA256(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, out.baseAddress)
      }
    }
    bytes = digest
  }

  /// The digest of a string's UTF-8 bytes.
  public init(of text: String) { self.init(of: Array(text.utf8)) }

  /// Lower-case hex, 64 characters.
  public var hex: String {
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(64)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  public var description: String { hex }

  /// The first 16 bytes as two integers: a compact, collision-safe key for sets of millions of names.
  var prefix128: Prefix128 {
    var high: UInt64 = 0
    var low: UInt64 = 0
    for index in 0..<8 {
      high = high << 8 | UInt64(bytes[index])
      low = low << 8 | UInt64(bytes[index + 8])
    }
    return Prefix128(high: high, low: low)
  }

  /// 128 bits of a digest.
  struct Prefix128: Hashable {
    var high: UInt64
    var low: UInt64
  }
}

/// Builds one digest from several parts, each prefixed with its length so that no two different
/// lists of parts hash alike ("ab" + "c" differs from "a" + "bc").
public struct DigestBuilder: Sendable {
  private var bytes: [UInt8] = []

  /// An empty builder.
  public init() {}

  /// Adds a string's UTF-8 bytes as one part.
  public mutating func add(_ part: String) { add(Array(part.utf8)) }

  /// Adds bytes as one part.
  public mutating func add(_ part: some Collection<UInt8>) {
    var length = UInt64(part.count)
    for _ in 0..<8 {
      bytes.append(UInt8(length & 0xFF))
      length >>= 8
    }
    bytes.append(contentsOf: part)
  }

  /// The digest of the parts so far.
  public var digest: SHA256Digest { SHA256Digest(of: bytes) }
}
