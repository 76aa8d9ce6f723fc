import Foundation

/// The SwiftPM package `tintype init` writes beside a widget extension: it compiles the extension's
/// Swift files by path, unchanged (through a link to the folder); the build writes the registry of
/// its previews from those files (`PreviewRegistryPlugin`); `swift run previews --out DIR` renders
/// them into a gallery and `swift test` runs a golden test per preview × mode × scheme × entry.
///
/// Re-running `init` is safe (see `Ownership`): a ledger, `.tintype-init.json`, keeps the hash of each
/// file as written, so that a file a person adapted is kept and one `init` did not write is never
/// overwritten.
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

  /// Items of a linked folder SwiftPM should not treat as sources or resources: catalogs, plists,
  /// fonts, string files and the like, and folders with no Swift file in them; a folder that has
  /// sources is looked into, so that a `Fonts/` beside them is excluded too (SwiftPM would otherwise
  /// warn about every such file on every build).
  func excluded(in folder: URL, as link: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var result: [String] = []
    for name in names.sorted() where !name.hasSuffix(".swift") {
      let item = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: item.path, isDirectory: &isDirectory)
      if isDirectory.boolValue && !name.contains(".") && Self.hasSwiftFiles(item) {
        result += excluded(in: item, as: "\(link)/\(name)")
      } else {
        result.append("\(link)/\(name)")
      }
    }
    return result
  }

  /// Whether `folder` or a folder in it holds a Swift file.
  static func hasSwiftFiles(_ folder: URL) -> Bool {
    guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return false }
    while let path = walk.nextObject() as? String {
      if path.hasSuffix(".swift") { return true }
    }
    return false
  }

  /// Who owns a file of the package, which decides what a re-run of `init` does with it.
  public enum Ownership: Sendable {
    /// Generated, under a folder `init` owns (`Sources/PreviewRegistry`, `Sources/previews`, the
    /// module's generated sources): rewritten on every run, whatever it holds.
    case generated
    /// Generated, but a person may adapt it (`Package.swift`, the README): rewritten while it is as
    /// `init` wrote it; once changed, kept and said.
    case adaptable
    /// The user's from the start (the golden tests): written when missing (or still exactly as an
    /// earlier `init` wrote it); once changed, never touched again.
    case user
  }

  /// Every file the package has, relative to `output`, with its contents and owner. The preview
  /// registry itself is not among them: the build writes it (`PreviewRegistryPlugin`).
  public func files() throws -> [(path: String, contents: String, owner: Ownership)] {
    var files: [(String, String, Ownership)] = [
      ("Package.swift", packageManifest(), .adaptable),
      ("README.md", readme(), .adaptable),
      ("Sources/previews/main.swift", previewsMain(), .generated),
      ("Sources/\(Self.registryModuleName)/PreviewResources.swift", previewResources(), .generated),
      ("Tests/PreviewGoldenTests/PreviewGoldenTests.swift", goldenTests(), .user),
      ("tintype.json", configuration(), .user),
    ]
    for (name, contents) in generatedSources.sorted(by: { $0.key < $1.key }) {
      files.append(("Sources/\(Self.moduleName)/\(name)", contents, .generated))
    }
    return files
  }

  /// What `write()` did.
  public struct WriteReport: Sendable {
    /// Files written (relative to `output`), and "removed PATH" for each file an earlier run wrote
    /// that is no longer generated.
    public var written: [String] = []
    /// Files kept as a person changed them, each with what to do to have them regenerated.
    public var kept: [String] = []
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

  /// The ledger's name.
  public static let ledgerName = ".tintype-init.json"

  /// Writes the package: links, then files. Safe to re-run: generated files are rewritten, files a
  /// person adapted are kept (and said), the user's files are never touched; it refuses only to
  /// overwrite a file it did not write.
  @discardableResult
  public func write() throws -> WriteReport {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let ledgerURL = output.appendingPathComponent(Self.ledgerName)
    var ledger: [String: String] = [:]
    if let data = FileManager.default.contents(atPath: ledgerURL.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: String]
    {
      ledger = object
    }
    let files = try self.files()
    var report = WriteReport()
    var keep = Set<String>()
    // Check everything before writing anything.
    for (path, _, owner) in files {
      let url = output.appendingPathComponent(path)
      guard let existing = FileManager.default.contents(atPath: url.path) else { continue }
      switch owner {
      case .user:
        // Still exactly as an `init` wrote it: nobody's work is in it, so it takes the current text.
        if ledger[path] != Self.hash(existing) { keep.insert(path) }
      case .generated, .adaptable:
        guard let recorded = ledger[path] else {
          throw Problem(
            description: "\(url.path) exists and was not written by tintype init; move it away or delete it")
        }
        if owner == .adaptable, recorded != Self.hash(existing) {
          keep.insert(path)
          report.kept.append(
            "\(path) (changed since tintype init wrote it; delete it to have it regenerated)")
        }
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
    for (path, contents, _) in files where !keep.contains(path) {
      let url = output.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let data = Data(contents.utf8)
      if FileManager.default.contents(atPath: url.path) != data {
        try data.write(to: url, options: .atomic)
        report.written.append(path)
      }
      ledger[path] = Self.hash(data)
    }
    // Files an earlier `init` wrote that this one does not (the registry copies of earlier versions,
    // which the build now writes): removed when still as written or in a generated folder, kept
    // otherwise.
    let current = Set(files.map(\.path))
    for (path, recorded) in ledger.sorted(by: { $0.key < $1.key }) where !current.contains(path) {
      let url = output.appendingPathComponent(path)
      let inGeneratedFolder = Self.generatedFolders.contains { path.hasPrefix($0 + "/") }
      if let existing = FileManager.default.contents(atPath: url.path), Self.hash(existing) != recorded,
        !inGeneratedFolder
      {
        continue
      }
      try? FileManager.default.removeItem(at: url)
      ledger[path] = nil
      report.written.append("removed " + path)
    }
    let ledgerData = try JSONSerialization.data(
      withJSONObject: ledger, options: [.sortedKeys, .prettyPrinted])
    try ledgerData.write(to: ledgerURL, options: .atomic)
    return report
  }

  /// The folders whose files `init` owns outright.
  static let generatedFolders = ["Sources/\(registryModuleName)", "Sources/previews"]

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
