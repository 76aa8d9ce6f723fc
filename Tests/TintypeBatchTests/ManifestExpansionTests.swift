import Foundation
import Testing
import TintypeArchive

@testable import TintypeBatch

/// Manifests expand as docs/batch.md says: axes multiply in a fixed order, matrices include and
/// exclude as CI matrices do, templates name every axis, and mistakes are found before any render.
@Suite struct ManifestExpansionTests {
  let fixture: BatchFixture

  init() throws {
    fixture = try BatchFixture()
    try fixture.write(BatchFixture.card, to: "card.json")
  }

  @Test func axesMultiplyInOrderWithTheLastVaryingFastest() throws {
    let names = try fixture.names(
      """
      {"version": 1, "jobs": [{"archive": "card.json", "families": ["systemSmall", "systemMedium"],
        "schemes": ["light", "dark"], "output": "{family}-{scheme}.png"}]}
      """)
    #expect(
      names == [
        "systemSmall-light.png", "systemSmall-dark.png", "systemMedium-light.png", "systemMedium-dark.png",
      ])
  }

  @Test func theCoreShapeOfTheIssueIsValidAndExpands() throws {
    try fixture.write(BatchFixture.personal, to: "product.json")
    try fixture.write(
      "{\"id\": \"p1\", \"name\": \"Mug\", \"price\": 4, \"color\": \"#FF0000\"}\n", to: "rows.jsonl")
    let plan = try fixture.plan(
      """
      {"version": 1,
       "defaults": {"device": "iphone-17-pro", "modes": ["fullColor"], "schemes": ["light"], "png": "fast"},
       "jobs": [
         {"archive": "card.json", "families": ["systemSmall", "systemMedium"], "modes": ["fullColor", "accented"],
          "schemes": ["light", "dark"], "entries": "all", "output": "{kind}/{family}-{mode}-{scheme}-{entry}.png"},
         {"archive": "product.json", "data": "rows.jsonl", "families": ["systemSmall"], "output": "cards/{row.id}.png"}]}
      """)
    let names = plan.outputs().map(\.path)
    #expect(names.count == 2 * 2 * 2 * 2 + 1)
    #expect(names.first == "Card/systemSmall-fullColor-light-0.png")
    #expect(names.contains("Card/systemMedium-accented-dark-1.png"))
    #expect(names.last == "cards/p1.png")
    #expect(plan.failures.isEmpty)
  }

  @Test func excludeRemovesEveryCombinationMatchingAllItsValues() throws {
    let names = try fixture.names(
      """
      {"version": 1, "jobs": [{"archive": "card.json", "output": "{family}-{scheme}.png",
        "matrix": {"family": ["systemSmall", "systemMedium"], "scheme": ["light", "dark"],
                   "exclude": [{"family": "systemSmall", "scheme": "dark"}]}}]}
      """)
    #expect(names == ["systemSmall-light.png", "systemMedium-light.png", "systemMedium-dark.png"])
  }

  @Test func includeExtendsMatchingCombinationsOrAddsItsOwn() throws {
    // `tint` is not a listed axis, so it is added to every systemSmall combination; the systemLarge
    // entry contradicts every listed family, so it becomes a combination of its own.
    let names = try fixture.names(
      """
      {"version": 1, "jobs": [{"archive": "card.json", "output": "{family}-{scheme}-{tint}.png",
        "matrix": {"family": ["systemSmall", "systemMedium"], "scheme": ["light"],
                   "include": [{"family": "systemSmall", "tint": "#FF0000"},
                               {"family": "systemLarge", "scheme": "dark"}]}}]}
      """)
    #expect(
      names == [
        "systemSmall-light-_FF0000.png", "systemMedium-light-none.png", "systemLarge-dark-none.png",
      ])
  }

  @Test func entriesAllIsEveryEntryOfTheArchive() throws {
    let names = try fixture.names(
      """
      {"version": 1, "jobs": [{"archive": "card.json", "family": "systemSmall", "entries": "all",
        "output": "e{entry}.png"}]}
      """)
    #expect(names == ["e0.png", "e1.png"])
  }

  @Test func pairsTheDeviceNeverShowsAreLeftOutAndSaid() throws {
    let plan = try fixture.plan(
      """
      {"version": 1, "jobs": [{"archive": "card.json", "output": "{family}-{mode}.png",
        "modes": ["fullColor", "accented"]}]}
      """)
    let names = plan.outputs().map(\.path)
    #expect(names.contains("accessoryCircular-accented.png"))
    #expect(!names.contains("accessoryCircular-fullColor.png"))
    #expect(plan.jobs[0].skipped.contains { $0.contains("accessoryCircular in fullColor") })
  }

  @Test func withoutATemplateEveryAxisThatVariesIsInTheName() throws {
    let names = try fixture.names(
      """
      {"version": 1, "jobs": [{"archive": "card.json", "family": "systemSmall",
        "devices": ["iphone-17-pro", "iphone-se-3"]}]}
      """)
    #expect(
      names == [
        "Card/systemSmall-fullColor-light-0-iphone-17-pro.png",
        "Card/systemSmall-fullColor-light-0-iphone-se-3.png",
      ])
  }

  @Test func rightToLeftLocalesMirrorTheLayout() throws {
    let plan = try fixture.plan(
      """
      {"version": 1, "jobs": [{"archive": "card.json", "family": "systemSmall", "locales": ["en-US", "ar-SA"],
        "output": "{locale}.png"}]}
      """)
    #expect(plan.jobs[0].renders.map(\.request.layoutDirection) == [.leftToRight, .rightToLeft])
    #expect(plan.outputs().map(\.path) == ["en-US.png", "ar-SA.png"])
  }

  @Test func unknownLocalesAreErrors() throws {
    let message = BatchFixture.error {
      _ = try fixture.manifest(
        ##"{"version": 1, "jobs": [{"archive": "card.json", "locales": ["en-US", "xx-Nowhere"]}]}"##)
    }
    #expect(message?.contains("jobs[0].locales[1]") == true)
    #expect(message?.contains("not a locale") == true)
  }

  @Test(arguments: [
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "output": "/etc/x.png"}]}"##, "jobs[0].output",
      "absolute"
    ),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "output": "../x-{family}.png"}]}"##,
      "jobs[0].output", "\"..\""
    ),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "output": "a//{family}.png"}]}"##, "jobs[0].output",
      "folder"
    ),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "output": "{families}.png"}]}"##, "jobs[0].output",
      "did you mean {family}"
    ),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "output": "{family}.gif"}]}"##, "jobs[0].output",
      "must end in .png, .webp, .jpg or .jpeg"
    ),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "families": ["systemSmall", "systemHuge"]}]}"##,
      "jobs[0].families[1]", "systemSmall"
    ),
    (
      ##"{"version": 1, "jobs": [{}, {}, {}, {"archive": "card.json", "families": ["systemSmall", 7]}]}"##,
      "jobs[0]", "archive"
    ),
    (##"{"version": 2, "jobs": [{"archive": "card.json"}]}"##, "version", "version 1"),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "device": "iphone-99"}]}"##, "jobs[0].device",
      "iphone-99"
    ),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "family": "systemSmall", "families": ["systemSmall"]}]}"##,
      "jobs[0].families", "not both"
    ),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "families": ["systemSmall"], "matrix": {"family": ["systemMedium"]}}]}"##,
      "jobs[0].matrix.family", "one place"
    ),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "matrix": {"exclude": [{"famly": "systemSmall"}]}}]}"##,
      "jobs[0].matrix.exclude[0].famly", "unknown key"
    ),
    (##"{"version": 1, "jobs": [{"archive": "card.json", "scale": 9}]}"##, "jobs[0].scale", "8"),
    (
      ##"{"version": 1, "jobs": [{"archive": "card.json", "tints": ["#12"]}]}"##, "jobs[0].tints[0]", "colour"
    ),
    (##"{"version": 1, "jobs": [{"archive": "{family}.json"}]}"##, "jobs[0].archive", "{locale} only"),
    (##"{"version": 1, "jobs": []}"##, "jobs", "at least one job"),
    (##"{"version": 1, "jobs": [{"archive": "card.json"}], "extra": 1}"##, "extra", "unknown key"),
  ])
  func manifestMistakesNameTheFileAndTheJSONPath(json: String, path: String, words: String) throws {
    let message = BatchFixture.error { _ = try fixture.plan(json) }
    #expect(message?.contains("manifest.json") == true, "\(message ?? "no error")")
    #expect(message?.contains(": \(path):") == true, "\(message ?? "no error")")
    #expect(message?.contains(words) == true, "\(message ?? "no error")")
  }

  @Test func theFourthJobsSecondFamilyIsNamedExactly() throws {
    let message = BatchFixture.error {
      _ = try fixture.manifest(
        """
        {"version": 1, "jobs": [{"archive": "card.json"}, {"archive": "card.json"}, {"archive": "card.json"},
          {"archive": "card.json", "families": ["systemSmall", "systemHuge"]}]}
        """)
    }
    #expect(message?.contains("manifest.json: jobs[3].families[1]: ") == true, "\(message ?? "")")
  }

  @Test func twoJobsWritingOneNameIsAnErrorNamingBoth() throws {
    let message = BatchFixture.error {
      _ = try fixture.plan(
        """
        {"version": 1, "jobs": [{"archive": "card.json", "family": "systemSmall", "output": "same.png"},
                                {"archive": "card.json", "family": "systemMedium", "output": "same.png"}]}
        """)
    }
    #expect(message?.contains("jobs[0] and jobs[1] both write \"same.png\"") == true, "\(message ?? "")")
  }

  @Test func oneJobWritingOneNameTwiceIsAnErrorToo() throws {
    let message = BatchFixture.error {
      _ = try fixture.plan(
        ##"{"version": 1, "jobs": [{"archive": "card.json", "families": ["systemSmall", "systemMedium"], "output": "x.png"}]}"##
      )
    }
    #expect(message?.contains("both write \"x.png\"") == true, "\(message ?? "")")
  }

  @Test func valuesInNamesCannotClimbOutOfTheFolder() {
    #expect(OutputTemplate.fileSafe("../../etc/passwd") == "_._.._etc_passwd")
    #expect(OutputTemplate.fileSafe("..") == "_.")
    #expect(OutputTemplate.fileSafe("") == "_")
    #expect(OutputTemplate.fileSafe("Café Olé-1") == "Café_Olé-1")
  }
}
