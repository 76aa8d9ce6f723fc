import Foundation
import Testing
import TintypeTesting
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// A `Link` draws its label in the tint, unless the label has a foreground of its own or the link
/// has the plain button style (on it or inherited): then the label keeps its own colours, as a
/// calendar's event rows do on a device.
@Suite struct LinkStyleTests {
  struct Row: View {
    var plain: Bool
    var body: some View {
      let link = Link(destination: URL(string: "calendar://event/1")!) {
        VStack(alignment: .leading) {
          Text("Lunch with Ada").font(.headline)
          Text("12:30").font(.subheadline).foregroundStyle(.secondary)
        }
      }
      if plain {
        link.buttonStyle(.plain)
      } else {
        link
      }
    }
  }

  struct PlainAbove: View {
    var body: some View {
      VStack { Link(destination: URL(string: "calendar://event/2")!) { Text("Standup").font(.headline) } }
        .buttonStyle(.plain)
    }
  }

  /// How many pixels are clearly blue (the default tint) rather than grey or black.
  private func bluePixels(_ image: RenderedImage) -> Int {
    var count = 0
    let pixels = image.canvas.pixels
    for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] > 0 {
      if Int(pixels[index + 2]) - Int(pixels[index]) > 60 { count += 1 }
    }
    return count
  }

  @Test func theDefaultLinkIsTintedAndThePlainOneKeepsItsColours() throws {
    let renderer = WidgetRenderer()
    let tinted = try renderer.render(Row(plain: false), family: .systemSmall)
    let plain = try renderer.render(Row(plain: true), family: .systemSmall)
    let inherited = try renderer.render(PlainAbove(), family: .systemSmall)
    #expect(bluePixels(tinted) > 100, "a link is drawn in the tint by default")
    #expect(bluePixels(plain) == 0, "a plain link draws its label in the label's colours")
    #expect(bluePixels(inherited) == 0, "the plain style is inherited")
  }

  @Test func plainAndDefaultLinksLookRight() {
    struct Both: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 12) {
          Row(plain: true)
          Row(plain: false)
        }
      }
    }
    expectGolden(
      Both(), named: "link-plain-and-default",
      GoldenOptions(family: .systemSmall, precision: 1, perceptualPrecision: 1))
  }
}
