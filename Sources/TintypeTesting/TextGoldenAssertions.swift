import Foundation
import Testing
import Tintype
import TintypeDisplayList
import TintypeUI
import TintypeViewRendering
import XCTest

/// Lays out (or builds the display list of) `view` and checks its text form against
/// `Goldens/<name>.layout.json` or `Goldens/<name>.displaylist.txt` (Swift Testing). Beside an image
/// golden it says what moved, in points, in a diff a reviewer can read; the options' comparison
/// tolerances do not apply (text is the same or it is not).
public func expectTextGolden<V: View>(
  _ view: V, named name: String, _ kind: TextGoldenKind, _ options: GoldenOptions,
  renderer: WidgetRenderer = WidgetRenderer(), filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = textGoldenFailure(view, named: name, kind, options, renderer: renderer, filePath: filePath)
  {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// `expectTextGolden` for XCTest.
public func assertTextGolden<V: View>(
  _ view: V, named name: String, _ kind: TextGoldenKind, _ options: GoldenOptions,
  renderer: WidgetRenderer = WidgetRenderer(), file: StaticString = #filePath, line: UInt = #line
) {
  if let failure = textGoldenFailure(
    view, named: name, kind, options, renderer: renderer, filePath: "\(file)")
  {
    XCTFail(failure, file: file, line: line)
  }
}

/// The text form of `view`'s render: the layout records (pretty JSON) or the display-list dump.
public func textForm<V: View>(
  of view: V, _ kind: TextGoldenKind, _ options: GoldenOptions, renderer: WidgetRenderer = WidgetRenderer()
) throws -> String {
  let request = options.request(renderer)
  return try textForm(
    of: try renderer.archive(view, request: request), kind, request: request, renderer: renderer)
}

/// The text form of an archive's render for `request`.
public func textForm(
  of archive: ViewArchive, _ kind: TextGoldenKind, request: RenderRequest,
  renderer: WidgetRenderer = WidgetRenderer()
) throws -> String {
  switch kind {
  case .layout:
    let (tree, _) = try renderer.layout(archive, request: request)
    return String(decoding: tree.recordsJSONData(pretty: true), as: UTF8.self)
  case .displayList:
    return DisplayListDump.text(try renderer.displayList(archive, request: request))
  }
}

func textGoldenFailure<V: View>(
  _ view: V, named name: String, _ kind: TextGoldenKind, _ options: GoldenOptions, renderer: WidgetRenderer,
  filePath: String
) -> String? {
  do {
    let text = try textForm(of: view, kind, options, renderer: renderer)
    return TextGoldenFile(name: name, kind: kind, testFile: filePath).verify(text, record: options.record)
  } catch {
    return "could not lay out \(name): \(error)"
  }
}
