// The `#Preview` macro's implementation: a compiler plugin, built against the swift-syntax host
// libraries the Swift toolchain ships (no swift-syntax package can be fetched), by
// `Sources/TintypePreviewMacros/build.sh` into `.build/plugins/libTintypePreviewMacros.so`, and loaded with
// `-load-plugin-library`. It is not a SwiftPM target: SwiftPM would need the swift-syntax package.
//
// Today the expansion declares nothing: the compiler type-checks every preview's closures against
// the macro's signature (in TintypeUI's `Previews/PreviewMacros.swift`) before it expands, so an
// app's previews compile and their errors are reported, but they are not yet registered for
// rendering (the preview registry is the next step; see docs/models.md).
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview` in each of its forms.
public struct PreviewMacro: DeclarationMacro {
  /// Expands one `#Preview` into a preview registration the archiver can enumerate.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
