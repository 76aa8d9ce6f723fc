import Testing
import TintypeArchive
import TintypeLayout

// The layout JSON contract: [{"path", "type", "x", "y", "width", "height"(, "overflow": true)}].

private func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Test func recordsEncodeToTheDocumentedJSON() {
  let tree = layout(hStack(spacing: 0, text("ab"), color().frame(width: 25.5)), width: 45.5, height: 20)
  let expected =
    #"[{"path":"0","type":"HStack","x":0,"y":0,"width":45.5,"height":20},"#
    + #"{"path":"0.0","type":"Text","x":0,"y":0,"width":20,"height":20},"#
    + #"{"path":"0.1","type":"Color","x":20,"y":0,"width":25.5,"height":20}]"#
  #expect(string(tree.recordsJSONData(pretty: false)) == expected)
}

@Test func overflowKeyAppearsOnlyOnOverflowingRecords() {
  let tree = layout(color().frame(width: 30, height: 10), width: 20, height: 10)
  #expect(
    string(tree.recordsJSONData(pretty: false))
      == #"[{"path":"0","type":"Color","x":-5,"y":0,"width":30,"height":10,"overflow":true}]"#)
}

@Test func recordsFollowTreeOrderWithModifierViewsAfterChildren() {
  let view = vStack(text("a").overlay(color()), text("b")).background(color())
  let tree = WidgetLayout.layout(
    root: view, widgetSize: (100, 100), contentMargins: EdgeInsets(), marginsDisabled: true,
    containerBackground: color(), measurer: FakeMeasurer())
  #expect(tree.paths == ["background", "0", "0.0", "0.0.o0", "0.1", "0.b0"])
}

@Test func prettyRecordsAreStableBytes() {
  let tree = layout(text("ab"), width: 20, height: 20)
  let expected = """
    [
      {
        "path": "0",
        "type": "Text",
        "x": 0,
        "y": 0,
        "width": 20,
        "height": 20
      }
    ]

    """
  #expect(string(tree.recordsJSONData()) == expected)
}
