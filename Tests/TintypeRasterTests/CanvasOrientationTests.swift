import Testing
import TintypeCore

@testable import TintypeRaster

/// Turning a canvas upright by an EXIF orientation: each of the eight moves every pixel where the
/// orientation says, and each undoes as its inverse says.
@Suite struct CanvasOrientationTests {
  /// A 3 × 2 canvas whose pixels are numbered 1…6 in reading order (in the red byte).
  let numbered = try! Canvas(
    width: 3, height: 2, pixels: (1...6).flatMap { [UInt8($0), 0, 0, 255] })

  private func grid(_ canvas: Canvas) -> [[Int]] {
    (0..<canvas.height).map { y in
      (0..<canvas.width).map { x in Int(canvas.pixels[(y * canvas.width + x) * 4]) }
    }
  }

  @Test func eachOrientationPlacesThePixelsUpright() throws {
    // The stored image is 1 2 3 / 4 5 6; these are the upright images, written out by hand.
    let expected: [ImageOrientation: [[Int]]] = [
      .up: [[1, 2, 3], [4, 5, 6]],
      .upMirrored: [[3, 2, 1], [6, 5, 4]],
      .down: [[6, 5, 4], [3, 2, 1]],
      .downMirrored: [[4, 5, 6], [1, 2, 3]],
      .leftMirrored: [[1, 4], [2, 5], [3, 6]],
      .right: [[4, 1], [5, 2], [6, 3]],
      .rightMirrored: [[6, 3], [5, 2], [4, 1]],
      .left: [[3, 6], [2, 5], [1, 4]],
    ]
    for orientation in ImageOrientation.allCases {
      #expect(grid(try numbered.oriented(orientation)) == expected[orientation], "\(orientation)")
    }
  }

  @Test func aQuarterTurnAndItsOppositeCancel() throws {
    #expect(try numbered.oriented(.right).oriented(.left) == numbered)
    #expect(try numbered.oriented(.down).oriented(.down) == numbered)
    for mirrored in [ImageOrientation.upMirrored, .downMirrored, .leftMirrored, .rightMirrored] {
      #expect(try numbered.oriented(mirrored).oriented(mirrored) == numbered, "\(mirrored)")
    }
  }
}
