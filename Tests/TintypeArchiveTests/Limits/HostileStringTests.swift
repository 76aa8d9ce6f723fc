import Testing

@testable import TintypeArchive

/// Long strings cost their length once: no "did you mean" search over them (the edit distance is
/// quadratic), and error messages quote at most `ArchiveError.maximumQuotedLength` characters.
@Suite struct HostileStringTests {
  private let huge = String(repeating: "X", count: 1_000_000)

  @Test func suggestionsAreOnlyLookedForShortNames() {
    #expect(Suggestion.closest(to: "VStak", in: ["VStack", "HStack"]) == "VStack")
    // A long name that is otherwise a prefix match of nothing and far from everything.
    let long = "VStack" + String(repeating: "k", count: 70)
    #expect(Suggestion.closest(to: long, in: ["VStack"]) == nil)
  }

  @Test func anUnknownViewTypeIsQuotedShort() throws {
    // Regression: a 5 MB type took 46 s in validate (quadratic suggestion) and printed all of it.
    let error = try #require(nodeError(#"{"type": "\#(huge)"}"#))
    #expect(error.hasPrefix("type: unknown view type \"XXXX"))
    #expect(error.contains("X…\""))
    #expect(error.count < 200)
  }

  @Test func unknownModifiersAndKeysAreQuotedShortInMessageAndPath() throws {
    let modifier = try #require(nodeError(#"{"type": "EmptyView", "modifiers": [{"\#(huge)": 1}]}"#))
    #expect(modifier.count < 300)
    #expect(modifier.contains("unknown modifier \"XXX"))
    let key = try #require(nodeError(#"{"type": "EmptyView", "\#(huge)": 1}"#))
    #expect(key.count < 300)
    #expect(key.hasPrefix("[\"XXX"))
  }

  @Test func quotingCutsAtTheLimit() {
    let exact = String(repeating: "a", count: ArchiveError.maximumQuotedLength)
    #expect(ArchiveError.quoted(exact) == "\"\(exact)\"")
    #expect(ArchiveError.quoted(exact + "b") == "\"\(exact)…\"")
  }

  @Test func aDuplicateKeyIsQuotedShort() {
    do {
      _ = try JSONParser.parse(Array(#"{"\#(huge)": 1, "\#(huge)": 2}"#.utf8))
      Issue.record("a duplicate key parsed")
    } catch {
      #expect("\(error)".count < 200)
      #expect("\(error)".contains("duplicate key \"XXX"))
    }
  }
}
