// The `#Preview` macro's implementation: a compiler plugin, built against the swift-syntax host
// libraries the Swift toolchain ships (no swift-syntax package can be fetched), by
// `Sources/TintypePreviewMacros/build.sh` into `.build/plugins/libTintypePreviewMacros.so`, and loaded with
// `-load-plugin-library`. It is not a SwiftPM target: SwiftPM would need the swift-syntax package.
//
// Each `#Preview` expands, where it stands, into a public function that makes its `PreviewCase`
// (`PreviewCase.make` has one overload per form of the macro, with the same arguments), under a
// symbol named after the file, line and column of the `#` (`PreviewSymbol`). The preview registry,
// which a build-tool plugin writes from the same sources on every build, declares those symbols and
// calls them: so a preview is compiled once, in its own file (reaching its `private` helpers), and
// an edited preview is what renders on the next build.
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview` in each of its forms.
public struct PreviewMacro: DeclarationMacro {
  /// Expands one `#Preview` into a function the registry calls by its symbol.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
      let file = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
      let line = location.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
      let column = location.column.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
    else { return [] }
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    let symbol = PreviewSymbol.name(file: fileName, line: line, column: column)
    let function = context.makeUniqueName("preview")
    var call = "TintypeUI.PreviewCase.make"
    if let generics = node.genericArgumentClause { call += generics.trimmedDescription }
    if let open = node.leftParen, let close = node.rightParen {
      call += open.text + node.arguments.description + close.text
    }
    if let closure = node.trailingClosure { call += " " + closure.description }
    call += node.additionalTrailingClosures.description
    return [
      """
      @_silgen_name(\(literal: symbol)) public func \(function)() -> TintypeUI.PreviewCase {
        \(raw: call)
      }
      """
    ]
  }
}

/// The symbol of a preview's function: `tintype_preview_` + the file's name (letters and digits kept,
/// every other UTF-8 byte as `_` and two hex digits) + `_line_column`. Its twin in
/// `Sources/TintypeExtension/PreviewSymbol.swift` must give the same names (a test compares them).
enum PreviewSymbol {
  static func name(file: String, line: Int, column: Int) -> String {
    var escaped = ""
    for byte in file.utf8 {
      if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
        escaped.append(Character(Unicode.Scalar(byte)))
      } else {
        escaped += "_" + String(byte, radix: 16).leftPadded(to: 2)
      }
    }
    return "tintype_preview_\(escaped)_\(line)_\(column)"
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
