// libFuzzer entry for the image headers the archive reads without decoding (Sources/TintypeArchive's
// ImageData): the format sniffed from the first bytes, a PNG's IHDR, a JPEG's marker segments and
// start of frame, and the EXIF block's byte orders, directory and Orientation entry. Built by
// `make fuzz` with the TintypeArchive sources (build.sh).
//
// Any bytes must be read without a trap; a size read must be positive, and the upright size the
// stored one, turned.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageHeader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let image = ImageData(bytes: Data(UnsafeBufferPointer(start: data, count: size)))
  _ = image.problem
  _ = image.summary
  if let stored = image.pixelSize {
    if stored.width <= 0 || stored.height <= 0 { fatalError("a size that is not positive") }
    let upright = image.uprightPixelSize!
    let turned = image.orientation.swapsAxes ? (stored.height, stored.width) : stored
    if upright != turned { fatalError("the upright size is not the stored size turned") }
  }
  return 0
}
