import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeUI
import TintypeViewRendering

@testable import Tintype
@testable import TintypeResolve

/// The system font is set the way SwiftUI sets SF Pro, with numbers measured on an iOS 26
/// simulator (see `SystemFontModel`): line height 1.19 em, and widths within a per cent of SF Pro.
@Suite struct SystemFontModelTests {
  struct Line: View {
    let font: Font
    let text: String
    var tracking = 0.0
    var body: some View { Text(text).font(font).tracking(tracking).fixedSize() }
  }

  private func frame(_ font: Font, _ text: String = "Reading goal", tracking: Double = 0) throws -> Rect {
    let (tree, _) = try WidgetRenderer().layout(
      ViewArchive(Line(font: font, text: text, tracking: tracking), family: .systemMedium),
      request: RenderRequest(family: .systemMedium))
    return try #require(tree.records.first { $0.type == "Text" }).frame
  }

  @Test(arguments: [
    (Font.caption, 14.3), (.footnote, 15.5), (.subheadline, 17.9), (.body, 20.3), (.system(size: 17), 20.3),
  ])
  func aSingleLineIsAsTallAsSwiftUISetsIt(_ font: Font, _ height: Double) throws {
    // The HIG leading (caption 16, footnote 18, subheadline 20, body 22) made rows 1.5–2.5 pt taller.
    #expect(abs(try frame(font).height - height) < 0.06)
  }

  @Test func aTextStylesLinesAreSetAtItsLeading() throws {
    // SwiftUI sets a wrapped footnote paragraph's lines 18 pt apart (measured); the first line is
    // 15.5 pt tall, so three lines are 15.5 + 2 × 18.
    let footnote = try frame(.footnote, "One\nTwo\nThree")
    #expect(abs(footnote.height - (13 * SystemFontModel.lineHeightRatio + 2 * 18)) < 0.01, "\(footnote)")
    let body = try frame(.body, "One\nTwo")
    #expect(abs(body.height - (17 * SystemFontModel.lineHeightRatio + 22)) < 0.01, "\(body)")
  }

  @Test func anExplicitSizeHasNoLeadingOfItsOwn() throws {
    let one = try frame(.system(size: 13), "One")
    let three = try frame(.system(size: 13), "One\nTwo\nThree")
    #expect(abs(three.height - 3 * one.height) < 0.01)
  }

  @Test func theDefaultDesignIsTrackedTowardsSFProWidths() {
    // SF Pro's own tracking plus the residual: −0.492 pt a character at 17 pt, −0.111 at 13; none
    // for the rounded design, which the model leaves alone.
    #expect(abs(SystemFontModel.tracking(size: 17, design: .default) - -0.4725) < 1e-9)
    #expect(abs(SystemFontModel.tracking(size: 13, design: .default) - -0.1125) < 1e-9)
    #expect(SystemFontModel.tracking(size: 17, design: .rounded) == 0)
  }

  @Test(arguments: [(12.0, 0.003), (13.0, 0.017), (15.0, 0.04), (17.0, 0.06)])
  func textIsNarrowerThanPlainInterByTheMeasuredGap(_ size: Double, _ gap: Double) throws {
    // Inter untracked is wider than SF Pro by `gap` on the same strings; tracked, the render's
    // width is within a per cent of Inter's width / (1 + gap).
    let text = "Reading goal 12 of 20 books"
    let tracked = try frame(.system(size: size), text).width
    // Plain Inter: the model's tracking taken back off with the tracking modifier.
    let correction = SystemFontModel.tracking(size: size, design: .default)
    let untracked = try frame(.system(size: size), text, tracking: -correction).width
    let sfPro = untracked / (1 + gap)
    #expect(abs(tracked / sfPro - 1) < 0.01, "tracked \(tracked), SF Pro about \(sfPro)")
  }
}

/// The rounded stand-in is widened towards SF Pro Rounded (`BundledFaces.roundedWidthScale`).
@Suite struct RoundedWidthTests {
  struct Numeral: View {
    var body: some View {
      Text("18").font(.system(size: 30, weight: .bold, design: .rounded)).foregroundStyle(.black)
    }
  }

  /// The width in points of the dark pixels of a render at its own scale.
  private func inkWidth(_ image: RenderedImage) -> Double {
    var columns: [Int] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let offset = (y * image.width + x) * 4
        let pixel = image.pixels[offset..<offset + 4].map(Int.init)
        if pixel[3] > 200, pixel[0] < 128 { columns.append(x) }
      }
    }
    guard let first = columns.min(), let last = columns.max() else { return 0 }
    return Double(last - first + 1) / image.scale
  }

  @Test func boldNumeralsAreAsWideAsSFProRounded() throws {
    // SwiftUI on an iOS 26 simulator: "18" bold at 30 pt in SF Pro Rounded is 31.3 pt of ink;
    // Quicksand as drawn is 26.7.
    let width = inkWidth(try WidgetRenderer().render(Numeral(), family: .systemSmall))
    #expect(abs(width - 31.3) < 0.5, "ink \(width) pt")
  }
}
