import Foundation
import TintypeArchive
import TintypeBatch

/// The archives `GET /v1/templates/{name}.{png|webp|jpg}` fills: every `NAME.json` of the folder
/// `--templates` names, read once at start as a batch reads a job's archive (`ArchiveTemplate`: its
/// `{{placeholders}}` found, what they cannot change checked). A request's query fills the
/// placeholders as a batch row does (typed where a whole placeholder stands for a number, boolean or
/// date, as a CSV cell is), beside the render options.
struct TemplateLibrary: Sendable {
  /// The templates by name (the file name without `.json`).
  let templates: [String: ArchiveTemplate]
  /// Each template file's SHA-256: its part of an image's key.
  let digests: [String: [UInt8]]

  /// No templates.
  init() {
    templates = [:]
    digests = [:]
  }

  /// The templates of `folder`; a file that is not a valid template stops the start, naming it.
  init(folder: URL) throws {
    var found: [String: ArchiveTemplate] = [:]
    var digests: [String: [UInt8]] = [:]
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    for file in names where file.hasSuffix(".json") {
      let name = String(file.dropLast(5))
      guard TemplateLibrary.isName(name) else { continue }
      let url = folder.appendingPathComponent(file)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw ArchiveError(path: .root, "cannot read the file", file: url.path)
      }
      let template = try ArchiveTemplate(jsonData: data, file: url.path)
      guard !template.isActivity else {
        throw ArchiveError(
          path: .root, "is a Live Activity archive; templates are widget archives", file: url.path)
      }
      found[name] = template
      digests[name] = SHA256Digest(of: data).bytes
    }
    templates = found
    self.digests = digests
  }

  /// Whether `name` can name a template: letters, digits, `-` and `_`, at most 100 — never a path.
  static func isName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 100
      && name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" }
  }
}
