import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout

// The layout JSON contract: [{"path", "type"(, "layer"), "x", "y", "width", "height"(, "overflow": true)}].

private func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Test func recordsEncodeToTheDocumentedJSON() {
  let tree = layout(hStack(spacing: 0, text("ab"), color().frame(width: 25.5)), width: 45.5, height: 20)
  let expected =
    #"[{"path":"0","type":"HStack","x":0,"y":0,"width":45.5,"height":20},"#
    + #"{"path":"0.0","type":"Text","x":0,"y":0,"width":20,"height":20},"#
    + #"{"path":"0.1","type":"Color","x":20,"y":0,"width":25.5,"height":20},"#
    + #"{"path":"0.1","type":"Color","layer":"frame","x":20,"y":0,"width":25.5,"height":20}]"#
  #expect(string(tree.recordsJSONData(pretty: false)) == expected)
}

@Test func aViewsOwnRecordIsAtItsOwnFrameAndEachLayoutLayerFollows() {
  // `Color.red.padding(10).frame(width: 100, height: 60)`: the colour is drawn 80 × 40, and that is
  // its record; the padding and the frame each have one, innermost first.
  let tree = layout(color().padding(.all, 10).frame(width: 100, height: 60), width: 100, height: 60)
  let records = tree.records
  #expect(records.map(\.layer) == [nil, "padding", "frame"])
  #expect(records[0].frame == Rect(x: 10, y: 10, width: 80, height: 40))
  #expect(records[1].frame == Rect(x: 0, y: 0, width: 100, height: 60))
  #expect(records[2].frame == Rect(x: 0, y: 0, width: 100, height: 60))
  #expect(records.allSatisfy { $0.path == "0" && $0.type == "Color" })
}

@Test func overflowKeyAppearsOnlyOnOverflowingRecords() {
  let tree = layout(color().frame(width: 30, height: 10), width: 20, height: 10)
  #expect(
    string(tree.recordsJSONData(pretty: false))
      == #"[{"path":"0","type":"Color","x":-5,"y":0,"width":30,"height":10,"overflow":true},"#
      + #"{"path":"0","type":"Color","layer":"frame","x":-5,"y":0,"width":30,"height":10}]"#)
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
