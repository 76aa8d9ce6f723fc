import Testing
import TintypeCore
import TintypeLint

/// WCAG 2.2's contrast, on pairs whose ratios are published or follow from the definition.
@Suite struct ContrastTests {
  func grey(_ byte: Int) -> RGBAColor {
    let value = Double(byte) / 255
    return RGBAColor(red: value, green: value, blue: value)
  }

  @Test func knownPairs() {
    let white = grey(255)
    let black = grey(0)
    #expect(abs(Contrast.ratio(black, white) - 21) < 1e-9)
    #expect(Contrast.ratio(white, white) == 1)
    // #777777 on white fails AA (4.48:1); #767676 is the lightest grey that passes (4.54:1).
    #expect(abs(Contrast.ratio(grey(0x77), white) - 4.48) < 0.01)
    #expect(abs(Contrast.ratio(grey(0x76), white) - 4.54) < 0.01)
    // The order does not matter.
    #expect(Contrast.ratio(white, grey(0x76)) == Contrast.ratio(grey(0x76), white))
    // Pure red on white: 4.0:1; pure blue on white: 8.6:1 (luminance in linear light).
    #expect(abs(Contrast.ratio(RGBAColor(red: 1, green: 0, blue: 0), white) - 4.0) < 0.01)
    #expect(abs(Contrast.ratio(RGBAColor(red: 0, green: 0, blue: 1), white) - 8.59) < 0.01)
  }

  @Test func largeTextThresholds() {
    #expect(Contrast.required(pointSize: 17, weight: 400) == 4.5)
    #expect(Contrast.required(pointSize: 18, weight: 400) == 3)
    #expect(Contrast.required(pointSize: 14, weight: 700) == 3)
    #expect(Contrast.required(pointSize: 14, weight: 600) == 4.5)
  }
}
