import Foundation
import TintypeArchive
import TintypeCore
import TintypeRaster
import TintypeSVG
import TintypeScene

extension ViewResolver {
  /// A symbol drawn from its template (`AssetCatalog+Symbols`): at the text's size and weight and the
  /// image scale, in the foreground style, sitting on the text baseline. A weight the template can
  /// neither draw nor interpolate is drawn at the nearest one it has, and said.
  func symbolImage(
    _ template: SymbolTemplate, named name: String, resizable: Bool, _ style: InheritedStyle,
    at path: JSONPath
  ) -> ResolvedImage? {
    let font = FontResolver.spec(style)
    let scale: SymbolTemplate.Scale =
      switch style.imageScale {
      case .small: .small
      case .medium: .medium
      case .large: .large
      }
    guard let glyph = template.glyph(weight: font.weight, scale: scale, pointSize: font.size) else {
      return nil
    }
    if let substitute = glyph.substitute {
      context.warn(
        RenderWarning(
          .symbolStandIn, at: path, view: "Image",
          message: "symbol \"\(name)\" is drawn at \(substitute): its template has no weight \(font.weight)"
            + " and cannot interpolate one (it has \(template.variantNames.joined(separator: ", ")))"))
    }
    let outline = PathValue(
      elements: glyph.outline.elements.map { element -> PathValue.Element in
        switch element {
        case .move(let point): .move(to: point)
        case .line(let point): .line(to: point)
        case .quadCurve(let point, let control): .quadCurve(to: point, control: control)
        case .curve(let point, let control1, let control2):
          .curve(to: point, control1: control1, control2: control2)
        case .closeSubpath: .closeSubpath
        }
      }, referenceSize: (glyph.width, glyph.height))
    let paint = ImagePaint(
      name: name, pixels: nil, symbol: outline, tint: paint(nil, style, at: path), interpolation: .high,
      accentTreatment: .silhouette, group: group(style))
    return ResolvedImage(
      naturalSize: Size(width: glyph.width, height: glyph.height), isResizable: resizable, paint: paint,
      baseline: glyph.baseline)
  }

  /// The template at `file`; one that cannot be read is an error naming the file.
  func symbolTemplate(at file: URL, named name: String, at path: JSONPath) throws(ResolveError)
    -> SymbolTemplate
  {
    do {
      return try context.assets.symbolTemplate(at: file, named: name)
    } catch {
      throw ResolveError(path: path, message: error.description)
    }
  }
}
