import Testing
import TintypeUI

// Widget views written with state wrappers and life-cycle hooks compile as they do on iOS and are
// archived with their initial values: a widget is rendered, never run.

private final class StateStepModel: ObservableObject {
  @Published var steps = 4_200
  @Published var goal = 10_000
}

private struct StateStepsView: View {
  @State private var expanded = false
  @State private var label: String? = nil
  @StateObject private var model = StateStepModel()
  @ObservedObject var shared: StateStepModel
  @AppStorage("units") private var units = "steps"
  @AppStorage("nickname") private var nickname: String?

  var body: some View {
    VStack {
      Text("\(model.steps) \(units)")
      Text(expanded ? "expanded" : "compact")
      Text(nickname ?? "no nickname")
      Toggle("More", isOn: $expanded)
      Text("\(shared.goal)")
    }
    .onAppear { expanded = true }
    .task { await Task.yield() }
    .onChange(of: model.steps) { newValue in _ = newValue }
    .onChange(of: units) { old, new in _ = (old, new) }
    .environmentObject(model)
  }
}

@Test func stateWrappersHoldTheirInitialValues() throws {
  let archive = ViewArchive(StateStepsView(shared: StateStepModel()), family: .systemSmall)
  let texts = try #require(archive.entries.first?.views[.systemSmall]).verbatimTexts
  // onAppear is not run, so `expanded` stays false; AppStorage gives the code's default.
  #expect(texts.contains("4200 steps") || texts.contains("4,200 steps"))
  #expect(texts.contains("compact"))
  #expect(texts.contains("no nickname"))
  #expect(texts.contains("10000") || texts.contains("10,000"))
}

private struct AdaptiveLabel: View {
  @Environment(\.dynamicTypeSize) var typeSize
  @Environment(\.sizeCategory) var category
  @Environment(\.font) var font
  @Environment(\.showsWidgetLabel) var showsLabel
  @Environment(\.redactionReasons) var redaction

  var body: some View {
    VStack {
      Text(typeSize.isAccessibilitySize ? "large type" : "regular type")
      Text(category < .extraLarge ? "fits" : "tight")
      Text(font == nil ? "default font" : "custom font")
      Text(showsLabel ? "label" : "no label")
      Text(redaction.contains(.privacy) ? "private" : "public")
    }
    .dynamicTypeSize(...DynamicTypeSize.xxLarge)
  }
}

@Test func environmentValuesWidgetCodeReadsHaveTheirRenderDefaults() throws {
  let archive = ViewArchive(AdaptiveLabel(), family: .accessoryCircular)
  let texts = try #require(archive.entries.first?.views[.accessoryCircular]).verbatimTexts
  #expect(texts == ["regular type", "fits", "default font", "no label", "public"])
}

private struct CoverFromUIKit: View {
  var body: some View {
    VStack {
      if let cover = UIImage(named: "atomic-habits") {
        Image(uiImage: cover).resizable()
      }
      Image(uiImage: UIImage(systemName: "star.fill")!.withRenderingMode(.alwaysTemplate))
    }
  }
}

@Test func uiImagesAreArchivedAsTheirAssetOrSymbol() throws {
  let archive = ViewArchive(CoverFromUIKit(), family: .systemSmall)
  let root = try #require(archive.entries.first?.views[.systemSmall])
  #expect(root.images(named: "atomic-habits").count == 1)
  let json = String(decoding: archive.jsonData(), as: UTF8.self)
  #expect(json.contains("star.fill"))
}

private struct UIKitSizedText: View {
  var body: some View {
    VStack {
      Text("Scaled").font(
        Font(
          UIFont.systemFont(
            ofSize: UIFontMetrics(forTextStyle: .body).scaledValue(for: 14), weight: .semibold)))
      Text("Preferred").font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
    }
  }
}

@Test func uiFontsBecomeTheirSwiftUIFonts() throws {
  let archive = ViewArchive(UIKitSizedText(), family: .systemSmall)
  let json = String(decoding: archive.jsonData(), as: UTF8.self)
  // At the default content size a metric scales nothing: 14 pt semibold, and the caption style.
  #expect(json.contains("\"size\" : 14") || json.contains("\"size\": 14"), "\(json)")
  #expect(json.contains("semibold"))
  #expect(json.contains("caption"))
}
