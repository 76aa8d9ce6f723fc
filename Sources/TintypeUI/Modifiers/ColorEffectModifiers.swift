// SwiftUI's colour effects and blur: each applies to the view as rendered, after its content is drawn.

extension View {
  /// Brightens (positive) or darkens (negative) the view: `amount` is added to each colour channel,
  /// −1 to 1; 1 is white.
  public func brightness(_ amount: Double) -> some View {
    archived(.brightness(NumberBounds.brightness.clamped(amount)))
  }

  /// Scales each channel about mid-grey: 1 leaves the view as it is, 0 is flat grey, above 1 sharper,
  /// negative inverts.
  public func contrast(_ amount: Double) -> some View {
    archived(.contrast(NumberBounds.contrast.clamped(amount)))
  }

  /// 0 shows the view in greys of the same luminance, 1 as it is, above 1 more saturated.
  public func saturation(_ amount: Double) -> some View {
    archived(.saturation(NumberBounds.saturation.clamped(amount)))
  }

  /// 0 leaves the view as it is, 1 shows it fully in grey.
  public func grayscale(_ amount: Double) -> some View {
    archived(.grayscale(NumberBounds.grayscale.clamped(amount)))
  }

  /// Rotates the view's hues by `angle`, keeping luminance.
  public func hueRotation(_ angle: Angle) -> some View { archived(.hueRotation(angle)) }

  /// Inverts the view's colours, keeping its alpha.
  public func colorInvert() -> some View { archived(.colorInvert) }

  /// Multiplies each channel of the view, alpha included, by `color`'s.
  public func colorMultiply(_ color: Color) -> some View { archived(.colorMultiply(color.value)) }

  /// A Gaussian blur of the view; `opaque` keeps it on the view's own shape instead of letting it
  /// spread and fade at the edges.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    archived(.filter(.blur(radius: NumberBounds.blurRadius.clamped(Double(radius)), opaque: opaque)))
  }

  /// Draws the view into a layer of its own before the modifiers that follow apply to it (so an
  /// `opacity` after it fades the whole, not each part).
  public func compositingGroup() -> some View { archived(.compositingGroup) }

  /// Renders the view offscreen before it is shown: for a still image, the same as a compositing group.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    archived(.compositingGroup)
  }
}
