import Testing
import Tintype

/// What warnings mean for a run: the standard policy fails a missing asset and says the rest,
/// `strict` fails every kind, an acknowledged kind is only counted; the environment adjusts a policy
/// with the same words as the command line; a summary says each distinct message once.
@Suite struct WarningPolicyTests {
  @Test func kindsHaveTheNamesPeopleWrite() {
    #expect(RenderWarning.Kind.symbolStandIn.name == "symbol-stand-in")
    #expect(RenderWarning.Kind.missingAsset.name == "missing-asset")
    for kind in RenderWarning.Kind.allCases {
      #expect(RenderWarning.Kind(name: kind.name) == kind)
      #expect(RenderWarning.Kind(name: kind.rawValue) == kind)
    }
    #expect(RenderWarning.Kind(name: "missing-assets") == nil)
  }

  @Test func theStandardPolicyFailsAMissingAssetAndSaysTheRest() {
    #expect(WarningPolicy.standard.outcome(of: .missingAsset) == .fails)
    for kind in RenderWarning.Kind.allCases where kind != .missingAsset {
      #expect(WarningPolicy.standard.outcome(of: kind) == .reported)
    }
  }

  @Test func strictFailsEveryKindButTheAcknowledgedOnes() {
    let policy = WarningPolicy.standard.allowing([.symbolStandIn]).strictened
    #expect(policy.outcome(of: .truncatedText) == .fails)
    #expect(policy.outcome(of: .symbolStandIn) == .acknowledged)
    #expect(WarningPolicy.strict.allowing([.missingAsset]).outcome(of: .missingAsset) == .acknowledged)
  }

  @Test func theEnvironmentTightensOrRelaxesAPolicy() throws {
    let strict = try WarningPolicy.standard.applying(environment: ["TINTYPE_STRICT": "1"])
    #expect(strict.outcome(of: .overflow) == .fails)
    #expect(try WarningPolicy.standard.applying(environment: ["TINTYPE_STRICT": "0"]) == .standard)
    let relaxed = try WarningPolicy.standard.applying(
      environment: ["TINTYPE_ALLOW": "symbol-stand-in, missingAsset"])
    #expect(relaxed.outcome(of: .symbolStandIn) == .acknowledged)
    #expect(relaxed.outcome(of: .missingAsset) == .acknowledged)
    let error = #expect(throws: WarningPolicyError.self) {
      try WarningPolicy.standard.applying(environment: ["TINTYPE_ALLOW": "symbol-standin"])
    }
    #expect(
      error?.description.hasPrefix("TINTYPE_ALLOW: no warning kind \"symbol-standin\"; the kinds are") == true
    )
  }

  @Test func aSummarySaysEachMessageOnceAndCountsByKind() {
    let standIn = RenderWarning(
      .symbolStandIn, at: .archive("a"), view: "Image", message: "flame.fill is a stand-in")
    let missing = RenderWarning(
      .missingAsset, at: .archive("b"), view: "Image", message: "no image \"droplets\"")
    let cut = RenderWarning(.truncatedText, at: .archive("c"), view: "Text", message: "cut")
    var summary = WarningSummary(policy: WarningPolicy.standard.allowing([.symbolStandIn]))
    summary.add([standIn, missing, missing], in: "Badge/small-0")
    summary.add([standIn, missing, cut], in: "Badge/small-1")
    summary.add([standIn], in: "Badge/small-2")
    #expect(summary.failed)
    #expect(
      summary.failures.map(\.description) == ["Badge/small-0: no image \"droplets\" (and 1 more renders)"])
    #expect(summary.reported.map(\.description) == ["Badge/small-1: cut"])
    #expect(
      summary.line == "warnings: 1 truncated text, 2 missing assets (fails); acknowledged: 3 symbol stand-ins"
    )

    // The same problem at another place (another entry of the timeline) is the same entry.
    var placed = WarningSummary(policy: .standard)
    placed.add(
      [
        RenderWarning(
          .missingAsset, at: .archive("entries[0].view"), view: "Image", message: "entries[0].view: no image")
      ], in: "0")
    placed.add(
      [
        RenderWarning(
          .missingAsset, at: .archive("entries[1].view"), view: "Image", message: "entries[1].view: no image")
      ], in: "1")
    #expect(placed.failures.map(\.description) == ["0: entries[0].view: no image (and 1 more renders)"])

    var quiet = WarningSummary(policy: .standard)
    quiet.add([cut], in: "x")
    #expect(!quiet.failed)
    #expect(WarningSummary(policy: .strict).line == "no warnings")
  }
}
