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

/// CIEDE2000 against G. Sharma's published test pairs (Sharma, Wu and Dalal 2005, table 1).
@Test(arguments: [
  ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
  ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
  ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
  ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
  ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
  ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
])
func ciede2000MatchesSharmasTestData(
  _ first: (Double, Double, Double), _ second: (Double, Double, Double), _ expected: Double
) {
  let one = Lab(l: first.0, a: first.1, b: first.2)
  let two = Lab(l: second.0, a: second.1, b: second.2)
  #expect(abs(one.deltaE2000(to: two) - expected) < 0.0001)
  #expect(abs(two.deltaE2000(to: one) - expected) < 0.0001)
}

@Test func channelToleranceAcceptsLevelsJustInsideAndRefusesJustOutside() throws {
  let expected = try canvas(4, 4) { _, _ in [100, 100, 100, 255] }
  let inside = try canvas(4, 4) { x, _ in x == 0 ? [102, 98, 100, 255] : [100, 100, 100, 255] }
  let outside = try canvas(4, 4) { x, _ in x == 0 ? [103, 100, 100, 255] : [100, 100, 100, 255] }
  let comparison = ImageComparison(channelTolerance: 2)
  #expect(comparison.compare(expected: expected, actual: inside).matches)
  let result = comparison.compare(expected: expected, actual: outside)
  #expect(!result.matches)
  #expect(result.differingPixels == 4)
  #expect(result.message.contains("by more than 2 levels"))
}

@Test func pixelsTransparentInBothImagesAreIgnored() throws {
  // Not valid premultiplied pixels, but a decoder may leave colour under zero alpha.
  let expected = try canvas(2, 2) { _, _ in [0, 0, 0, 0] }
  let actual = try canvas(2, 2) { _, _ in [40, 0, 0, 0] }
  #expect(ImageComparison().compare(expected: expected, actual: actual).matches)
  let visible = try canvas(2, 2) { _, _ in [40, 0, 0, 40] }
  #expect(!ImageComparison().compare(expected: expected, actual: visible).matches)
}

@Test func perceptualPrecisionAcceptsDeltaEJustInsideTheThresholdAndRefusesJustOutside() throws {
  // Grey steps: find the largest step within ΔE00 2 and the next, which is past it.
  let base: UInt8 = 128
  let deltas = (1...40).map { step in
    Lab(premultiplied: base, base, base, 255).deltaE2000(
      to: Lab(premultiplied: base + UInt8(step), base + UInt8(step), base + UInt8(step), 255))
  }
  let inside = try #require(deltas.lastIndex { $0 <= 2 }) + 1
  #expect(deltas[inside] > 2)
  func image(_ step: Int) throws -> Canvas {
    try canvas(4, 4) { x, y in
      let value = x == 1 && y == 1 ? base + UInt8(step) : base
      return [value, value, value, 255]
    }
  }
  let comparison = ImageComparison(perceptualPrecision: 0.98)
  #expect(comparison.compare(expected: try image(0), actual: try image(inside)).matches)
  #expect(!comparison.compare(expected: try image(0), actual: try image(inside + 1)).matches)
}

@Test func aFailureSaysHowTheDifferenceIsSpreadAndWhere() throws {
  let expected = try canvas(12, 9) { _, _ in [255, 255, 255, 255] }
  // A faint pixel at (3, 2), a strong one at (8, 6).
  let actual = try canvas(12, 9) { x, y in
    if x == 3 && y == 2 { return [238, 238, 238, 255] }
    if x == 8 && y == 6 { return [255, 0, 0, 255] }
    return [255, 255, 255, 255]
  }
  let result = ImageComparison().compare(expected: expected, actual: actual)
  #expect(!result.matches)
  #expect(result.differenceBox == ImageComparison.PixelBox(x: 3, y: 2, width: 6, height: 5))
  #expect(result.differenceBox(inPointsAt: 3) == "at (1, 0.7) 2 × 1.7 pt")
  #expect(result.spread.over1 == 2 && result.spread.over5 == 1 && result.spread.over10 == 1)
  #expect(result.message.contains("over ΔE 1 / 2 / 5 / 10: 2 / \(result.spread.over2) / 1 / 1 pixels"))
  #expect(result.message.contains("in the box at (3, 2) 6 × 5 px"))
  #expect(result.maximumDeltaE > 40)
}
