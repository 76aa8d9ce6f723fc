import Foundation
import Testing
import TintypeArchive

// The schema file against the decoder's own lists, so that a view type or modifier added to the
// archive without a schema entry (or the reverse) fails here.

private func definition(_ name: String) throws -> JSONValue {
  try #require(JSONSchema.resolve("#/$defs/" + name, in: try ArchiveSchemaFile.document()))
}

private func strings(_ value: JSONValue?) -> [String] {
  guard case .array(let list)? = value else { return [] }
  return list.compactMap { if case .string(let text) = $0 { text } else { nil } }
}

private func object(_ value: JSONValue?) -> JSONObject? {
  if case .object(let object)? = value { object } else { nil }
}

@Test func schemaLoadsWithSupportedKeywordsAndResolvableReferences() throws {
  _ = try ArchiveSchemaFile.schema()
}

@Test func schemaListsEveryViewTypeWithADefinition() throws {
  let node = try definition("ViewNode")
  let types = strings(object(object(object(node)?["properties"])?["type"])?["enum"])
  #expect(types == ViewContent.typeNames)
  guard case .array(let branches)? = object(node)?["allOf"] else {
    Issue.record("ViewNode has no allOf dispatch")
    return
  }
  var dispatched: [String] = []
  for branch in branches {
    let condition = object(object(object(object(branch)?["if"])?["properties"])?["type"])?["const"]
    let target = object(object(branch)?["then"])?["$ref"]
    guard case .string(let type)? = condition, case .string(let reference)? = target else { continue }
    #expect(reference == "#/$defs/" + type, "\(type) dispatches to \(reference)")
    dispatched.append(type)
  }
  #expect(dispatched == ViewContent.typeNames)
}

@Test func schemaListsEveryModifier() throws {
  let modifier = try definition("Modifier")
  #expect(object(object(modifier)?["properties"])?.keys == ViewModifierValue.names)
  let textModifier = try definition("TextModifier")
  #expect(
    Set(strings(object(object(textModifier)?["propertyNames"])?["enum"])) == ViewModifierValue.textNames)
}

/// The schema's modifiers (`#/$defs/Modifier/properties`) and view types (`#/$defs/<Type>`) are
/// written from the codecs (`ModifierCodec.schemaProperties`, `ViewContent.schemaDefinitions`): each
/// is described once, beside its decoder and encoder. With `TINTYPE_RECORD_SCHEMA=1` this test writes
/// what differs into the file (then fails, so that someone reads the change). One test, so that two
/// writers never race for the file.
@Test func theSchemaFileHoldsTheCodecsFragments() throws {
  let record = ProcessInfo.processInfo.environment["TINTYPE_RECORD_SCHEMA"] == "1"
  let url = try ArchiveSchemaFile.url
  var text = try String(contentsOf: url, encoding: .utf8)
  var written: [String] = []
  func same(_ a: JSONValue?, _ b: JSONValue) -> Bool { a == b && object(a)?.keys == object(b)?.keys }

  let modifiers = try ModifierCodec.schemaProperties()
  if !same(object(try definition("Modifier"))?["properties"], modifiers) {
    if record {
      text = try ArchiveSchemaFile.replacingModifierProperties(in: text, with: modifiers)
      written.append("the modifiers")
    } else {
      Issue.record(
        "the schema file's modifiers differ from the codecs' fragments; run with TINTYPE_RECORD_SCHEMA=1")
    }
  }
  let views = try ViewContent.schemaDefinitions()
  #expect(views.map(\.type).sorted() == ViewContent.typeNames.sorted())
  for (type, generated) in views where !same(try definition(type), generated) {
    if record {
      text = try ArchiveSchemaFile.replacingDefinition(type, in: text, with: generated)
      written.append(type)
    } else {
      Issue.record(
        "#/$defs/\(type) in the schema file differs from its codec's; run with TINTYPE_RECORD_SCHEMA=1")
    }
  }
  if !written.isEmpty {
    try Data(text.utf8).write(to: url)
    Issue.record("wrote \(written.joined(separator: ", ")) into \(url.path): read the change")
  }
}

@Test func schemaListsTheArchiveEnumerations() throws {
  #expect(strings(object(try definition("WidgetFamily"))?["enum"]) == WidgetFamily.allCases.map(\.rawValue))
  #expect(strings(object(try definition("SystemColor"))?["enum"]) == SystemColor.allCases.map(\.rawValue))
  #expect(strings(object(try definition("TextStyle"))?["enum"]) == FontTextStyle.allCases.map(\.rawValue))
  #expect(strings(object(try definition("FontWeight"))?["enum"]) == FontWeight.allCases.map(\.rawValue))
  #expect(strings(object(try definition("FontDesign"))?["enum"]) == FontDesign.allCases.map(\.rawValue))
  #expect(
    strings(object(try definition("HierarchyLevel"))?["enum"]) == HierarchyLevel.allCases.map(\.rawValue))
  #expect(strings(object(try definition("ColorSpace"))?["enum"]) == RGBColorSpace.allCases.map(\.rawValue))
  #expect(
    strings(object(try definition("CornerStyle"))?["enum"]) == RoundedCornerStyle.allCases.map(\.rawValue))
  let frames = object(object(try definition("RenderingModeSwitch"))?["properties"])?["cases"]
  #expect(object(object(frames)?["properties"])?.keys == WidgetRenderingMode.allCases.map(\.rawValue))
}

@Test func everySchemaDefinitionIsUsed() throws {
  let text = String(decoding: try Data(contentsOf: try ArchiveSchemaFile.url), as: UTF8.self)
  let names = try #require(object(object(try ArchiveSchemaFile.document())?["$defs"])?.keys)
  // Documents of their own (a Live Activity archive) are validated against their definition directly.
  let documents: Set = ["ActivityArchive"]
  for name in names where !documents.contains(name) {
    #expect(text.contains("\"#/$defs/\(name)\""), "$defs/\(name) is never referenced")
  }
}
