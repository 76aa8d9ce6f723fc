import Testing
import TintypeArchive
import TintypeLayout
import TintypeText
import TintypeUI

@testable import Tintype
@testable import TintypeResolve

/// A watch render takes watchOS's Dynamic Type sizes, by case size (the HIG's "Large" column for
/// 40/41 mm, "xLarge" for 44/45/49 mm), not the iPhone's.
@Suite struct WatchTextStyleTests {
  struct Line: View {
    let font: Font
    var body: some View { Text("Steps").font(font).fixedSize() }
  }

  private func height(_ font: Font, device: String, family: WidgetFamily) throws -> Double {
    let request = RenderRequest(family: family, device: try DeviceCatalog.standard.device(id: device))
    let (tree, _) = try WidgetRenderer().layout(
      ViewArchive(Line(font: font), family: family), request: request)
    return try #require(tree.records.first { $0.type == "Text" && $0.layer == nil }).frame.height
  }

  @Test(arguments: [
    (Font.body, "apple-watch-40mm", 16.0), (.body, "apple-watch-45mm", 17),
    (.caption2, "apple-watch-41mm", 14),
    (.caption2, "apple-watch-ultra-49mm", 15), (.footnote, "apple-watch-40mm", 13),
    (.largeTitle, "apple-watch-44mm", 40),
    (.caption, "iphone-17-pro", 12),
  ])
  func textStylesTakeTheDevicesTable(_ font: Font, _ device: String, _ size: Double) throws {
    // A single line of the system font is SF's natural height, 1.1934 em, so the height gives the size.
    let family: WidgetFamily = device.hasPrefix("apple-watch") ? .accessoryRectangular : .systemSmall
    let measured = try height(font, device: device, family: family)
    #expect(abs(measured - size * SystemFontModel.lineHeightRatio) < 0.01, "\(measured) for \(size) pt")
  }

  @Test func theWatchTableHasItsOwnOrder() {
    // On a watch `.footnote` is smaller than `.caption2`, unlike on iOS.
    let footnote = WatchTextStyles.metrics(for: .footnote, sizeClass: .large).size
    let caption2 = WatchTextStyles.metrics(for: .caption2, sizeClass: .large).size
    #expect(footnote < caption2)
    #expect(WatchTextStyles.metrics(for: .callout, sizeClass: .large).isConfirmed == false)
  }
}
