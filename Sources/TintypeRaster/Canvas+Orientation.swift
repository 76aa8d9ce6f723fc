import TintypeCore

extension Canvas {
  /// The canvas turned upright as `orientation` says (a new canvas; `.up` is this one).
  public func oriented(_ orientation: ImageOrientation) throws(CanvasError) -> Canvas {
    if orientation == .up { return self }
    let (uprightWidth, uprightHeight) = orientation.swapsAxes ? (height, width) : (width, height)
    var upright = [UInt8](repeating: 0, count: pixels.count)
    for y in 0..<uprightHeight {
      for x in 0..<uprightWidth {
        let stored = orientation.storedPixel(x: x, y: y, width: width, height: height)
        let from = (stored.y * width + stored.x) * 4
        let to = (y * uprightWidth + x) * 4
        upright[to..<to + 4] = pixels[from..<from + 4]
      }
    }
    return try Canvas(width: uprightWidth, height: uprightHeight, pixels: upright)
  }
}
