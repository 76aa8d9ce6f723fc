import Foundation
import Testing
import TintypeArchive
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// `showsWidgetLabel` says whether the device draws the widget's label: a watch's corner
/// complication does (Tintype draws it in the watch-face shot); an iPhone's Lock Screen does not.
@Suite struct WidgetLabelEnvironmentTests {
  struct Corner: View {
    @Environment(\.showsWidgetLabel) var showsLabel
    var body: some View {
      Text(showsLabel ? "icon only" : "value and name").widgetLabel("Pages read")
    }
  }

  func text(_ family: WidgetFamily, on deviceID: String) throws -> [String] {
    let renderer = WidgetRenderer()
    let request = RenderRequest(
      family: family, device: try DeviceCatalog.standard.device(id: deviceID), renderingMode: .accented)
    var texts: [String] = []
    try renderer.archive(Corner(), request: request).walkViews { node, path in
      // The label's own text is under the modifier; the view's is the node itself.
      if case .text(.verbatim(let string)) = node.content, !"\(path)".contains("widgetLabel") {
        texts.append(string)
      }
    }
    return texts
  }

  @Test func aWatchCornerShowsItsLabelAndAnIPhoneDoesNot() throws {
    #expect(try text(.accessoryCorner, on: "apple-watch-44mm") == ["icon only"])
    #expect(try text(.accessoryCircular, on: "apple-watch-44mm") == ["value and name"])
    #expect(try text(.accessoryCircular, on: "iphone-17-pro") == ["value and name"])
  }
}
