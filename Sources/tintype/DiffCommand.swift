import Foundation
import Tintype
import TintypeComparison
import TintypeEncode
import TintypeRaster

/// `tintype diff EXPECTED.png ACTUAL.png [--precision P] [--perceptual-precision Q] [--out DIFF.png]`:
/// exit 0 when the images match within the tolerances, 1 when they differ (writing the
/// expected | difference | actual image if asked), 2 when a file cannot be read.
struct DiffCommand: Command {
  let name = "diff"
  let summary = "Compare two PNGs within a tolerance and write a diff image"
  let positionalUsage = "EXPECTED.png|webp ACTUAL.png|webp"
  let positionalCount = 2...2
  let options =
    ComparisonOptions.specs + [
      OptionSpec(
        name: "out", valueName: "DIFF.png",
        summary: "Where to write expected | difference | actual when they differ")
    ]

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let comparison = try ComparisonOptions.comparison(arguments, command: self)
    let expected = try readPNG(arguments.positionals[0])
    let actual = try readPNG(arguments.positionals[1])
    let result = comparison.compare(expected: expected, actual: actual)
    if result.matches {
      Console.write(
        "match: \(result.differingPixels) pixels differ, largest ΔE \(String(format: "%.2f", result.maximumDeltaE))\n"
      )
      return ExitStatus.success
    }
    Console.write("differ: \(result.message)\n")
    if let out = arguments.value("out") {
      let image = try DiffImage.make(expected: expected, actual: actual, result: result)
      try AtomicFile.write(Data(try PNGEncoder().encode(image)), to: URL(fileURLWithPath: out))
      Console.write("wrote \(out)\n")
    }
    return ExitStatus.failure
  }

  private func readPNG(_ path: String) throws -> Canvas {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("\(path): cannot read the file", command: self)
    }
    do {
      return try ImageFileDecoder.decodeLossless(Array(data))
    } catch {
      throw UsageError("\(path): not a readable PNG or lossless WebP (\(error))", command: self)
    }
  }
}
