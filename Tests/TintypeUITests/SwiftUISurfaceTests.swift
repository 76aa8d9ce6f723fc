import Foundation
import Testing

@testable import TintypeUI

/// The parts of SwiftUI real widget code reaches for beyond the primitives: each archived as its
/// meaning in a widget (a lazy stack is a stack, an `AsyncImage` its placeholder), or, where SwiftUI
/// itself draws nothing different in a widget (taps, publishers, preferences), leaving the archive
/// as it was.
@Suite struct SwiftUISurfaceTests {
  func root(_ view: some View) throws -> ViewNode {
    try #require(ViewArchive(view, family: .systemSmall).entries.first?.views[.systemSmall])
  }

  @Test func lazyStacksAndSectionsLayOutAsStacks() throws {
    let node = try root(
      LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
        Section {
          Text("Chapter 1")
        } header: {
          Text("Moby-Dick")
        } footer: {
          Text("135 chapters")
        }
      })
    guard case .vStack(let alignment, let spacing, let children) = node.content else {
      Issue.record("expected a VStack, got \(node.content.typeName)")
      return
    }
    #expect(alignment == .leading && spacing == 4)
    #expect(
      children.map { if case .text(.verbatim(let text)) = $0.content { text } else { "" } } == [
        "Moby-Dick", "Chapter 1", "135 chapters",
      ])
    let row = try root(LazyHStack(spacing: 2) { Text("a") })
    guard case .hStack(_, 2, _) = row.content else {
      Issue.record("expected an HStack")
      return
    }
  }

  /// A widget never loads an `AsyncImage`: it draws its placeholder.
  @Test func anAsyncImageDrawsItsPlaceholder() throws {
    let url = URL(string: "https://example.com/cover.png")
    let plain = try root(AsyncImage(url: url))
    guard case .color = plain.content else {
      Issue.record("expected the default placeholder fill, got \(plain.content.typeName)")
      return
    }
    let placeholder = try root(
      AsyncImage(url: url) {
        $0.resizable()
      } placeholder: {
        Text("Loading")
      })
    #expect(placeholder.content == .text(.verbatim("Loading")))
    let phased = try root(
      AsyncImage(url: url) { phase in
        if let image = phase.image { image } else { Text("Empty") }
      })
    #expect(phased.content == .text(.verbatim("Empty")))
  }

  /// Taps, publishers and preferences change nothing a widget draws.
  @Test func tapsPublishersAndPreferencesLeaveTheArchiveAlone() throws {
    struct Height: PreferenceKey {
      static let defaultValue: Double = 0
      static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
    }
    let plain = try root(Text("12 pages").padding())
    let busy = try root(
      Text("12 pages").padding()
        .onTapGesture {}
        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }
        .onReceive(NotificationCenter.default.publisher(for: .init("Refresh"))) { _ in }
        .preference(key: Height.self, value: 20)
        .onPreferenceChange(Height.self) { _ in }
        .accessibility(label: Text("Twelve pages")))
    #expect(busy == plain)
  }

  /// `Image.symbolRenderingMode` returns an image, so `.resizable()` can follow; a stroke's outline
  /// takes a fill (iOS 17).
  @Test func imageAndShapeMethodsChain() throws {
    let image = try root(Image(systemName: "book.fill").symbolRenderingMode(.hierarchical).resizable())
    #expect(image.modifiers == [.symbolRenderingMode(.hierarchical)])
    let ring = try root(Circle().stroke(lineWidth: 4).fill(Color.red))
    guard case .shape(_, .stroke(let style, let stroke)) = ring.content else {
      Issue.record("expected a stroked shape")
      return
    }
    #expect(style == .color(.system(.red, opacity: 1)) && stroke.lineWidth == 4)
  }
}

/// A helper written in `extension WidgetConfiguration`, as apps write one for the iOS 17 margins.
extension WidgetConfiguration {
  func contentMarginsDisabledIfAvailable() -> some WidgetConfiguration {
    if #available(iOSApplicationExtension 17.0, *) {
      return contentMarginsDisabled()
    } else {
      return self
    }
  }
}

extension SwiftUISurfaceTests {
  struct Entry: TimelineEntry {
    let date: Date
  }

  struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
      completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
      completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
  }

  struct MarginlessWidget: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "Marginless", provider: Provider()) { _ in Text("Edge to edge") }
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabledIfAvailable()
    }
  }

  @Test func configurationHelpersInAWidgetConfigurationExtensionApply() throws {
    let definitions = MarginlessWidget().body.definitions
    #expect(definitions.count == 1 && definitions[0].contentMarginsDisabled)
    let label = try root(Text("3").widgetLabel(String("Pages")))
    guard case .widgetLabel(let node) = label.modifiers.first else {
      Issue.record("expected a widget label")
      return
    }
    #expect(node.content == .text(.verbatim("Pages")))
  }
}

extension SwiftUISurfaceTests {
  /// A ring drawn by a style of one's own, as Apple's Food Truck sample draws its gauges.
  struct RingGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      ZStack {
        Circle().trim(from: 0, to: configuration.value).stroke(Color.orange, lineWidth: 6)
        configuration.currentValueLabel
      }
    }
  }

  /// A gauge in a style of your own is what the style's body draws; SwiftUI's styles stay archived
  /// gauges for the renderer.
  @Test func aGaugeStyleOfYourOwnIsWhatItsBodyDraws() throws {
    let custom = try root(
      Gauge(value: 30, in: 0...120) {
        Text("Pages")
      } currentValueLabel: {
        Text("30")
      }
      .gaugeStyle(RingGaugeStyle()))
    guard case .zStack(_, let children) = custom.content else {
      Issue.record("expected the style's ZStack, got \(custom.content.typeName)")
      return
    }
    guard case .shape(let shape, _) = children[0].content else {
      Issue.record("expected the ring")
      return
    }
    #expect(shape.modifiers.contains(.trim(from: 0, to: 0.25)))
    #expect(children[1].content == .text(.verbatim("30")))
    let builtIn = try root(Gauge(value: 0.5) { Text("Pages") }.gaugeStyle(.accessoryCircular))
    #expect(builtIn.modifiers.contains(.gaugeStyle(.accessoryCircular)))
  }
}

extension SwiftUISurfaceTests {
  /// A bar drawn by a progress view style of one's own.
  struct BarProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack(spacing: 4) {
        Capsule().frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 6)
        configuration.label
      }
    }
  }

  @Test func aProgressViewStyleOfYourOwnIsWhatItsBodyDraws() throws {
    let custom = try root(
      ProgressView(value: 3, total: 12) { Text("Chapter 3") }.progressViewStyle(BarProgressStyle()))
    guard case .hStack(_, _, let children) = custom.content else {
      Issue.record("expected the style's HStack, got \(custom.content.typeName)")
      return
    }
    #expect(children[0].modifiers.contains(.frame(.fixed(width: 25, height: 6, alignment: .center))))
    #expect(children[1].content == .text(.verbatim("Chapter 3")))
    let builtIn = try root(ProgressView(value: 0.5).progressViewStyle(.linear))
    guard case .progressView = builtIn.content else {
      Issue.record("expected an archived progress view")
      return
    }
  }
}

extension SwiftUISurfaceTests {
  struct TitleAboveIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.title
        configuration.icon
      }
    }
  }

  struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.padding(6).background(Capsule().fill(Color.blue))
    }
  }

  struct MarkReadIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark read"
    func perform() async throws -> some IntentResult { .result() }
  }

  /// A label or button style of one's own draws the control; a styled button keeps its action.
  @Test func labelAndButtonStylesOfYourOwnDrawTheControl() throws {
    let label = try root(Label("Chapter 4", systemImage: "book").labelStyle(TitleAboveIconStyle()))
    guard case .vStack(_, _, let parts) = label.content else {
      Issue.record("expected the style's VStack, got \(label.content.typeName)")
      return
    }
    #expect(parts.first?.content == .text(.verbatim("Chapter 4")))
    let button = try root(Button(intent: MarkReadIntent()) { Text("Read") }.buttonStyle(CapsuleButtonStyle()))
    guard case .button(let value) = button.content else {
      Issue.record("expected a button, got \(button.content.typeName)")
      return
    }
    #expect(value.intent != nil && button.modifiers.contains(.buttonStyle(.plain)))
    #expect(value.label.content == .text(.verbatim("Read")))
    #expect(value.label.modifiers.contains { if case .background = $0 { true } else { false } })
  }
}

extension SwiftUISurfaceTests {
  struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
        configuration.label
      }
    }
  }

  /// A toggle style of one's own draws the toggle from whether it is on; the toggle's intent stays
  /// its tap target.
  @Test func aToggleStyleOfYourOwnDrawsTheToggle() throws {
    let toggle = try root(
      Toggle(isOn: true, intent: MarkReadIntent()) { Text("Read") }.toggleStyle(CheckboxToggleStyle()))
    guard case .button(let value) = toggle.content, case .hStack(_, _, let parts) = value.label.content else {
      Issue.record("expected the style's row in a button, got \(toggle.content.typeName)")
      return
    }
    #expect(value.intent != nil)
    #expect(parts.first?.content == .image(ImageValue(source: .system("checkmark.square.fill"))))
  }
}

extension SwiftUISurfaceTests {
  /// `UIColor.cgColor` resolves for the current traits, and Core Graphics colours come back into
  /// SwiftUI and UIKit; `UIView.ContentMode` maps as widget code maps it.
  @Test func coreGraphicsColoursAndContentModesRoundTrip() throws {
    let cg = UIColor.systemRed.cgColor
    let components = try #require(cg.components)
    #expect(components.count == 4 && components[0] > 0.9 && cg.alpha == 1)
    let color = try root(Color(cgColor: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).cgColor))
    #expect(color.content == .color(.rgb(red: 0.2, green: 0.4, blue: 0.6, opacity: 1, space: .sRGB)))
    func swiftUIMode(_ mode: UIView.ContentMode) -> ContentMode { mode == .scaleAspectFill ? .fill : .fit }
    #expect(swiftUIMode(.scaleAspectFill) == .fill)
  }
}

extension SwiftUISurfaceTests {
  /// A provider that fetches its data compiles: `URLSession` comes with the DSL on Linux too (in
  /// FoundationNetworking there). A render never runs it.
  @Test func aProviderThatFetchesCompiles() {
    let session: URLSession = .shared
    #expect(session === URLSession.shared)
  }
}
