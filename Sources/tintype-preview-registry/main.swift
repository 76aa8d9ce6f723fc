// The tool behind the preview registry plugin:
//   tintype-preview-registry OUTPUT_DIR MODULE MODULE_DIR SWIFT_FILE…
// scans each Swift file of MODULE for previews and writes OUTPUT_DIR/PreviewRegistry.swift and
// OUTPUT_DIR/Previews-<n>.swift, one per file in the order given. A file is rewritten only when its
// text changes, so an unchanged registry does not make the build recompile it.
import Foundation
import TintypeExtension

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: tintype-preview-registry OUTPUT_DIR MODULE MODULE_DIR SWIFT_FILE…\n".utf8))
  exit(2)
}
let output = URL(fileURLWithPath: arguments[0])
let module = arguments[1]
let root = URL(fileURLWithPath: arguments[2]).standardizedFileURL.path
let paths = Array(arguments.dropFirst(3))

/// The file's name as previews are listed: its path inside the module's folder.
func name(of path: String) -> String {
  let standard = URL(fileURLWithPath: path).standardizedFileURL.path
  return standard.hasPrefix(root + "/")
    ? String(standard.dropFirst(root.count + 1)) : (path as NSString).lastPathComponent
}

do {
  var previews: [ScannedPreview] = []
  for path in paths {
    let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    previews += PreviewScanner.scan(text, file: name(of: path))
  }
  let files = PreviewRegistrySource.moduleFiles(previews, module: module, files: paths.map(name(of:)))
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  // `moduleFiles` gives the joining file first, then one per source file in order.
  for (index, file) in files.enumerated() {
    let target = output.appendingPathComponent(
      index == 0 ? "PreviewRegistry.swift" : "Previews-\(index).swift")
    let data = Data(file.contents.utf8)
    if FileManager.default.contents(atPath: target.path) != data {
      try data.write(to: target, options: .atomic)
    }
  }
} catch {
  FileHandle.standardError.write(Data("tintype-preview-registry: \(error)\n".utf8))
  exit(1)
}
