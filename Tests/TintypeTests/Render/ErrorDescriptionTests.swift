import Foundation
import Testing
import TintypeArchive

@testable import Tintype

/// Errors read the same through `localizedDescription` as through their description.
@Test func errorsPrintTheirMessageThroughLocalizedDescription() {
  let archive: Error = ArchiveError(path: JSONPath.root.appending("entries"), "expected an array")
  #expect(archive.localizedDescription == "entries: expected an array")
  let render: Error = RenderError.fonts(.fileNotFound(path: "/fonts/Inter-Regular.otf"))
  #expect(render.localizedDescription == "\(render)")
  #expect(!render.localizedDescription.contains("could not be completed"))
}
