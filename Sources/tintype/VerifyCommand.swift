import Foundation
import Tintype
import TintypeBatch
import TintypeComparison
import TintypeEncode
import TintypeRaster
import TintypeReview

#if canImport(Glibc)
  import Glibc
#endif

/// `tintype verify EXPECTED_DIR ACTUAL_DIR [--precision P] [--perceptual-precision Q] [--junit FILE]
/// [--include GLOB]… [--exclude GLOB]… [--report DIR]`: compares two folders of PNGs by relative path
/// — the output of `render`, `gallery`, `previews` or a batch against reviewed references — and
/// reports missing, extra and changed images. In a folder with a `gallery.json` (a gallery's) only the
/// renders count: contact sheets, context shots and copied images are not goldens. Exit 0 when every
/// image is there and matches, 1 when any is missing, extra or changed, 2 for bad input.
struct VerifyCommand: Command {
  let name = "verify"
  let summary = "Compare two folders of PNGs (or lossless WebPs) by relative path: missing, extra and changed images"
  let positionalUsage = "EXPECTED_DIR ACTUAL_DIR"
  let positionalCount = 2...2
  let options =
    ComparisonOptions.specs + [
      OptionSpec(
        name: "junit", valueName: "FILE", summary: "Write the results as JUnit XML for CI dashboards"),
      OptionSpec(
        name: "report", valueName: "DIR",
        summary:
          "Write an HTML report: each failure with expected, actual, difference, swipe and onion skin, and accept boxes that make an approvals file for `tintype accept`"
      ),
      OptionSpec(
        name: "include", valueName: "GLOB", isRepeatable: true,
        summary:
          "Compare only the paths that match (a shell pattern whose * crosses folders: 'Badge/*-dark-*.png')"),
      OptionSpec(
        name: "exclude", valueName: "GLOB", isRepeatable: true, summary: "Leave out the paths that match"),
    ]

  /// One image's outcome.
  struct Outcome {
    enum Status: String { case same, changed, missing, extra }
    var path: String
    var status: Status
    var detail: String
  }

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let expectedRoot = try folder(arguments.positionals[0])
    let actualRoot = try folder(arguments.positionals[1])
    let comparison = try ComparisonOptions.comparison(arguments, command: self)
    let includes = arguments.allValues("include")
    let excludes = arguments.allValues("exclude")
    func chosen(_ path: String) -> Bool {
      (includes.isEmpty || includes.contains { fnmatch($0, path, 0) == 0 })
        && !excludes.contains { fnmatch($0, path, 0) == 0 }
    }
    let (expectedFiles, expectedByProducts, _) = try images(under: expectedRoot)
    let (actualFiles, actualByProducts, actualManifest) = try images(under: actualRoot)
    let expected = expectedFiles.filter(chosen)
    let actual = actualFiles.filter(chosen)
    var outcomes: [Outcome] = []
    let report = arguments.value("report").map { URL(fileURLWithPath: $0) }
    var items: [VerifyReport.Item] = []
    /// Copies the report's images of `path` and records its item.
    func record(_ path: String, _ status: Outcome.Status, _ detail: String, difference: Canvas? = nil) throws
    {
      guard let report else { return }
      var item = VerifyReport.Item(path: path, status: status.rawValue, detail: detail)
      if status != .same {
        let folder = "images/" + path
        if status != .extra,
          let data = FileManager.default.contents(atPath: expectedRoot.appendingPathComponent(path).path)
        {
          // Copied as they are (a WebP stays a WebP, which browsers show).
          let name = folder + "/expected." + URL(fileURLWithPath: path).pathExtension.lowercased()
          try AtomicFile.write(data, to: report.appendingPathComponent(name), within: report)
          item.expected = name
        }
        if status != .missing,
          let data = FileManager.default.contents(atPath: actualRoot.appendingPathComponent(path).path)
        {
          let name = folder + "/actual." + URL(fileURLWithPath: path).pathExtension.lowercased()
          try AtomicFile.write(data, to: report.appendingPathComponent(name), within: report)
          item.actual = name
          // What an approval names: `tintype accept` copies this image only if it is still these bytes.
          item.actualDigest = SHA256Digest(of: data).hex
        }
        if let difference {
          try AtomicFile.write(
            Data(try PNGEncoder().encode(difference)),
            to: report.appendingPathComponent(folder + "/difference.png"),
            within: report)
          item.difference = folder + "/difference.png"
        }
      }
      items.append(item)
    }
    for path in expected.union(actual).sorted() {
      guard expected.contains(path) else {
        outcomes.append(Outcome(path: path, status: .extra, detail: "not in \(expectedRoot.path)"))
        try record(path, .extra, outcomes.last!.detail)
        continue
      }
      guard actual.contains(path) else {
        outcomes.append(Outcome(path: path, status: .missing, detail: "not in \(actualRoot.path)"))
        try record(path, .missing, outcomes.last!.detail)
        continue
      }
      do {
        let expectedImage = try decode(expectedRoot.appendingPathComponent(path))
        let actualImage = try decode(actualRoot.appendingPathComponent(path))
        let result = comparison.compare(expected: expectedImage, actual: actualImage)
        outcomes.append(
          Outcome(path: path, status: result.matches ? .same : .changed, detail: result.message))
        let difference =
          result.matches || report == nil
          ? nil : try? DiffImage.make(expected: expectedImage, actual: actualImage, result: result)
        try record(path, result.matches ? .same : .changed, result.message, difference: difference)
      } catch {
        outcomes.append(Outcome(path: path, status: .changed, detail: "cannot be read: \(error)"))
        try record(path, .changed, outcomes.last!.detail)
      }
    }
    for outcome in outcomes where outcome.status != .same {
      Console.write("\(outcome.status.rawValue): \(outcome.path): \(outcome.detail)\n")
    }
    let counts = Dictionary(grouping: outcomes, by: \.status).mapValues(\.count)
    let byProducts = expectedByProducts + actualByProducts
    Console.write(
      "\(counts[.same] ?? 0) same, \(counts[.changed] ?? 0) changed, \(counts[.missing] ?? 0) missing, "
        + "\(counts[.extra] ?? 0) extra"
        + (byProducts > 0
          ? " (\(byProducts) gallery by-products not compared: contact sheets, context shots, copied images)"
          : "")
        + "\n")
    if let report {
      let html = VerifyReport.html(
        items: items, expectedFolder: expectedRoot.standardizedFileURL.path,
        actualFolder: actualRoot.standardizedFileURL.path, fingerprint: actualManifest?.fingerprint)
      try AtomicFile.write(Data(html.utf8), to: report.appendingPathComponent("index.html"), within: report)
      Console.write("report: \(report.appendingPathComponent("index.html").path)\n")
    }
    if let junit = arguments.value("junit") {
      try AtomicFile.write(Data(Self.junit(outcomes).utf8), to: URL(fileURLWithPath: junit))
    }
    return outcomes.allSatisfy { $0.status == .same } ? ExitStatus.success : ExitStatus.failure
  }

  /// The outcomes as a JUnit XML test suite: one test case per image, failures for the rest.
  static func junit(_ outcomes: [Outcome]) -> String {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    let failures = outcomes.filter { $0.status != .same }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites><testsuite name=\"tintype verify\" tests=\"\(outcomes.count)\" failures=\"\(failures)\">\n"
    for outcome in outcomes {
      xml += "  <testcase classname=\"tintype.verify\" name=\"\(escape(outcome.path))\""
      if outcome.status == .same {
        xml += "/>\n"
      } else {
        xml +=
          "><failure message=\"\(escape(outcome.status.rawValue + ": " + outcome.detail))\"/></testcase>\n"
      }
    }
    return xml + "</testsuite></testsuites>\n"
  }

  private func folder(_ path: String) throws -> URL {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw UsageError("\(path): no such folder", command: self)
    }
    return URL(fileURLWithPath: path)
  }

  /// The PNGs under `root` that are compared, how many a gallery's manifest says are by-products, and
  /// the manifest.
  private func images(under root: URL) throws -> (Set<String>, Int, GalleryManifest?) {
    let names = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
    let all = Set(
      names.filter {
        let name = $0.lowercased()
        return (name.hasSuffix(".png") || name.hasSuffix(".webp"))
          && !$0.split(separator: "/").contains { $0.hasPrefix(".") }
      })
    guard let manifest = try GalleryManifest.read(in: root) else { return (all, 0, nil) }
    let renders = all.intersection(manifest.renders)
    return (renders, all.count - renders.count, manifest)
  }

  private func decode(_ file: URL) throws -> Canvas {
    try ImageFileDecoder.decodeLossless(Array(try Data(contentsOf: file)))
  }
}
