import Testing
import TintypeArchive

// LazyVGrid and LazyHGrid archive their declared tracks (not columns worked out for a device):
// round trips, and what a user reads when a track is wrong.

@Test func lazyGridsKeepTheirDeclaredTracksThroughJSON() throws {
  let json = #"""
    {"type": "LazyVGrid", "columns": [{"fixed": 40, "spacing": 4, "alignment": "leading"},
      {"flexible": {}}, {"adaptive": {"minimum": 60, "maximum": 90}}], "alignment": "trailing", "spacing": 6,
     "children": [{"type": "Text", "verbatim": "a"}]}
    """#
  let node = try decodeNode(json)
  guard case .lazyGrid(let grid, let children) = node.content else {
    Issue.record("decoded as \(node.content.typeName)")
    return
  }
  #expect(grid.axis == .vertical && children.count == 1 && grid.spacing == 6)
  #expect(grid.alignment.horizontal == .trailing)
  #expect(
    grid.tracks == [
      GridItemValue(.fixed(40), spacing: 4, alignment: .leading),
      GridItemValue(.flexible(minimum: 10, maximum: .infinity)),
      GridItemValue(.adaptive(minimum: 60, maximum: 90)),
    ])
  #expect(try decodeNode(String(decoding: JSONWriter.write(node.archiveJSON), as: UTF8.self)) == node)
  let rows = try decodeNode(#"{"type": "LazyHGrid", "rows": [{"fixed": 20}], "alignment": "bottom"}"#)
  #expect(rows.content.typeName == "LazyHGrid")
  #expect(try decodeNode(String(decoding: JSONWriter.write(rows.archiveJSON), as: UTF8.self)) == rows)
}

@Test func aWrongTrackNamesItsPath() {
  #expect(nodeError(#"{"type": "LazyVGrid"}"#) == #"$: missing required key "columns""#)
  #expect(
    nodeError(#"{"type": "LazyVGrid", "columns": [{"adaptive": {}}]}"#)
      == #"columns[0].adaptive: missing required key "minimum""#)
  #expect(
    nodeError(#"{"type": "LazyVGrid", "columns": [{"fixed": 8}, {}]}"#)
      == #"columns[1]: a grid item needs one of "fixed", "flexible" or "adaptive""#)
  #expect(
    nodeError(#"{"type": "LazyVGrid", "columns": [{"flexible": {"minimum": 50, "maximum": 20}}]}"#)
      == "columns[0].flexible.maximum: maximum 20.0 is below minimum 50.0")
}
