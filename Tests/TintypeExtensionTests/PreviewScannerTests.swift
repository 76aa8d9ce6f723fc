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

/// A package depending on Tintype by URL says how to build the `#Preview` plugin in SwiftPM's checkout
/// (the one step `init` cannot take before the package is resolved); one by path needs no such step.
@Test func aURLDependencyPackageSaysHowToBuildThePlugin() {
  let folder = URL(fileURLWithPath: "/tmp/extension")
  let byURL = ExtensionPackage(
    extensionFolder: folder, sourceFolders: [], output: URL(fileURLWithPath: "/tmp/out"),
    dependency: .url("https://example.com/team/tintype.git", from: "1.0.0"), previewPlugin: "")
  #expect(byURL.setUpCommand == ".build/checkouts/tintype/Sources/TintypePreviewMacros/build.sh")
  #expect(
    byURL.readme(previewCount: 1).contains(
      "bash .build/checkouts/tintype/Sources/TintypePreviewMacros/build.sh"))
  let byPath = ExtensionPackage(
    extensionFolder: folder, sourceFolders: [], output: URL(fileURLWithPath: "/tmp/out"),
    dependency: .path(URL(fileURLWithPath: "/work/tintype")), previewPlugin: "")
  #expect(byPath.setUpCommand == nil)
  #expect(!byPath.readme(previewCount: 1).contains("swift package resolve"))
}

/// The registry module: a file per source file, importing that file's private declarations and the
/// modules the file imports at its top level (not those inside `#if`), joined in file order.
@Test func theRegistryModuleImportsEachFilesPrivateDeclarations() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("registry-\(UUID().uuidString)")
  let source = folder.appendingPathComponent("Extension")
  try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
  try Data(
    """
    import SwiftUI
    import WidgetKit
    #if canImport(HealthKit)
    import HealthKit
    #endif

    private extension Int { static let sample = 3 }
    #Preview { Text("\\(Int.sample)") }
    """.utf8
  ).write(to: source.appendingPathComponent("Steps.swift"))
  try Data("#Preview(\"B\") { Text(\"B\") }\n".utf8).write(to: source.appendingPathComponent("B.swift"))
  let package = ExtensionPackage(
    extensionFolder: source, output: folder.appendingPathComponent("out"),
    dependency: .path(folder), previewPlugin: "")
  let files = Dictionary(uniqueKeysWithValues: try package.files().map { ($0.path, $0.contents) })
  let steps = try #require(files["Sources/PreviewRegistry/Previews+Extension_Steps.swift"])
  #expect(steps.contains(#"@_private(sourceFile: "Steps.swift") import WidgetExtension"#))
  #expect(steps.contains("import SwiftUI\nimport WidgetKit"))
  #expect(!steps.contains("HealthKit"))
  #expect(steps.contains("func previewsIn_Extension_Steps() -> [PreviewCase]"))
  let main = try #require(files["Sources/PreviewRegistry/PreviewRegistry.swift"])
  // Path order: B.swift, then Steps.swift.
  #expect(main.contains("previews += previewsIn_Extension_B()\n  previews += previewsIn_Extension_Steps()"))
  #expect(files["Package.swift"]?.contains("\"-Xfrontend\", \"-enable-private-imports\"") == true)
}
