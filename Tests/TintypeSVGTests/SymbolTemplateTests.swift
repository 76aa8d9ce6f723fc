import Foundation
import Testing
import TintypeCore
import TintypeRaster

@testable import TintypeSVG

/// Symbol templates as the SF Symbols app exports them: variants by weight and scale placed on the
/// guides, drawn at a text size, with weights the template lacks interpolated or substituted.
@Suite struct SymbolTemplateTests {
  /// A template of a square ring 60 units wide and 70 tall standing on the baseline, its wall
  /// `walls[weight]` thick, at the medium scale; margins 5 units outside the ink (Regular-M only).
  static func template(walls: [String: Double], scales: [String] = ["M"], guidesAsPaths: Bool = false) -> Data
  {
    let baselines = ["S": 696.0, "M": 1126.0, "L": 1556.0]
    var guides = ""
    for (scale, baseline) in baselines.sorted(by: { $0.key < $1.key }) {
      let cap = baseline - 70.459
      if guidesAsPaths {
        guides += "<path id=\"Baseline-\(scale)\" d=\"M263,\(baseline) l2773,0\"/>"
        guides += "<path id=\"Capline-\(scale)\" d=\"M263,\(cap) l2773,0\"/>"
      } else {
        guides +=
          "<line id=\"Baseline-\(scale)\" x1=\"263\" x2=\"3036\" y1=\"\(baseline)\" y2=\"\(baseline)\"/>"
        guides += "<line id=\"Capline-\(scale)\" x1=\"263\" x2=\"3036\" y1=\"\(cap)\" y2=\"\(cap)\"/>"
      }
    }
    guides += "<line id=\"left-margin-Regular-M\" x1=\"1395\" x2=\"1395\" y1=\"1030\" y2=\"1150\"/>"
    guides += "<line id=\"right-margin-Regular-M\" x1=\"1465\" x2=\"1465\" y1=\"1030\" y2=\"1150\"/>"
    var symbols = ""
    for (weight, wall) in walls.sorted(by: { $0.key < $1.key }) {
      for scale in scales {
        let t = wall
        let ring =
          "M0 -70 L60 -70 L60 0 L0 0 Z M\(t) \(-70 + t) L\(t) \(-t) L\(60 - t) \(-t) L\(60 - t) \(-70 + t) Z"
        symbols +=
          "<g id=\"\(weight)-\(scale)\" transform=\"matrix(1 0 0 1 1400 \(baselines[scale]!))\"><path d=\"\(ring)\"/></g>"
      }
    }
    return Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
      <g id="Notes"><text id="template-version">Template v.3.0</text></g>
      <g id="Guides">\(guides)</g>
      <g id="Symbols">\(symbols)</g>
      </svg>
      """.utf8)
  }

  /// The x of the ring's inner left wall in a glyph's outline (the second subpath's start).
  func innerLeft(_ glyph: SymbolGlyph) -> Double? {
    let moves = glyph.outline.elements.compactMap { element -> Point? in
      if case .move(let point) = element { return point }
      return nil
    }
    return moves.count == 2 ? moves[1].x : nil
  }

  @Test func aVariantIsDrawnAtTheTextSizeBetweenItsMarginsOnTheBaseline() throws {
    let template = try SymbolTemplate(data: Self.template(walls: ["Regular": 6]))
    #expect(template.variantNames == ["Regular-M"])
    let glyph = try #require(template.glyph(weight: 400, scale: .medium, pointSize: 17))
    // 100-unit template → 17 pt: ×0.17. The frame runs margin to margin (70 units) and from the cap
    // line to the baseline (70.459 units); the baseline is the frame's bottom.
    #expect(abs(glyph.width - 70 * 0.17) < 1e-9)
    #expect(abs(glyph.height - 70.459 * 0.17) < 1e-9)
    #expect(abs(glyph.baseline - glyph.height) < 1e-9)
    #expect(glyph.substitute == nil)
    // The ink starts 5 units in from the left margin, the hole 6 units further.
    #expect(abs((innerLeft(glyph) ?? 0) - 11 * 0.17) < 1e-9)
  }

  @Test func guidesWrittenAsPathsAreReadLikeLines() throws {
    let template = try SymbolTemplate(data: Self.template(walls: ["Regular": 6], guidesAsPaths: true))
    let glyph = try #require(template.glyph(weight: 400, scale: .medium, pointSize: 100))
    #expect(abs(glyph.height - 70.459) < 1e-6)
  }

  @Test func aMissingWeightIsInterpolatedBetweenCompatibleNeighbours() throws {
    let template = try SymbolTemplate(
      data: Self.template(walls: ["Ultralight": 2, "Regular": 6, "Black": 14]))
    // Semibold (600) is 0.4 of the way from regular (400) to black (900): a wall of 9.2 units.
    let semibold = try #require(template.glyph(weight: 600, scale: .medium, pointSize: 100))
    #expect(semibold.substitute == nil)
    #expect(abs((innerLeft(semibold) ?? 0) - (5 + 9.2)) < 1e-6)
    // Thin (200) is a third of the way from ultralight to regular: 2 + 4/3.
    let thin = try #require(template.glyph(weight: 200, scale: .medium, pointSize: 100))
    #expect(abs((innerLeft(thin) ?? 0) - (5 + 2 + 4.0 / 3)) < 1e-6)
  }

  @Test func aWeightThatCannotBeInterpolatedIsTheNearestAndSaysSo() throws {
    let template = try SymbolTemplate(data: Self.template(walls: ["Regular": 6]))
    let bold = try #require(template.glyph(weight: 700, scale: .medium, pointSize: 17))
    #expect(bold.substitute == "Regular-M")
    #expect(abs((innerLeft(bold) ?? 0) - 11 * 0.17) < 1e-9)
  }

  @Test func aMissingScaleIsTheMediumResized() throws {
    let template = try SymbolTemplate(data: Self.template(walls: ["Regular": 6]))
    let medium = try #require(template.glyph(weight: 400, scale: .medium, pointSize: 17))
    let large = try #require(template.glyph(weight: 400, scale: .large, pointSize: 17))
    let small = try #require(template.glyph(weight: 400, scale: .small, pointSize: 17))
    #expect(abs(large.width / medium.width - 1.29) < 1e-9)
    #expect(abs(small.height / medium.height - 0.78) < 1e-9)
  }

  @Test func theTemplatesOwnScaleIsUsedWhenItHasOne() throws {
    let template = try SymbolTemplate(data: Self.template(walls: ["Regular": 6], scales: ["S", "M", "L"]))
    // This template draws its small ring as large as the medium one: drawn as written, not resized.
    let small = try #require(template.glyph(weight: 400, scale: .small, pointSize: 17))
    let medium = try #require(template.glyph(weight: 400, scale: .medium, pointSize: 17))
    #expect(abs(small.height - medium.height) < 1e-9)
  }

  @Test(arguments: [
    ("<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Symbols\"></g></svg>", "no symbol"),
    ("not xml", "not SVG"),
    (
      "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Regular-M\"><path d=\"M0 0 L\(String(repeating: "1 1 ", count: 100_001))\"/></g></svg>",
      "more than"
    ),
  ])
  func badTemplatesAreErrorsThatSayWhy(text: String, words: String) {
    #expect {
      _ = try SymbolTemplate(data: Data(text.utf8))
    } throws: { error in
      "\(error)".contains(words)
    }
  }
}
