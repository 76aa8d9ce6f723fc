import Tintype
import TintypeRaster

/// `--png fast|small`: how the written PNGs are compressed.
enum PNGOption {
  /// The option as commands list it.
  static let spec = OptionSpec(
    name: "png", valueName: "fast|small",
    summary: "PNG compression: fast (default), or small (zlib 9, every filter: smaller, several times slower)"
  )

  /// The encoder `--png` asks for; the default when it is absent.
  static func encoder(_ arguments: ParsedArguments, command: Command) throws -> PNGEncoder {
    switch arguments.value("png")?.lowercased() {
    case nil, "fast": return PNGEncoder()
    // zlib's level 9 with libpng's per-row filter choice: the smallest files libpng makes, for
    // images that are kept (committed goldens, published galleries) rather than compared and thrown away.
    case "small": return PNGEncoder(compressionLevel: 9, filters: .all)
    case let other?:
      throw UsageError(
        "--png \"\(other)\" is not fast or small" + OptionValue.suggestion(other, ["fast", "small"]),
        command: command)
    }
  }
}
