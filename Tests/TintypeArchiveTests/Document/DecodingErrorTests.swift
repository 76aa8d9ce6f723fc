import Foundation
import Testing
import TintypeArchive

// What a user sees when an archive is wrong: the JSON path (or line and column) and what was
// expected. Full messages are compared so that a change in wording or path shows here.

/// An archive whose first entry's systemSmall view is `view`, at
/// `entries[0].views.systemSmall`, with its families listed as given.
private func archive(
  small view: String = #"{"type": "EmptyView"}"#, families: String = #"["systemSmall"]"#,
  extraViews: String = ""
) -> String {
  #"""
  {"format": "tintype-archive", "version": 1, "kind": "Test", "families": \#(families),
   "entries": [{"date": "2026-06-08T09:00:00Z", "views": {"systemSmall": \#(view)\#(extraViews)}}]}
  """#
}

@Test func malformedJSONNamesTheLineAndColumn() {
  let json = "{\"format\": \"tintype-archive\",\n  \"version\": 1,,\n}"
  #expect(archiveError(json) == "2:16: invalid JSON: expected a string key")
  #expect(archiveError("{\"kind\": \"a\" \"b\"}") == "1:14: invalid JSON: expected ',' or '}'")
  #expect(archiveError("[1, 2") == "1:6: invalid JSON: unexpected end of input in an array")
  #expect(archiveError("") == "1:1: invalid JSON: unexpected end of input")
}

@Test func theFileNameLeadsTheMessage() {
  let syntax = #expect(throws: ArchiveError.self) {
    try ViewArchive(jsonData: Array("{,}".utf8), file: "goal.json")
  }
  #expect(syntax?.description == "goal.json:1:2: invalid JSON: expected a string key")
  let path = #expect(throws: ArchiveError.self) {
    try ViewArchive(jsonData: Array(archive(small: #"{"type": "text"}"#).utf8), file: "goal.json")
  }
  #expect(
    path?.description
      == #"goal.json: entries[0].views.systemSmall.type: unknown view type "text"; did you mean "Text"?"#)
}

@Test func theFormatAndVersionAreChecked() {
  let base = archive()
  #expect(
    archiveError(base.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#))
      == "version: unsupported archive version 2; this build reads version 1")
  #expect(
    archiveError(base.replacingOccurrences(of: #""version": 1"#, with: #""version": 1.5"#))
      == "version: expected a whole number, got 1.5")
  #expect(
    archiveError(base.replacingOccurrences(of: #""tintype-archive""#, with: #""tintype""#))
      == #"format: expected "tintype-archive", got "tintype""#)
  #expect(
    archiveError(base.replacingOccurrences(of: #""format": "tintype-archive", "#, with: ""))
      == #"$: missing required key "format""#)
  #expect(
    archiveError(base.replacingOccurrences(of: #""kind": "Test""#, with: #""kind": """#))
      == "kind: expected a non-empty string")
  #expect(
    archiveError(base.replacingOccurrences(of: #""kind": "Test""#, with: #""knd": "Test""#))
      == #"knd: unknown key; expected one of "format", "version", "kind", "displayName", "description", "families", "contentMarginsDisabled", "containerBackgroundRemovable", "entries", "placeholder", "snapshot", "reloadPolicy", "pseudoLanguage""#
  )
}

@Test func unknownViewTypesSuggestTheClosestName() {
  #expect(
    archiveError(archive(small: #"{"type": "Vstack"}"#))
      == #"entries[0].views.systemSmall.type: unknown view type "Vstack"; did you mean "VStack"?"#)
  #expect(
    archiveError(archive(small: #"{"type": "Rounded"}"#))
      == #"entries[0].views.systemSmall.type: unknown view type "Rounded"; did you mean "RoundedRectangle"?"#)
  #expect(
    archiveError(archive(small: #"{"type": "Marquee"}"#))
      == #"entries[0].views.systemSmall.type: unknown view type "Marquee"; see the schema for the known types"#
  )
  #expect(
    archiveError(archive(small: #"{"verbatim": "a"}"#))
      == #"entries[0].views.systemSmall: missing required key "type""#)
}

@Test func unknownModifiersAndKeysAreNamed() {
  #expect(
    archiveError(archive(small: #"{"type": "EmptyView", "modifiers": [{"Padding": 4}]}"#))
      == #"entries[0].views.systemSmall.modifiers[0].Padding: unknown modifier "Padding"; did you mean "padding"?"#
  )
  #expect(
    archiveError(archive(small: #"{"type": "EmptyView", "modifiers": [{"padding": 4, "opacity": 1}]}"#))
      == #"entries[0].views.systemSmall.modifiers[0]: expected a modifier: an object with one key, such as {"padding": 16}"#
  )
  #expect(
    archiveError(archive(small: #"{"type": "VStack", "childern": []}"#))
      == #"entries[0].views.systemSmall.childern: unknown key; expected one of "type", "modifiers", "alignment", "spacing", "children""#
  )
}

@Test func wrongValueTypesSayWhatWasExpected() {
  #expect(
    archiveError(archive(small: #"{"type": "EmptyView", "modifiers": [{"opacity": "half"}]}"#))
      == #"entries[0].views.systemSmall.modifiers[0].opacity: expected a number ≥ 0 and ≤ 1, got "half""#)
  #expect(
    archiveError(archive(small: #"{"type": "Toggle", "isOn": 1, "label": {"type": "EmptyView"}}"#))
      == "entries[0].views.systemSmall.isOn: expected a boolean, got 1")
  #expect(
    archiveError(archive(small: #"{"type": "VStack", "children": {"type": "EmptyView"}}"#))
      == "entries[0].views.systemSmall.children: expected an array, got an object with keys type")
  #expect(
    archiveError(archive(small: #"{"type": "EmptyView", "modifiers": [{"lineLimit": 0}]}"#))
      == "entries[0].views.systemSmall.modifiers[0].lineLimit: expected a whole number ≥ 1, got 0")
  #expect(
    archiveError(archive(small: #"{"type": "EmptyView", "modifiers": [{"truncationMode": "start"}]}"#))
      == #"entries[0].views.systemSmall.modifiers[0].truncationMode: expected one of "head", "middle", "tail", got "start""#
  )
}

@Test func badColoursSayWhichSpellingsWork() {
  #expect(
    archiveError(archive(small: ##"{"type": "Color", "color": "#12"}"##))
      == ##"entries[0].views.systemSmall.color: expected a colour as "#RRGGBB" or "#RRGGBBAA", got "#12""##)
  #expect(
    archiveError(archive(small: #"{"type": "Color", "color": "blu"}"#))
      == ##"entries[0].views.systemSmall.color: expected a colour: "#RRGGBB", "#RRGGBBAA" or a system colour name ("blue", "primary", …), got "blu""##
  )
  #expect(
    archiveError(archive(small: #"{"type": "Color", "color": {"red": 1, "green": 0.5}}"#))
      == #"entries[0].views.systemSmall.color: missing required key "blue""#)
}

@Test func outOfRangeNumbersNameTheirBounds() {
  // The path reaches into nested children and modifiers.
  let view = #"""
    {"type": "VStack", "children": [{"type": "EmptyView"}, {"type": "Spacer"},
      {"type": "Text", "verbatim": "Goal", "modifiers": [{"font": {"size": -4}}]}]}
    """#
  #expect(
    archiveError(archive(small: view))
      == "entries[0].views.systemSmall.children[2].modifiers[0].font.size: expected a number ≥ 1 and ≤ 1000, got -4"
  )
  #expect(
    archiveError(archive(small: #"{"type": "EmptyView", "modifiers": [{"minimumScaleFactor": 0}]}"#))
      == "entries[0].views.systemSmall.modifiers[0].minimumScaleFactor: expected a number > 0 and ≤ 1, got 0")
  #expect(
    archiveError(archive(small: #"{"type": "Canvas", "recordedSize": [10, -1], "commands": []}"#))
      == "entries[0].views.systemSmall.recordedSize[1]: expected a number > 0 and ≤ 100000 (limit ArchiveLimits.maximumCoordinate), got -1"
  )
}

@Test func framesAreFixedOrFlexibleWithOrderedBounds() {
  #expect(
    archiveError(
      archive(
        small: #"{"type": "EmptyView", "modifiers": [{"frame": {"maxWidth": "infinity", "height": 40}}]}"#))
      == "entries[0].views.systemSmall.modifiers[0].frame.height: a frame is fixed (width/height) or flexible (min/ideal/max), not both"
  )
  #expect(
    archiveError(
      archive(small: #"{"type": "EmptyView", "modifiers": [{"frame": {"minWidth": 100, "maxWidth": 50}}]}"#))
      == "entries[0].views.systemSmall.modifiers[0].frame.maxWidth: expected maxWidth ≥ minWidth (100), got 50"
  )
  #expect(
    archiveError(
      archive(
        small: #"{"type": "EmptyView", "modifiers": [{"frame": {"minHeight": "infinity", "maxHeight": 10}}]}"#
      ))
      == "entries[0].views.systemSmall.modifiers[0].frame.maxHeight: expected maxHeight ≥ minHeight (inf), got 10"
  )
  #expect(
    archiveError(archive(small: #"{"type": "EmptyView", "modifiers": [{"frame": {"maxWidth": "wide"}}]}"#))
      == #"entries[0].views.systemSmall.modifiers[0].frame.maxWidth: expected a number or "infinity", got "wide""#
  )
}

@Test func missingRequiredKeysAreNamedAtTheirObject() {
  #expect(
    archiveError(archive(small: #"{"type": "Label", "icon": {"type": "EmptyView"}}"#))
      == #"entries[0].views.systemSmall: missing required key "title""#)
  #expect(
    archiveError(archive(small: #"{"type": "Text"}"#))
      == #"entries[0].views.systemSmall.type: a Text needs one of "verbatim", "date", "dateRange", "timerInterval", "concatenation""#
  )
  #expect(
    archiveError(archive(small: #"{"type": "EmptyView", "modifiers": [{"shadow": {"x": 2}}]}"#))
      == #"entries[0].views.systemSmall.modifiers[0].shadow: missing required key "radius""#)
}

@Test func viewsMustMatchTheFamilies() {
  #expect(
    archiveError(archive(extraViews: #", "systemLarge": {"type": "EmptyView"}"#))
      == "entries[0].views.systemLarge: a view for systemLarge, which the widget's families do not list")
  #expect(
    archiveError(archive(families: #"["systemSmall", "systemMedium"]"#))
      == "entries[0].views: no view for systemMedium")
  #expect(
    archiveError(archive(families: #"["systemSmall", "systemSmall"]"#))
      == #"families[1]: family "systemSmall" is listed twice"#)
  #expect(archiveError(archive(families: "[]")) == "families: expected at least one family")
  #expect(
    archiveError(archive(families: #"["systemHuge"]"#))
      == #"families[0]: expected one of "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "systemExtraLargePortrait", "accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner", got "systemHuge""#
  )
  let both = archive().replacingOccurrences(
    of: #""views": {"#, with: #""view": {"type": "EmptyView"}, "views": {"#)
  #expect(archiveError(both) == #"entries[0]: an entry has "view" or "views", not both"#)
}

@Test func duplicateKeysAreSyntaxErrors() {
  #expect(
    archiveError(#"{"format": "tintype-archive", "format": "tintype-archive"}"#)
      == #"1:39: invalid JSON: duplicate key "format""#)
  #expect(
    archiveError(archive(small: #"{"type": "EmptyView", "type": "Divider"}"#))
      == #"2:100: invalid JSON: duplicate key "type""#)
}

@Test func nestingDeeperThanTheLimitIsRefused() throws {
  // Each VStack level adds two path steps (children, [0]) to the four above the view.
  func nested(_ depth: Int) -> String {
    String(repeating: #"{"type": "VStack", "children": ["#, count: depth) + #"{"type": "EmptyView"}"#
      + String(repeating: "]}", count: depth)
  }
  #expect(archiveError(archive(small: nested(120))) == nil)
  let error = try #require(archiveError(archive(small: nested(200))))
  let deepest = "entries[0].views.systemSmall" + String(repeating: ".children[0]", count: 127)
  #expect(error == deepest + ": views nested deeper than 128 levels (limit maximumPathDepth)")
  // Deeper still, the parser stops first, before building the tree.
  let parserError = try #require(archiveError(archive(small: nested(300))))
  #expect(parserError.hasSuffix("invalid JSON: nesting deeper than 512 levels"), "\(parserError)")
}

@Test func tooManyViewsAreRefused() {
  let children = Array(repeating: #"{"type": "EmptyView"}"#, count: ArchiveLimits.maximumNodeCount).joined(
    separator: ",")
  #expect(
    archiveError(archive(small: #"{"type": "Group", "children": [\#(children)]}"#))
      == "entries[0].views.systemSmall: 20001 views, more than 20000 (limit maximumNodeCount)")
  let fewer = Array(repeating: #"{"type": "EmptyView"}"#, count: ArchiveLimits.maximumNodeCount - 1).joined(
    separator: ",")
  #expect(archiveError(archive(small: #"{"type": "Group", "children": [\#(fewer)]}"#)) == nil)
}

@Test func tooLongTextIsRefused() {
  let text = String(repeating: "x", count: ArchiveLimits.maximumTextLength + 1)
  #expect(
    archiveError(archive(small: #"{"type": "Text", "verbatim": "\#(text)"}"#))
      == "entries[0].views.systemSmall.verbatim: text longer than 10000 characters (limit maximumTextLength)")
}

@Test func tooManyEntriesAreRefused() {
  let entry = #"{"date": 0, "view": {"type": "EmptyView"}}"#
  let entries = Array(repeating: entry, count: ArchiveLimits.maximumEntryCount + 1).joined(separator: ",")
  let json =
    #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall"], "entries": [\#(entries)]}"#
  #expect(archiveError(json) == "entries: more than 1000 entries (limit maximumEntryCount)")
}

@Test func badDatesSayWhatADateLooksLike() {
  let json = archive().replacingOccurrences(of: "2026-06-08T09:00:00Z", with: "2026-06-08 09:00")
  #expect(
    archiveError(json)
      == #"entries[0].date: expected an ISO 8601 date such as "2026-06-08T09:00:00Z", got "2026-06-08 09:00""#
  )
  let timer =
    #"{"type": "Text", "timerInterval": {"start": "2026-06-08T09:00:00Z", "end": "2026-06-08T08:00:00Z"}}"#
  #expect(
    archiveError(archive(small: timer))
      == "entries[0].views.systemSmall.timerInterval.end: the timer ends before it starts")
}

@Test func aMisspeltEnumValueSuggestsTheNearestOne() {
  let json = archive(small: #"{"type": "Text", "verbatim": "a", "modifiers": [{"blendMode": "multiplyy"}]}"#)
  #expect(archiveError(json)?.hasSuffix(#"got "multiplyy"; did you mean "multiply"?"#) == true)
}
