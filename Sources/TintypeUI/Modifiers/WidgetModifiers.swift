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

  /// Sets an environment value for the view and its subviews. The colour scheme and the layout
  /// direction are also recorded, so that the renderer resolves semantic colours and mirrors the
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
    return AnyView(transformEnvironment(\.customGaugeStyle) { $0 = AnyGaugeStyle(style) })
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
    return AnyView(transformEnvironment(\.customProgressViewStyle) { $0 = AnyProgressViewStyle(style) })
  }
  /// The look of buttons inside.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    archived(.buttonStyle(style.kind))
  }
  /// The look of labels inside.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { archived(.labelStyle(style.kind)) }
  /// The look of toggles inside.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { archived(.toggleStyle(style.kind)) }
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

/// How a gauge looks (SwiftUI's `GaugeStyle`): SwiftUI's own styles (`.accessoryCircular`, …), or a
/// type of your own whose `makeBody(configuration:)` draws the gauge from its configuration.
public protocol GaugeStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The gauge as this style draws it.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a gauge hands its style.
  typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge hands its style (SwiftUI's `GaugeStyleConfiguration`): its value as a fraction of its
/// range, and its labels.
public struct GaugeStyleConfiguration {
  /// A label of the gauge, as the gauge was given it.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The current value's label.
  public typealias CurrentValueLabel = Label
  /// The minimum value's label.
  public typealias MinimumValueLabel = Label
  /// The maximum value's label.
  public typealias MaximumValueLabel = Label
  /// A marked value's label.
  public typealias MarkedValueLabel = Label

  /// The value, from 0 at the range's lower bound to 1 at its upper bound.
  public let value: Double
  /// The gauge's label.
  public let label: Label
  /// The current value's label, if the gauge has one.
  public let currentValueLabel: CurrentValueLabel?
  /// The minimum value's label, if the gauge has one.
  public let minimumValueLabel: MinimumValueLabel?
  /// The maximum value's label, if the gauge has one.
  public let maximumValueLabel: MaximumValueLabel?
}

/// A style of your own, type-erased for the environment.
struct AnyGaugeStyle: @unchecked Sendable {
  let makeBody: (GaugeStyleConfiguration) -> AnyView
  init<S: GaugeStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct CustomGaugeStyleKey: EnvironmentKey {
  static let defaultValue: AnyGaugeStyle? = nil
}

extension EnvironmentValues {
  /// The gauge style of your own that gauges inside draw with, or nil for SwiftUI's.
  var customGaugeStyle: AnyGaugeStyle? {
    get { self[CustomGaugeStyleKey.self] }
    set { self[CustomGaugeStyleKey.self] = newValue }
  }
}

/// A gauge style by kind.
public struct _GaugeStyle: GaugeStyle {
  public let kind: GaugeStyleKind
  /// SwiftUI's styles are drawn by the renderer from the archived gauge, not from a body.
  public func makeBody(configuration: Configuration) -> Never {
    fatalError("\(kind) is drawn by the renderer")
  }
}
extension GaugeStyle where Self == _GaugeStyle {
  /// The `automatic` gauge style.
  public static var automatic: _GaugeStyle { _GaugeStyle(kind: .automatic) }
  /// The `accessoryCircular` gauge style.
  public static var accessoryCircular: _GaugeStyle { _GaugeStyle(kind: .accessoryCircular) }
  /// The `accessoryCircularCapacity` gauge style.
  public static var accessoryCircularCapacity: _GaugeStyle { _GaugeStyle(kind: .accessoryCircularCapacity) }
  /// The `accessoryLinear` gauge style.
  public static var accessoryLinear: _GaugeStyle { _GaugeStyle(kind: .accessoryLinear) }
  /// The `accessoryLinearCapacity` gauge style.
  public static var accessoryLinearCapacity: _GaugeStyle { _GaugeStyle(kind: .accessoryLinearCapacity) }
  /// The `linearCapacity` gauge style.
  public static var linearCapacity: _GaugeStyle { _GaugeStyle(kind: .linearCapacity) }
  /// The `circular` gauge style.
  public static var circular: _GaugeStyle { _GaugeStyle(kind: .circular) }
  /// The `linear` gauge style.
  public static var linear: _GaugeStyle { _GaugeStyle(kind: .linear) }
}

/// Progress view styles (SwiftUI's `ProgressViewStyle`).
/// How a progress view looks (SwiftUI's `ProgressViewStyle`): SwiftUI's own styles, or a type of
/// your own whose `makeBody(configuration:)` draws it.
public protocol ProgressViewStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The progress view as this style draws it.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a progress view hands its style.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view hands its style (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
  /// A label of the progress view, as it was given it.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The current value's label.
  public typealias CurrentValueLabel = Label

  /// The fraction done, 0…1; nil when indeterminate, and for a timer interval (whose fraction is
  /// known only at the render date, after a style's body has been archived).
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public let label: Label?
  /// The current value's label, if it has one.
  public let currentValueLabel: CurrentValueLabel?
}

/// A progress view style of your own, type-erased for the environment.
struct AnyProgressViewStyle: @unchecked Sendable {
  let makeBody: (ProgressViewStyleConfiguration) -> AnyView
  init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct CustomProgressViewStyleKey: EnvironmentKey {
  static let defaultValue: AnyProgressViewStyle? = nil
}

extension EnvironmentValues {
  /// The progress view style of your own that progress views inside draw with, or nil.
  var customProgressViewStyle: AnyProgressViewStyle? {
    get { self[CustomProgressViewStyleKey.self] }
    set { self[CustomProgressViewStyleKey.self] = newValue }
  }
}

/// A progress view style by kind.
public struct _ProgressViewStyle: ProgressViewStyle {
  public let kind: ProgressViewStyleKind
  /// SwiftUI's styles are drawn by the renderer from the archived progress view, not from a body.
  public func makeBody(configuration: Configuration) -> Never {
    fatalError("\(kind) is drawn by the renderer")
  }
}
extension ProgressViewStyle where Self == _ProgressViewStyle {
  /// The `automatic` progress view style.
  public static var automatic: _ProgressViewStyle { _ProgressViewStyle(kind: .automatic) }
  /// The `linear` progress view style.
  public static var linear: _ProgressViewStyle { _ProgressViewStyle(kind: .linear) }
  /// The `circular` progress view style.
  public static var circular: _ProgressViewStyle { _ProgressViewStyle(kind: .circular) }
}

/// Button styles (SwiftUI's `PrimitiveButtonStyle`).
public protocol PrimitiveButtonStyle { var kind: ButtonStyleKind { get } }
/// A button style by kind.
public struct _ButtonStyle: PrimitiveButtonStyle { public let kind: ButtonStyleKind }
extension PrimitiveButtonStyle where Self == _ButtonStyle {
  /// The `automatic` button style.
  public static var automatic: _ButtonStyle { _ButtonStyle(kind: .automatic) }
  /// The `plain` button style.
  public static var plain: _ButtonStyle { _ButtonStyle(kind: .plain) }
  /// The `bordered` button style.
  public static var bordered: _ButtonStyle { _ButtonStyle(kind: .bordered) }
  /// The `borderedProminent` button style.
  public static var borderedProminent: _ButtonStyle { _ButtonStyle(kind: .borderedProminent) }
  /// The `borderless` button style.
  public static var borderless: _ButtonStyle { _ButtonStyle(kind: .borderless) }
}

/// Label styles (SwiftUI's `LabelStyle`).
public protocol LabelStyle { var kind: LabelStyleKind { get } }
/// A label style by kind.
public struct _LabelStyle: LabelStyle { public let kind: LabelStyleKind }
extension LabelStyle where Self == _LabelStyle {
  /// The `automatic` label style.
  public static var automatic: _LabelStyle { _LabelStyle(kind: .automatic) }
  /// The `titleOnly` label style.
  public static var titleOnly: _LabelStyle { _LabelStyle(kind: .titleOnly) }
  /// The `iconOnly` label style.
  public static var iconOnly: _LabelStyle { _LabelStyle(kind: .iconOnly) }
  /// The `titleAndIcon` label style.
  public static var titleAndIcon: _LabelStyle { _LabelStyle(kind: .titleAndIcon) }
}

/// Toggle styles (SwiftUI's `ToggleStyle`).
public protocol ToggleStyle { var kind: ToggleStyleKind { get } }
/// A toggle style by kind.
public struct _ToggleStyle: ToggleStyle { public let kind: ToggleStyleKind }
extension ToggleStyle where Self == _ToggleStyle {
  /// The `automatic` toggle style.
  public static var automatic: _ToggleStyle { _ToggleStyle(kind: .automatic) }
  /// The `switch` toggle style.
  public static var `switch`: _ToggleStyle { _ToggleStyle(kind: .switch) }
  /// The `button` toggle style.
  public static var button: _ToggleStyle { _ToggleStyle(kind: .button) }
}
