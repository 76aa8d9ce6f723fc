import Foundation
import Testing
import TintypeRaster

@testable import TintypeSVG

/// SVG as icon files write it: shapes, path commands (arcs included), groups, transforms, styles.
@Suite struct SVGDocumentTests {
  private func render(_ svg: String, size: Int = 20) throws -> Canvas {
    try SVGDocument(data: Data(svg.utf8)).render(pixelWidth: size, pixelHeight: size)
  }

  private func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * canvas.width + x) * 4
    return canvas.pixels[i..<i + 4].map(Int.init)
  }

  @Test func sizeComesFromWidthAndHeightOrTheViewBox() throws {
    let sized = try SVGDocument(
      data: Data(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="24px" height="12" viewBox="0 0 48 24"/>"#.utf8))
    #expect(sized.width == 24 && sized.height == 12)
    let boxed = try SVGDocument(data: Data(#"<svg viewBox="0 0 30 10"/>"#.utf8))
    #expect(boxed.width == 30 && boxed.height == 10)
  }

  @Test func shapesFillWithTheirColours() throws {
    let canvas = try render(
      #"""
      <svg viewBox="0 0 20 20"><rect x="0" y="0" width="10" height="20" fill="#FF0000"/>
      <circle cx="15" cy="10" r="4" style="fill: rgb(0, 0, 255)"/></svg>
      """#)
    #expect(pixel(canvas, 5, 10) == [255, 0, 0, 255])
    #expect(pixel(canvas, 15, 10) == [0, 0, 255, 255])
    #expect(pixel(canvas, 15, 2)[3] == 0)
  }

  @Test func pathCommandsIncludingRelativeAndArcs() throws {
    // A square drawn with relative lines, and a half disc with an arc.
    let canvas = try render(
      #"""
      <svg viewBox="0 0 20 20"><path d="m2 2h6v6H2z" fill="#00ff00"/>
      <path d="M10 15a5 5 0 0 1 10 0z" fill="#000"/></svg>
      """#)
    #expect(pixel(canvas, 5, 5) == [0, 255, 0, 255])
    #expect(pixel(canvas, 15, 13)[3] == 255, "inside the half disc")
    #expect(pixel(canvas, 15, 18)[3] == 0, "below the arc's chord")
    #expect(pixel(canvas, 10, 5)[3] == 0)
  }

  @Test func groupsInheritAndTransformsApply() throws {
    let canvas = try render(
      #"""
      <svg viewBox="0 0 20 20"><g fill="#0000ff" transform="translate(10 0)"><rect width="10" height="10"/></g>
      <g opacity="0.5"><rect y="10" width="10" height="10" fill="white"/></g></svg>
      """#)
    #expect(pixel(canvas, 15, 5) == [0, 0, 255, 255])
    #expect(pixel(canvas, 5, 5)[3] == 0)
    let faded = pixel(canvas, 5, 15)
    #expect(abs(faded[3] - 128) <= 1, "\(faded)")
  }

  @Test func strokesScaleWithTheImage() throws {
    let canvas = try render(
      ##"<svg viewBox="0 0 10 10"><line x1="0" y1="5" x2="10" y2="5" stroke="#000" stroke-width="2"/></svg>"##
    )
    // 2 user units at 2 px each: 4 px across the middle.
    #expect(pixel(canvas, 10, 9)[3] == 255 && pixel(canvas, 10, 11)[3] == 255)
    #expect(pixel(canvas, 10, 6)[3] == 0)
  }

  /// Every input the fuzzer found (Tests/Fuzz/Regressions/svg-document) is an error or an image.
  @Test func fuzzFindingsAreErrorsNotCrashes() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/Regressions/svg-document")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
    #expect(!files.isEmpty)
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      if let document = try? SVGDocument(data: data) {
        _ = try? document.render(pixelWidth: 16, pixelHeight: 16)
      }
    }
  }

  @Test func badFilesAreErrorsNotCrashes() {
    #expect(throws: SVGError.self) { _ = try SVGDocument(data: Data("not xml".utf8)) }
    #expect(throws: SVGError.self) { _ = try SVGDocument(data: Data("<html/>".utf8)) }
    let deep =
      "<svg>" + String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100) + "</svg>"
    #expect(throws: SVGError.self) { _ = try SVGDocument(data: Data(deep.utf8)) }
    // Malformed path data keeps what came before, as browsers do.
    #expect(
      (try? render(##"<svg viewBox="0 0 20 20"><path d="M0 0 L 20 0 L 20 20 Z L x y" fill="#000"/></svg>"##))
        != nil)
  }
}
