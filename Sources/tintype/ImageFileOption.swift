import TintypeEncode
import TintypeRaster

/// `--format png|webp|jpeg` and `--quality N`: the file format images are written in (with `--png`
/// for how PNGs are compressed).
enum ImageFileOption {
  /// The options as commands list them.
  static let specs = [
    OptionSpec(
      name: "format", valueName: "png|webp|jpeg",
      summary: "File format (default png); webp is lossless unless --quality is given, jpeg is on white"),
    OptionSpec(
      name: "quality", valueName: "1-100",
      summary: "Lossy quality for webp and jpeg (jpeg's default 90)"),
  ]

  /// The encoder `--format`, `--quality` and `--png` ask for.
  static func encoder(_ arguments: ParsedArguments, command: Command) throws -> ImageFileEncoder {
    let png = try PNGOption.encoder(arguments, command: command)
    var format = ImageFormat.png
    if let text = arguments.value("format") {
      format =
        try ImageFormat(fileExtension: text)
        ?? OptionValue.parse(text, option: "format", as: ImageFormat.self, command: command)
    }
    var quality: Int?
    if let text = arguments.value("quality") {
      guard let value = Int(text) else {
        throw UsageError("--quality \"\(text)\" is not a whole number from 1 to 100", command: command)
      }
      quality = value
    }
    do throws(ImageEncodingError) {
      return ImageFileEncoder(encoding: try ImageEncoding(format: format, quality: quality), png: png)
    } catch {
      throw UsageError(
        "--format \(format.rawValue)\(quality.map { " --quality \($0)" } ?? ""): \(error)", command: command)
    }
  }
}
