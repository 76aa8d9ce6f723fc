import Foundation
import Testing

/// The module graph as three texts agree on it: `docs/modules.md` (what each module may import),
/// `Package.swift` (what each target declares) and the sources (what each file imports).
@Suite struct PackageGraphTests {
  static let root: URL = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      directory = directory.deletingLastPathComponent()
    }
    return directory
  }()

  /// System modules: not targets, allowed only where the table lists them.
  static let systemModules: Set<String> = [
    "Foundation", "Dispatch", "Testing", "XCTest", "Glibc", "Darwin", "PackagePlugin",
  ]

  /// The C library of the platform, imported under `#if canImport(…)`: allowed everywhere.
  static let platformModules: Set<String> = ["Glibc", "Darwin", "Musl"]

  /// The table: module → the modules it may import.
  static func table() throws -> [String: Set<String>] {
    let text = try String(contentsOf: root.appendingPathComponent("docs/modules.md"), encoding: .utf8)
    var rows: [String: Set<String>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4 else { continue }
      let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      rows[name] = Set(
        cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }
    return rows
  }

  /// `Package.swift`'s targets: name → declared dependencies, and whether it is a test target.
  static func targets() throws -> [String: (dependencies: Set<String>, isTest: Bool)] {
    let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let pattern = try NSRegularExpression(
      pattern:
        #"\.(target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)"(?:[^\[\)]*?dependencies:\s*\[([^\]]*)\])?"#
    )
    var result: [String: (Set<String>, Bool)] = [:]
    let range = NSRange(text.startIndex..., in: text)
    for match in pattern.matches(in: text, range: range) {
      let kind = String(text[Range(match.range(at: 1), in: text)!])
      let name = String(text[Range(match.range(at: 2), in: text)!])
      var dependencies: Set<String> = []
      if let list = Range(match.range(at: 3), in: text) {
        dependencies = Set(
          text[list].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(
              in: CharacterSet(charactersIn: "\""))
          }.filter { !$0.isEmpty })
      }
      result[name] = (dependencies, kind == "testTarget")
    }
    return result
  }

  /// The modules the Swift files under `folder` import (`import X`, `@testable import X`, `@_exported import X`,
  /// `@_exported import struct X.Name`).
  static func imports(under folder: URL) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else {
        continue
      }
      // Lines inside multi-line string literals are text (code a generator writes), not imports.
      var inLiteral = false
      for line in text.split(separator: "\n") {
        if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inLiteral.toggle() }
        if inLiteral { continue }
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }),
          index + 1 < words.count
        else { continue }
        // A scoped import names a declaration kind, then `Module.Name`.
        let kinds: Set<Substring> = [
          "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
        ]
        let named =
          kinds.contains(words[index + 1]) && index + 2 < words.count ? words[index + 2] : words[index + 1]
        let module = named.split(separator: ".").first ?? named
        found[String(module), default: []].insert(file.lastPathComponent)
      }
    }
    return found
  }

  @Test func everyTargetHasARowAndEveryRowATarget() throws {
    let table = try Self.table()
    let modules = Set(try Self.targets().filter { !$0.value.isTest }.keys)
    #expect(Set(table.keys) == modules, "docs/modules.md and Package.swift name different modules")
  }

  @Test func everyDeclaredDependencyIsAllowedByTheTable() throws {
    let table = try Self.table()
    for (name, target) in try Self.targets() where !target.isTest {
      let allowed = table[name] ?? []
      let forbidden = target.dependencies.subtracting(allowed)
      #expect(
        forbidden.isEmpty, "\(name) declares \(forbidden.sorted()), which docs/modules.md does not allow")
    }
  }

  @Test func everyImportIsDeclaredAndAllowed() throws {
    let table = try Self.table()
    let targets = try Self.targets()
    for (name, target) in targets {
      let folder = Self.root.appendingPathComponent(target.isTest ? "Tests" : "Sources")
        .appendingPathComponent(name)
      for (module, files) in Self.imports(under: folder) where !Self.platformModules.contains(module) {
        let isPackageModule = targets[module] != nil
        if isPackageModule {
          #expect(
            target.dependencies.contains(module),
            "\(name) imports \(module) (\(files.sorted().joined(separator: ", "))) but Package.swift does not declare it"
          )
        }
        if !target.isTest {
          #expect(
            table[name, default: []].contains(module)
              || (!isPackageModule && !Self.systemModules.contains(module)),
            "\(name) imports \(module) (\(files.sorted().joined(separator: ", "))), which docs/modules.md does not allow"
          )
        }
      }
    }
  }

  @Test func theRulesTheTableStatesHold() throws {
    let table = try Self.table()
    // The DSL knows no device and no later stage; the rasterizer no archive; layout no pixels.
    #expect(
      table["TintypeUI"] == [
        "Foundation", "TintypeArchive", "TintypeCore", "TintypeUIKit", "TintypeStringCatalog",
      ])
    #expect(table["TintypeUIKit"] == ["Foundation", "TintypeArchive"])
    #expect(table["TintypeStringCatalog"] == ["Foundation", "TintypeArchive"])
    #expect(table["TintypeAssetCatalog"] == ["Foundation", "TintypeArchive"])
    #expect(table["TintypeRaster"]?.contains("TintypeArchive") == false)
    #expect(table["TintypeText"]?.isDisjoint(with: ["TintypeRaster", "TintypeArchive", "Tintype"]) == true)
    #expect(table["TintypeLayout"]?.isDisjoint(with: ["TintypeRaster", "Tintype", "TintypeUI"]) == true)
    #expect(table["TintypeArchive"] == ["Foundation", "TintypeCore"])
    #expect(table["TintypeDevices"] == ["Foundation", "TintypeArchive", "TintypeCore"])
    // The shared vocabulary sits under every stage and knows none of them.
    #expect(table["TintypeCore"] == [])
    // The stages run one way: resolve → display list → the render facade.
    #expect(
      table["TintypeResolve"]?.isDisjoint(with: ["TintypeDisplayList", "Tintype", "TintypeUI"]) == true)
    #expect(table["TintypeDisplayList"]?.isDisjoint(with: ["Tintype", "TintypeUI"]) == true)
    #expect(table["TintypeLayout"]?.isDisjoint(with: ["TintypeResolve", "TintypeDisplayList"]) == true)
    // The renderer knows archives, not the DSL; views reach it through the bridge.
    #expect(table["Tintype"]?.contains("TintypeUI") == false)
    #expect(table["TintypeUI"]?.contains("TintypeDevices") == false)
  }

  /// The vocabulary's names, and the names of the types it replaced, declared anywhere but in
  /// `TintypeCore`; and `NSLock`, which `Lock` replaced.
  @Test func theSharedVocabularyIsDeclaredOnce() throws {
    let names =
      "Rect|Point|Size|EdgeInsets|Transform|RGBAColor|BlendMode|Lock|LayoutRect|DisplayRect|LayoutSize|PointSize"
      + "|LayoutPoint|Insets|AffineTransform|RGBA|BlendModeValue|Stroke|StrokeStyleValue|LineCap|LineJoin"
    let declaration = try Regex("(struct|class|enum|typealias)\\s+(\(names))\\b")
    // SwiftUI's own nested name, which is not a size: `GridItem.Size` (fixed, flexible, adaptive), in
    // the DSL and in its archived form.
    let allowed = ["LazyGrids.swift: public enum Size", "LazyGridValue.swift: public enum Size"]
    let sources = Self.root.appendingPathComponent("Sources")
    var found: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", !file.path.contains("/Sources/TintypeCore/"),
        let text = try? String(contentsOf: file, encoding: .utf8)
      else { continue }
      for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      {
        let entry = "\(file.lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))"
        if line.contains(declaration), !allowed.contains(where: entry.hasPrefix) { found.append(entry) }
        if line.contains("NSLock(") { found.append(entry) }
      }
    }
    #expect(found.isEmpty, "declare these in TintypeCore or use its types: \(found)")
  }

  /// The design notes and the READMEs point at files that exist: a file moved to another module
  /// leaves no stale path behind. Paths into other projects (a module folder this package does not
  /// have) are citations, not checked.
  @Test func theDocsPointAtFilesThatExist() throws {
    let documents =
      try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } + [
        "README.md", "Sources/TintypeArchive/Schema/README.md",
      ]
    let modules = Set(
      try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path))
    let path = try Regex(#"Sources/([A-Za-z0-9_-]+)/[A-Za-z0-9/+._-]*\.swift"#)
    var stale: [String] = []
    for document in documents {
      let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
      for match in text.matches(of: path) {
        let cited = String(text[match.range])
        guard let module = match.output[1].substring, modules.contains(String(module)) else { continue }
        if !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(cited).path) {
          stale.append("\(document): \(cited)")
        }
      }
    }
    #expect(stale.isEmpty, "\(stale)")
  }
}
