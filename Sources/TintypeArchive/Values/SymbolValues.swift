/// The size of SF Symbols relative to the text around them (SwiftUI's `Image.Scale`).
public enum ImageScale: String, ArchiveEnum {
  case small, medium, large
}

/// The variant of SF Symbols to draw (SwiftUI's `SymbolVariants`), written as the name suffix it
/// adds: `"fill"`, `"circle.fill"`, …; `"none"` for the symbols as named.
public enum SymbolVariantValue: String, ArchiveEnum {
  case none, fill, slash
  case circle, square, rectangle
  case circleFill = "circle.fill"
  case squareFill = "square.fill"
  case rectangleFill = "rectangle.fill"
}

/// How SF Symbols use colour (SwiftUI's `SymbolRenderingMode`).
public enum SymbolRenderingModeValue: String, ArchiveEnum {
  case monochrome, hierarchical, palette, multicolor
}
