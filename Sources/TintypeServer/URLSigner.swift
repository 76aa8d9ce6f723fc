import CCrypto

/// Signed template URLs, so that a public service renders only what it issued: `sig` is the
/// HMAC-SHA256, in hex, of the path and every other query argument (decoded, sorted by name then value,
/// each length-prefixed so that no two argument lists sign alike), under a key from a file or the
/// environment. `tintype serve --sign URL` prints a URL with its signature.
struct URLSigner: Sendable {
  /// The query argument that carries the signature.
  static let argument = "sig"

  let key: [UInt8]

  init?(key: [UInt8]) {
    guard !key.isEmpty else { return nil }
    self.key = key
  }

  /// What is signed: the path and the arguments less `sig`.
  static func canonical(path: String, query: [(name: String, value: String)]) -> [UInt8] {
    var bytes = Array("tintype-url-1\n\(path.utf8.count):\(path)\n".utf8)
    let sorted = query.filter { $0.name != argument }.sorted { ($0.name, $0.value) < ($1.name, $1.value) }
    for (name, value) in sorted {
      bytes += Array("\(name.utf8.count):\(name)=\(value.utf8.count):\(value);".utf8)
    }
    return bytes
  }

  /// The signature of `path` with `query`, in lower-case hex.
  func signature(path: String, query: [(name: String, value: String)]) -> String {
    Self.hmac(key: key, message: Self.canonical(path: path, query: query))
  }

  /// HMAC-SHA256 of `message` under `key`, in lower-case hex (libcrypto's).
  static func hmac(key: [UInt8], message: [UInt8]) -> String {
    var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    _ = key.withUnsafeBytes { keyBytes in
      message.withUnsafeBytes { messageBytes in
        HMAC(
          EVP_sha256(), keyBytes.baseAddress, Int32(keyBytes.count),
          messageBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), messageBytes.count, &digest, &length)
      }
    }
    let digits = Array("0123456789abcdef".utf8)
    return String(
      decoding: digest.prefix(Int(length)).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] },
      as: UTF8.self)
  }

  /// Whether `query`'s `sig` is the signature of `path` with the rest of it (compared in constant time).
  func verify(path: String, query: [(name: String, value: String)]) -> Bool {
    let given = query.filter { $0.name == Self.argument }
    guard given.count == 1 else { return false }
    let expected = Array(signature(path: path, query: query).utf8)
    let actual = Array(given[0].value.lowercased().utf8)
    guard expected.count == actual.count else { return false }
    return expected.withUnsafeBytes { a in
      actual.withUnsafeBytes { b in CRYPTO_memcmp(a.baseAddress, b.baseAddress, a.count) }
    }
      == 0
  }
}
