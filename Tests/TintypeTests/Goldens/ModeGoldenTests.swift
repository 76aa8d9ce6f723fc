import BookClub
import Foundation
import Testing
import Tintype
import TintypeCore
import TintypeTesting
import TintypeUI
import TintypeViewRendering

/// Goldens of the rendering modes: the Book Club Reading Goals widget in full colour, in each
/// accented preset and in vibrant, light and dark; and the Lock Screen families, which the iPhone
/// shows only in the accented and vibrant modes. Accented and vibrant renders are composited over a plain
/// wallpaper colour so that a person can look at them; their transparency is tested on pixels.
@Suite struct ModeGoldenTests {
  static let renderer = WidgetRenderer(assets: [BookClubExamples.assetsDirectory])
  static let wallpaper = RGBAColor(0x1C, 0x27, 0x33)
  static let tint = RGBAColor(0xFF, 0x95, 0x00)

  static func readingGoals() async throws -> ViewArchive {
    let device = DeviceCatalog.standard.default
    let archives = try await BookClubExamples.archives { family in
      device.families[family].map { renderer.archiveEnvironment($0, device) } ?? ArchiveEnvironment()
    }
    return try #require(archives.first { $0.kind == "DailyReadingGoalWidget" })
  }

  func check(_ archive: ViewArchive, _ request: RenderRequest, named name: String) throws {
    let image = try Self.renderer.render(archive, request: request)
    let failure = GoldenFile(name: name, testFile: #filePath).verify(
      image, comparison: ImageComparison(precision: 1, perceptualPrecision: 1))
    if let failure { Issue.record(Comment(rawValue: failure)) }
  }

  /// The same render's layout and display list, pinned as text beside its image: a change that moves
  /// a view shows as the lines that moved.
  @Test(arguments: TextGoldenKind.allCases)
  func readingGoalsAsText(kind: TextGoldenKind) async throws {
    let text = try textForm(
      of: try await Self.readingGoals(), kind, request: RenderRequest(family: .systemMedium),
      renderer: Self.renderer)
    let failure = TextGoldenFile(name: "reading-goals-fullColor-light", kind: kind, testFile: #filePath)
      .verify(text)
    if let failure { Issue.record(Comment(rawValue: failure)) }
  }

  @Test(arguments: ColorScheme.allCases)
  func readingGoalsInFullColor(scheme: ColorScheme) async throws {
    try check(
      try await Self.readingGoals(), RenderRequest(family: .systemMedium, colorScheme: scheme),
      named: "reading-goals-fullColor-\(scheme.rawValue)")
  }

  @Test(arguments: AccentPreset.allCases, ColorScheme.allCases)
  func readingGoalsAccented(preset: AccentPreset, scheme: ColorScheme) async throws {
    let request = RenderRequest(
      family: .systemMedium, renderingMode: .accented, colorScheme: scheme, accentPreset: preset,
      tint: Self.tint, backdrop: Self.wallpaper)
    try check(
      try await Self.readingGoals(), request,
      named: "reading-goals-accented-\(preset.rawValue)-\(scheme.rawValue)")
  }

  @Test(arguments: ColorScheme.allCases)
  func readingGoalsVibrant(scheme: ColorScheme) async throws {
    let request = RenderRequest(
      family: .systemMedium, renderingMode: .vibrant, colorScheme: scheme, backdrop: Self.wallpaper)
    try check(try await Self.readingGoals(), request, named: "reading-goals-vibrant-\(scheme.rawValue)")
  }

  struct LockScreen: View {
    @Environment(\.widgetFamily) var family
    var body: some View {
      switch family {
      case .accessoryCircular:
        Gauge(value: 0.6) {
          Text("Pages")
        } currentValueLabel: {
          Text("12")
        }
        .gaugeStyle(.accessoryCircularCapacity)
      case .accessoryInline:
        Label("12 pages to go", systemImage: "book")
      default:
        ZStack {
          AccessoryWidgetBackground()
          VStack(alignment: .leading) {
            Text("Moby-Dick").font(.headline)
            ProgressView(value: 0.4)
          }
          .padding(8)
        }
      }
    }
  }

  @Test(
    arguments: [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline], ColorScheme.allCases
  )
  func lockScreenFamiliesInVibrant(family: WidgetFamily, scheme: ColorScheme) throws {
    let device = DeviceCatalog.standard.default
    let spec = try #require(device.families[family])
    let archive = ViewArchive(
      LockScreen(), family: family, environment: Self.renderer.archiveEnvironment(spec, device))
    let request = RenderRequest(
      family: family, renderingMode: .vibrant, colorScheme: scheme, backdrop: Self.wallpaper)
    try check(archive, request, named: "lockscreen-\(family.rawValue)-vibrant-\(scheme.rawValue)")
  }
}
