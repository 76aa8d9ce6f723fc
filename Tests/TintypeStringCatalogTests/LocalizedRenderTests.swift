import Foundation
import Testing
import Tintype
import TintypeUI
import TintypeViewRendering

/// A renderer with string tables renders a view in the request's locale: translated text, its
/// plural, and a right-to-left language mirrored.
@Suite struct LocalizedRenderTests {
  struct Goal: View {
    var body: some View {
      HStack {
        Text("Reading goal")
        Spacer()
      }
    }
  }

  @Test func theRequestsLocaleChoosesTheTextAndTheDirection() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      #"{"sourceLanguage": "en", "strings": {"Reading goal": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Leseziel"}}, "ar": {"stringUnit": {"state": "translated", "value": "هدف القراءة"}}}}}}"#
        .utf8
    ).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    let renderer = WidgetRenderer(strings: try StringTables(paths: [folder]))
    func archived(_ locale: String?) throws -> String {
      var request = RenderRequest(family: .systemSmall)
      request.locale = locale.map(Locale.init(identifier:))
      return String(
        decoding: try renderer.archive(Goal(), request: request).jsonData(pretty: false), as: UTF8.self)
    }
    #expect(try archived(nil).contains("\"Reading goal\""))
    #expect(try archived("de_DE").contains("\"Leseziel\""))
    let arabic = try archived("ar_SA")
    #expect(arabic.contains("هدف القراءة"))
    #expect(arabic.contains("rightToLeft"))
    // And it renders: the Arabic text sits at the right, the English at the left.
    var request = RenderRequest(family: .systemSmall, scale: 1)
    request.locale = Locale(identifier: "ar_SA")
    let image = try renderer.render(try renderer.archive(Goal(), request: request), request: request)
    func inkColumns(_ image: RenderedImage) -> (Int, Int) {
      var first = image.width
      var last = 0
      let row = image.height / 2
      for y in (row - 10)...(row + 10) {
        for x in 0..<image.width {
          let i = (y * image.width + x) * 4
          if image.pixels[i] < 100 && image.pixels[i + 3] > 200 {
            first = min(first, x)
            last = max(last, x)
          }
        }
      }
      return (first, last)
    }
    var english = RenderRequest(family: .systemSmall, scale: 1)
    english.locale = Locale(identifier: "en_US")
    let left = inkColumns(
      try renderer.render(try renderer.archive(Goal(), request: english), request: english))
    let right = inkColumns(image)
    #expect(left.0 < image.width / 3, "English starts at the left: \(left)")
    #expect(right.1 > image.width * 2 / 3, "Arabic ends at the right: \(right)")
  }
}
