// libFuzzer entry for the JPEG decoder (libjpeg behind TintypeRaster's decoder and the C shim that
// catches libjpeg's longjmp errors). Built by `make fuzz` with the TintypeRaster sources (build.sh).
//
// Every input must decode or throw; a decoded image must be within the canvas limits.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let canvas = try? JPEGDecoder().decode(bytes) {
    if canvas.pixels.count != canvas.width * canvas.height * 4 { fatalError("pixel count mismatch") }
  }
  return 0
}
