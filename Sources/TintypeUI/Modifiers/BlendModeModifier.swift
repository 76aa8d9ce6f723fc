import TintypeCore

extension View {
  /// Combines the view with what is drawn under it by `mode` (SwiftUI's `BlendMode`, one type from
  /// the DSL to the raster).
  public func blendMode(_ mode: BlendMode) -> some View { archived(.blendMode(mode)) }
}
