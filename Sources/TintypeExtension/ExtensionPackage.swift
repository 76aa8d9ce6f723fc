import Foundation

/// The SwiftPM package `tintype init` writes beside a widget extension: it compiles the extension's
/// Swift files by path, unchanged (through a link to the folder), with a generated registry of its
/// previews; `swift run previews --out DIR` renders them into a gallery and `swift test` runs a golden
/// test per preview × mode × scheme × entry.
///
/// Files are written only if they are new or still as `init` wrote them (a ledger,
/// `.tintype-init.json`, keeps each file's hash), so re-running `init` updates the generated files and
/// refuses to overwrite one a person changed or one it did not write.
public struct ExtensionPackage {
  /// Where Tintype comes from.
  public enum Dependency: Sendable {
    /// A checkout on this machine (the path is written relative to the package).
    case path(URL)
    /// A Git URL and a version requirement (`from:`).
    case url(String, from: String)
  }

  /// The widget extension's folder.
  public var extensionFolder: URL
  /// More source folders compiled into the same module (a shared model folder).
  public var sourceFolders: [URL]
  /// Where the package goes.
  public var output: URL
  /// Tintype.
  public var dependency: Dependency
  /// The `#Preview` compiler plugin (`libTintypePreviewMacros.so`).
  public var previewPlugin: String
  /// Extra generated files for the module (name → contents), such as the asset symbols.
  public var generatedSources: [String: String] = [:]

  /// A package description; nothing is written until `write()`.
  public init(
    extensionFolder: URL, sourceFolders: [URL] = [], output: URL, dependency: Dependency,
    previewPlugin: String
  ) {
    self.extensionFolder = extensionFolder.standardizedFileURL
    self.sourceFolders = sourceFolders.map(\.standardizedFileURL)
    self.output = output.standardizedFileURL
    self.dependency = dependency
    self.previewPlugin = previewPlugin
  }

  /// A problem writing the package.
  public struct Problem: Error, CustomStringConvertible, Sendable {
    public var description: String
    /// A problem, in words.
    public init(description: String) { self.description = description }
  }

  /// The module's name: `WidgetExtension`.
  public static let moduleName = "WidgetExtension"

  /// The previews of every Swift file under the extension and source folders, in path order.
  public func scanPreviews() throws -> [ScannedPreview] {
    var previews: [ScannedPreview] = []
    for (link, folder) in links {
      for file in try swiftFiles(in: folder) {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        previews += PreviewScanner.scan(text, file: "\(link)/\(file)")
      }
    }
    return previews
  }

  /// The modules each Swift file with previews imports at its top level (outside `#if` blocks), by
  /// the file's name as `scanPreviews` gives it: the registry file for it imports them too.
  func scanImports(of files: Set<String>) throws -> [String: [String]] {
    var imports: [String: [String]] = [:]
    for (link, folder) in links {
      for file in try swiftFiles(in: folder) where files.contains("\(link)/\(file)") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        var depth = 0
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          if trimmed.hasPrefix("#if") { depth += 1 }
          if trimmed.hasPrefix("#endif") { depth = max(0, depth - 1) }
          let words = trimmed.split(separator: " ")
          if depth == 0, words.count == 2, words[0] == "import",
            words[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
          {
            found.append(String(words[1]))
          }
        }
        imports["\(link)/\(file)"] = found
      }
    }
    return imports
  }

  /// The module the registry is compiled in.
  public static let registryModuleName = "PreviewRegistry"

  /// The names the folders are linked under inside the module's folder.
  var links: [(String, URL)] {
    var used = Set<String>()
    return ([extensionFolder] + sourceFolders).map { folder in
      var name = folder.lastPathComponent
      while !used.insert(name).inserted { name += "_" }
      return (name, folder)
    }
  }

  func swiftFiles(in folder: URL) throws -> [String] {
    guard let walk = FileManager.default.enumerator(atPath: folder.path) else {
      throw Problem(description: "\(folder.path): cannot read the folder")
    }
    return (walk.allObjects as? [String] ?? []).filter {
      $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") || $0 == ".build" }
    }.sorted()
  }

  /// Top-level items of a linked folder SwiftPM should not treat as sources or resources.
  func excluded(in folder: URL, as link: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { name in
      var isDirectory: ObjCBool = false
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
      if name.hasSuffix(".swift") { return false }
      // Folders of sources stay; catalogs, plists, fonts, string files and the like are not compiled.
      return !isDirectory.boolValue || name.contains(".")
    }.map { "\(link)/\($0)" }
  }

  /// Every file the package has, relative to `output`, with its contents.
  public func files() throws -> [(path: String, contents: String)] {
    let previews = try scanPreviews()
    var files: [(String, String)] = [
      ("Package.swift", packageManifest()),
      ("Sources/previews/main.swift", previewsMain()),
      ("Tests/PreviewGoldenTests/PreviewGoldenTests.swift", goldenTests()),
      ("README.md", readme(previewCount: previews.count)),
    ]
    for (name, contents) in generatedSources.sorted(by: { $0.key < $1.key }) {
      files.append(("Sources/\(Self.moduleName)/\(name)", contents))
    }
    let imports = try scanImports(of: Set(previews.map(\.file)))
    for (name, contents) in PreviewRegistrySource.moduleFiles(
      previews, module: Self.moduleName, imports: imports)
    {
      files.append(("Sources/\(Self.registryModuleName)/\(name)", contents))
    }
    return files
  }

  func relative(_ url: URL, from base: URL) -> String {
    let target = url.standardizedFileURL.pathComponents
    let from = base.standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    let parts = ups + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The plugin relative to the package: inside the Tintype checkout (a path dependency) or SwiftPM's
  /// checkout of it (a URL dependency, whose build.sh must be run once after `swift package resolve`).
  var pluginPathFromPackage: String {
    switch dependency {
    case .path(let url):
      return relative(url.appendingPathComponent(".build/plugins/libTintypePreviewMacros.so"), from: output)
    case .url:
      return ".build/checkouts/\(packageIdentity)/.build/plugins/libTintypePreviewMacros.so"
    }
  }

  /// How SwiftPM names the dependency in `.product(name:package:)`: the checkout folder's name, or
  /// the URL's last component without `.git`.
  var packageIdentity: String {
    switch dependency {
    case .path(let url): return url.standardizedFileURL.lastPathComponent
    case .url(let url, _):
      let last = url.split(separator: "/").last.map(String.init) ?? url
      return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }
  }

  func packageManifest() -> String {
    let dependencyLines: String
    switch dependency {
    case .path(let url):
      dependencyLines = """
        let tintypePath = \(literal(relative(url, from: output)))
        // SwiftPM names a path dependency after its folder.
        let tintype: String = {
          var parts = Context.packageDirectory.split(separator: "/").map(String.init)
          for part in tintypePath.split(separator: "/") {
            if part == ".." { parts.removeLast() } else if part != "." { parts.append(String(part)) }
          }
          return parts.last ?? "tintype"
        }()
        let tintypeDependency: Package.Dependency = .package(path: tintypePath)
        """
    case .url(let url, let version):
      dependencyLines = """
        let tintype = \(literal(packageIdentity))
        let tintypeDependency: Package.Dependency = .package(url: \(literal(url)), from: \(literal(version)))
        """
    }
    let excludes = links.flatMap { excluded(in: $0.1, as: $0.0) }
    return """
      // swift-tools-version:6.0
      // Generated by `tintype init`; run it again to update (it keeps files you changed).
      //
      // Compiles the widget extension's Swift files unchanged (Sources/\(Self.moduleName) links to them)
      // against Tintype. On Linux `import SwiftUI`, `WidgetKit`, `AppIntents`, `ActivityKit`, `UIKit` and
      // `Intents` resolve to Tintype's thin modules of those names; on macOS they are Apple's frameworks,
      // so this package renders with Tintype only on Linux (a container or CI runner).
      import PackageDescription

      // The `#Preview` macro's compiler plugin, built by Tintype's Sources/TintypePreviewMacros/build.sh
      // (`tintype init` runs it); TINTYPE_PREVIEW_PLUGIN points elsewhere.
      let previewPlugin =
        Context.environment["TINTYPE_PREVIEW_PLUGIN"]
        ?? Context.packageDirectory + \(literal("/" + pluginPathFromPackage))

      \(dependencyLines)

      var frameworks: [Target.Dependency] = [.product(name: "TintypeUI", package: tintype)]
      #if os(Linux)
        for name in ["SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "UIKit", "Intents"] {
          frameworks.append(.product(name: name, package: tintype))
        }
      #endif

      let package = Package(
        name: "WidgetSnapshots",
        platforms: [.macOS(.v14)],
        dependencies: [tintypeDependency],
        targets: [
          .target(
            name: \(literal(Self.moduleName)), dependencies: frameworks,
            exclude: [\(excludes.map(literal).joined(separator: ", "))],
            // Widget extensions are mostly written in the Swift 5 language mode (an Xcode project's
            // default); change it here if yours uses Swift 6.
            // The extension's `@main` widget bundle gets another entry point name, so that it does not
            // clash with the `previews` tool's and the test runner's `main`.
            // Private imports let the preview registry reach the `private` helpers previews use.
            swiftSettings: [
              .swiftLanguageMode(.v5),
              .unsafeFlags([
                "-load-plugin-library", previewPlugin,
                "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "widget_extension_main",
                "-Xfrontend", "-enable-private-imports",
              ]),
            ]),
          // The previews, registered from a copy of each `#Preview` (a file per source file).
          .target(
            name: \(literal(Self.registryModuleName)), dependencies: [\(literal(Self.moduleName))] + frameworks,
            swiftSettings: [.swiftLanguageMode(.v5)]),
          .executableTarget(
            name: "previews",
            dependencies: [\(literal(Self.registryModuleName)), .product(name: "TintypePreviews", package: tintype)]),
          .testTarget(
            name: "PreviewGoldenTests",
            dependencies: [
              \(literal(Self.registryModuleName)), .product(name: "TintypeTesting", package: tintype),
              .product(name: "Tintype", package: tintype), .product(name: "TintypePreviews", package: tintype),
            ]),
        ]
      )

      """
  }

  /// The assets, string files and fonts of the linked folders, as paths relative to the package.
  func resourceLines() -> String {
    var assets: [String] = []
    var strings: [String] = []
    var fonts: [String] = []
    for (link, folder) in links {
      let base = "Sources/\(Self.moduleName)/\(link)"
      let items = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
        .sorted()
      for item in items where !item.split(separator: "/").contains(where: { $0 == ".build" }) {
        let lower = item.lowercased()
        if lower.hasSuffix(".xcassets") { assets.append("\(base)/\(item)") }
        if lower.hasSuffix(".xcstrings") || (lower.hasSuffix(".lproj")) { strings.append("\(base)/\(item)") }
      }
      fonts.append(base)
    }
    func list(_ paths: [String]) -> String {
      "[" + paths.map { "package(\(literal($0)))" }.joined(separator: ", ") + "]"
    }
    return """
      /// The package folder (this file is Sources/previews/main.swift or Tests/PreviewGoldenTests/…).
      func package(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent(path)
      }
      let assets: [URL] = \(list(assets))
      let strings: [URL] = \(list(strings))
      let fonts: [URL] = \(list(fonts))
      """
  }

  func previewsMain() -> String {
    """
    // Generated by `tintype init`. `swift run previews --out DIR` renders every preview of the extension
    // into a gallery (index.html, a folder per preview); `--list` lists them; `--locale de-DE`.
    import Foundation
    import TintypePreviews
    import \(Self.registryModuleName)

    \(resourceLines())

    exit(await PreviewsCommand.run(tintypePreviews(), assets: assets, fonts: fonts, strings: strings))

    """
  }

  func goldenTests() -> String {
    """
    // Generated by `tintype init`: one golden test per preview, with each family, rendering mode, colour
    // scheme and entry checked against Goldens/<preview>/<family>-<mode>-<scheme>-<entry>.png. A missing
    // golden is recorded on a developer machine and fails under CI (TINTYPE_RECORD=all re-records).
    import Foundation
    import Testing
    import Tintype
    import TintypePreviews
    import TintypeTesting
    import TintypeUI
    import \(Self.registryModuleName)

    \(resourceLines())

    @Test(arguments: tintypePreviews())
    func golden(_ preview: PreviewCase) async throws {
      let tables = strings.isEmpty ? nil : try StringTables(paths: strings)
      await expectGoldens(
        forPreview: preview,
        renderer: PreviewRenderer(renderer: WidgetRenderer(assets: assets, fonts: fonts, strings: tables)))
    }

    """
  }

  func readme(previewCount: Int) -> String {
    """
    # Widget snapshots

    Generated by `tintype init` for \(extensionFolder.lastPathComponent) (\(previewCount) previews found).

    - `swift run previews --out gallery` renders every preview into `gallery/index.html`.
    - `swift run previews --list` lists them.
    - `swift test` checks each preview against `Goldens/` (missing goldens are recorded locally, fail under `CI`).

    Re-run `tintype init` after adding previews; it updates the files it wrote and keeps any you changed.
    \(urlSetUp)
    """
  }

  /// For a URL dependency, the one step `tintype init` cannot take for you: building the `#Preview`
  /// plugin in SwiftPM's checkout, which exists only once the package is resolved.
  var urlSetUp: String {
    guard case .url = dependency else { return "" }
    return """

      Tintype is a URL dependency, so once (and after updating it) build the `#Preview` compiler plugin
      in SwiftPM's checkout before the first build:

          swift package resolve
          bash \(setUpCommand!)

      (or point `TINTYPE_PREVIEW_PLUGIN` at a `libTintypePreviewMacros.so` built elsewhere).

      """
  }

  /// The command that builds the plugin in a URL dependency's checkout; `nil` for a path dependency
  /// (whose plugin `tintype init` builds).
  public var setUpCommand: String? {
    guard case .url = dependency else { return nil }
    return ".build/checkouts/\(packageIdentity)/Sources/TintypePreviewMacros/build.sh"
  }

  func literal(_ text: String) -> String { PreviewRegistrySource.literal(text) }

  /// The ledger's name.
  public static let ledgerName = ".tintype-init.json"

  /// Writes the package: links, then files. Returns the paths written (relative to `output`), and
  /// "removed PATH" for each file an earlier run wrote that is no longer generated.
  @discardableResult
  public func write() throws -> [String] {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let ledgerURL = output.appendingPathComponent(Self.ledgerName)
    var ledger: [String: String] = [:]
    if let data = FileManager.default.contents(atPath: ledgerURL.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: String]
    {
      ledger = object
    }
    let files = try self.files()
    // Check everything before writing anything.
    for (path, _) in files {
      let url = output.appendingPathComponent(path)
      guard let existing = FileManager.default.contents(atPath: url.path) else { continue }
      guard let recorded = ledger[path] else {
        throw Problem(
          description: "\(url.path) exists and was not written by tintype init; move it away or delete it")
      }
      if recorded != Self.hash(existing) {
        throw Problem(
          description:
            "\(url.path) was changed since tintype init wrote it; it is kept (delete it to regenerate)")
      }
    }
    let module = output.appendingPathComponent("Sources/\(Self.moduleName)")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    for (link, folder) in links {
      let url = module.appendingPathComponent(link)
      let destination = relative(folder, from: module)
      if let current = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
        if current == destination { continue }
        try FileManager.default.removeItem(at: url)
      } else if FileManager.default.fileExists(atPath: url.path) {
        throw Problem(description: "\(url.path) exists and is not the link tintype init makes")
      }
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }
    var written: [String] = []
    for (path, contents) in files {
      let url = output.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let data = Data(contents.utf8)
      if FileManager.default.contents(atPath: url.path) != data {
        try data.write(to: url, options: .atomic)
        written.append(path)
      }
      ledger[path] = Self.hash(data)
    }
    // Files an earlier `init` wrote that this one does not (a registry that moved): removed when
    // still as written, kept (and said) otherwise.
    let current = Set(files.map(\.path))
    for (path, recorded) in ledger.sorted(by: { $0.key < $1.key }) where !current.contains(path) {
      let url = output.appendingPathComponent(path)
      if let existing = FileManager.default.contents(atPath: url.path), Self.hash(existing) != recorded {
        continue
      }
      try? FileManager.default.removeItem(at: url)
      ledger[path] = nil
      written.append("removed " + path)
    }
    let ledgerData = try JSONSerialization.data(
      withJSONObject: ledger, options: [.sortedKeys, .prettyPrinted])
    try ledgerData.write(to: ledgerURL, options: .atomic)
    return written
  }

  /// FNV-1a 64 of the bytes, in hex: enough to notice an edit.
  static func hash(_ data: Data) -> String {
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      state ^= UInt64(byte)
      state = state &* 0x0000_0100_0000_01B3
    }
    return String(state, radix: 16)
  }
}
