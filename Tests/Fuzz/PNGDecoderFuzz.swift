// libFuzzer entry for the PNG decoder (libpng behind TintypeRaster's decoder, with its size limits).
// Built by `make fuzz` with the TintypeRaster sources (see build.sh).
//
// Every input must decode or throw; a decoded image must be within the canvas limits.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let canvas = try? PNGDecoder().decode(bytes) {
    if canvas.pixels.count != canvas.width * canvas.height * 4 { fatalError("pixel count mismatch") }
  }
  return 0
}
