import Foundation
import PackagePlugin

/// Writes the preview registry of the target it is applied to (the generated package's
/// `PreviewRegistry`) from the Swift files of the module that target depends on (the widget
/// extension), on every build in which one of those files changed: so a `#Preview` added, edited or
/// removed is what the next `swift run previews` or `swift test` renders, without `tintype init`.
@main
struct PreviewRegistryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let extensions = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
      guard case .target(let module) = dependency else { return nil }
      return module.sourceModule
    }
    guard let source = extensions.first else {
      throw PluginError(
        description: "\(target.name) depends on no module of this package: nothing to read previews from")
    }
    let files = source.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL
    var arguments = [
      output.path, source.name,
      context.package.directoryURL.appendingPathComponent("Sources/\(source.name)").path,
    ]
    arguments += files.map(\.path)
    // One file per source file (and the one that joins them), so that the outputs are known before
    // the tool reads anything.
    let outputs =
      [output.appendingPathComponent("PreviewRegistry.swift")]
      + files.indices.map { output.appendingPathComponent("Previews-\($0 + 1).swift") }
    return [
      .buildCommand(
        displayName: "Registering the previews of \(source.name)",
        executable: try context.tool(named: "tintype-preview-registry").url, arguments: arguments,
        inputFiles: files, outputFiles: outputs)
    ]
  }
}

struct PluginError: Error, CustomStringConvertible {
  var description: String
}
