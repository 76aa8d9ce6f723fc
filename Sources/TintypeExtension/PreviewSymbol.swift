/// The symbol of the function a `#Preview` expands into, by which the registry calls it:
/// `tintype_preview_` + the file's name (letters and digits kept, every other UTF-8 byte as `_` and
/// two hex digits) + `_line_column` of the `#`, columns counted in UTF-8 bytes from 1 as the compiler
/// counts them. Its twin is in the macro's plugin (`Sources/TintypePreviewMacros/PreviewMacro.swift`),
/// which cannot import this module; `PreviewSymbolTests` keeps the two the same.
public enum PreviewSymbol {
  /// The symbol for the `#Preview` at `line` and `column` of the file named `file` (a name, not a path:
  /// file names are unique within a module).
  public static func name(file: String, line: Int, column: Int) -> String {
    var escaped = ""
    for byte in file.utf8 {
      if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
        escaped.append(Character(Unicode.Scalar(byte)))
      } else {
        let hex = String(byte, radix: 16)
        escaped += "_" + (hex.count < 2 ? "0" + hex : hex)
      }
    }
    return "tintype_preview_\(escaped)_\(line)_\(column)"
  }
}
