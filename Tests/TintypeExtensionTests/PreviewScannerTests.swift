import Foundation
import Testing

@testable import TintypeExtension

/// The scanner finds previews as the compiler would see them, and the registry it writes compiles
/// beside the files it came from.
@Suite struct PreviewScannerTests {
  @Test func everyFormIsFoundAndNothingInCommentsOrStrings() {
    let source = #"""
      import SwiftUI
      import WidgetKit

      // #Preview { Text("in a comment") }
      let note = "#Preview { not this }"
      let raw = #"#Preview { nor this }"#
      /* #Preview { nor /* nested */ this } */

      #Preview("Small", as: .systemSmall) {
        GoalWidget()
      } timeline: {
        GoalEntry(date: .now, pages: 3)
        GoalEntry(date: .now, pages: 12)
      }

      #Preview(as: .systemMedium, widget: { GoalWidget() }, timeline: { GoalEntry(date: .now, pages: 1) })

      #if DEBUG
      #Preview {
        Text("}")   // a brace in a string
      }
      #else
      #Preview("release") { Text("r") }
      #endif

      struct GoalWidget_Previews: PreviewProvider {
        static var previews: some View { Text("x") }
      }
      """#
    let found = PreviewScanner.scan(source, file: "Goal.swift")
    #expect(found.count == 5)
    #expect(found.map(\.line) == [9, 16, 19, 23, 26])
    guard case .macro(let first) = found[0].kind else {
      Issue.record("\(found[0])")
      return
    }
    #expect(first.hasPrefix(#"("Small", as: .systemSmall) {"#))
    #expect(first.hasSuffix("GoalEntry(date: .now, pages: 12)\n}"))
    if case .macro(let third) = found[2].kind {
      #expect(third == "{\n  Text(\"}\")   // a brace in a string\n}")
    }
    #expect(found[2].conditions == [["#if DEBUG"]])
    #expect(found[3].conditions == [["#if DEBUG", "#else"]])
    #expect(found[4].kind == .provider(type: "GoalWidget_Previews"))
  }

  @Test func widgetBundlesAreFoundToo() {
    let found = PreviewScanner.scan(
      "import WidgetKit\n\n@main\nstruct ClubWidgets: WidgetBundle {\n  var body: some Widget { A() }\n}\n",
      file: "B.swift")
    #expect(found.map(\.kind) == [.bundle(type: "ClubWidgets")])
    #expect(found.first?.line == 4)
  }

  @Test func theRegistryRepeatsEachInvocationWithMake() {
    let registry = PreviewRegistrySource.swift([
      ScannedPreview(
        kind: .macro(arguments: #"("Small", as: .systemSmall) { W() } timeline: { E() }"#), file: "A.swift",
        line: 3, conditions: [["#if DEBUG"]]),
      ScannedPreview(kind: .provider(type: "A_Previews"), file: "A.swift", line: 9, conditions: []),
    ])
    #expect(
      registry.contains(
        #"let preview = PreviewCase.make("Small", as: .systemSmall) { W() } timeline: { E() }"#))
    #expect(registry.contains(#"previews.append(preview.at("A.swift", line: 3, index: 1))"#))
    #expect(registry.contains("  #if DEBUG\n  do {"))
    #expect(
      registry.contains(
        #"previews.append(PreviewCase.provider(A_Previews.self).at("A.swift", line: 9, index: 2))"#))
  }

  @Test func widgetsAreFoundAndRegisteredOnceEachTakingNoNumber() {
    let source = """
      struct StepsWidget: Widget {
        var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
      }
      #Preview { Text("A") }
      """
    let found = PreviewScanner.scan(source, file: "S.swift")
    #expect(found.map(\.kind) == [.widget(type: "StepsWidget"), .macro(arguments: #"{ Text("A") }"#)])
    let registry = PreviewRegistrySource.swift(found)
    #expect(
      registry.contains(
        #"previews += PreviewCase.widget(StepsWidget.self).map { $0.at("S.swift", line: 1, index: 0) }"#))
    // The unnamed preview after it is still the file's first.
    #expect(registry.contains(#"previews.append(preview.at("S.swift", line: 4, index: 1))"#))
    // A widget a bundle also lists is kept once.
    #expect(registry.contains("return previews.filter { seen.insert($0.name).inserted }"))
  }
}
