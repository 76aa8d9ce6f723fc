import BookClub
import Tintype
import TintypeTesting
import TintypeUI
import XCTest

/// The XCTest spelling of the golden assertion, against a golden the Swift Testing suite also uses.
final class GoldenXCTests: XCTestCase {
  func testShapesMatchTheirGolden() {
    assertGolden(
      ShapesScene(), named: "shapes",
      GoldenOptions(family: .systemLarge, precision: 1, perceptualPrecision: 1),
      renderer: WidgetRenderer(assets: [BookClubExamples.assetsDirectory]))
  }
}
