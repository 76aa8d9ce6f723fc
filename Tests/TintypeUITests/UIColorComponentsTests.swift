import Foundation
import Testing

@testable import TintypeUI

/// `UIColor.getRed(_:green:blue:alpha:)` answers as UIKit does: a system or dynamic colour resolved
/// for the current traits — the scheme of the body being archived — and `true`; only colours a
/// render alone knows (asset colours, the app's accent) answer `false`. A body that branches on a
/// colour's luminance is archived for light and dark, each with its own branch.
@Suite struct UIColorComponentsTests {
  private func components(_ color: UIColor) -> (Bool, [CGFloat]) {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    let resolved = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return (resolved, [red, green, blue, alpha])
  }

  @Test func systemAndDynamicColoursResolveForTheCurrentTraits() {
    let (blue, values) = components(.systemBlue)
    #expect(blue)
    #expect(abs(values[1] - 122.0 / 255) < 1e-6 && values[2] == 1 && values[3] == 1, "\(values)")
    let (dynamic, background) = components(.systemBackground)
    #expect(dynamic && background == [1, 1, 1, 1], "light outside an archive")
    let (dark, darkBackground) = UITraitCollection.evaluating(UITraitCollection(userInterfaceStyle: .dark)) {
      components(.systemBackground)
    }.result
    #expect(dark && darkBackground == [0, 0, 0, 1])
    let (translucent, faded) = components(.systemBlue.withAlphaComponent(0.5))
    #expect(translucent && abs(faded[3] - 0.5) < 1e-9)
    #expect(components(UIColor(named: "Brand")!).0 == false, "an asset colour is the render's to resolve")
  }

  struct Contrast: View {
    var body: some View {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      _ = UIColor.systemBackground.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      let isLight = 0.299 * red + 0.587 * green + 0.114 * blue > 0.5
      return Text(isLight ? "on light" : "on dark")
    }
  }

  @Test func aBodyBranchingOnLuminanceIsArchivedForBothSchemes() throws {
    let archive = ViewArchive(Contrast(), family: .systemSmall)
    let json = String(decoding: archive.jsonData(), as: UTF8.self)
    #expect(json.contains("on light") && json.contains("on dark"), "\(json)")
  }
}
