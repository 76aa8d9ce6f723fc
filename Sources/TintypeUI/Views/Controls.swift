/// A value in a range (SwiftUI's `Gauge`); its look comes from `gaugeStyle`.
public struct Gauge: View, PrimitiveView {
  let value: Double
  let bounds: ClosedRange<Double>
  let label: AnyView?
  let currentValueLabel: AnyView?
  let minimumValueLabel: AnyView?
  let maximumValueLabel: AnyView?

  /// A gauge with every label.
  public init<V: BinaryFloatingPoint, L: View, C: View, Mn: View, Mx: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C,
    @ViewBuilder minimumValueLabel: () -> Mn, @ViewBuilder maximumValueLabel: () -> Mx
  ) {
    self.value = Double(value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.label = AnyView(label())
    self.currentValueLabel = AnyView(currentValueLabel())
    self.minimumValueLabel = AnyView(minimumValueLabel())
    self.maximumValueLabel = AnyView(maximumValueLabel())
  }

  /// A gauge with a label and a current-value label.
  public init<V: BinaryFloatingPoint, L: View, C: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.value = Double(value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.label = AnyView(label())
    self.currentValueLabel = AnyView(currentValueLabel())
    minimumValueLabel = nil
    maximumValueLabel = nil
  }

  /// A gauge with a label.
  public init<V: BinaryFloatingPoint, L: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L
  ) {
    self.value = Double(value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.label = AnyView(label())
    currentValueLabel = nil
    minimumValueLabel = nil
    maximumValueLabel = nil
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    let upper = bounds.upperBound > bounds.lowerBound ? bounds.upperBound : bounds.lowerBound + 1
    // A style of your own draws the gauge from its configuration.
    if let style = context.environment.customGaugeStyle {
      func label(_ view: AnyView?) -> GaugeStyleConfiguration.Label? {
        view.map { GaugeStyleConfiguration.Label(content: $0) }
      }
      let configuration = GaugeStyleConfiguration(
        value: min(max((value - bounds.lowerBound) / (upper - bounds.lowerBound), 0), 1),
        label: label(self.label) ?? GaugeStyleConfiguration.Label(content: AnyView(EmptyView())),
        currentValueLabel: label(currentValueLabel), minimumValueLabel: label(minimumValueLabel),
        maximumValueLabel: label(maximumValueLabel))
      return context.nodes(style.makeBody(configuration))
    }
    return [
      ViewNode(
        .gauge(
          GaugeValue(
            value: value, lowerBound: bounds.lowerBound, upperBound: upper, label: label.map(context.node),
            currentValueLabel: currentValueLabel.map(context.node),
            minimumValueLabel: minimumValueLabel.map(context.node),
            maximumValueLabel: maximumValueLabel.map(context.node))))
    ]
  }
}

/// Progress towards completion (SwiftUI's `ProgressView`).
public struct ProgressView: View, PrimitiveView {
  let progress: ProgressValue.Progress
  let label: AnyView?
  let currentValueLabel: AnyView?

  /// An indeterminate progress view.
  public init() {
    progress = .indeterminate
    label = nil
    currentValueLabel = nil
  }

  /// Progress of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    progress = value.flatMap { total > 0 ? .value(Double($0), total: Double(total)) : nil } ?? .indeterminate
    label = nil
    currentValueLabel = nil
  }

  /// Progress with a label.
  public init<V: BinaryFloatingPoint, L: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> L) {
    progress = value.flatMap { total > 0 ? .value(Double($0), total: Double(total)) : nil } ?? .indeterminate
    self.label = AnyView(label())
    currentValueLabel = nil
  }

  /// Progress with a label and a current-value label.
  public init<V: BinaryFloatingPoint, L: View, C: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C
  ) {
    progress = value.flatMap { total > 0 ? .value(Double($0), total: Double(total)) : nil } ?? .indeterminate
    self.label = AnyView(label())
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  /// Progress with a title.
  public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0) {
    progress = value.flatMap { total > 0 ? .value(Double($0), total: Double(total)) : nil } ?? .indeterminate
    label = AnyView(Text(title))
    currentValueLabel = nil
  }

  /// Progress through a time interval, evaluated at the render date.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    progress = .timer(
      TimerValue(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown))
    label = nil
    currentValueLabel = nil
  }

  /// Progress through a time interval with a label and no current-value label.
  public init<L: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> L)
  {
    progress = .timer(
      TimerValue(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown))
    self.label = AnyView(label())
    currentValueLabel = nil
  }

  /// Progress through a time interval with labels.
  public init<L: View, C: View>(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    progress = .timer(
      TimerValue(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown))
    self.label = AnyView(label())
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    // A style of your own draws the progress view from its configuration.
    if let style = context.environment.customProgressViewStyle {
      let fraction: Double? =
        if case .value(let value, let total) = progress, total > 0 { min(max(value / total, 0), 1) } else {
          nil
        }
      return context.nodes(
        style.makeBody(
          ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(content: $0) },
            currentValueLabel: currentValueLabel.map { .init(content: $0) })))
    }
    return [
      ViewNode(
        .progressView(
          ProgressValue(
            progress: progress, label: label.map(context.node),
            currentValueLabel: currentValueLabel.map(context.node))))
    ]
  }
}

/// A title with an icon (SwiftUI's `Label`).
public struct Label: View, PrimitiveView {
  let title: AnyView
  let icon: AnyView

  /// A label from a title and an icon view.
  public init<Title: View, Icon: View>(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = AnyView(title())
    self.icon = AnyView(icon())
  }

  /// A label with an SF Symbol.
  public init(_ title: LocalizedStringKey, systemImage name: String) {
    self.title = AnyView(Text(title))
    icon = AnyView(Image(systemName: name))
  }

  /// A label with an SF Symbol and a title that is not looked up (a `String` value). Disfavoured,
  /// as in SwiftUI, so that a literal title is a `LocalizedStringKey` and is translated.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = AnyView(Text(title))
    icon = AnyView(Image(systemName: name))
  }

  /// A label with an image from the assets.
  public init(_ title: LocalizedStringKey, image name: String) {
    self.title = AnyView(Text(title))
    icon = AnyView(Image(name))
  }

  /// A label with an image from the assets and a title that is not looked up.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.title = AnyView(Text(title))
    icon = AnyView(Image(name))
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    // A style of your own arranges the title and the icon.
    if let style = context.environment.customLabelStyle {
      return context.nodes(
        style.makeBody(LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))))
    }
    return [ViewNode(.label(title: context.node(title), icon: context.node(icon)))]
  }
}

/// A tappable area that opens a URL. The label is drawn; the URL is exported as a tap target.
public struct Link: View, PrimitiveView {
  let destination: URL
  let label: AnyView

  /// A link with a label view.
  public init<L: View>(destination: URL, @ViewBuilder label: () -> L) {
    self.destination = destination
    self.label = AnyView(label())
  }

  /// A link with a title.
  public init(_ title: LocalizedStringKey, destination: URL) {
    self.destination = destination
    label = AnyView(Text(title))
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    [ViewNode(.link(destination: destination.absoluteString, label: context.node(label)))]
  }
}

/// Roles of buttons (SwiftUI's `ButtonRole`).
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// A button that deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}

/// A button (SwiftUI's `Button`). Widgets run buttons through App Intents; the intent is archived
/// with the tap target and never performed.
public struct Button: View, PrimitiveView {
  let intent: IntentValue?
  let role: ButtonRole?
  let label: AnyView

  /// A button that performs an App Intent, in a role (`.destructive` draws its label in red).
  public init<I: AppIntent, L: View>(role: ButtonRole? = nil, intent: I, @ViewBuilder label: () -> L) {
    self.intent = IntentValue(archiving: intent)
    self.role = role
    self.label = AnyView(label())
  }

  /// A button with a title that performs an App Intent.
  public init<I: AppIntent>(_ title: LocalizedStringKey, role: ButtonRole? = nil, intent: I) {
    self.intent = IntentValue(archiving: intent)
    self.role = role
    label = AnyView(Text(title))
  }

  /// A button with an action closure; widgets cannot run closures, so only its look is archived.
  public init<L: View>(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> L) {
    intent = nil
    self.role = role
    self.label = AnyView(label())
  }

  /// A button with a title and an action closure (see `init(role:action:label:)`).
  public init(_ title: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void) {
    intent = nil
    self.role = role
    label = AnyView(Text(title))
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    // A style of your own draws the button from its label; the button keeps its action, drawn plainly
    // around what the style made.
    if let style = context.environment.customButtonStyle {
      let body = style.makeBody(
        ButtonStyleConfiguration(label: .init(content: label), isPressed: false, role: role))
      return [
        ViewNode(
          .button(ButtonValue(intent: intent, role: role?.name, label: context.node(body))),
          modifiers: [.buttonStyle(.plain)])
      ]
    }
    return [ViewNode(.button(ButtonValue(intent: intent, role: role?.name, label: context.node(label))))]
  }
}

/// A value that can be read and written (SwiftUI's `Binding`); widgets only read it.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  /// A binding from accessors.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding to a fixed value.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  /// The current value; setting it calls the binding's setter.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself, so that `$value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

/// An on/off switch (SwiftUI's `Toggle`). Drawn in its state; the intent becomes a tap target.
public struct Toggle: View, PrimitiveView {
  let isOn: Bool
  let intent: IntentValue?
  let label: AnyView

  /// A toggle that performs an App Intent.
  public init<I: AppIntent, L: View>(isOn: Bool, intent: I, @ViewBuilder label: () -> L) {
    self.isOn = isOn
    self.intent = IntentValue(archiving: intent)
    self.label = AnyView(label())
  }

  /// A toggle with a title that performs an App Intent.
  public init<I: AppIntent>(_ title: LocalizedStringKey, isOn: Bool, intent: I) {
    self.isOn = isOn
    self.intent = IntentValue(archiving: intent)
    label = AnyView(Text(title))
  }

  /// A toggle bound to a value (drawn in the value's current state).
  public init<L: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> L) {
    self.isOn = isOn.wrappedValue
    intent = nil
    self.label = AnyView(label())
  }

  /// A toggle with a title bound to a value.
  public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
    self.isOn = isOn.wrappedValue
    intent = nil
    label = AnyView(Text(title))
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    // A style of your own draws the toggle; its App Intent stays the tap target, drawn plainly around
    // what the style made.
    if let style = context.environment.customToggleStyle {
      let body = style.makeBody(ToggleStyleConfiguration(label: .init(content: label), isOn: isOn))
      guard let intent else { return context.nodes(body) }
      return [
        ViewNode(
          .button(ButtonValue(intent: intent, label: context.node(body))), modifiers: [.buttonStyle(.plain)])
      ]
    }
    return [ViewNode(.toggle(ToggleValue(isOn: isOn, intent: intent, label: context.node(label))))]
  }
}

/// The system's adaptive backdrop for accessory widgets.
public struct AccessoryWidgetBackground: View, PrimitiveView {
  /// The backdrop.
  public init() {}
  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [ViewNode(.accessoryWidgetBackground)] }
}
