// libFuzzer entry for the archive decoder: JSON parsing, decoding and validation of any bytes.
// Built by `make fuzz` together with the TintypeArchive sources into one instrumented binary
// (see build.sh); not part of the SwiftPM package.
//
// A crash, a trap or a timeout here is a bug: every input must decode or throw an ArchiveError.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchiveDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  if let archive = try? ViewArchive(jsonData: bytes) {
    // What decodes must encode and decode again to the same archive.
    let again = try? ViewArchive(jsonData: archive.jsonData())
    if again != archive { fatalError("an archive does not survive a round trip") }
  }
  return 0
}
