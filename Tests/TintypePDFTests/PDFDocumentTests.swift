import Foundation
import Testing
import TintypeRaster

@testable import TintypePDF

/// Vector PDFs as asset catalogs hold them, drawn by Tintype's own reader. The fixtures are small
/// hand-made files (see Fixtures/), each drawing known colours in known quarters of the page.
@Suite struct PDFDocumentTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  func document(_ name: String) throws -> PDFDocument {
    try PDFDocument(data: try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
  }

  /// The pixel at (`x`, `y`) points from the top-left of a render at 4 pixels a point.
  func pixel(_ canvas: Canvas, _ x: Double, _ y: Double) -> (
    red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
  ) {
    let pixel = canvas[Int(x * 4), Int(y * 4)]
    return (pixel.red, pixel.green, pixel.blue, pixel.alpha)
  }

  @Test func aSquareLandsWherePageSpaceSaysYUp() throws {
    let pdf = try document("square.pdf")
    #expect(pdf.width == 24 && pdf.height == 24)
    let canvas = try pdf.render(pixelWidth: 96, pixelHeight: 96)
    // `0 0 12 12 re` is the bottom-left quarter: y runs up in PDF, down in pixels.
    #expect(pixel(canvas, 6, 18) == (255, 0, 0, 255))
    #expect(pixel(canvas, 6, 6).alpha == 0)
    #expect(pixel(canvas, 18, 18).alpha == 0)
  }

  @Test func compressedContentInheritedResourcesOpacityFormsAndCMYK() throws {
    let canvas = try document("icon-flate.pdf").render(pixelWidth: 96, pixelHeight: 96)
    // Top-left: blue at the ExtGState's 50 % (premultiplied: 128 blue, 128 alpha).
    let blue = pixel(canvas, 6, 6)
    #expect(blue.red == 0 && abs(Int(blue.blue) - 128) <= 1 && abs(Int(blue.alpha) - 128) <= 1, "\(blue)")
    // Bottom-right: the form XObject's green square, moved by its matrix.
    #expect(pixel(canvas, 18, 18) == (0, 255, 0, 255))
    // Top-right: the CMYK black triangle, below its diagonal.
    #expect(pixel(canvas, 21, 4) == (0, 0, 0, 255))
    // Bottom-left: the 2 pt red line at y = 2 pt from the bottom.
    #expect(pixel(canvas, 6, 22) == (255, 0, 0, 255))
    #expect(pixel(canvas, 6, 19).alpha == 0)
  }

  @Test func objectStreamsAndCrossReferenceStreamsAreRead() throws {
    let pdf = try document("object-stream.pdf")
    #expect(pdf.width == 48 && pdf.height == 24)
    let canvas = try pdf.render(pixelWidth: 192, pixelHeight: 96)
    #expect(pixel(canvas, 12, 12) == (0, 0, 255, 255))
    #expect(pixel(canvas, 30, 12).alpha == 0)
  }

  @Test func badFilesAreRefusedWithAReason() throws {
    #expect(throws: PDFError.self) { try PDFDocument(data: Data("hello".utf8)) }
    do {
      _ = try document("ascii85.pdf")
      Issue.record("an ASCII85 stream was read")
    } catch {
      #expect("\(error)".contains("ASCII85Decode filter is not read"), "\(error)")
    }
    // Every prefix of a good file fails cleanly or reads: never a crash.
    let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent("icon-flate.pdf"))
    for length in stride(from: 0, to: bytes.count, by: 7) {
      _ = try? PDFDocument(data: bytes.prefix(length))
    }
  }

  @Test func aBrowsersPDFOfAnIconDrawsAsPopplerDrawsIt() throws {
    // chromium-icon.pdf: Chromium's "print to PDF" (Skia) of chromium-icon.html, an orange disc with
    // a white round-capped tick and a blue square at 50 % drawn through a transparency-group form.
    // Checked against poppler's pdftoppm at 288 dpi: 83 of 20,736 pixels differ by more than 32
    // levels, all on anti-aliased edges.
    let pdf = try document("chromium-icon.pdf")
    #expect(pdf.width == 36 && pdf.height == 36)
    let canvas = try pdf.render(pixelWidth: 144, pixelHeight: 144)
    #expect(pixel(canvas, 18, 6) == (255, 149, 0, 255))
    // The square's alpha comes from the ExtGState in force at `Do`, not from the form's own.
    let square = pixel(canvas, 3, 3)
    #expect(abs(Int(square.alpha) - 128) <= 1 && abs(Int(square.blue) - 128) <= 1, "\(square)")
    // A round cap (set through the ExtGState's /LC) reaches past the tick's first point.
    #expect(pixel(canvas, 9.7, 18.7) == (255, 255, 255, 255))
  }
}

/// The fuzzer's findings (Tests/Fuzz/Regressions/pdf-document): each reads or is refused, promptly.
@Test(
  arguments: (try? FileManager.default.contentsOfDirectory(
    atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/Regressions/pdf-document").path))?.filter { !$0.hasPrefix(".") }.sorted()
    ?? [])
func aPDFFuzzFindingReadsOrIsRefused(_ name: String) throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Regressions/pdf-document/\(name)")
  if let document = try? PDFDocument(data: try Data(contentsOf: url)) {
    _ = try? document.render(pixelWidth: 32, pixelHeight: 32)
  }
}
