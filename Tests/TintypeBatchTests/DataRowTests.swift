import Foundation
import Testing
import TintypeArchive

@testable import TintypeBatch

/// Data rows fill `{{name}}` placeholders, from every source the same way; mistakes name the row and
/// the field; big files are streamed.
@Suite struct DataRowTests {
  let fixture: BatchFixture

  init() throws {
    fixture = try BatchFixture()
    try fixture.write(BatchFixture.personal, to: "product.json")
  }

  private func rows(_ data: String) throws -> [DataRow] {
    let plan = try fixture.plan(
      ##"{"version": 1, "jobs": [{"archive": "product.json", "data": \##(data), "output": "{row}.png"}]}"##)
    #expect(plan.failures.isEmpty, "\(plan.failures)")
    var rows: [DataRow] = []
    try BatchPlan.forEachUnit(of: plan.jobs[0]) { rows.append($0!) }
    return rows
  }

  @Test func jsonJsonLinesCSVAndInlineRowsAreTheSame() throws {
    try fixture.write(
      ##"[{"name": "Mug, large", "price": 4.5, "color": "#FF0000"}, {"name": "Say \"hi\"", "price": 10, "color": "#00FF00"}]"##,
      to: "rows.json")
    try fixture.write(
      "{\"name\": \"Mug, large\", \"price\": 4.5, \"color\": \"#FF0000\"}\n\n{\"name\": \"Say \\\"hi\\\"\", \"price\": 10, \"color\": \"#00FF00\"}\n",
      to: "rows.jsonl")
    try fixture.write(
      "name,price,color\r\n\"Mug, large\",4.5,#FF0000\r\n\"Say \"\"hi\"\"\",10,#00FF00\r\n", to: "rows.csv")
    let inline =
      ##"[{"name": "Mug, large", "price": 4.5, "color": "#FF0000"}, {"name": "Say \"hi\"", "price": 10, "color": "#00FF00"}]"##
    let expected = [
      ["name": "Mug, large", "price": "4.5", "color": "#FF0000"],
      ["name": "Say \"hi\"", "price": "10", "color": "#00FF00"],
    ]
    for source in ["\"rows.json\"", "\"rows.jsonl\"", "\"rows.csv\"", inline] {
      #expect(try rows(source).map(\.fields) == expected, "\(source)")
    }
  }

  @Test func aQuotedCSVFieldMaySpanLines() throws {
    try fixture.write("name,price,color\n\"two\nlines\",1,#000000\nnext,2,#FFFFFF\n", to: "rows.csv")
    let read = try rows("\"rows.csv\"")
    #expect(read.map { $0.fields["name"] } == ["two\nlines", "next"])
    #expect(read.map(\.location) == ["rows.csv:2", "rows.csv:4"])
  }

  @Test func placeholdersAreFilledAndUnusedFieldsAreFine() throws {
    let template = try ArchiveTemplate(jsonData: Array(BatchFixture.personal.utf8), file: "product.json")
    #expect(template.names == ["name", "price", "color"])
    let row = DataRow(
      index: 0, fields: ["name": "Mug", "price": "$4", "color": "#112233", "unused": "x"], location: "r")
    let archive = try template.archive(for: row)
    let json = String(decoding: archive.jsonData(pretty: false), as: UTF8.self)
    #expect(json.contains("\"Mug\""))
    #expect(json.contains("$4 each"))
    #expect(!json.contains("{{"))
  }

  @Test func aMissingFieldFailsTheJobNamingTheRowAndTheField() throws {
    try fixture.write(
      "{\"name\": \"a\", \"price\": 1, \"color\": \"#000000\"}\n{\"name\": \"b\", \"color\": \"#000000\"}\n",
      to: "rows.jsonl")
    try fixture.write(BatchFixture.card, to: "card.json")
    let plan = try fixture.plan(
      """
      {"version": 1, "jobs": [{"archive": "card.json", "family": "systemSmall"},
        {"archive": "product.json", "data": "rows.jsonl", "output": "{row}.png"}]}
      """)
    #expect(plan.jobs.map(\.index) == [0])
    let failure = try #require(plan.failures.first)
    #expect(failure.job.description == "jobs[1]")
    #expect(failure.row == "rows.jsonl:2")
    #expect(failure.message.contains("no field \"price\" for {{price}}"))
    #expect(failure.path.description == "entries[0].view.children[1].verbatim")
  }

  @Test func aTemplateFieldTheRowLacksFailsTheJob() throws {
    let plan = try fixture.plan(
      """
      {"version": 1, "jobs": [{"archive": "product.json",
        "data": [{"name": "a", "price": 1, "color": "#000000"}], "output": "{row.id}.png"}]}
      """)
    #expect(plan.failures.first?.message.contains("no field \"id\" for {row.id}") == true)
  }

  @Test(arguments: [
    ("rows.csv", "name,name\na,b\n", "rows.csv:1", "two columns"),
    ("rows.csv", "name,price,color\na,1\n", "rows.csv:2", "2 fields; the header names 3"),
    ("rows.csv", "name,price,color\n\"open,1,#000000\n", "rows.csv:2", "not closed"),
    (
      "rows.jsonl", "{\"name\": \"a\", \"price\": 1, \"color\": \"#000000\"}\n{oops}\n", "rows.jsonl:2",
      "expected a string key"
    ),
    ("rows.jsonl", "[1, 2]\n", "rows.jsonl:1", "a row is a JSON object"),
    ("rows.jsonl", "{\"name\": {\"nested\": 1}}\n", "rows.jsonl:1", "a field is text"),
    ("rows.json", "{\"not\": \"an array\"}", "rows.json", "an array of row objects"),
  ])
  func badDataNamesTheFileAndLine(file: String, contents: String, location: String, words: String) throws {
    try fixture.write(contents, to: file)
    let plan = try fixture.plan(
      ##"{"version": 1, "jobs": [{"archive": "product.json", "data": "\##(file)", "output": "{row}.png"}]}"##)
    let failure = try #require(plan.failures.first)
    #expect(failure.message.contains(location), "\(failure)")
    #expect(failure.message.contains(words), "\(failure)")
  }

  @Test func aMissingDataFileIsAManifestErrorAtItsPath() throws {
    let message = BatchFixture.error {
      _ = try fixture.manifest(
        ##"{"version": 1, "jobs": [{"archive": "product.json", "data": "nowhere.csv"}]}"##)
    }
    #expect(message?.contains("jobs[0].data: no data file") == true, "\(message ?? "")")
  }

  @Test func aLargeDataFileIsStreamedThroughABoundedBuffer() throws {
    // 200,000 rows, 7 MB: read through the 64 KB buffer, never grown, never loaded whole.
    var text = "name,price,color\n"
    for index in 0..<200_000 { text += "item \(index),\(index),#AABBCC\n" }
    let url = try fixture.write(text, to: "big.csv")
    let rows = DataRowIterator(csv: try LineReader(path: url.path), name: "big.csv")
    var count = 0
    var last: DataRow?
    while let row = try rows.next() {
      count += 1
      last = row
    }
    #expect(count == 200_000)
    #expect(last?.fields["name"] == "item 199999")
    #expect(rows.peakBufferedBytes <= 64 * 1024)
    #expect(text.utf8.count > 50 * rows.peakBufferedBytes)
  }

  @Test func aLineOverTheLimitIsAnErrorNotAnAllocation() throws {
    let url = try fixture.write(String(repeating: "x", count: 5000) + "\n", to: "long.jsonl")
    let reader = try LineReader(path: url.path, maximumLineBytes: 4096, chunk: 1024)
    #expect(throws: BatchDataError.self) { _ = try reader.next() }
    #expect(reader.peakBufferedBytes <= 4096)
  }
}
