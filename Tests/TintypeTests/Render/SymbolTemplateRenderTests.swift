import Foundation
import Testing
import TintypeLayout
import TintypeTesting
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// Symbols drawn from templates: an asset catalog's custom symbol (`Image("name")`, `Label(_:image:)`)
/// and SF Symbols the user exported (`WidgetRenderer(symbols:)`, `--symbols`), at the text's size and
/// weight, in the foreground style, on the text baseline, with no stand-in warning.
@Suite struct SymbolTemplateRenderTests {
  /// A template of a tag: a block 50 units wide from the cap line down to 20 units below the
  /// baseline (so it descends, as `drop` and `mappin` do), with a notch whose depth is the weight's.
  static func tagTemplate(notches: [String: Double]) -> String {
    var groups = ""
    for (weight, notch) in notches.sorted(by: { $0.key < $1.key }) {
      groups += """
        <g id="\(weight)-M" transform="translate(1400 1126)"><path d="M0 -70.459 L50 -70.459 L50 20 \
        L25 \(20 - notch) L0 20 Z"/></g>
        """
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
      <g id="Guides">
      <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
      <line id="Capline-M" x1="263" x2="3036" y1="1055.541" y2="1055.541"/>
      <line id="left-margin-Regular-M" x1="1390" x2="1390" y1="1030" y2="1150"/>
      <line id="right-margin-Regular-M" x1="1460" x2="1460" y1="1030" y2="1150"/>
      </g>
      <g id="Symbols">\(groups)</g>
      </svg>
      """
  }

  /// An asset catalog with the custom symbol `custom.tag` and a folder of exported symbols holding
  /// `bookmark.fill`.
  static func folders() throws -> (assets: URL, symbols: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
    let set = root.appendingPathComponent("Assets.xcassets/custom.tag.symbolset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(
      #"{"symbols": [{"filename": "custom.tag.svg", "idiom": "universal"}], "info": {"version": 1}}"#.utf8
    )
    .write(to: set.appendingPathComponent("Contents.json"))
    let template = tagTemplate(notches: ["Ultralight": 5, "Regular": 15, "Black": 40])
    try Data(template.utf8).write(to: set.appendingPathComponent("custom.tag.svg"))
    let symbols = root.appendingPathComponent("SF Symbols")
    try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
    try Data(template.utf8).write(to: symbols.appendingPathComponent("bookmark.fill.svg"))
    return (root.appendingPathComponent("Assets.xcassets"), symbols)
  }

  static func renderer() throws -> WidgetRenderer {
    let (assets, symbols) = try folders()
    return WidgetRenderer(assets: [assets], symbols: [symbols])
  }

  let request = RenderRequest(family: .systemSmall, scale: 1)

  func laidOut<V: View>(_ view: V, _ renderer: WidgetRenderer) throws -> WidgetRenderer.Laidout {
    try renderer.layout(try renderer.resolve(try renderer.archive(view, request: request), request))
  }

  func frames(_ tree: LayoutTree, _ type: String) -> [Rect] {
    tree.records.filter { $0.type == type && $0.layer == nil }.map(\.frame)
  }

  @Test func aCustomSymbolIsDrawnAtTheTextSizeWithoutAWarning() throws {
    struct Tag: View {
      var body: some View { Image("custom.tag").font(.system(size: 20)).foregroundStyle(.red) }
    }
    let renderer = try Self.renderer()
    let laidOut = try laidOut(Tag(), renderer)
    #expect(laidOut.warnings.isEmpty, "\(laidOut.warnings)")
    let frame = try #require(frames(laidOut.tree, "Image").first)
    // 70 units between the margins and 90.459 from the cap line to the tag's foot, at 20 pt: ×0.2.
    #expect(abs(frame.width - 14) < 1e-6 && abs(frame.height - 90.459 * 0.2) < 1e-6, "\(frame)")
    let image = try renderer.render(try renderer.archive(Tag(), request: request), request: request)
    // Red ink at the frame's centre (the tag's body), none at its top corners' outside (the margins).
    func pixel(_ x: Double, _ y: Double) -> (Int, Int, Int, Int) {
      let i = (Int(y) * image.width + Int(x)) * 4
      let p = image.canvas.pixels
      return (Int(p[i]), Int(p[i + 1]), Int(p[i + 2]), Int(p[i + 3]))
    }
    let centre = pixel(frame.midX, frame.minY + 4)
    #expect(centre.0 > 200 && centre.1 < 80 && centre.2 < 80, "\(centre)")
    let margin = pixel(frame.minX + 0.5, frame.minY + 4)
    #expect(margin.0 > 200 && margin.1 > 200, "the margin is background: \(margin)")
  }

  @Test func anExportedSFSymbolReplacesTheStandIn() throws {
    struct Marks: View {
      var body: some View {
        HStack {
          Image(systemName: "bookmark.fill")
          Image(systemName: "bookmark").symbolVariant(.fill)
          Image(systemName: "heart.fill")
        }
      }
    }
    let laidOut = try laidOut(Marks(), try Self.renderer())
    // Only the heart, which the folder lacks, is a stand-in.
    #expect(laidOut.warnings.map(\.kind) == [.symbolStandIn], "\(laidOut.warnings)")
    #expect(laidOut.warnings.first?.message.contains("heart.fill") == true)
    let images = frames(laidOut.tree, "Image")
    #expect(images.count == 3)
    // Body text (17 pt): 70 units wide at ×0.17, for both bookmarks.
    #expect(images.prefix(2).allSatisfy { abs($0.width - 70 * 0.17) < 1e-6 }, "\(images)")
  }

  @Test func aSymbolSitsOnTheBaselineOfTheTextBesideIt() throws {
    struct Beside<Leading: View>: View {
      let leading: Leading
      var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          leading
          Text("Hg").font(.system(size: 30))
        }
      }
    }
    let renderer = try Self.renderer()
    // Where the baseline is in the text: a view without one stands on it with its bottom.
    let reference = try laidOut(Beside(leading: Color.red.frame(width: 10, height: 10)), renderer).tree
    let square = try #require(frames(reference, "Color").first)
    let referenceText = try #require(frames(reference, "Text").first)
    let baselineInText = square.maxY - referenceText.minY
    let tree = try laidOut(Beside(leading: Image("custom.tag").font(.system(size: 30))), renderer).tree
    let tag = try #require(frames(tree, "Image").first)
    let text = try #require(frames(tree, "Text").first)
    // The tag's foot hangs 20 units (6 pt at 30 pt) below the baseline.
    #expect(abs((tag.maxY - 6) - (text.minY + baselineInText)) < 1e-6, "\(tag) \(text)")
  }

  @Test func theSymbolFollowsTheWeightOfTheText() throws {
    struct Weighted: View {
      let weight: Font.Weight
      var body: some View { Image("custom.tag").font(.system(size: 40, weight: weight)) }
    }
    let renderer = try Self.renderer()
    func ink(_ weight: Font.Weight) throws -> Int {
      let image = try renderer.render(
        try renderer.archive(Weighted(weight: weight), request: request), request: request)
      var count = 0
      let p = image.canvas.pixels
      for i in stride(from: 0, to: p.count, by: 4) where p[i] < 128 { count += 1 }
      return count
    }
    // The notch deepens with the weight here, so heavier draws less ink; semibold is interpolated.
    let (light, regular, semibold, black) = (
      try ink(.ultraLight), try ink(.regular), try ink(.semibold), try ink(.black)
    )
    #expect(light > regular && regular > semibold && semibold > black, "\([light, regular, semibold, black])")
  }

  @Test func aTemplateThatIsNotOneIsAnErrorNamingTheFile() throws {
    let (assets, _) = try Self.folders()
    let file = assets.appendingPathComponent("custom.tag.symbolset/custom.tag.svg")
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: file)
    let renderer = WidgetRenderer(assets: [assets])
    #expect {
      _ = try renderer.render(Image("custom.tag"), family: .systemSmall)
    } throws: { error in
      "\(error)".contains(file.path) && "\(error)".contains("not a symbol template")
    }
  }

  @Test func symbolsLookRight() throws {
    struct Card: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 8) {
          Label("Tagged", image: "custom.tag").font(.headline)
          HStack(alignment: .firstTextBaseline, spacing: 4) {
            Image(systemName: "bookmark.fill").foregroundStyle(.orange)
            Text("Saved")
          }
          .font(.title2.weight(.black))
          HStack(alignment: .firstTextBaseline, spacing: 6) {
            ForEach([Font.Weight.ultraLight, .regular, .semibold, .black], id: \.self) { weight in
              Image("custom.tag").font(.system(size: 22, weight: weight))
            }
            Text("Hg").font(.system(size: 22))
          }
          .foregroundStyle(.blue)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
    expectGolden(
      Card(), named: "symbol-templates", GoldenOptions(family: .systemSmall), renderer: try Self.renderer())
  }
}
