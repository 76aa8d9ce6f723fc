import Foundation
import Tintype
import TintypeComparison
import TintypeRaster
import TintypeReview

/// `tintype verify EXPECTED_DIR ACTUAL_DIR [--precision P] [--perceptual-precision Q] [--junit FILE]`:
/// compares two folders of PNGs by relative path — the output of `render`, `gallery` or a batch
/// against reviewed references — and reports missing, extra and changed images. Exit 0 when every
/// image is there and matches, 1 when any is missing, extra or changed, 2 for bad input.
struct VerifyCommand: Command {
  let name = "verify"
  let summary = "Compare two folders of PNGs by relative path: missing, extra and changed images"
  let positionalUsage = "EXPECTED_DIR ACTUAL_DIR"
  let positionalCount = 2...2
  let options =
    ComparisonOptions.specs + [
      OptionSpec(
        name: "junit", valueName: "FILE", summary: "Write the results as JUnit XML for CI dashboards"),
      OptionSpec(
        name: "report", valueName: "DIR",
        summary: "Write an HTML report: each failure with expected, actual, difference, swipe and onion skin"),
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
    let expected = pngs(under: expectedRoot)
    let actual = pngs(under: actualRoot)
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
          try AtomicFile.write(
            data, to: report.appendingPathComponent(folder + "/expected.png"), within: report)
          item.expected = folder + "/expected.png"
        }
        if status != .missing,
          let data = FileManager.default.contents(atPath: actualRoot.appendingPathComponent(path).path)
        {
          try AtomicFile.write(
            data, to: report.appendingPathComponent(folder + "/actual.png"), within: report)
          item.actual = folder + "/actual.png"
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
    Console.write(
      "\(counts[.same] ?? 0) same, \(counts[.changed] ?? 0) changed, \(counts[.missing] ?? 0) missing, "
        + "\(counts[.extra] ?? 0) extra\n")
    if let report {
      let html = VerifyReport.html(
        items: items, expectedFolder: expectedRoot.path, actualFolder: actualRoot.path)
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

  private func pngs(under root: URL) -> Set<String> {
    let names = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
    return Set(
      names.filter {
        $0.lowercased().hasSuffix(".png") && !$0.split(separator: "/").contains { $0.hasPrefix(".") }
      })
  }

  private func decode(_ file: URL) throws -> Canvas {
    try PNGDecoder().decode(Array(try Data(contentsOf: file)))
  }
}
