/// The Swift that registers an extension's previews (the `PreviewRegistry` module): each `#Preview`
/// by the symbol of the function its macro expands into (`PreviewSymbol`), declared here and called;
/// each `PreviewProvider` by its type, every widget of each `WidgetBundle` and every `Widget` type in
/// each of its families (once); inside the same `#if` blocks as the original, in file and line order.
///
/// Nothing of a preview is copied: its code compiles once, in its own file, so the registry cannot
/// hold an old copy of it. The build-tool plugin (`Sources/PreviewRegistryPlugin`) writes these files
/// from the extension's sources on every build.
public enum PreviewRegistrySource {
  /// The registry as one file compiled beside the previews' own (a check that the macro's functions
  /// and the registry's declarations agree, without building a package).
  public static func swift(_ previews: [ScannedPreview]) -> String {
    let (declarations, statements) = registrations(previews)
    var lines = header + ["import TintypeUI", ""] + declarations
    lines += ["", "/// Every preview of the widget extension, in file and line order."]
    lines += ["public func tintypePreviews() -> [PreviewCase] {", "  var previews: [PreviewCase] = []"]
    lines += statements + deduplicated
    return lines.joined(separator: "\n")
  }

  /// The registry as a module of its own (`PreviewRegistry`): one file per Swift file of the
  /// extension (`files`, as `ScannedPreview.file` names them; a file without previews gets a file that
  /// says so, so that the set of files depends only on the sources' names), each importing its file's
  /// private declarations from `module` (`@_private(sourceFile:)`, the module being built with
  /// `-enable-private-imports`) so that it reaches a `private` provider type as Xcode does; and
  /// `PreviewRegistry.swift`, which joins them.
  public static func moduleFiles(
    _ previews: [ScannedPreview], module: String, files: [String]
  ) -> [(name: String, contents: String)] {
    var result: [(String, String)] = []
    var calls: [String] = []
    for file in files {
      let name = identifier(file)
      let base = file.split(separator: "/").last.map(String.init) ?? file
      let own = previews.filter { $0.file == file }
      var lines = header
      if own.isEmpty {
        lines.append("// \(file) has no previews.")
      } else {
        let (declarations, statements) = registrations(own)
        lines += ["@_private(sourceFile: \(literal(base))) import \(module)", "import TintypeUI", ""]
        lines += declarations
        lines += [
          "", "/// The previews of \(file), in line order.", "func previewsIn\(name)() -> [PreviewCase] {",
        ]
        lines += ["  var previews: [PreviewCase] = []"] + statements + ["  return previews", "}"]
        calls.append("  previews += previewsIn\(name)()")
      }
      result.append(("Previews+\(name.dropFirst()).swift", (lines + [""]).joined(separator: "\n")))
    }
    var main =
      header + ["import TintypeUI", "", "/// Every preview of the widget extension, in file and line order."]
    main += ["public func tintypePreviews() -> [PreviewCase] {", "  var previews: [PreviewCase] = []"]
    main += calls + deduplicated
    return [("PreviewRegistry.swift", main.joined(separator: "\n"))] + result
  }

  static let header = [
    "// Written by Tintype's preview registry plugin on every build, from the extension's #Preview and",
    "// PreviewProvider declarations. Not to be edited: it is rewritten.",
    "",
  ]

  /// A widget a bundle lists and that is also scanned on its own is one case per family.
  static let deduplicated = [
    "  var seen = Set<String>()",
    "  return previews.filter { seen.insert($0.name).inserted }",
    "}",
    "",
  ]

  /// `WidgetExtension/Quote Widget.swift` → `_WidgetExtension_Quote_Widget`.
  static func identifier(_ file: String) -> String {
    let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    let characters = stem.unicodeScalars.map { scalar -> Character in
      scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        ? Character(scalar) : "_"
    }
    return "_" + String(characters)
  }

  /// The file-scope declarations (each `#Preview`'s function by its symbol) and the statements that
  /// append `previews` (all of one file, or several) to `previews`.
  static func registrations(_ previews: [ScannedPreview]) -> (declarations: [String], statements: [String]) {
    var declarations: [String] = []
    var lines: [String] = []
    var perFile: [String: Int] = [:]
    for preview in previews {
      // Numbered within its file, from 1, so that unnamed previews keep their names; widgets found on
      // their own are named by kind and family, so they take no number.
      if case .widget = preview.kind {} else { perFile[preview.file, default: 0] += 1 }
      let index = perFile[preview.file, default: 0]
      var opening: [String] = []
      var closing: [String] = []
      for block in preview.conditions {
        opening += block
        closing.append("#endif")
      }
      lines += opening.map { "  " + $0 }
      let location = "\(literal(preview.file)), line: \(preview.line), index: \(index)"
      switch preview.kind {
      case .macro:
        let base = preview.file.split(separator: "/").last.map(String.init) ?? preview.file
        let symbol = PreviewSymbol.name(file: base, line: preview.line, column: preview.column)
        declarations += opening
        declarations.append("@_silgen_name(\(literal(symbol))) func \(symbol)() -> PreviewCase")
        declarations += closing.reversed()
        lines.append("  previews.append(\(symbol)().at(\(location)))")
      case .provider(let type):
        lines.append("  previews += PreviewCase.providers(\(type).self).map { $0.at(\(location)) }")
      case .bundle(let type):
        lines.append("  previews += PreviewCase.bundle(\(type).self).map { $0.at(\(location)) }")
      case .widget(let type):
        lines.append("  previews += PreviewCase.widget(\(type).self).map { $0.at(\(location)) }")
      }
      lines += closing.reversed().map { "  " + $0 }
    }
    return (declarations, lines)
  }

  static func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }
}
