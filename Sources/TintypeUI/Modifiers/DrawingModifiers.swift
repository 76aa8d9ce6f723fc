import TintypeCore

extension View {
  /// The style of text and shapes in this view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    archived(.foregroundStyle([style.archivedStyle]))
  }

  /// The primary and secondary styles.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    archived(.foregroundStyle([primary.archivedStyle, secondary.archivedStyle]))
  }

  /// The primary, secondary and tertiary styles.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  )
    -> some View
  {
    archived(.foregroundStyle([primary.archivedStyle, secondary.archivedStyle, tertiary.archivedStyle]))
  }

  /// The foreground colour (deprecated in SwiftUI in favour of `foregroundStyle`).
  public func foregroundColor(_ color: Color?) -> some View {
    archived(.foregroundStyle([color.map { .color($0.value) } ?? .hierarchical(.primary)]))
  }

  /// The tint of controls and `.tint` styles.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { archived(.tint(tint?.archivedStyle)) }

  /// The tint colour.
  public func tint(_ tint: Color?) -> some View { archived(.tint(tint.map { .color($0.value) })) }

  /// The accent colour of controls inside (SwiftUI's older spelling of `tint(_:)`).
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

  /// A style behind the view, filling its frame.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  {
    archived(.background(.style(style.archivedStyle, shape: nil)))
  }

  /// A style in a shape behind the view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    archived(.background(.style(style.archivedStyle, shape: shape.archivedShape)))
  }

  /// The system background in a shape behind the view.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    archived(.background(.style(.background, shape: shape.archivedShape)))
  }

  /// A view behind this one, sized to it.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  {
    let content = content()
    return archived { context in .background(.view(context.node(content), alignment: alignment)) }
  }

  /// A view behind this one (the older spelling). Disfavoured, as in SwiftUI: a colour or other
  /// style (`.background(Color.red)`) takes the `ShapeStyle` overload, not this one.
  @_disfavoredOverload
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    archived { context in .background(.view(context.node(view), alignment: alignment)) }
  }

  /// A view over this one, sized to it.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    let content = content()
    return archived { context in .overlay(.view(context.node(content), alignment: alignment)) }
  }

  /// A view over this one (the older spelling). Disfavoured like `background(_:alignment:)`.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    archived { context in .overlay(.view(context.node(overlay), alignment: alignment)) }
  }

  /// A style over the view, filling its frame.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    archived(.overlay(.style(style.archivedStyle, shape: nil)))
  }

  /// A style in a shape over the view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    archived(.overlay(.style(style.archivedStyle, shape: shape.archivedShape)))
  }

  /// A border of `width` points drawn inside the view's frame, over it (SwiftUI's `border`: an overlay
  /// of the frame's rectangle, stroked inward).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }

  /// Clips the view to a shape.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    archived(.clipShape(shape.archivedShape, eoFill: style.isEOFilled))
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View { archived(.clipped) }

  /// Clips the view to a rounded rectangle.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    archived(.cornerRadius(radius))
  }

  /// Masks the view with another view's alpha.
  public func mask<V: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> V) -> some View {
    let mask = mask()
    return archived { context in .mask(context.node(mask), alignment: alignment) }
  }

  /// Masks the view with another view's alpha: the older spelling of `mask(alignment:_:)`, deprecated
  /// in SwiftUI as here, and still common in widget code.
  @available(*, deprecated, renamed: "mask(alignment:_:)")
  public func mask<V: View>(_ mask: V) -> some View { self.mask(alignment: .center) { mask } }

  /// The view's opacity.
  public func opacity(_ opacity: Double) -> some View {
    archived(.opacity(NumberBounds.opacity.clamped(opacity)))
  }

  /// A drop shadow.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  )
    -> some View
  {
    archived(.shadow(ShadowValue(color: color.value, radius: radius, x: x, y: y)))
  }

  /// Draws the view through an affine transform about its top-leading corner; its layout does not
  /// change (SwiftUI's `transformEffect`).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    archived(
      .transformEffect(
        Transform(
          a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
          tx: Double(transform.tx), ty: Double(transform.ty))))
  }

  /// Rotates the drawing of the view.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    archived(.rotationEffect(angle, anchor: anchor))
  }

  /// Scales the drawing of the view.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    archived(.scaleEffect(x: scale, y: scale, anchor: anchor))
  }

  /// Scales the drawing of the view per axis.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    archived(.scaleEffect(x: x, y: y, anchor: anchor))
  }

  /// Scales the drawing of the view by a size.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    archived(.scaleEffect(x: scale.width, y: scale.height, anchor: anchor))
  }

  /// Black with the view's luminance as alpha.
  public func luminanceToAlpha() -> some View { archived(.luminanceToAlpha) }
}

extension View {
  /// The shape `ContainerRelativeShape`s inside this view take, inset from it as they are from the
  /// widget's own corners.
  public func containerShape<T: Shape>(_ shape: T) -> some View {
    archived(.containerShape(shape.archivedShape))
  }
}
