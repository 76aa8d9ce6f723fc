import Testing

@testable import TintypeText

/// With Apple's fonts in a folder given to the text system (they may not be redistributed, so a
/// face of the bundled Inter stands in here under SF Pro's names), the system font is set in them:
/// SF Pro Text below 20 pt, SF Pro Display from 20 pt, SF Pro Rounded for the rounded design.
@Suite struct AppleSystemFontTests {
  let directory = try! FontDirectory.locate()

  private func face(_ family: String, _ file: String, weight: Int = 400) -> FontLibrary.Face {
    FontLibrary.Face(
      id: FaceID(path: directory.path(of: file)), family: family, style: "Regular",
      postScriptName: family.filter { $0 != " " } + "-Regular", weight: weight, italic: false)
  }

  @Test func theSystemFaceFollowsDesignAndOpticalSize() {
    let library = FontLibrary(faces: [
      face("SF Pro Text", "Inter/Inter-Regular.otf"), face("SF Pro Display", "Inter/Inter-Medium.otf"),
      face("SF Pro Rounded", "Quicksand/Quicksand-Regular.ttf"),
    ])
    #expect(
      library.systemFace(design: .default, weight: 400, italic: false, size: 17)?.path.hasSuffix(
        "Inter-Regular.otf") == true)
    #expect(
      library.systemFace(design: .default, weight: 400, italic: false, size: 28)?.path.hasSuffix(
        "Inter-Medium.otf") == true)
    #expect(
      library.systemFace(design: .rounded, weight: 400, italic: false, size: 17)?.path.contains("Quicksand")
        == true)
    #expect(library.systemFace(design: .serif, weight: 400, italic: false, size: 17) == nil)
  }

  @Test func theCascadePutsAppleFacesFirstForTheSystemFontOnly() throws {
    let library = FontLibrary(faces: [face("SF Pro Text", "Inter/Inter-Bold.otf", weight: 700)])
    let cascade = CascadeList(
      faces: FaceCache(directory: directory), fallbacks: .standard, library: .empty, systemFonts: library)
    let primary = try #require(cascade.primaryFace(for: FontSpec(weight: 400, size: 15)))
    #expect(primary.0.path.hasSuffix("Inter-Bold.otf"))
    // Without Apple's faces the bundled stand-in is used.
    let plain = CascadeList(faces: FaceCache(directory: directory), fallbacks: .standard)
    #expect(try #require(plain.primaryFace(for: FontSpec(size: 15))).0.path == "Inter/Inter-Regular.otf")
  }
}
