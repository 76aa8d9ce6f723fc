import TintypeUI

/// Turns the app's reading focus on or off: silences notifications while a book is open.
public struct SetReadingFocusIntent: SetValueIntent {
  public static let title: LocalizedStringResource = "Reading Focus"

  /// The new state, set by the system when the toggle is tapped.
  public var value = false

  public init() {}

  public func perform() async throws -> some IntentResult { .result() }
}

/// Whether the reading focus is on: the app keeps it in shared storage; previews show it on.
public struct ReadingFocusValue: ControlValueProvider {
  public init() {}

  public var previewValue: Bool { true }

  public func currentValue() async throws -> Bool { true }
}

/// The Book Club control: a toggle for the reading focus, in Control Center and on the Lock Screen.
public struct ReadingFocusControl: ControlWidget {
  public init() {}

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
