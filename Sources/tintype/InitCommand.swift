import Foundation
import TintypeAssetCatalog
import TintypeExtension

/// `tintype init PATH/TO/WidgetExtension [--out WidgetSnapshots] [--sources DIR]…
/// [--tintype-url URL --tintype-version V]`: writes the package that renders an extension's previews.
struct InitCommand: Command {
  let name = "init"
  let summary = "Write a package that renders a widget extension's previews into a gallery and golden tests"
  let positionalUsage = "EXTENSION_FOLDER"
  let positionalCount = 1...1
  let options = [
    OptionSpec(name: "out", valueName: "DIR", summary: "Where the package goes (default: WidgetSnapshots)"),
    OptionSpec(
      name: "sources", valueName: "DIR", isRepeatable: true,
      summary: "More source folders compiled with the extension (a shared model folder)"),
    OptionSpec(
      name: "tintype-url", valueName: "URL",
      summary: "Depend on Tintype by Git URL instead of this checkout's path"),
    OptionSpec(
      name: "tintype-version", valueName: "V", summary: "With --tintype-url: the version to start from"),
  ]

  var discussion: String {
    """
    Then, in the package folder:
      swift run previews --out gallery     # every preview into gallery/index.html
      swift run previews --list            # what was found
      swift test                           # a golden test per preview × mode × scheme × entry
    """
  }

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let folder = URL(fileURLWithPath: arguments.positionals[0])
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw UsageError("\(folder.path): no such folder", command: self)
    }
    let sources = try arguments.allValues("sources").map { path -> URL in
      guard FileManager.default.fileExists(atPath: path) else {
        throw UsageError("--sources \(path): no such folder", command: self)
      }
      return URL(fileURLWithPath: path)
    }
    let root = InitCommand.checkout
    let dependency: ExtensionPackage.Dependency
    if let url = arguments.value("tintype-url") {
      guard let version = arguments.value("tintype-version") else {
        throw UsageError("--tintype-url needs --tintype-version", command: self)
      }
      dependency = .url(url, from: version)
    } else {
      dependency = .path(root)
    }
    let plugin = try InitCommand.buildPlugin(root: root)
    var package = ExtensionPackage(
      extensionFolder: folder, sourceFolders: sources,
      output: URL(fileURLWithPath: arguments.value("out") ?? "WidgetSnapshots"), dependency: dependency,
      previewPlugin: plugin)
    // Xcode generates asset symbols (Image(.logo), Color.brand) for each catalog; so does init.
    for source in [folder] + sources {
      let items = (FileManager.default.enumerator(atPath: source.path)?.allObjects as? [String] ?? [])
        .sorted()
      for item in items where item.lowercased().hasSuffix(".xcassets") {
        let catalog = try XCAssetCatalog(contentsOf: source.appendingPathComponent(item))
        let name = URL(fileURLWithPath: item).deletingPathExtension().lastPathComponent
        package.generatedSources["GeneratedAssetSymbols-\(name).swift"] = AssetSymbols.swiftSource(
          for: catalog)
      }
    }
    let previews = try package.scanPreviews()
    let report: ExtensionPackage.WriteReport
    do {
      report = try package.write()
    } catch let problem as ExtensionPackage.Problem {
      throw UsageError(problem.description, command: self)
    }
    let bundles = previews.filter { if case .bundle = $0.kind { true } else { false } }.count
    let widgets = previews.filter { if case .widget = $0.kind { true } else { false } }.count
    let found =
      "\(previews.count - bundles - widgets) previews"
      + (bundles == 0 ? "" : " and \(bundles) widget bundle\(bundles == 1 ? "" : "s")")
      + (widgets == 0 ? "" : ", \(widgets) widget\(widgets == 1 ? "" : "s") in every family")
    Console.write(
      "\(package.output.path): \(found); "
        + (report.written.isEmpty ? "already up to date" : "wrote " + report.written.joined(separator: ", "))
        + "\n")
    for kept in report.kept { Console.write("kept \(kept)\n") }
    let setUp = package.setUpCommand.map { "swift package resolve && bash \($0) && " } ?? ""
    Console.write(
      "next: cd \(package.output.path) && \(setUp)swift run previews --out gallery && swift test\n")
    return ExitStatus.success
  }

  /// This build's checkout (the folder with Tintype's Package.swift).
  static let checkout: URL = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        return directory
      }
      directory = directory.deletingLastPathComponent()
    }
    return directory
  }()

  /// Builds the `#Preview` plugin with the checkout's build.sh (a no-op when it is up to date).
  static func buildPlugin(root: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", root.appendingPathComponent("Sources/TintypePreviewMacros/build.sh").path]
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let last = output.split(separator: "\n").last else {
      throw ExtensionPackage.Problem(
        description: "building the #Preview plugin failed (Sources/TintypePreviewMacros/build.sh)")
    }
    return root.appendingPathComponent(String(last)).path
  }
}
