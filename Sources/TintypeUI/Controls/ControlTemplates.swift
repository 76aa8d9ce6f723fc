/// What a control shows: a button or a toggle (WidgetKit's `ControlWidgetTemplate`).
public protocol ControlWidgetTemplate {
  /// The template's parts, as the renderer places them.
  var templateContent: ControlTemplateContent { get }
}

/// A control template's parts: its label (a symbol and a title, usually a `Label`), for a toggle its
/// state and value label, its tint and action hint.
public struct ControlTemplateContent {
  /// A button or a toggle.
  public enum Kind: Hashable, Sendable {
    /// Performs an action when tapped.
    case button
    /// Switches between on and off; `isOn` is the state shown.
    case toggle(isOn: Bool)
  }

  /// Button or toggle.
  public var kind: Kind
  /// The label for a state (a button's is the same for both): the symbol and title.
  public var label: (Bool) -> AnyView
  /// A toggle's value label for a state ("On", "Off"), if it has one apart from its label.
  public var valueLabel: ((Bool) -> AnyView)?
  /// `tint(_:)`: the colour of the control when on.
  public var tint: Color?

  /// Whether the template is a toggle that is on.
  public var isOn: Bool {
    if case .toggle(let isOn) = kind { return isOn }
    return false
  }

  /// The same template showing `isOn` (a button is unchanged).
  public func showing(isOn: Bool) -> ControlTemplateContent {
    guard case .toggle = kind else { return self }
    var copy = self
    copy.kind = .toggle(isOn: isOn)
    return copy
  }
}

extension ControlWidgetTemplate {
  /// The template in `color` when on (a toggle's fill, a button's symbol).
  public func tint(_ color: Color?) -> AnyControlWidgetTemplate {
    var content = templateContent
    content.tint = color
    return AnyControlWidgetTemplate(content)
  }
}

/// A template of any kind (the result of a modifier or an `if`).
public struct AnyControlWidgetTemplate: ControlWidgetTemplate {
  /// The template's parts.
  public let templateContent: ControlTemplateContent

  /// `template`, erased.
  public init<Template: ControlWidgetTemplate>(_ template: Template) {
    templateContent = template.templateContent
  }

  init(_ content: ControlTemplateContent) { templateContent = content }
}

/// A control that performs an action (WidgetKit's `ControlWidgetButton`).
public struct ControlWidgetButton: ControlWidgetTemplate {
  /// The template's parts.
  public let templateContent: ControlTemplateContent

  /// A button performing `action`, showing `label` (a `Label` with a symbol, usually).
  public init<Action: AppIntent, Content: View>(action: Action, @ViewBuilder label: () -> Content) {
    let view = AnyView(label())
    templateContent = ControlTemplateContent(kind: .button, label: { _ in view }, valueLabel: nil)
  }

  /// A button titled `title` with the SF Symbol `systemImage`.
  public init<Action: AppIntent>(_ title: LocalizedStringKey, systemImage: String, action: Action) {
    self.init(action: action) { Label(title, systemImage: systemImage) }
  }
}

/// A control that switches between on and off (WidgetKit's `ControlWidgetToggle`). Its action is a
/// `SetValueIntent` whose value the system sets to the new state.
public struct ControlWidgetToggle: ControlWidgetTemplate {
  /// The template's parts.
  public let templateContent: ControlTemplateContent

  /// A toggle showing `label`, and `valueLabel` for its state.
  public init<Action: SetValueIntent, Content: View, Value: View>(
    isOn: Bool, action: Action, @ViewBuilder label: () -> Content,
    @ViewBuilder valueLabel: @escaping (Bool) -> Value
  ) {
    let view = AnyView(label())
    templateContent = ControlTemplateContent(
      kind: .toggle(isOn: isOn), label: { _ in view }, valueLabel: { AnyView(valueLabel($0)) })
  }

  /// A toggle titled `title` whose value label (usually a `Label` with a symbol) follows its state.
  public init<Action: SetValueIntent, Value: View>(
    _ title: LocalizedStringKey, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> Value
  ) {
    let titleView = AnyView(Text(title))
    templateContent = ControlTemplateContent(
      kind: .toggle(isOn: isOn),
      // The value label's symbol is the toggle's symbol; its text is the value.
      label: { isOn in
        AnyView(
          Label {
            titleView
          } icon: {
            valueLabel(isOn)
          })
      },
      valueLabel: { AnyView(valueLabel($0)) })
  }

  /// A toggle titled `title` with the SF Symbol `systemImage`.
  public init<Action: SetValueIntent>(
    _ title: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action
  ) {
    let view = AnyView(Label(title, systemImage: systemImage))
    templateContent = ControlTemplateContent(kind: .toggle(isOn: isOn), label: { _ in view }, valueLabel: nil)
  }
}

/// Source compatibility for what Tintype does not draw (the Action button, Control Center's banner).
extension View {
  /// What the Action button says the control does ("Start", "Lock"), on a control's label.
  public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
  /// What the Action button says the control does, from text.
  public func controlWidgetActionHint(_ hint: Text) -> some View { self }
  /// A status message shown when the control's state changes (Control Center's banner).
  public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View { self }
}
