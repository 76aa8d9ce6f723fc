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

  @Test func theRegistryCallsEachPreviewBySymbolInsideItsConditions() {
    let registry = PreviewRegistrySource.swift([
      ScannedPreview(
        kind: .macro(arguments: #"("Small", as: .systemSmall) { W() } timeline: { E() }"#), file: "A.swift",
        line: 3, column: 1, conditions: [["#if DEBUG"]]),
      ScannedPreview(kind: .provider(type: "A_Previews"), file: "A.swift", line: 9, conditions: []),
    ])
    // Nothing of the preview is copied: it is called by the symbol its macro gave it.
    #expect(!registry.contains("W()"))
    #expect(
      registry.contains(
        "#if DEBUG\n@_silgen_name(\"tintype_preview_A_2eswift_3_1\") func tintype_preview_A_2eswift_3_1() -> PreviewCase\n#endif"
      ))
    #expect(
      registry.contains(
        "  #if DEBUG\n  previews.append(tintype_preview_A_2eswift_3_1().at(\"A.swift\", line: 3, index: 1))\n  #endif"
      ))
    #expect(
      registry.contains(
        #"previews += PreviewCase.providers(A_Previews.self).map { $0.at("A.swift", line: 9, index: 2) }"#))
  }

  /// The symbol is the file's name, line and column (UTF-8 bytes from 1, as the compiler counts), so
  /// the scanner and the macro name a preview alike: two previews on one line differ by column.
  @Test func aPreviewsSymbolIsItsFileLineAndColumn() {
    let source = "let é = 1; #Preview { Text(\"a\") }\n  #Preview(\"B\") { Text(\"b\") }\n"
    let found = PreviewScanner.scan(source, file: "Dir/Quote Widget.swift")
    #expect(found.map(\.line) == [1, 2])
    // "let é = 1; " is 12 bytes: the # is at byte 13.
    #expect(found.map(\.column) == [13, 3])
    #expect(
      PreviewSymbol.name(file: "Quote Widget.swift", line: 1, column: 13)
        == "tintype_preview_Quote_20Widget_2eswift_1_13")
    // Escaping keeps distinct names distinct.
    #expect(
      PreviewSymbol.name(file: "A_B.swift", line: 1, column: 1)
        != PreviewSymbol.name(file: "A-B.swift", line: 1, column: 1))
  }

  /// The macro's plugin cannot import this module, so it has its own copy of the naming: the two
  /// must stay the same text.
  @Test func theMacrosSymbolNamingIsTheScannersTwin() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let macro = try String(
      contentsOf: root.appendingPathComponent("Sources/TintypePreviewMacros/PreviewMacro.swift"),
      encoding: .utf8)
    let scanner = try String(
      contentsOf: root.appendingPathComponent("Sources/TintypeExtension/PreviewSymbol.swift"), encoding: .utf8
    )
    for line in [
      "if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {",
      #"return "tintype_preview_\(escaped)_\(line)_\(column)""#,
    ] {
      #expect(macro.contains(line) && scanner.contains(line), "\(line)")
    }
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
    #expect(
      registry.contains(#"previews.append(tintype_preview_S_2eswift_4_1().at("S.swift", line: 4, index: 1))"#)
    )
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
    byURL.readme().contains(
      "bash .build/checkouts/tintype/Sources/TintypePreviewMacros/build.sh"))
  let byPath = ExtensionPackage(
    extensionFolder: folder, sourceFolders: [], output: URL(fileURLWithPath: "/tmp/out"),
    dependency: .path(URL(fileURLWithPath: "/work/tintype")), previewPlugin: "")
  #expect(byPath.setUpCommand == nil)
  #expect(!byPath.readme().contains("swift package resolve"))
}

/// The registry module: a file per source file (one without previews says so), importing that file's
/// private declarations, joined in the order given.
@Test func theRegistryModuleImportsEachFilesPrivateDeclarations() throws {
  let steps = ScannedPreview(
    kind: .provider(type: "Steps_Previews"), file: "Extension/Steps.swift", line: 8, conditions: [])
  let b = ScannedPreview(
    kind: .macro(arguments: #"("B") { Text("B") }"#), file: "Extension/B.swift", line: 1, column: 1,
    conditions: [])
  let files = PreviewRegistrySource.moduleFiles(
    [b, steps], module: "WidgetExtension",
    files: ["Extension/B.swift", "Extension/None.swift", "Extension/Steps.swift"])
  #expect(
    files.map(\.name) == [
      "PreviewRegistry.swift", "Previews+Extension_B.swift", "Previews+Extension_None.swift",
      "Previews+Extension_Steps.swift",
    ])
  #expect(files[3].contents.contains(#"@_private(sourceFile: "Steps.swift") import WidgetExtension"#))
  #expect(files[3].contents.contains("func previewsIn_Extension_Steps() -> [PreviewCase]"))
  #expect(files[2].contents.contains("Extension/None.swift has no previews."))
  #expect(
    files[0].contents.contains(
      "previews += previewsIn_Extension_B()\n  previews += previewsIn_Extension_Steps()"))
}

/// `init` keeps what people own: the golden tests once changed, `Package.swift` and the README once
/// adapted (said, exit 0); it rewrites the generated folders whatever they hold.
@Test func reRunningInitKeepsWhatPeopleChanged() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let source = folder.appendingPathComponent("Extension")
  try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
  try Data("#Preview { Text(\"A\") }\n".utf8).write(to: source.appendingPathComponent("A.swift"))
  let out = folder.appendingPathComponent("out")
  let package = ExtensionPackage(
    extensionFolder: source, output: out, dependency: .path(folder), previewPlugin: "")
  #expect(try package.write().kept.isEmpty)
  let tests = out.appendingPathComponent("Tests/PreviewGoldenTests/PreviewGoldenTests.swift")
  let manifest = out.appendingPathComponent("Package.swift")
  let resources = out.appendingPathComponent("Sources/PreviewRegistry/PreviewResources.swift")
  try Data("// my tests\n".utf8).write(to: tests)
  try Data("// my manifest\n".utf8).write(to: manifest)
  try Data("// edited\n".utf8).write(to: resources)
  let again = try package.write()
  #expect(try String(contentsOf: tests, encoding: .utf8) == "// my tests\n")
  #expect(try String(contentsOf: manifest, encoding: .utf8) == "// my manifest\n")
  #expect(again.kept.map { $0.hasPrefix("Package.swift") } == [true])
  #expect(try String(contentsOf: resources, encoding: .utf8).contains("public func previewRenderer"))
  #expect(again.written == ["Sources/PreviewRegistry/PreviewResources.swift"])
}
