import BookClub
import Testing
import Tintype
import TintypeTesting
import TintypeUI

/// Golden images of the renderer's features, one reference per feature, each looked at before it
/// was committed. Renders are
/// deterministic, so the project's own goldens compare exactly: a tolerance would let a round cap
/// turned butt, or a join turned mitre, pass (the golden library's tolerances are tested on
/// purpose-made images instead).
@Suite struct GoldenRenderTests {
  let renderer = WidgetRenderer(assets: [BookClubExamples.assetsDirectory])

  func options(_ family: WidgetFamily, _ scheme: ColorScheme = .light) -> GoldenOptions {
    GoldenOptions(family: family, colorScheme: scheme, precision: 1, perceptualPrecision: 1)
  }

  static let fullColorFamilies: [WidgetFamily] = [
    .systemSmall, .systemMedium, .systemLarge, .systemExtraLargePortrait, .accessoryRectangular,
  ]

  @Test(arguments: fullColorFamilies, ColorScheme.allCases)
  func everyFullColorFamilyOfTheDefaultiPhone(family: WidgetFamily, scheme: ColorScheme) {
    expectGolden(
      FamilyProbe(), named: "family-\(family.rawValue)-\(scheme.rawValue)", options(family, scheme),
      renderer: renderer)
  }

  @Test func shapesInEveryCornerStyle() {
    expectGolden(ShapesScene(), named: "shapes", options(.systemLarge), renderer: renderer)
  }

  @Test func strokeCapsJoinsAndDashes() {
    expectGolden(StrokesScene(), named: "strokes", options(.systemLarge), renderer: renderer)
  }

  @Test func gradients() {
    expectGolden(GradientsScene(), named: "gradients", options(.systemLarge), renderer: renderer)
  }

  @Test func imagesClippedByShapes() {
    expectGolden(ClippedImagesScene(), named: "images-clipped", options(.systemMedium), renderer: renderer)
  }

  @Test func shadows() {
    expectGolden(ShadowsScene(), named: "shadows", options(.systemMedium), renderer: renderer)
  }

  @Test func opacityOnAViewAGroupAndItsLayers() {
    expectGolden(OpacityScene(), named: "opacity", options(.systemMedium), renderer: renderer)
  }

  @Test func gridWithSharedColumns() {
    expectGolden(GridScene(), named: "grid", options(.systemMedium), renderer: renderer)
  }

  @Test func rightToLeftHebrewAndArabic() {
    expectGolden(RightToLeftScene(), named: "right-to-left", options(.systemMedium), renderer: renderer)
  }

  @Test func blendModes() {
    expectGolden(BlendModesScene(), named: "blend-modes", options(.systemLarge), renderer: renderer)
  }

  @Test func colorEffects() {
    expectGolden(ColorEffectsScene(), named: "color-effects", options(.systemLarge), renderer: renderer)
  }

  @Test func blur() {
    expectGolden(BlurScene(), named: "blur", options(.systemMedium), renderer: renderer)
  }

  @Test func adaptiveLazyGridBesideAFixedBlock() {
    expectGolden(LazyGridScene(), named: "lazy-grid", options(.systemMedium), renderer: renderer)
  }

  @Test(arguments: ColorScheme.allCases)
  func textInEveryWeightAndDesign(scheme: ColorScheme) {
    expectGolden(
      TypographyScene(), named: "typography-\(scheme.rawValue)", options(.systemLarge, scheme),
      renderer: renderer)
  }

  @Test func hangulEmojiAndKerning() {
    expectGolden(ScriptsScene(), named: "scripts", options(.systemMedium), renderer: renderer)
  }

  @Test func truncationAtTheTailHeadAndMiddle() {
    expectGolden(TruncationScene(), named: "truncation", options(.systemMedium), renderer: renderer)
  }
}
