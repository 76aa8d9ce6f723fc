import Foundation
import Testing
import TintypeArchive

// Archives written by hand: each shorthand reads as its long form, both spellings are valid by the
// schema, and the schema and the decoder reject the same mistakes.

@Test(arguments: [
  (#"{"padding": 16}"#, #"{"padding": {"edges": "all", "length": 16}}"#),
  (#"{"padding": "horizontal"}"#, #"{"padding": {"edges": ["leading", "trailing"]}}"#),
  (#"{"padding": {}}"#, #"{"padding": {"edges": "all"}}"#),
  (##"{"foregroundStyle": "#FF0000"}"##, #"{"foregroundStyle": {"red": 1, "green": 0, "blue": 0}}"#),
  (##"{"foregroundStyle": "#f00"}"##, ##"{"foregroundStyle": "#FF0000"}"##),
  (
    ##"{"foregroundStyle": "#FF000080"}"##,
    #"{"foregroundStyle": {"red": 1, "green": 0, "blue": 0, "opacity": 0.5019607843137255}}"#
  ),
  (#"{"foregroundStyle": "blue"}"#, #"{"foregroundStyle": {"system": "blue", "opacity": 1}}"#),
  (#"{"foregroundStyle": "red"}"#, #"{"foregroundStyle": ["red"]}"#),
  (
    #"{"foregroundStyle": {"white": 0.5}}"#,
    #"{"foregroundStyle": {"red": 0.5, "green": 0.5, "blue": 0.5, "colorSpace": "sRGB"}}"#
  ),
  (#"{"foregroundStyle": "fill"}"#, #"{"foregroundStyle": {"fill": "primary"}}"#),
  (#"{"font": "headline"}"#, #"{"font": {"style": "headline"}}"#),
  (#"{"font": {"size": 12, "italic": false}}"#, #"{"font": {"size": 12}}"#),
  (#"{"fixedSize": true}"#, #"{"fixedSize": {"horizontal": true, "vertical": true}}"#),
  (#"{"lineLimit": 2}"#, #"{"lineLimit": {"max": 2, "reservesSpace": false}}"#),
  (#"{"underline": true}"#, #"{"underline": {"isActive": true, "pattern": "solid"}}"#),
  (#"{"scaleEffect": 2}"#, #"{"scaleEffect": {"x": 2, "y": 2, "anchor": "center"}}"#),
  (#"{"widgetLabel": "Hi"}"#, #"{"widgetLabel": {"type": "Text", "verbatim": "Hi"}}"#),
  (#"{"redacted": "placeholder"}"#, #"{"redacted": ["placeholder", "placeholder"]}"#),
  (
    #"{"rotationEffect": {"angle": 90}}"#,
    #"{"rotationEffect": {"angle": {"degrees": 90}, "anchor": [0.5, 0.5]}}"#
  ),
  (#"{"rotationEffect": {"angle": {"radians": 0}}}"#, #"{"rotationEffect": {"angle": 0}}"#),
  (
    #"{"clipShape": "Circle"}"#,
    #"{"clipShape": {"shape": {"type": "Circle", "shapeModifiers": []}, "eoFill": false}}"#
  ),
  (#"{"clipShape": "Capsule"}"#, #"{"clipShape": {"type": "Capsule", "style": "continuous"}}"#),
  (#"{"background": "red"}"#, #"{"background": {"style": "red"}}"#),
  (#"{"frame": {"maxWidth": "infinity"}}"#, #"{"frame": {"maxWidth": "inf", "alignment": "center"}}"#),
  (
    #"{"containerBackground": {"linearGradient": {"colors": ["red", "blue"]}}}"#,
    #"{"containerBackground": {"linearGradient": {"stops": [{"color": "red", "location": 0}, {"color": "blue", "location": 1}], "startPoint": "top", "endPoint": [0.5, 1]}}}"#
  ),
  (
    #"{"overlay": {"content": {"type": "EmptyView"}}}"#,
    #"{"overlay": {"content": {"type": "EmptyView", "modifiers": []}, "alignment": "center"}}"#
  ),
  (
    #"{"shadow": {"radius": 2}}"#,
    #"{"shadow": {"radius": 2, "color": {"red": 0, "green": 0, "blue": 0, "opacity": 0.33, "colorSpace": "sRGBLinear"}, "x": 0, "y": 0}}"#
  ),
])
func shorthandModifiersDecodeLikeTheirLongForms(short: String, long: String) throws {
  #expect(try decodeModifier(short) == decodeModifier(long))
  let schema = try ArchiveSchemaFile.schema()
  for json in [short, long] {
    expectValid(try JSONParser.parse(Array(json.utf8)), against: schema, definition: "#/$defs/Modifier", json)
  }
}

@Test(arguments: [
  (
    #"{"type": "Image", "name": "cover", "resizable": true}"#,
    #"{"type": "Image", "name": "cover", "resizable": {"capInsets": {}, "resizingMode": "stretch"}}"#
  ),
  (#"{"type": "Circle", "fill": "red"}"#, #"{"type": "Circle", "fill": {"style": "red", "eoFill": false}}"#),
  (#"{"type": "Circle"}"#, #"{"type": "Circle", "fill": {"eoFill": false}}"#),
  (
    #"{"type": "RoundedRectangle", "cornerRadius": 8}"#,
    #"{"type": "RoundedRectangle", "cornerSize": [8, 8], "style": "continuous"}"#
  ),
  (#"{"type": "VStack"}"#, #"{"type": "VStack", "alignment": "center", "children": [], "modifiers": []}"#),
  (#"{"type": "ViewThatFits"}"#, #"{"type": "ViewThatFits", "in": ["vertical", "horizontal", "vertical"]}"#),
  (
    #"{"type": "Text", "date": "2026-06-08T09:00:00Z", "style": "time"}"#,
    #"{"type": "Text", "date": 1780909200, "style": "time"}"#
  ),
  (
    #"{"type": "Text", "date": "2026-06-08T11:30:00.5+02:30", "style": "time"}"#,
    #"{"type": "Text", "date": "2026-06-08T09:00:00.500Z", "style": "time"}"#
  ),
  (
    #"{"type": "ProgressView", "value": 0.5}"#,
    #"{"type": "ProgressView", "value": 0.5, "total": 1}"#
  ),
  (
    #"{"type": "Gauge", "value": 0.5}"#,
    #"{"type": "Gauge", "value": 0.5, "lowerBound": 0, "upperBound": 1}"#
  ),
  (
    #"{"type": "Canvas", "recordedSize": [10, 10], "commands": [{"stroke": {"elements": ["close"]}, "style": "tint"}]}"#,
    #"{"type": "Canvas", "recordedSize": [10, 10], "commands": [{"stroke": {"elements": ["close"]}, "style": "tint", "lineWidth": 1, "lineCap": "butt", "lineJoin": "miter", "miterLimit": 10, "dash": [], "dashPhase": 0}]}"#
  ),
])
func shorthandViewsDecodeLikeTheirLongForms(short: String, long: String) throws {
  #expect(try decodeNode(short) == decodeNode(long))
  let schema = try ArchiveSchemaFile.schema()
  for json in [short, long] {
    expectValid(try JSONParser.parse(Array(json.utf8)), against: schema, definition: "#/$defs/ViewNode", json)
  }
}

@Test func primaryAsAStyleIsTheHierarchicalLevelNotTheColour() throws {
  #expect(
    try decodeModifier(#"{"foregroundStyle": "primary"}"#) == .foregroundStyle([.hierarchical(.primary)]))
  #expect(
    try decodeModifier(#"{"foregroundStyle": {"system": "primary"}}"#)
      == .foregroundStyle([.color(.system(.primary, opacity: 1))]))
  // Where only a colour fits, the name is the colour.
  #expect(
    try decodeNode(#"{"type": "Color", "color": "primary"}"#).content == .color(.system(.primary, opacity: 1))
  )
}

@Test func oneViewForEveryFamilyReadsLikeAViewPerFamily() throws {
  let view = #"{"type": "Text", "verbatim": "Hi", "modifiers": [{"padding": 4}]}"#
  let families = #"["systemSmall", "accessoryInline"]"#
  let shared = try ViewArchive(jsonData: Array(archiveJSON(view: view, families: families).utf8))
  let perFamily = try ViewArchive(
    jsonData: Array(
      #"""
      {"format": "tintype-archive", "version": 1, "kind": "Test", "families": ["systemSmall", "accessoryInline"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "views": {"systemSmall": \#(view), "accessoryInline": \#(view)}}]}
      """#.utf8))
  #expect(shared == perFamily)
  let schema = try ArchiveSchemaFile.schema()
  expectValid(try JSONParser.parse(Array(archiveJSON(view: view, families: families).utf8)), against: schema)
  expectValid(perFamily.archiveJSON, against: schema)
}

@Test func theReadmeExampleDecodesAndMatchesTheSchema() throws {
  let readme = String(
    decoding: try Data(
      contentsOf: try ArchiveSchemaFile.url.deletingLastPathComponent().appendingPathComponent("README.md")),
    as: UTF8.self)
  let start = try #require(readme.range(of: "```json\n"))
  let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
  let json = String(readme[start.upperBound..<end.lowerBound])
  let archive = try ViewArchive(jsonData: Array(json.utf8))
  #expect(archive.kind == "DailyReadingGoalWidget")
  #expect(archive.families == [.systemSmall, .accessoryInline])
  expectValid(try JSONParser.parse(Array(json.utf8)), against: try ArchiveSchemaFile.schema())
}

/// Mistakes in views that both the decoder and the schema must reject.
@Test(arguments: [
  #"{"type": "Txt", "verbatim": "a"}"#,
  #"{"verbatim": "a"}"#,
  #"{"type": "Text"}"#,
  #"{"type": "Text", "verbatim": "a", "date": "2026-06-08T09:00:00Z", "style": "time"}"#,
  #"{"type": "Text", "date": "2026-06-08T09:00:00Z"}"#,
  #"{"type": "Text", "verbatim": "a", "style": "time"}"#,
  #"{"type": "Text", "date": "2026-06-08T09:00:00Zjunk", "style": "time"}"#,
  #"{"type": "Text", "date": 1e300, "style": "time"}"#,
  #"{"type": "Text", "verbatim": 4}"#,
  #"{"type": "Text", "concatenation": [{"type": "Image", "name": "x"}]}"#,
  #"{"type": "Text", "concatenation": [{"type": "Text", "verbatim": "a", "modifiers": [{"padding": 1}]}]}"#,
  #"{"type": "Divider", "children": []}"#,
  #"{"type": "VStack", "alignment": "top"}"#,
  #"{"type": "HStack", "alignment": "leading"}"#,
  #"{"type": "Image"}"#,
  #"{"type": "Image", "name": ""}"#,
  #"{"type": "Image", "name": "a", "systemName": "b"}"#,
  ##"{"type": "Color", "color": "#12"}"##,
  ##"{"type": "Color", "color": "#+12345"}"##,
  #"{"type": "Color", "color": "blu"}"#,
  #"{"type": "Color", "color": {"red": 1, "green": 0}}"#,
  #"{"type": "Color", "color": {"system": "red", "opacity": 1.5}}"#,
  #"{"type": "Color", "color": {"system": "tint"}}"#,
  #"{"type": "LinearGradient", "gradient": {"radialGradient": {"colors": ["red"], "endRadius": 4}}}"#,
  #"{"type": "LinearGradient", "gradient": {"linearGradient": {"colors": []}}}"#,
  #"{"type": "LinearGradient", "gradient": {"linearGradient": {"stops": [{"color": "red", "location": 2}]}}}"#,
  #"{"type": "RadialGradient", "gradient": {"radialGradient": {"colors": ["red"]}}}"#,
  #"{"type": "Circle", "cornerRadius": 4}"#,
  #"{"type": "Circle", "fill": "red", "stroke": {}}"#,
  #"{"type": "Circle", "stroke": {"lineWidth": -1}}"#,
  #"{"type": "Circle", "stroke": {"miterLimit": 0.5}}"#,
  #"{"type": "Circle", "fill": {}}"#,
  #"{"type": "RoundedRectangle"}"#,
  #"{"type": "RoundedRectangle", "cornerRadius": -1}"#,
  #"{"type": "RoundedRectangle", "cornerSize": [1]}"#,
  #"{"type": "UnevenRoundedRectangle", "radii": {"top": 4}}"#,
  #"{"type": "Path", "path": {"elements": [{"arc": {"center": [0, 0], "radius": 1, "startAngle": 0}}]}}"#,
  #"{"type": "Path", "path": {"elements": [{"move": [0, 0], "line": [1, 1]}]}}"#,
  #"{"type": "Path", "path": {"elements": ["open"]}}"#,
  #"{"type": "Path", "path": {"elements": [{"rect": [0, 0, -1, 1]}]}}"#,
  #"{"type": "Path", "path": {"elements": [], "referenceSize": [0, 10]}}"#,
  #"{"type": "Circle", "shapeModifiers": [{"trim": {"from": -0.1}}]}"#,
  #"{"type": "Circle", "shapeModifiers": [{"skew": 1}]}"#,
  #"{"type": "Spacer", "minLength": -1}"#,
  #"{"type": "ViewThatFits", "in": "diagonal"}"#,
  #"{"type": "LazyVGrid"}"#,
  #"{"type": "LazyVGrid", "rows": []}"#,
  #"{"type": "LazyHGrid", "columns": []}"#,
  #"{"type": "LazyVGrid", "columns": [{}]}"#,
  #"{"type": "LazyVGrid", "columns": [{"fixed": 10, "flexible": {}}]}"#,
  #"{"type": "LazyVGrid", "columns": [{"adaptive": {}}]}"#,
  #"{"type": "LazyVGrid", "columns": [{"fixed": -1}]}"#,
  #"{"type": "LazyVGrid", "columns": [{"flexible": {"min": 4}}]}"#,
  #"{"type": "LazyVGrid", "columns": [{"adaptive": {"minimum": 10}, "span": 2}]}"#,
  #"{"type": "LazyVGrid", "columns": [], "alignment": "top"}"#,
  #"{"type": "LazyHGrid", "rows": [], "alignment": "leading"}"#,
  #"{"type": "Gauge"}"#,
  #"{"type": "ProgressView", "value": 1, "total": 0}"#,
  #"{"type": "ProgressView", "total": 2}"#,
  #"{"type": "Label", "title": {"type": "EmptyView"}}"#,
  #"{"type": "Link", "destination": "/relative", "label": {"type": "EmptyView"}}"#,
  #"{"type": "Button", "intent": {"type": ""}, "label": {"type": "EmptyView"}}"#,
  #"{"type": "Toggle", "isOn": "yes", "label": {"type": "EmptyView"}}"#,
  #"{"type": "Canvas", "recordedSize": [0, 1], "commands": []}"#,
  #"{"type": "Canvas", "recordedSize": [1, 1], "commands": [{"fill": {"elements": []}}]}"#,
  #"{"type": "FamilySwitch", "cases": {"systemHuge": {"type": "EmptyView"}}}"#,
  #"{"type": "ColorSchemeSwitch"}"#,
  #"{"type": "EmptyView", "modifiers": {}}"#,
  #"{"type": "EmptyView", "modifiers": [{}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"padding": 1, "opacity": 1}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"Padding": 1}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"padding": ["top"]}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"padding": {"insets": {}, "edges": "all"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"frame": {"width": 10, "maxWidth": 20}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"frame": {"width": "infinity"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"frame": {"maxWidth": "infinite"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"font": {"size": -4}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"font": {"style": "body", "size": 12}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"font": {"custom": "Inter"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"font": {"weight": "bold"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"font": "huge"}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"lineLimit": 0}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"lineLimit": 1.5}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"opacity": 2}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"minimumScaleFactor": 0}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"hidden": false}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"bold": "yes"}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"foregroundStyle": []}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"foregroundStyle": ["red", "red", "red", "red"]}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"foregroundStyle": {"style": "red"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"background": {"style": "red", "level": "secondary", "shape": "Circle"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"background": {"content": {"type": "EmptyView"}, "shape": "Circle"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"clipShape": "Path"}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"clipShape": {"type": "Capsule", "radii": {}}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"shadow": {"x": 1}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"rotationEffect": {"angle": {"degrees": 1, "radians": 1}}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"rotationEffect": {"angle": 1, "anchor": "middle"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"widgetURL": "42:x"}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"redacted": "secret"}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"environment": {"locale": "fr"}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"gaugeStyle": "fancy"}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"mask": {"alignment": "top"}}]}"#,
])
func schemaAndDecoderRejectTheSameMistakes(json: String) throws {
  #expect(nodeError(json) != nil, "the decoder accepts \(json)")
  let violations = try ArchiveSchemaFile.schema().validate(
    try JSONParser.parse(Array(json.utf8)), against: "#/$defs/ViewNode")
  #expect(!violations.isEmpty, "the schema accepts \(json)")
}

/// What JSON Schema cannot state: the decoder rejects these, the schema lets them through (the
/// README lists them). A rule moving into the schema should move out of this list.
@Test(arguments: [
  #"{"type": "EmptyView", "modifiers": [{"frame": {"minWidth": 100, "maxWidth": 50}}]}"#,
  #"{"type": "EmptyView", "modifiers": [{"lineLimit": {"min": 3, "max": 2}}]}"#,
  #"{"type": "Gauge", "value": 1, "lowerBound": 2, "upperBound": 1}"#,
  #"{"type": "Text", "timerInterval": {"start": 60, "end": 0}}"#,
  #"{"type": "Text", "date": "2026-02-29T09:00:00Z", "style": "date"}"#,
])
func rulesOnlyTheDecoderChecks(json: String) throws {
  #expect(nodeError(json) != nil, "the decoder accepts \(json)")
  expectValid(
    try JSONParser.parse(Array(json.utf8)), against: try ArchiveSchemaFile.schema(),
    definition: "#/$defs/ViewNode")
}

@Test func theDecoderReadsNullAsAbsentWhichTheSchemaDoesNotAllow() throws {
  // A known, documented difference: the schema keeps one spelling.
  let json = #"{"type": "VStack", "spacing": null, "children": null}"#
  #expect(try decodeNode(json) == ViewNode(.vStack(alignment: .center, spacing: nil, children: [])))
  #expect(
    !(try ArchiveSchemaFile.schema().validate(
      try JSONParser.parse(Array(json.utf8)), against: "#/$defs/ViewNode"
    ).isEmpty))
}

@Test(arguments: [
  "2026-06-08T09:00:00Z", "2026-06-08T09:00:00.5Z", "2026-06-08T09:00:00.123456Z",
  "2026-06-08T11:00:00+02:00",
  "2026-06-08T03:00:00-06:00", "2026-06-08T09:00:00Zjunk", "2026-06-08T09:00:00", "2026-06-08T9:00:00Z",
  "2026-06-08T24:00:00Z", "2026-06-08T09:00:60Z", "2026-13-08T09:00:00Z", "2026-06-08T09:00:00.Z",
  "2026-06-08T09:00:00+0200", "2026-06-08T09:00:00+02", "2026-06-08t09:00:00z", "2026-06-08",
])
func theSchemasDatePatternAgreesWithTheDecoder(text: String) throws {
  let schemaAccepts = try ArchiveSchemaFile.schema().validate(.string(text), against: "#/$defs/Date").isEmpty
  #expect(schemaAccepts == (ArchiveDateFormat.parse(text) != nil))
}
