import Testing
import TintypeRaster

@testable import TintypeComparison

private func canvas(_ width: Int, _ height: Int, _ color: (Int, Int) -> [UInt8]) throws -> Canvas {
  var pixels: [UInt8] = []
  for y in 0..<height { for x in 0..<width { pixels += color(x, y) } }
  return try Canvas(width: width, height: height, pixels: pixels)
}

@Test func identicalImagesMatchExactly() throws {
  let image = try canvas(8, 8) { x, y in [UInt8(x * 30), UInt8(y * 30), 90, 255] }
  let result = ImageComparison().compare(expected: image, actual: image)
  #expect(result.matches)
  #expect(result.differingPixels == 0)
}

@Test func oneOffPixelFailsExactButPassesPerceptually() throws {
  let expected = try canvas(8, 8) { _, _ in [200, 100, 50, 255] }
  let actual = try canvas(8, 8) { x, y in x == 3 && y == 3 ? [201, 100, 50, 255] : [200, 100, 50, 255] }
  #expect(!ImageComparison().compare(expected: expected, actual: actual).matches)
  #expect(ImageComparison(perceptualPrecision: 0.98).compare(expected: expected, actual: actual).matches)
}

@Test func precisionAllowsAFractionOfPixelsToDiffer() throws {
  let expected = try canvas(10, 10) { _, _ in [0, 0, 0, 255] }
  let actual = try canvas(10, 10) { x, _ in x == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
  let strict = ImageComparison(precision: 0.95).compare(expected: expected, actual: actual)
  #expect(!strict.matches)
  #expect(strict.differingPixels == 10)
  #expect(ImageComparison(precision: 0.9).compare(expected: expected, actual: actual).matches)
}

@Test func transparencyDifferencesCount() throws {
  let expected = try canvas(4, 4) { _, _ in [0, 0, 0, 0] }
  let actual = try canvas(4, 4) { _, _ in [0, 0, 0, 255] }
  #expect(!ImageComparison(perceptualPrecision: 0.9).compare(expected: expected, actual: actual).matches)
}

@Test func sizeMismatchIsReported() throws {
  let result = ImageComparison().compare(
    expected: try canvas(4, 4) { _, _ in [0, 0, 0, 255] },
    actual: try canvas(5, 4) { _, _ in [0, 0, 0, 255] })
  #expect(!result.matches)
  #expect(result.message.contains("5×4"))
}

@Test func diffImageShowsThreePanelsWithRedDifferences() throws {
  let expected = try canvas(4, 2) { _, _ in [0, 0, 255, 255] }
  let actual = try canvas(4, 2) { x, _ in x == 1 ? [0, 255, 0, 255] : [0, 0, 255, 255] }
  let result = ImageComparison().compare(expected: expected, actual: actual)
  let diff = try DiffImage.make(expected: expected, actual: actual, result: result)
  #expect(diff.width == 4 * 3 + DiffImage.gap * 2)
  #expect(diff[4 + DiffImage.gap + 1, 0] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
  #expect(diff[(4 + DiffImage.gap) * 2 + 1, 0] == Pixel(red: 0, green: 255, blue: 0, alpha: 255))
}
