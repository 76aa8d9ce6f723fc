import Testing
import TintypeArchive

// The validator that checks the archive schema must itself reject what it should, or every schema
// test would pass vacuously.

private func schema(_ text: String) throws -> JSONSchema {
  try JSONSchema(try JSONParser.parse(Array(text.utf8)))
}

private func violations(_ instance: String, _ schemaText: String) throws -> [String] {
  try schema(schemaText).validate(try JSONParser.parse(Array(instance.utf8))).map {
    "\($0.path): \($0.message)"
  }
}

@Test func typesAreCheckedIncludingIntegers() throws {
  let number = #"{"type": "integer"}"#
  #expect(try violations("3", number).isEmpty)
  #expect(try violations("3.0", number).isEmpty)  // 2020-12: a number with no fraction is an integer
  #expect(try violations("3.5", number) == ["$: expected integer, got 3.5"])
  #expect(
    try violations(#""3""#, #"{"type": ["number", "null"]}"#) == [#"$: expected number or null, got "3""#])
  #expect(try violations("null", #"{"type": ["number", "null"]}"#).isEmpty)
}

@Test func objectKeywordsRejectMissingUnknownAndCounts() throws {
  let object = #"""
    {"type": "object", "properties": {"a": {"type": "number"}}, "required": ["a"],
     "additionalProperties": false, "maxProperties": 1}
    """#
  #expect(try violations(#"{"a": 1}"#, object).isEmpty)
  #expect(try violations("{}", object) == [#"$: missing required key "a""#])
  #expect(
    try violations(#"{"a": 1, "b": 2}"#, object) == [
      #"b: unexpected key "b""#, "$: 2 keys break maxProperties 1",
    ])
  #expect(try violations(#"{"a": "x"}"#, object) == [#"a: expected number, got "x""#])
  #expect(try violations(#"{"a": 1}"#, #"{"minProperties": 2}"#) == ["$: 1 keys break minProperties 2"])
  #expect(
    try violations(#"{"B": 1}"#, #"{"propertyNames": {"pattern": "^[a-z]+$"}}"#) == [
      #"B: key "B" is not allowed here"#
    ])
  #expect(
    try violations(#"{"total": 1}"#, #"{"dependentRequired": {"total": ["value"]}}"#) == [
      #"$: "total" needs "value""#
    ])
}

@Test func arrayKeywordsCheckPrefixItemsAndCounts() throws {
  let pair =
    #"{"type": "array", "prefixItems": [{"type": "string"}], "items": {"type": "number"}, "minItems": 2, "maxItems": 3}"#
  #expect(try violations(#"["x", 1, 2]"#, pair).isEmpty)
  #expect(try violations(#"[1, 1]"#, pair) == ["[0]: expected string, got 1"])
  #expect(try violations(#"["x", "y"]"#, pair) == [#"[1]: expected number, got "y""#])
  #expect(try violations(#"["x"]"#, pair) == ["$: 1 items break minItems 2"])
  #expect(try violations(#"["x", 1, 2, 3]"#, pair) == ["$: 4 items break maxItems 3"])
  #expect(try violations(#"[1, 2, 1]"#, #"{"uniqueItems": true}"#) == ["[2]: 1 is repeated"])
}

@Test func scalarKeywordsCheckBoundsEnumsAndPatterns() throws {
  #expect(try violations("0", #"{"exclusiveMinimum": 0}"#) == ["$: 0 breaks exclusiveMinimum 0"])
  #expect(try violations("0", #"{"minimum": 0, "maximum": 1}"#).isEmpty)
  #expect(try violations("1.5", #"{"minimum": 0, "maximum": 1}"#) == ["$: 1.5 breaks maximum 1"])
  #expect(try violations(#""c""#, #"{"enum": ["a", "b"]}"#) == [#"$: expected one of "a", "b", got "c""#])
  #expect(try violations("2", #"{"const": 1}"#) == ["$: expected 1, got 2"])
  #expect(try violations("1", #"{"const": 1.0}"#).isEmpty)
  #expect(
    try violations(##""#12345""##, ##"{"pattern": "^#[0-9A-F]{6}$"}"##) == [
      ##"$: "#12345" does not match ^#[0-9A-F]{6}$"##
    ])
  // Lengths count code points: "é" spelt as e + combining acute is two.
  #expect(try violations(#""e\u0301""#, #"{"maxLength": 1}"#) == ["$: length 2 breaks maxLength 1"])
  // Keywords for other types do not apply.
  #expect(try violations(#""x""#, #"{"minimum": 3, "items": false}"#).isEmpty)
}

@Test func combinatorsNeedTheRightNumberOfMatches() throws {
  let oneOf = #"{"oneOf": [{"type": "number"}, {"minimum": 0}]}"#
  #expect(try violations("-1", oneOf).isEmpty)
  #expect(try violations("1", oneOf) == ["$: matches 2 of the alternatives, not exactly one"])
  #expect(try violations(#"true"#, #"{"anyOf": [{"type": "number"}, {"type": "string"}]}"#).count == 1)
  #expect(
    try violations("1", #"{"allOf": [{"type": "number"}, {"maximum": 0}]}"#) == ["$: 1 breaks maximum 0"])
  #expect(try violations("1", #"{"not": {"type": "number"}}"#) == ["$: matches a schema it must not match"])
  let conditional =
    #"{"if": {"properties": {"kind": {"const": "a"}}}, "then": {"required": ["x"]}, "else": {"required": ["y"]}}"#
  #expect(try violations(#"{"kind": "a"}"#, conditional) == [#"$: missing required key "x""#])
  #expect(try violations(#"{"kind": "b"}"#, conditional) == [#"$: missing required key "y""#])
  #expect(try violations(#"{"kind": "a", "x": 1}"#, conditional).isEmpty)
  #expect(try violations("1", "false") == ["$: no value is allowed here"])
}

@Test func referencesAndUnevaluatedPropertiesCompose() throws {
  let node = #"""
    {"$ref": "#/$defs/Node",
     "$defs": {
       "Node": {"type": "object", "properties": {"type": {"enum": ["A", "B"]}},
                "allOf": [{"if": {"properties": {"type": {"const": "A"}}}, "then": {"$ref": "#/$defs/A"}}],
                "unevaluatedProperties": false},
       "A": {"properties": {"child": {"$ref": "#/$defs/Node"}}}}}
    """#
  #expect(try violations(#"{"type": "A", "child": {"type": "B"}}"#, node).isEmpty)
  // "child" is evaluated only through the `then` of a matching `if`.
  #expect(
    try violations(#"{"type": "B", "child": {"type": "B"}}"#, node) == [#"child: unexpected key "child""#])
  #expect(
    try violations(#"{"type": "A", "child": {"type": "C"}}"#, node) == [
      #"child.type: expected one of "A", "B", got "C""#
    ])
  // Annotations of a failing `not` or a failing branch do not count as evaluated.
  let branches =
    #"{"anyOf": [{"properties": {"a": true}, "required": ["b"]}, true], "unevaluatedProperties": false}"#
  #expect(try violations(#"{"a": 1}"#, branches) == [#"a: unexpected key "a""#])
}

@Test func unsupportedKeywordsAndDanglingReferencesAreSchemaFaults() throws {
  #expect(throws: JSONSchema.SchemaFault.self) { try schema(#"{"format": "date-time"}"#) }
  #expect(throws: JSONSchema.SchemaFault.self) {
    try schema(##"{"properties": {"a": {"$ref": "#/$defs/Missing"}}}"##)
  }
  #expect(throws: JSONSchema.SchemaFault.self) { try schema(#"{"pattern": "("}"#) }
  #expect(throws: JSONSchema.SchemaFault.self) { try schema(#"{"anyOf": []}"#) }
}
