// The control styles: SwiftUI's own, archived for the renderer to draw, and styles of your own,
// whose `makeBody(configuration:)` is what the controls inside draw (read from the environment).

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

/// A gauge style by kind.
public struct _GaugeStyle: GaugeStyle {
  /// Which of SwiftUI's styles.
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

/// A progress view style by kind.
public struct _ProgressViewStyle: ProgressViewStyle {
  /// Which of SwiftUI's styles.
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

/// How a label looks (SwiftUI's `LabelStyle`): SwiftUI's own styles, or a type of your own whose
/// `makeBody(configuration:)` arranges the title and the icon.
public protocol LabelStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The label as this style draws it.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a label hands its style.
  typealias Configuration = LabelStyleConfiguration
}

/// What a label hands its style (SwiftUI's `LabelStyleConfiguration`): its title and its icon.
public struct LabelStyleConfiguration {
  /// The title, as the label was given it.
  public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The icon, as the label was given it.
  public typealias Icon = Title

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// How a button looks, by a style of your own (SwiftUI's `ButtonStyle`): `makeBody(configuration:)`
/// draws the button from its label; SwiftUI's own button styles are `PrimitiveButtonStyle`s here.
public protocol ButtonStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The button as this style draws it.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a button hands its style.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a button hands its style (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
  /// The button's label, as it was given it.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// Whether the button is pressed: never, in a widget's still image.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// A label style by kind.
public struct _LabelStyle: LabelStyle {
  /// Which of SwiftUI's styles.
  public let kind: LabelStyleKind
  /// SwiftUI's styles are drawn by the renderer from the archived label, not from a body.
  public func makeBody(configuration: Configuration) -> Never {
    fatalError("\(kind) is drawn by the renderer")
  }
}
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
/// How a toggle looks (SwiftUI's `ToggleStyle`): SwiftUI's own styles, or a type of your own whose
/// `makeBody(configuration:)` draws the toggle from whether it is on and its label.
public protocol ToggleStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The toggle as this style draws it.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a toggle hands its style.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle hands its style (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
  /// The toggle's label, as it was given it.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// Whether the toggle is on.
  public let isOn: Bool
}

/// A toggle style by kind.
public struct _ToggleStyle: ToggleStyle {
  /// Which of SwiftUI's styles.
  public let kind: ToggleStyleKind
  /// SwiftUI's styles are drawn by the renderer from the archived toggle, not from a body.
  public func makeBody(configuration: Configuration) -> Never {
    fatalError("\(kind) is drawn by the renderer")
  }
}
extension ToggleStyle where Self == _ToggleStyle {
  /// The `automatic` toggle style.
  public static var automatic: _ToggleStyle { _ToggleStyle(kind: .automatic) }
  /// The `switch` toggle style.
  public static var `switch`: _ToggleStyle { _ToggleStyle(kind: .switch) }
  /// The `button` toggle style.
  public static var button: _ToggleStyle { _ToggleStyle(kind: .button) }
}

/// A control style of your own, type-erased for the environment: what it makes of a control's
/// configuration.
struct AnyControlStyle<Configuration>: @unchecked Sendable {
  let makeBody: (Configuration) -> AnyView

  init<Body: View>(_ makeBody: @escaping (Configuration) -> Body) {
    self.makeBody = { AnyView(makeBody($0)) }
  }
}

/// The environment key of the styles of your own for one kind of control.
private struct CustomStyleKey<Configuration>: EnvironmentKey {
  static var defaultValue: AnyControlStyle<Configuration>? { nil }
}

extension EnvironmentValues {
  /// The gauge style of your own that gauges inside draw with, or nil for SwiftUI's.
  var customGaugeStyle: AnyControlStyle<GaugeStyleConfiguration>? {
    get { self[CustomStyleKey<GaugeStyleConfiguration>.self] }
    set { self[CustomStyleKey<GaugeStyleConfiguration>.self] = newValue }
  }

  /// The progress view style of your own, or nil.
  var customProgressViewStyle: AnyControlStyle<ProgressViewStyleConfiguration>? {
    get { self[CustomStyleKey<ProgressViewStyleConfiguration>.self] }
    set { self[CustomStyleKey<ProgressViewStyleConfiguration>.self] = newValue }
  }

  /// The label style of your own, or nil.
  var customLabelStyle: AnyControlStyle<LabelStyleConfiguration>? {
    get { self[CustomStyleKey<LabelStyleConfiguration>.self] }
    set { self[CustomStyleKey<LabelStyleConfiguration>.self] = newValue }
  }

  /// The toggle style of your own, or nil.
  var customToggleStyle: AnyControlStyle<ToggleStyleConfiguration>? {
    get { self[CustomStyleKey<ToggleStyleConfiguration>.self] }
    set { self[CustomStyleKey<ToggleStyleConfiguration>.self] = newValue }
  }

  /// The button style of your own, or nil.
  var customButtonStyle: AnyControlStyle<ButtonStyleConfiguration>? {
    get { self[CustomStyleKey<ButtonStyleConfiguration>.self] }
    set { self[CustomStyleKey<ButtonStyleConfiguration>.self] = newValue }
  }
}
