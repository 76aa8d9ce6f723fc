import TintypeUI

/// Controls written the way apps write them, for the tests: a toggle with a value label and a tint,
/// and a button.
struct SetGarageDoorIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Garage Door"
  var value = false
  func perform() async throws -> some IntentResult { .result() }
}

struct GarageDoorValue: ControlValueProvider {
  var previewValue: Bool { false }
  func currentValue() async throws -> Bool { false }
}

struct GarageDoorControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "GarageDoor", provider: GarageDoorValue()) { isOn in
      ControlWidgetToggle("Garage", isOn: isOn, action: SetGarageDoorIntent()) { isOn in
        Label(isOn ? "Open" : "Closed", systemImage: isOn ? "door.garage.open" : "door.garage.closed")
      }
      .tint(.purple)
    }
    .displayName("Garage Door")
  }
}

struct OpenCameraIntent: AppIntent {
  static let title: LocalizedStringResource = "Scan"
}

struct ScanControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "Scan") {
      ControlWidgetButton(action: OpenCameraIntent()) {
        Label("Scan", systemImage: "camera.fill").controlWidgetActionHint("Scan")
      }
    }
  }
}

/// A bundle with a widget and a control, as an extension's `@main` lists them.
struct GarageWidgets: WidgetBundle {
  var body: some Widget {
    GarageDoorControl()
    ScanControl()
  }
}
