import Foundation
import Testing
import TintypeArchive
import TintypeCore
import TintypeUI
import TintypeViewRendering

@testable import Tintype
@testable import TintypeDisplayList

/// `transformEffect(_:)`: the view drawn through an affine transform about its own top-leading
/// corner, its layout unchanged.
@Suite struct TransformEffectTests {
  let renderer = WidgetRenderer()

  /// A 20 × 20 square at the top-leading corner of a margin-free widget, drawn through `transform`.
  func square(_ transform: CGAffineTransform) -> some View {
    Color.red.frame(width: 20, height: 20).transformEffect(transform)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .containerBackground(.black, for: .widget)
  }

  func archive<V: View>(_ view: V) -> ViewArchive {
    var archive = ViewArchive(view, family: .systemSmall)
    archive.contentMarginsDisabled = true
    return archive
  }

  @Test func theOpCarriesTheTransformAboutTheViewsOrigin() throws {
    // A square at (30, 40) sheared by c = 0.5: the op's matrix moves the origin back, shears and
    // returns, so (30, 40) stays put and tx = -0.5 · 40 = -20.
    let view = Color.red.frame(width: 20, height: 20).transformEffect(
      CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    )
    .padding(.leading, 30).padding(.top, 40)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let dump = DisplayListDump.text(
      try renderer.displayList(archive(view), request: RenderRequest(family: .systemSmall)))
    #expect(
      dump.contains("fill Rectangle [30, 40, 20, 20] #FF3B30FF matrix(1, 0, 0.5, 1, -20, 0)"), "\(dump)")
  }

  @Test func aTranslationMovesThePixelsNotTheLayout() throws {
    let request = RenderRequest(family: .systemSmall)
    let moved = try renderer.render(
      archive(square(CGAffineTransform(translationX: 30, y: 10))), request: request)
    let scale = moved.scale
    func isRed(_ x: Double, _ y: Double) -> Bool {
      let pixel = moved.canvas[Int(x * scale), Int(y * scale)]
      return pixel.red > 200 && pixel.green < 100
    }
    #expect(!isRed(5, 5))  // where the square was laid out
    #expect(isRed(35, 15))  // where it is drawn
    #expect(isRed(49, 29) && !isRed(51, 31))
    // The layout is the untransformed square's.
    let (tree, _) = try renderer.layout(
      archive(square(CGAffineTransform(translationX: 30, y: 10))), request: request)
    #expect(
      tree.records.contains { $0.type == "Color" && $0.frame == Rect(x: 0, y: 0, width: 20, height: 20) })
  }

  @Test func coreGraphicsComposesInItsOwnOrder() {
    // `scaledBy` scales before the receiver applies: (1, 0) → (2, 0) → (12, 0).
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 12, y: 0))
    // `concatenating` applies the receiver first: (1, 0) → (11, 0) → (22, 0).
    let u = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGPoint(x: 1, y: 0).applying(u) == CGPoint(x: 22, y: 0))
    // A quarter turn takes the x axis to the y axis (clockwise on screen, y down).
    let turn = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turn.x) < 1e-12 && abs(turn.y - 1) < 1e-12)
    #expect(t.inverted().concatenating(t).isIdentity)
  }

  @Test func anArchivedTransformOutsideItsLimitsIsAnError() throws {
    let json =
      #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Color", "color": {"system": "red"}, "modifiers": [{"transformEffect": {"a": 1e9}}]}}]}"#
    #expect {
      try ViewArchive(jsonData: Array(json.utf8))
    } throws: { error in
      "\(error)".contains("entries[0].view.modifiers[0].transformEffect.a")
    }
  }
}
