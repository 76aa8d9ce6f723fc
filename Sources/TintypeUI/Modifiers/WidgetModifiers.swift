/// Where a container background goes (WidgetKit's `ContainerBackgroundPlacement`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  /// The widget's background.
  public static let widget = ContainerBackgroundPlacement()
}

extension View {
  /// The widget's removable background: a style.
  public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement)
    -> some View
  {
    archived(.containerBackground(.style(style.archivedStyle, shape: nil)))
  }

  /// The widget's removable background: a view.
  public func containerBackground<V: View>(
    for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  {
    let content = content()
    return archived { context in .containerBackground(.view(context.node(content), alignment: alignment)) }
  }

  /// Puts the view and its subviews in the accent group of the accented rendering mode.
  public func widgetAccentable(_ accentable: Bool = true) -> some View {
    archived(.widgetAccentable(accentable))
  }

  /// The URL opened when the widget is tapped.
  public func widgetURL(_ url: URL?) -> some View { archived(.widgetURL(url?.absoluteString)) }

  /// A label for accessory widgets on watch faces.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
    let label = label()
    return archived { context in .widgetLabel(context.node(label)) }
  }

  /// A text label for accessory widgets on watch faces.
  public func widgetLabel(_ label: LocalizedStringKey) -> some View {
    archived { context in .widgetLabel(context.node(Text(label))) }
  }

  /// A text label from a string (not looked up), for accessory widgets on watch faces.
  @_disfavoredOverload
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
    archived { context in .widgetLabel(context.node(Text(label))) }
  }

  /// Curves the content of a watch corner complication along the bezel, outside its `widgetLabel`
  /// (only in an `accessoryCorner` on a watch face; elsewhere it changes nothing).
  public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View {
    archived(.widgetCurvesContent(curvesContent))
  }

  /// Shows the view redacted; bodies inside read the reason from the environment.
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(
      ArchivedModifier(
        make: { _ in reason.isEmpty ? nil : .redacted(reason) },
        environment: { $0.redactionReasons.formUnion(reason) }))
  }

  /// Shows the view unredacted inside a redacted parent.
  public func unredacted() -> some View {
    modifier(ArchivedModifier(make: { _ in .unredacted }, environment: { $0.redactionReasons = [] }))
  }

  /// Marks the view as private: redacted when the device is locked.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    archived(.privacySensitive(sensitive))
  }

  /// Sets an environment value for the view and its subviews. The colour scheme, the layout
  /// direction and the Dynamic Type size are also recorded, so that the renderer resolves semantic colours and mirrors the
  /// layout of the subtree with them.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V)
    -> some View
  {
    modifier(
      ArchivedModifier(
        make: { _ in
          if keyPath == \EnvironmentValues.colorScheme, let scheme = value as? ColorScheme {
            return .environment(EnvironmentOverride(colorScheme: scheme))
          }
          if keyPath == \EnvironmentValues.layoutDirection, let direction = value as? LayoutDirection {
            return .environment(EnvironmentOverride(layoutDirection: direction))
          }
          // Text styles are sized when rendered, so the size travels with the archive.
          if keyPath == \EnvironmentValues.dynamicTypeSize, let size = value as? DynamicTypeSize {
            return .dynamicTypeSize(DynamicTypeSizeRange(size, size))
          }
          // Date text is drawn when rendered, so the zone it is shown in travels with the archive.
          if keyPath == \EnvironmentValues.timeZone, let zone = value as? TimeZone {
            return .environment(EnvironmentOverride(timeZone: zone.identifier))
          }
          return nil
        },
        environment: { $0[keyPath: keyPath] = value }))
  }

  /// Changes an environment value for the view and its subviews with `transform` (SwiftUI's
  /// `transformEnvironment`). Only what the view's bodies read changes: the renderer's own settings
  /// (colour scheme, layout direction, time zone) are set with `environment(_:_:)`.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(ArchivedModifier(make: { _ in nil }, environment: { transform(&$0[keyPath: keyPath]) }))
  }

  /// The colour scheme of the view (the older spelling of `environment(\.colorScheme, _)`).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }

  /// The colour scheme the view prefers, most often set on a preview (`PreviewProvider` code:
  /// `.previewContext(…).preferredColorScheme(.dark)`). SwiftUI hands the preference to the
  /// enclosing presentation; a render has no other, so it applies to the view as
  /// `environment(\.colorScheme, _)` does. `nil` leaves the scheme alone.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    colorScheme.map { AnyView(environment(\.colorScheme, $0)) } ?? AnyView(self)
  }

  /// The look of gauges inside: one of SwiftUI's (archived, drawn by the renderer), or a style of
  /// your own, whose `makeBody(configuration:)` is what each gauge inside draws.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    if let builtIn = style as? _GaugeStyle {
      return AnyView(
        archived(.gaugeStyle(builtIn.kind)).transformEnvironment(\.customGaugeStyle) { $0 = nil })
    }
    return AnyView(transformEnvironment(\.customGaugeStyle) { $0 = AnyControlStyle(style.makeBody) })
  }
  /// The look of progress views inside.
  /// The look of progress views inside: one of SwiftUI's, or a style of your own, whose
  /// `makeBody(configuration:)` is what each progress view inside draws.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    if let builtIn = style as? _ProgressViewStyle {
      return AnyView(
        archived(.progressViewStyle(builtIn.kind)).transformEnvironment(\.customProgressViewStyle) {
          $0 = nil
        })
    }
    return AnyView(transformEnvironment(\.customProgressViewStyle) { $0 = AnyControlStyle(style.makeBody) })
  }
  /// The look of buttons inside.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    archived(.buttonStyle(style.kind))
  }
  /// The look of buttons inside, by a style of your own: its `makeBody(configuration:)` is what each
  /// button inside draws (never pressed: a widget is a still image); the button keeps its action.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    transformEnvironment(\.customButtonStyle) { $0 = AnyControlStyle(style.makeBody) }
  }
  /// The look of labels inside: one of SwiftUI's, or a style of your own, whose
  /// `makeBody(configuration:)` is what each label inside draws.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    if let builtIn = style as? _LabelStyle {
      return AnyView(
        archived(.labelStyle(builtIn.kind)).transformEnvironment(\.customLabelStyle) { $0 = nil })
    }
    return AnyView(transformEnvironment(\.customLabelStyle) { $0 = AnyControlStyle(style.makeBody) })
  }
  /// The look of toggles inside.
  /// The look of toggles inside: one of SwiftUI's, or a style of your own, whose
  /// `makeBody(configuration:)` is what each toggle inside draws.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    if let builtIn = style as? _ToggleStyle {
      return AnyView(
        archived(.toggleStyle(builtIn.kind)).transformEnvironment(\.customToggleStyle) { $0 = nil })
    }
    return AnyView(transformEnvironment(\.customToggleStyle) { $0 = AnyControlStyle(style.makeBody) })
  }
  /// Hides the labels of the controls inside (a toggle draws its switch alone).
  public func labelsHidden() -> some View { archived(.labelsHidden) }

  /// Accessibility has no visual effect on a rendered image; these modifiers are accepted so that
  /// widget code compiles, and change nothing.
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// See `accessibilityLabel(_:)`.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
  /// See `accessibilityLabel(_:)`.
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// Identity matters to animation, not to a still image; accepted and ignored.
  public func id<ID: Hashable>(_ id: ID) -> some View { self }
  /// Marks content that changes after an interaction; a still image draws it as is.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
