import TintypeUI

/// Turns the app's reading focus on or off: silences notifications while a book is open.
public struct SetReadingFocusIntent: SetValueIntent {
  /// The intent's name.
  public static let title: LocalizedStringResource = "Reading Focus"

  /// The new state, set by the system when the toggle is tapped.
  public var value = false

  /// The intent, off.
  public init() {}

  /// Nothing here: the app would silence its notifications.
  public func perform() async throws -> some IntentResult { .result() }
}

/// Whether the reading focus is on: the app keeps it in shared storage; previews show it on.
public struct ReadingFocusValue: ControlValueProvider {
  /// The provider.
  public init() {}

  /// On, as previews show it.
  public var previewValue: Bool { true }

  /// The stored state (not called by Tintype).
  public func currentValue() async throws -> Bool { true }
}

/// The Book Club control: a toggle for the reading focus, in Control Center and on the Lock Screen.
public struct ReadingFocusControl: ControlWidget {
  /// The control.
  public init() {}

  /// A toggle tinted orange, its symbol and value following its state.
  public var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "ReadingFocus", provider: ReadingFocusValue()) { isOn in
      ControlWidgetToggle("Focus", isOn: isOn, action: SetReadingFocusIntent()) { isOn in
        Label(isOn ? "On" : "Off", systemImage: isOn ? "book.fill" : "book")
      }
      .tint(.orange)
    }
    .displayName("Reading Focus")
    .description("Silence notifications while you read.")
  }
}
