// libFuzzer entry for the PDF reader (objects, object streams, zlib streams, the content stream's
// operators, form XObjects) and its drawing at a small size. Built by `make fuzz` with the TintypePDF
// sources over an instrumented TintypeRaster (build.sh).
//
// Every input must parse or throw; whatever parses must draw into a 32 × 32 canvas.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPDFDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  if let document = try? PDFDocument(data: bytes) {
    _ = try? document.render(pixelWidth: 32, pixelHeight: 32)
  }
  return 0
}
