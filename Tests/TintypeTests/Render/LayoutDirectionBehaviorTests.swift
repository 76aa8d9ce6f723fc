import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeUI
import TintypeViewRendering

/// `flipsForRightToLeftLayoutDirection(_:)` and `layoutDirectionBehavior(_:)`: right-to-left layout
/// already places views right to left; these mirror a view's own drawing, only in the direction
/// they name. A composite modifier end to end: DSL → archive (as declared) → resolve (lowered where
/// the direction is known) → layout and paint (a mirroring scale effect they already draw).
@Suite struct LayoutDirectionBehaviorTests {
  /// Red then blue, 20 pt each, in the middle of a 170 pt widget.
  struct Pair<Modified: View>: View {
    var modify: (AnyView) -> Modified
    var body: some View {
      modify(
        AnyView(
          HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
          }))
    }
  }

  /// Which colour is on the left: "red" or "blue".
  private func leftColour<V: View>(_ view: V, _ direction: LayoutDirection) throws -> String {
    var request = RenderRequest(family: .systemSmall, scale: 1)
    request.layoutDirection = direction
    let renderer = WidgetRenderer()
    var archive = try renderer.archive(view, request: request)
    archive.contentMarginsDisabled = true
    let image = try renderer.render(archive, request: request)
    let pixel = image.canvas[image.width / 2 - 10, image.height / 2]
    if pixel.red > 200 && pixel.blue < 50 { return "red" }
    if pixel.blue > 200 && pixel.red < 50 { return "blue" }
    return "neither (\(pixel))"
  }

  @Test func flipsMirrorsTheDrawingOnlyRightToLeft() throws {
    let flipped = Pair { $0.flipsForRightToLeftLayoutDirection(true) }
    let fixed = Pair { $0.flipsForRightToLeftLayoutDirection(false) }
    #expect(try leftColour(flipped, .leftToRight) == "red")
    // Layout alone puts blue first right to left; the flip mirrors that drawing back.
    #expect(try leftColour(fixed, .rightToLeft) == "blue")
    #expect(try leftColour(flipped, .rightToLeft) == "red")
  }

  @Test func theBehaviourNamesTheDirectionItMirrorsIn() throws {
    let mirrorsLTR = Pair { $0.layoutDirectionBehavior(.mirrors(in: .leftToRight)) }
    #expect(try leftColour(mirrorsLTR, .leftToRight) == "blue")
    #expect(try leftColour(mirrorsLTR, .rightToLeft) == "blue")
    #expect(try leftColour(Pair { $0.layoutDirectionBehavior(.fixed) }, .rightToLeft) == "blue")
  }

  @Test func theDirectionIsTheOneWhereTheModifierStands() throws {
    // A subtree turned right to left by its environment mirrors in a left-to-right widget.
    let turned = Pair {
      $0.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)
    }
    #expect(try leftColour(turned, .leftToRight) == "red")
    let turnedBack = Pair {
      $0.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .leftToRight)
    }
    #expect(try leftColour(turnedBack, .rightToLeft) == "red")
  }

  @Test func textInAFlippedViewIsMirroredInItsFrame() throws {
    // "L" set at the leading edge of a 60 pt frame: its ink is in the left half, flipped in the right.
    func inkCentre(_ flips: Bool) throws -> (centre: Double, ink: Double) {
      var request = RenderRequest(family: .systemSmall, scale: 2)
      request.layoutDirection = .rightToLeft
      let view = Text(verbatim: "L").font(.system(size: 30)).frame(width: 60, alignment: .trailing)
        .flipsForRightToLeftLayoutDirection(flips).environment(\.colorScheme, .light)
      let renderer = WidgetRenderer()
      var archive = try renderer.archive(view, request: request)
      archive.contentMarginsDisabled = true
      let image = try renderer.render(archive, request: request)
      var (sum, weight) = (0.0, 0.0)
      for y in 0..<image.height {
        for x in 0..<image.width {
          let p = image.canvas[x, y]
          // Dark ink on the light system background (outside the rounded corners is transparent).
          guard p.alpha == 255 else { continue }
          let ink = 255 - Double(p.red)
          (sum, weight) = (sum + (Double(x) + 0.5) * ink, weight + ink)
        }
      }
      return (sum / weight / Double(image.width), weight)
    }
    let (plain, plainInk) = try inkCentre(false)
    let (flipped, flippedInk) = try inkCentre(true)
    // Right to left, the trailing-aligned "L" sits at the frame's left; mirrored, at its right,
    // and the widget's centre is the frame's.
    #expect(plain < 0.5 && flipped > 0.5, "\(plain) \(flipped)")
    #expect(abs((plain + flipped) - 1) < 0.01, "\(plain) \(flipped)")
    // The same glyph, drawn mirrored: as much ink.
    #expect(abs(flippedInk - plainInk) / plainInk < 0.02, "\(plainInk) \(flippedInk)")
  }

  @Test func archivedAsDeclaredAndReadBack() throws {
    let node = try ViewNode(
      from: JSONReader(
        try JSONParser.parse(
          Array(
            #"{"type": "Color", "color": {"system": "red"}, "modifiers": [{"layoutDirectionBehavior": {"mirrorsIn": "leftToRight"}}, {"layoutDirectionBehavior": "mirrors"}]}"#
              .utf8))))
    #expect(
      node.modifiers == [
        .composite(CompositeModifier(LayoutDirectionBehaviorModifier(.mirrors(in: .leftToRight)))),
        .composite(CompositeModifier(LayoutDirectionBehaviorModifier(.mirrors))),
      ])
    #expect(
      String(decoding: JSONWriter.write(node.modifiers[1].archiveJSON, pretty: false), as: UTF8.self)
        == #"{"layoutDirectionBehavior":"mirrors"}"#)
    #expect(node.modifiers[0] != node.modifiers[1])
    let bad =
      #"{"type": "Color", "color": {"system": "red"}, "modifiers": [{"layoutDirectionBehavior": "sideways"}]}"#
    #expect {
      _ = try ViewNode(from: JSONReader(try JSONParser.parse(Array(bad.utf8))))
    } throws: { error in
      "\(error)".contains("modifiers[0].layoutDirectionBehavior") && "\(error)".contains("\"mirrors\"")
    }
  }
}
