import Foundation
import Testing
import TintypeArchive

/// Generated hostile variants of a realistic archive, each through `tintype validate` and
/// `tintype render` as CI would run them on a pull request from anyone. Every run must exit 0
/// (it rendered) or 2 (bad input, with the file and a JSON path or line and column, in a short
/// message), never crash, finish quickly, and write nothing outside `--out` — nor anything at all
/// when it failed.
@Suite struct BadInputSuiteTests {
  /// A widget of the kind apps write: stacks, text styles, a gauge, shapes, a gradient background.
  static let base = """
    {"format": "tintype-archive", "version": 1, "kind": "Goal", "families": ["systemSmall", "systemMedium"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view":
       {"type": "VStack", "alignment": "leading", "spacing": 6, "children": [
         {"type": "HStack", "children": [
           {"type": "Text", "verbatim": "Reading goal", "modifiers": [{"font": {"style": "headline", "weight": "bold"}}]},
           {"type": "Spacer", "minLength": 4},
           {"type": "Circle", "fill": {"system": "orange"}, "modifiers": [{"frame": {"width": 12, "height": 12}}]}]},
         {"type": "Gauge", "value": 12, "lowerBound": 0, "upperBound": 20,
          "label": {"type": "Text", "verbatim": "Books"}, "modifiers": [{"gaugeStyle": "linearCapacity"}]},
         {"type": "Text", "date": "2026-06-08T09:30:00Z", "style": "time", "modifiers": [{"foregroundStyle": "secondary"}]},
         {"type": "RoundedRectangle", "cornerRadius": 8, "fill": {"system": "blue"},
          "modifiers": [{"frame": {"maxWidth": "infinity", "height": 20}}, {"opacity": 0.5}, {"shadow": {"radius": 3, "y": 2}}]}
       ], "modifiers": [{"padding": 4}, {"containerBackground": {"style": "#FFCC00"}}]}}]}
    """

  /// One hostile variant: a name for the failure message and the bytes of the file.
  struct Variant: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var testDescription: String { name }
  }

  static let variants: [Variant] = {
    let text = Array(base.utf8)
    var list: [Variant] = []
    // Truncations: a document cut anywhere is a syntax error with a line and column.
    for cut in stride(from: 1, to: text.count, by: text.count / 7) {
      list.append(Variant(name: "truncated at byte \(cut)", bytes: Array(text[..<cut])))
    }
    // Each number replaced by huge, negative and not-a-number spelled out; each string by values of
    // the wrong type, a long one and one with control characters.
    let root = try! JSONParser.parse(text)
    let forNumbers: [(String, JSONValue)] = [
      ("1e308", .number(1e308)), ("-1e308", .number(-1e308)), ("-1", .number(-1)),
      ("\"NaN\"", .string("NaN")),
    ]
    let forStrings: [(String, JSONValue)] = [
      ("a number", .number(7)), ("an object", .object(JSONObject())),
      ("a long string", .string(String(repeating: "W", count: 200_000))),
      ("control characters", .string("\u{0}\u{1B}[2J\u{7}")),
    ]
    for (path, leaf) in Self.leaves(of: root) {
      let replacements: [(String, JSONValue)]
      switch leaf {
      case .number: replacements = forNumbers
      case .string: replacements = forStrings
      default: replacements = [("a string", .string("x")), ("a number", .number(7))]
      }
      for (label, value) in replacements {
        let changed = Self.replacing(path, in: root, with: value)
        list.append(Variant(name: "\(label) at \(path.description)", bytes: JSONWriter.write(changed)))
      }
    }
    // Not JSON: NaN and Infinity as bare words, bad UTF-8, a raw control character in a string.
    list.append(
      Variant(
        name: "bare NaN",
        bytes: Array(base.replacingOccurrences(of: "\"spacing\": 6", with: "\"spacing\": NaN").utf8)))
    list.append(
      Variant(
        name: "bare Infinity",
        bytes: Array(base.replacingOccurrences(of: "\"value\": 12", with: "\"value\": Infinity").utf8)))
    var badUTF8 = Array(base.replacingOccurrences(of: "Reading goal", with: "Reading @@").utf8)
    if let at = badUTF8.firstIndex(of: UInt8(ascii: "@")) {
      badUTF8[at] = 0xC3
      badUTF8[at + 1] = 0x28
    }
    list.append(Variant(name: "bad UTF-8", bytes: badUTF8))
    list.append(
      Variant(
        name: "raw control character",
        bytes: Array(base.replacingOccurrences(of: "Books", with: "Bo\u{1}oks").utf8)))
    list.append(
      Variant(
        name: "duplicate key",
        bytes: Array(
          base.replacingOccurrences(of: "\"spacing\": 6", with: "\"spacing\": 6, \"spacing\": 7").utf8)))
    // Deep and wide trees, and modifiers past every limit.
    list.append(Variant(name: "deep tree", bytes: Self.archive(view: Self.deep(300))))
    list.append(Variant(name: "wide tree", bytes: Self.archive(view: Self.wide(25_000))))
    list.append(Variant(name: "200,000 modifiers", bytes: Self.archive(view: Self.modified(200_000))))
    list.append(
      Variant(
        name: "a 5 MB view type",
        bytes: Self.archive(view: "{\"type\": \"\(String(repeating: "Q", count: 5_000_000))\"}")))
    return list
  }()

  @Test(arguments: variants)
  func aHostileVariantFailsCleanlyOrRenders(_ variant: Variant) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bad-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("widget.json")
    try Data(variant.bytes).write(to: file)
    let out = scratch.appendingPathComponent("out")

    for arguments in [["validate", file.path], ["render", file.path, "--out", out.path]] {
      // A hang guard for a debug build, not a speed claim: release runs take milliseconds. The
      // failures it guards against took 46 s and minutes of processor time; the limit is processor
      // time (a loaded 2-core runner, with nested package builds beside the suite, stretches the
      // wall clock of a half-second run to a minute), and the kernel stops a run that passes it.
      let run = try TintypeExecutable.run(arguments, cpuSeconds: 20)
      let command = arguments[0]
      #expect(
        !run.crashed,
        "\(command) crashed or used over 20 s of processor time: \(run.standardError.suffix(400))")
      #expect(run.status == 0 || run.status == 2, "\(command) exited \(run.status)")
      #expect(
        run.standardError.utf8.count < 1_000, "\(command) printed \(run.standardError.utf8.count) bytes")
      // Quoted values cannot reach the terminal as escape sequences.
      let controls = run.standardError.unicodeScalars.filter {
        $0.properties.generalCategory == .control && $0 != "\n"
      }
      #expect(controls.isEmpty, "\(command) printed control characters")
      if run.status == 2 {
        let message = run.standardError
        #expect(message.hasPrefix("tintype: \(file.path)"), "\(command): \(message.prefix(300))")
        // The JSON path (`entries[0].view…`) or, for syntax errors, the line and column.
        let after = message.dropFirst("tintype: \(file.path)".count)
        let located = after.range(of: #"^(:\d+:\d+: |: \S+: )"#, options: .regularExpression) != nil
        #expect(located, "\(command) names no place: \(message.prefix(300))")
      }
      if command == "render" && run.status != 0 {
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        #expect(written.isEmpty, "a failed render wrote \(written)")
      }
    }
    // Nothing but the archive and the output folder.
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    #expect(left.allSatisfy { ["widget.json", "out"].contains($0) }, "wrote \(left)")
  }

  // MARK: - Making variants

  private static func leaves(of value: JSONValue, at path: JSONPath = .root) -> [(JSONPath, JSONValue)] {
    switch value {
    case .object(let object):
      return object.members.flatMap { leaves(of: $0.value, at: path.appending($0.key)) }
    case .array(let elements):
      return elements.enumerated().flatMap { leaves(of: $0.element, at: path.appending($0.offset)) }
    default:
      return [(path, value)]
    }
  }

  private static func replacing(_ path: JSONPath, in value: JSONValue, with new: JSONValue) -> JSONValue {
    guard let first = path.components.first else { return new }
    let rest = JSONPath(components: Array(path.components.dropFirst()))
    switch (first, value) {
    case (.key(let key), .object(var object)):
      object[key] = replacing(rest, in: object[key] ?? .null, with: new)
      return .object(object)
    case (.index(let index), .array(var elements)):
      elements[index] = replacing(rest, in: elements[index], with: new)
      return .array(elements)
    default:
      return value
    }
  }

  private static func archive(view: String) -> [UInt8] {
    Array(
      #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": \#(view)}]}"#
        .utf8)
  }

  private static func deep(_ levels: Int) -> String {
    String(repeating: #"{"type": "VStack", "children": ["#, count: levels) + #"{"type": "EmptyView"}"#
      + String(repeating: "]}", count: levels)
  }

  private static func wide(_ count: Int) -> String {
    #"{"type": "VStack", "children": ["#
      + Array(repeating: #"{"type": "Text", "verbatim": "w"}"#, count: count)
      .joined(separator: ",") + "]}"
  }

  private static func modified(_ count: Int) -> String {
    #"{"type": "Text", "verbatim": "m", "modifiers": ["#
      + Array(repeating: #"{"padding": 1}"#, count: count)
      .joined(separator: ",") + "]}"
  }
}

/// Outputs land only under `--out`: a folder inside it that links elsewhere is refused.
@Suite struct OutputContainmentTests {
  @Test func aSymlinkedFolderUnderOutIsNotWrittenThrough() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "contain-\(UUID().uuidString)")
    let out = scratch.appendingPathComponent("out")
    let elsewhere = scratch.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // The gallery writes the built-in DailyReadingGoalWidget into out/DailyReadingGoalWidget/.
    try FileManager.default.createSymbolicLink(
      at: out.appendingPathComponent("DailyReadingGoalWidget"), withDestinationURL: elsewhere)
    let run = try TintypeExecutable.run(["gallery", "--out", out.path])
    #expect(run.status != 0)
    #expect(run.standardError.contains("outside"), "\(run.standardError.prefix(400))")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  @Test func aLongKindMakesAFileNameTheSystemAccepts() throws {
    // File names are at most 255 bytes; a long kind is cut, multi-byte letters counted in bytes.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let kind = String(repeating: "é", count: 400)
    let file = scratch.appendingPathComponent("long.json")
    try Data(
      #"{"format": "tintype-archive", "version": 1, "kind": "\#(kind)", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "x"}}]}"#
        .utf8
    ).write(to: file)
    let out = scratch.appendingPathComponent("out")
    let run = try TintypeExecutable.run(["render", file.path, "--out", out.path])
    #expect(run.status == 0, "\(run.standardError.prefix(300))")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(names.count == 1 && names.allSatisfy { $0.utf8.count <= 255 })
  }
}

/// A run killed with SIGKILL at any moment leaves only whole files (each written to a temporary name
/// and renamed); the next run removes the temporaries it left.
@Suite struct KilledRunTests {
  @Test func aGalleryKilledAtRandomPointsLeavesOnlyWholeFiles() throws {
    guard let url = TintypeExecutable.url else {
      Issue.record(TintypeExecutable.missingMessage)
      return
    }
    var generator = SystemRandomNumberGenerator()
    for trial in 0..<6 {
      let out = FileManager.default.temporaryDirectory.appendingPathComponent("killed-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: out) }
      let process = Process()
      process.executableURL = url
      process.arguments = ["gallery", "--out", out.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Somewhere in the run: from its start to well into its writing.
      usleep(UInt32.random(in: 300_000...(1_000_000 + UInt32(trial) * 300_000), using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      var leftovers: [String] = []
      let walk = FileManager.default.enumerator(at: out, includingPropertiesForKeys: nil)
      while let file = walk?.nextObject() as? URL {
        let name = file.lastPathComponent
        if name.hasPrefix(".") {
          leftovers.append(name)
          continue
        }
        if name.hasSuffix(".png") {
          let bytes = try Data(contentsOf: file)
          // A whole PNG ends with its IEND chunk.
          #expect(
            bytes.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(name) is cut")
        }
      }
      #expect(leftovers.allSatisfy { $0.hasSuffix(".partial") }, "\(leftovers)")
      // The next run into the same folder removes what the killed one left.
      if !leftovers.isEmpty {
        let archive = out.appendingPathComponent("tiny.json")
        try Data(
          #"{"format": "tintype-archive", "version": 1, "kind": "Tiny", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "x"}}]}"#
            .utf8
        ).write(to: archive)
        let run = try TintypeExecutable.run(["render", archive.path, "--out", out.path])
        #expect(run.status == 0)
        let after = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String]) ?? []
        #expect(!after.contains { $0.hasSuffix(".partial") })
      }
    }
  }
}
