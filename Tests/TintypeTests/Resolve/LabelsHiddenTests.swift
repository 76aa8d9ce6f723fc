import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeLayout
import TintypeUI

/// `labelsHidden()`: the controls inside draw without their label — a toggle is its switch alone;
/// a gauge keeps its value and end labels, a progress view its bar.
@Suite struct LabelsHiddenTests {
  struct Controls: View {
    let hidden: Bool
    var body: some View {
      let stack = VStack {
        Toggle(isOn: .constant(true)) { Text("Reading reminders") }
        BooksGauge()
        ProgressView(value: 0.4) { Text("Chapter 3") }
      }
      if hidden { AnyView(stack.labelsHidden()) } else { AnyView(stack) }
    }
  }

  func records(hidden: Bool) throws -> [LayoutRecord] {
    try WidgetRenderer().layout(
      ViewArchive(Controls(hidden: hidden), family: .systemMedium),
      request: RenderRequest(family: .systemMedium)
    ).tree.records.filter { $0.layer == nil }
  }

  /// The texts inside the control of `type`, by path.
  func texts(_ records: [LayoutRecord], in type: String) throws -> [String] {
    let control = try #require(records.first { $0.type == type })
    return records.filter { $0.type == "Text" && $0.path.description.hasPrefix(control.path.description) }
      .map(\.path.description)
  }

  @Test func aToggleIsItsSwitchAlone() throws {
    let shown = try records(hidden: false)
    let hidden = try records(hidden: true)
    #expect(try texts(shown, in: "Toggle").count == 1)
    #expect(try texts(hidden, in: "Toggle").isEmpty)
    let toggle = try #require(hidden.first { $0.type == "Toggle" })
    #expect(toggle.frame.width == 51 && toggle.frame.height == 31, "\(toggle.frame)")
  }

  @Test func aGaugeKeepsItsValueAndEndLabels() throws {
    let shown = try texts(try records(hidden: false), in: "Gauge")
    let hidden = try texts(try records(hidden: true), in: "Gauge")
    #expect(shown.contains { $0.hasSuffix(".label") })
    #expect(!hidden.contains { $0.hasSuffix(".label") })
    #expect(Set(hidden) == Set(shown.filter { !$0.hasSuffix(".label") }), "\(hidden) vs \(shown)")
  }

  @Test func aProgressViewDrawsItsBarAlone() throws {
    #expect(try texts(try records(hidden: false), in: "ProgressView").count == 1)
    #expect(try texts(try records(hidden: true), in: "ProgressView").isEmpty)
  }
}
