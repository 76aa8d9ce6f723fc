import Testing
import TintypeUI
import TintypeViewRendering

@testable import Tintype
@testable import TintypeDisplayList

/// The paint stage's text form: what will be drawn, in order, without pixels.
@Suite struct DisplayListTests {
  struct Card: View {
    var body: some View {
      VStack {
        RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 40, height: 20)
        Circle().stroke(.blue, lineWidth: 2).frame(width: 10, height: 10).widgetAccentable()
      }
      .opacity(0.5)
      .containerBackground(.black, for: .widget)
    }
  }

  @Test func theDumpListsOpsInDrawingOrderWithGroupsAndLayers() throws {
    let renderer = WidgetRenderer()
    let list = try renderer.displayList(
      ViewArchive(Card(), family: .systemSmall), request: RenderRequest(family: .systemSmall))
    let dump = DisplayListDump.text(list)
    let lines = dump.split(separator: "\n").map(String.init)
    // The default device's systemSmall is 493/3 pt square with 22 pt continuous corners.
    #expect(lines[0] == "display list 164.333×164.333 pt")
    #expect(lines[1].hasPrefix("  layer clip RoundedRectangle [0, 0, 164.333, 164.333]"))
    // The system widget background, then the container background over it.
    #expect(lines[2] == "    fill Rectangle [0, 0, 164.333, 164.333] #FFFFFFFF")
    #expect(lines[3] == "    fill Rectangle [0, 0, 164.333, 164.333] #000000FF")
    #expect(lines[4] == "    layer opacity 0.5")
    #expect(lines[5].hasPrefix("      fill RoundedRectangle [62.167"))
    #expect(lines[5].hasSuffix("#FF9500FF"))
    #expect(lines[6].hasPrefix("      stroke Circle"))
    #expect(lines[6].hasSuffix("group=accent"))
    #expect(lines.count == 7)
  }
}

/// `containerShape` gives the `ContainerRelativeShape`s inside its corner radius, inset concentrically.
@Suite struct ContainerShapeTests {
  let renderer = WidgetRenderer()

  func dump<V: View>(_ view: V) throws -> String {
    let request = RenderRequest(family: .systemSmall)
    let device = DeviceCatalog.standard.default
    var archive = ViewArchive(
      view, family: .systemSmall,
      environment: renderer.archiveEnvironment(try renderer.familySpec(request), device))
    archive.contentMarginsDisabled = true
    return DisplayListDump.text(try renderer.displayList(archive, request: request))
  }

  @Test func aContainerShapesRadiusInsetByThePadding() throws {
    let view = ContainerRelativeShape().fill(.blue).padding(10).frame(width: 100, height: 100)
      .containerShape(RoundedRectangle(cornerRadius: 30))
    let text = try dump(view)
    #expect(text.contains("ContainerRelativeShape") && text.contains(" r 20"), "\(text)")
  }

  @Test func withoutOneTheWidgetsCornersCount() throws {
    let text = try dump(ContainerRelativeShape().fill(.blue).padding(10))
    #expect(!text.contains(" r 20"))
    #expect(text.contains("ContainerRelativeShape"))
  }

  /// The display list holds outlines, made when it is built: a shape's path fills its frame, and a
  /// `strokeBorder`'s is already inset by half its line, so the painter draws what it is given.
  @Test func shapesArriveAsPathsInPointsWithStrokeBordersInset() throws {
    struct Shapes: View {
      var body: some View {
        HStack {
          Capsule().fill(.orange).frame(width: 60, height: 20)
          Circle().strokeBorder(.blue, lineWidth: 4).frame(width: 40, height: 40)
        }
      }
    }
    let list = try WidgetRenderer().displayList(
      ViewArchive(Shapes(), family: .systemSmall), request: RenderRequest(family: .systemSmall))
    var fills: [DisplayShape] = []
    var strokes: [DisplayShape] = []
    func walk(_ ops: [DisplayOp]) {
      for op in ops {
        switch op {
        case .fill(let shape, _, _, _, _): fills.append(shape)
        case .stroke(let shape, _, _, _, _, _): strokes.append(shape)
        default: break
        }
      }
    }
    walk(list.ops)
    let capsule = try #require(fills.first { $0.name == "Capsule" })
    #expect(capsule.path.bounds == capsule.frame && capsule.frame.width == 60)
    let ring = try #require(strokes.first { $0.name == "Circle" })
    let inset = ring.path.bounds
    #expect(abs(inset.x - (ring.frame.x + 2)) < 1e-9 && abs(inset.width - 36) < 1e-9, "\(inset)")
  }
}
