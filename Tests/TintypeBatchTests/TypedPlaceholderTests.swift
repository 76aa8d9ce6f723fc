import Foundation
import Testing
import TintypeArchive

@testable import TintypeBatch

/// A placeholder standing for a whole number, boolean or date takes the row's value as that type: a
/// ring, gauge or fade that shows each person's own progress. Type and range errors name the
/// placeholder, the row and the JSON path, and many rows with one problem are one line.
@Suite struct TypedPlaceholderTests {
  let fixture: BatchFixture

  init() throws {
    fixture = try BatchFixture()
    try fixture.write(TypedPlaceholderTests.card, to: "card.json")
  }

  /// A ring (`trim`), a `Gauge` and an `opacity`, each from a column, beside text that holds numbers.
  static let card = """
    {"format": "tintype-archive", "version": 1, "kind": "Progress", "families": ["systemSmall"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
       {"type": "Circle", "shapeModifiers": [{"trim": {"from": 0, "to": "{{progress}}"}}],
        "stroke": {"style": "blue", "lineWidth": 8}, "modifiers": [{"frame": {"width": 60, "height": 60}}]},
       {"type": "Gauge", "value": "{{done}}", "lowerBound": 0, "upperBound": "{{ goal }}", "label": {"type": "EmptyView"}},
       {"type": "Text", "verbatim": "{{done}} of {{goal}}", "modifiers": [{"opacity": "{{streak}}"}]}]}}]}
    """

  private func run(_ manifest: String) throws -> (outputs: [BatchOutput], failures: [BatchFailure]) {
    var outputs: [BatchOutput] = []
    var failures: [BatchFailure] = []
    try BatchRenderer(manifest: try fixture.manifest(manifest), options: BatchOptions(workers: 2)).run {
      switch $0 {
      case .output(let output): outputs.append(output)
      case .failure(let failure): failures.append(failure)
      }
    }
    return (outputs, failures)
  }

  private static let job =
    #"{"version": 1, "defaults": {"scale": 1}, "jobs": [{"archive": "card.json", "data": "rows.csv", "output": "{row}.png"}]}"#

  @Test func sixtyCSVRowsDrawTheirOwnNumbers() throws {
    // Rows i and i + 30 hold the same numbers; every other pair differs in one of them.
    var csv = "progress,done,goal,streak\n"
    for index in 0..<60 {
      let step = index % 30
      csv += "\(Double(step + 1) / 30),\(step % 10),10,\(step < 15 ? "1" : ".5")\n"
    }
    try fixture.write(csv, to: "rows.csv")
    let (outputs, failures) = try run(TypedPlaceholderTests.job)
    #expect(failures.isEmpty, "\(failures)")
    try #require(outputs.count == 60)
    for index in 0..<30 {
      #expect(
        outputs[index].imageData == outputs[index + 30].imageData,
        "rows \(index) and \(index + 30) hold the same numbers")
    }
    #expect(
      Set(outputs.prefix(30).map(\.imageData)).count == 30, "rows with different numbers draw differently")
  }

  @Test func aNumberColumnWithTextFailsItsRowsNamingPlaceholderRowAndPath() throws {
    try fixture.write(
      "progress,done,goal,streak\n0.5,1,10,1\nabc,1,10,1\n0.25,1,10,1\nabc,2,10,1\n1.5,1,10,1\n",
      to: "rows.csv")
    let (outputs, failures) = try run(TypedPlaceholderTests.job)
    #expect(outputs.map(\.path) == ["0.png", "2.png"])
    try #require(failures.count == 3)
    let failure = failures[0]
    #expect(failure.row == "rows.csv:3")
    #expect(failure.path.description == "entries[0].view.children[0].shapeModifiers[0].trim.to")
    #expect(failure.message == #"expected a number ≥ 0 and ≤ 1, got "abc" from {{progress}}"#)
    #expect(failure.file?.hasSuffix("card.json") == true)
    #expect(
      failures[2].message == #"expected a number ≥ 0 and ≤ 1, got "1.5" from {{progress}}"#,
      "ranges are checked per row")

    var report = BatchReport(policy: .standard)
    for failure in failures { report.add(failure) }
    #expect(report.distinctFailures.map(\.count) == [2, 1])
    #expect(report.lines.count == 2)
    #expect(
      report.lines[0].hasSuffix("from {{progress}} — 2 rows: rows.csv:3, rows.csv:5"), "\(report.lines[0])")
    #expect(report.lines[0].components(separatedBy: "trim.to").count == 2, "the path is said once")
  }

  @Test func validateRowsFindsEveryFailingRowBeforeAnythingRenders() throws {
    try fixture.write(
      "progress,done,goal,streak\n0.5,1,10,1\nabc,1,10,1\nabc,1,10,1\n0.5,1,ten,1\n", to: "rows.csv")
    let template = try ArchiveTemplate(
      jsonData: Data(TypedPlaceholderTests.card.utf8), file: "card.json")
    let check = try TemplateCheck(
      template, rowsAt: fixture.folder.appendingPathComponent("rows.csv"), name: "rows.csv")
    #expect(check.rows == 4)
    #expect(!check.passed)
    #expect(check.report.failureCount == 3)
    #expect(check.report.distinctFailures.map(\.rows) == [["rows.csv:3", "rows.csv:4"], ["rows.csv:5"]])
    #expect(
      check.report.lines[1].hasPrefix(
        "error: row rows.csv:5: card.json: entries[0].view.children[1].upperBound: "),
      "\(check.report.lines)")
    #expect(check.report.lines[1].hasSuffix(#"got "ten" from {{goal}}"#), "\(check.report.lines)")

    // A row with two bad cells has both said: decoding stops at the first, so the check goes on
    // with a stand-in in its place.
    try fixture.write("progress,done,goal,streak\n0.5,1,10,1\nabc,1,ten,yes\n", to: "rows.csv")
    let both = try TemplateCheck(
      template, rowsAt: fixture.folder.appendingPathComponent("rows.csv"), name: "rows.csv")
    #expect(both.failedRows == 1)
    #expect(both.report.failureCount == 3, "\(both.report.lines)")
    #expect(both.report.lines.contains { $0.hasSuffix(#"got "abc" from {{progress}}"#) })
    #expect(both.report.lines.contains { $0.hasSuffix(#"got "ten" from {{goal}}"#) })
    #expect(both.report.lines.contains { $0.contains(#"got "yes" from {{streak}}"#) })

    try fixture.write("progress,done,goal,streak\n0.5,1,10,1\n", to: "rows.csv")
    let good = try TemplateCheck(
      template, rowsAt: fixture.folder.appendingPathComponent("rows.csv"), name: "rows.csv")
    #expect(good.passed && good.rows == 1)
  }

  @Test func aJSONRowsNumbersAreTypedAndItsStringsAreText() throws {
    try fixture.write(
      """
      {"progress": 0.5, "done": 1, "goal": 10, "streak": 1}
      {"progress": "0.5", "done": 1, "goal": 10, "streak": 1}

      """, to: "rows.jsonl")
    let (outputs, failures) = try run(
      #"{"version": 1, "defaults": {"scale": 1}, "jobs": [{"archive": "card.json", "data": "rows.jsonl", "output": "{row}.png"}]}"#
    )
    #expect(outputs.map(\.path) == ["0.png"])
    let failure = try #require(failures.first)
    #expect(failure.row == "rows.jsonl:2")
    #expect(
      failure.message.contains(#"got "0.5" from {{progress}} (a JSON string in the row"#),
      "\(failure.message)")
  }

  @Test func booleansDatesAndShorthandsTakeTheirType() throws {
    try fixture.write(
      """
      {"format": "tintype-archive", "version": 1, "kind": "Typed", "families": ["systemSmall"],
       "entries": [{"date": "{{when}}", "view": {"type": "Text", "verbatim": "{{pad}}",
         "modifiers": [{"fixedSize": "{{fixed}}"}, {"padding": "{{pad}}"}, {"rotationEffect": {"angle": "{{turn}}"}}]}}]}
      """, to: "typed.json")
    let template = try ArchiveTemplate(
      jsonData: FileManager.default.contents(
        atPath: fixture.folder.appendingPathComponent("typed.json").path)!,
      file: "typed.json")
    let row = DataRow(
      index: 0, fields: ["when": "1780909200", "pad": "12", "fixed": "TRUE", "turn": "-90"],
      location: "rows.csv:2")
    let archive = try template.archive(for: row)
    #expect(archive.entries[0].date == Date(timeIntervalSince1970: 1_780_909_200))
    let json = String(decoding: JSONWriter.write(archive.archiveJSON, pretty: false), as: UTF8.self)
    #expect(json.contains(#""fixedSize":true"#), "\(json)")
    #expect(json.contains(#""padding":12"#), "\(json)")
    #expect(json.contains(#""degrees":-90"#), "\(json)")
    #expect(json.contains(#""verbatim":"12""#), "a placeholder in a string position stays text")

    var yes = row
    yes.fields["fixed"] = "yes"
    #expect(throws: ArchiveError.self) { try template.archive(for: yes) }
  }

  @Test(arguments: [
    ("0.5", 0.5), (".5", 0.5), ("+3", 3), ("-2", -2), ("1e3", 1000), (" 7 ", 7), ("62.5", 62.5), ("5.", 5),
  ])
  func numbersAreParsedAsSpreadsheetsWriteThem(text: String, value: Double) {
    #expect(PlaceholderCells.number(text) == value)
  }

  @Test(arguments: ["62 %", "1,5", "0x10", "nan", "inf", "", "1e", "-", ".", "1e400", "١٢"])
  func anythingElseIsNotANumber(text: String) {
    #expect(PlaceholderCells.number(text) == nil)
  }
}
