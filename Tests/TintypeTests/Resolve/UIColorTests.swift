import Testing
import TintypeArchive
import TintypeUI

@testable import Tintype
@testable import TintypeDisplayList

/// UIKit's colours in widget code: semantic colours resolve to their light or dark value in the
/// render's scheme, dynamic providers are archived as the pair they give, and a JSON round trip
/// keeps both.
@Suite struct UIColorTests {
  struct Swatches: View {
    var body: some View {
      VStack(spacing: 0) {
        Rectangle().fill(Color(.secondarySystemBackground)).frame(width: 10, height: 10)
        Rectangle().fill(Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .systemGray2 : .red }))
          .frame(width: 10, height: 10)
        Rectangle().fill(Color(UIColor.systemBlue)).frame(width: 10, height: 10)
      }
    }
  }

  private func fills(_ scheme: ColorScheme) throws -> [String] {
    let list = try WidgetRenderer().displayList(
      ViewArchive(Swatches(), family: .systemSmall),
      request: RenderRequest(family: .systemSmall, colorScheme: scheme))
    return DisplayListDump.text(list).split(separator: "\n").map(String.init)
      .filter { $0.contains("fill Rectangle [") && $0.contains(", 10, 10]") }
      .map { String($0.split(separator: " ").last!) }
  }

  @Test func semanticAndDynamicColoursFollowTheScheme() throws {
    // secondarySystemBackground #F2F2F7 / #1C1C1E; the provider's red / systemGray2 (#636366 dark);
    // systemBlue through the system palette (#007AFF / #0A84FF).
    #expect(try fills(.light) == ["#F2F2F7FF", "#FF0000FF", "#007AFFFF"])
    #expect(try fills(.dark) == ["#1C1C1EFF", "#636366FF", "#0A84FFFF"])
  }

  @Test func aDynamicColourSurvivesTheArchive() throws {
    let archive = ViewArchive(Swatches(), family: .systemSmall)
    #expect(try ViewArchive(jsonData: archive.jsonData()) == archive)
    let json = String(decoding: archive.jsonData(), as: UTF8.self)
    #expect(json.contains("\"light\""), "\(json.prefix(400))")
  }

  @Test func aProviderThatGivesOneColourIsThatColour() {
    let same = UIColor { _ in .systemGray }
    #expect(same == .systemGray)
    #expect(
      UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        == UIColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.6))
  }
}
