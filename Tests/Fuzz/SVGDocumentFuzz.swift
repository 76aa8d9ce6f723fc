// libFuzzer entry for the SVG reader (XML, path data, transforms, styles) and its rasteriser at a small
// size, and for the symbol-template reader (guides, variants, interpolated weights). Built by `make fuzz`
// with the TintypeSVG sources over an instrumented TintypeRaster (build.sh).
//
// Every input must parse or throw; whatever parses must draw into a 32 × 32 canvas, and a template
// must give a glyph (or none) at every weight and scale.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  if let document = try? SVGDocument(data: bytes) {
    _ = try? document.render(pixelWidth: 32, pixelHeight: 32)
  }
  if let template = try? SymbolTemplate(data: bytes) {
    for weight in [100, 400, 600, 900] {
      for scale in SymbolTemplate.Scale.allCases {
        _ = template.glyph(weight: weight, scale: scale, pointSize: 17)
      }
    }
  }
  return 0
}
