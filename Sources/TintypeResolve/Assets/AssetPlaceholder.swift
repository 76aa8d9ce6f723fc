import TintypeCore
import TintypeRaster
import TintypeScene

/// What a missing image is drawn as: a 20 pt square of magenta and white checks, which no widget
/// means to show, so a reviewer sees it at once.
enum AssetPlaceholder {
  /// The colour a missing asset colour is drawn in.
  static let magenta = RGBAColor(red: 1, green: 0, blue: 1, alpha: 1)

  static let image: DecodedImage = {
    // 20 pt at 4 px a point, so the checks stay sharp at any render scale.
    let side = 80
    var pixels = [UInt8]()
    pixels.reserveCapacity(side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let magenta = (x / 20 + y / 20) % 2 == 0
        pixels += magenta ? [255, 0, 255, 255] : [255, 255, 255, 255]
      }
    }
    // The size is fixed and in range, so making the canvas cannot fail.
    return DecodedImage(canvas: try! Canvas(width: side, height: side, pixels: pixels), scale: 4)
  }()
}
