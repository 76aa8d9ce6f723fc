import BookClub
import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeCore
import TintypeLint
import TintypeUI

/// The render rules on widgets of our own: each fixture plants one problem, which the lint finds in
/// the renders it shows in; the clean widgets follow the review guide and have no finding in any
/// mode or scheme of their families.
@Suite struct RenderLintTests {
  static let linter = RenderLinter(renderer: WidgetRenderer(assets: [BookClubExamples.assetsDirectory]))

  func findings(
    _ view: some View, _ family: WidgetFamily = .systemSmall, stresses: [TextStress] = [.none]
  ) throws -> [LintFinding] {
    try Self.linter.findings(ViewArchive(view, family: family), stresses: stresses)
  }

  func rules(_ findings: [LintFinding]) -> Set<String> { Set(findings.map(\.rule.id)) }

  // MARK: Clean widgets

  /// A glanceable small widget: primary and secondary text in system styles, an accent-group
  /// headline, the system background, its text following Dynamic Type up to xxLarge (a small widget
  /// has no room for accessibility sizes: unlimited, its three lines overflow at AX5). (A first
  /// version had a white background, which the lint rightly failed: primary text turns white in the
  /// dark scheme.)
  struct CleanSmall: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        // One line each, shrinking rather than wrapping when a language runs long.
        Text("Reading").font(.headline).lineLimit(1).minimumScaleFactor(0.6).widgetAccentable()
        Text("42 pages").font(.title2.bold()).lineLimit(1).minimumScaleFactor(0.5)
        Text("Goal: 50").font(.caption).foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .dynamicTypeSize(...DynamicTypeSize.xxLarge)
      // The system background: light in the light scheme, dark in the dark one, as the text is.
      .containerBackground(for: .widget) { Color(.systemBackground) }
    }
  }

  /// A medium widget with a button whose label is a full-size tap target and a book cover made
  /// monochrome for the accented mode, its text following Dynamic Type up to xxLarge.
  struct CleanMedium: View {
    var body: some View {
      HStack(spacing: 12) {
        Image("moby-dick").resizable().widgetAccentedRenderingMode(.desaturated).frame(width: 60, height: 90)
        VStack(alignment: .leading, spacing: 6) {
          Text("Moby-Dick").font(.headline).widgetAccentable()
          Text("Chapter 12").font(.subheadline)
          Link(destination: URL(string: "bookclub://next")!) {
            Text("Next chapter").font(.callout.bold()).frame(minWidth: 120, minHeight: 44)
          }
        }
        Spacer(minLength: 0)
      }
      .dynamicTypeSize(...DynamicTypeSize.xxLarge)
      .containerBackground(for: .widget) { Color(.systemBackground) }
    }
  }

  @Test func cleanWidgetsHaveNoFindingInAnyModeOrScheme() throws {
    // Also at AX5 and in double-length text, as `tintype lint` reviews by default.
    let small = try findings(CleanSmall(), stresses: RenderLinter.defaultStresses)
    #expect(small.isEmpty, "\(small.map { "\($0.rule.id) \($0.path) \($0.render): \($0.message)" })")
    let medium = try findings(CleanMedium(), .systemMedium, stresses: RenderLinter.defaultStresses)
    #expect(medium.isEmpty, "\(medium.map { "\($0.rule.id) \($0.path) \($0.render): \($0.message)" })")
    // Both were linted in every mode and scheme their family shows.
    #expect(RenderLinter.renders(of: ViewArchive(CleanSmall(), family: .systemSmall)).count >= 6)
  }

  // MARK: One planted problem each

  @Test func lowContrastTextIsAnErrorWithItsRatio() throws {
    struct Faint: View {
      var body: some View {
        Text("Faint label").font(.body).foregroundStyle(Color(white: 0.75)).widgetAccentable()
          .containerBackground(for: .widget) { Color.white }
      }
    }
    let found = try findings(Faint()).filter { $0.rule == .textContrast }
    let light = try #require(found.first { $0.render.mode == .fullColor && $0.render.scheme == .light })
    // #BFBFBF on white is 1.8:1, far under 4.5:1.
    #expect(light.message.contains("1.8:1"), "\(light.message)")
    #expect(light.path == "entries[0].views.systemSmall")
    #expect(light.rule.severity == .error)
  }

  @Test func largeTextNeedsOnlyThreeToOne() throws {
    // #8A8A8A on white is 3.4:1: enough for 24 pt bold text, not for body text.
    struct Grey: View {
      let size: Double
      var body: some View {
        Text("42").font(.system(size: size, weight: .bold)).foregroundStyle(Color(white: 0.54))
          .widgetAccentable()
          .containerBackground(for: .widget) { Color.white }
      }
    }
    func fullColorLight(_ size: Double) throws -> [LintFinding] {
      try findings(Grey(size: size)).filter {
        $0.rule == .textContrast && $0.render.mode == .fullColor && $0.render.scheme == .light
      }
    }
    #expect(try fullColorLight(24).isEmpty)
    #expect(try fullColorLight(13).count == 1)
  }

  @Test func contrastIsMeasuredOnWhatIsBehindTheText() throws {
    // White text over a light image-like gradient: the container background is dark, but the text
    // stands on the light band.
    struct OnBand: View {
      var body: some View {
        Text("On the band").font(.body).foregroundStyle(.white).widgetAccentable()
          .padding(8).background(Color(red: 1, green: 0.95, blue: 0.7))
          .containerBackground(for: .widget) { Color.black }
      }
    }
    let found = try findings(OnBand()).filter { $0.rule == .textContrast && $0.render.mode == .fullColor }
    #expect(!found.isEmpty)
  }

  @Test func tinyTextIsReported() throws {
    struct Tiny: View {
      var body: some View {
        Text("Fine print").font(.system(size: 8)).widgetAccentable()
          .containerBackground(for: .widget) { Color.white }
      }
    }
    let found = try findings(Tiny()).filter { $0.rule == .textTooSmall }
    #expect(found.first?.message.contains("8 pt") == true)
  }

  @Test func truncatedTextIsReported() throws {
    struct Long: View {
      var body: some View {
        Text("A title far too long for a small widget to show on one line").lineLimit(1).widgetAccentable()
          .containerBackground(for: .widget) { Color.white }
      }
    }
    #expect(try rules(findings(Long())).contains("text-truncated"))
  }

  @Test func aSmallTapTargetIsReportedWithItsSize() throws {
    struct TinyLink: View {
      var body: some View {
        VStack {
          Text("Inbox").font(.headline).widgetAccentable()
          Link(destination: URL(string: "app://add")!) { Text("+").frame(width: 20, height: 20) }
        }
        .containerBackground(for: .widget) { Color.white }
      }
    }
    let found = try findings(TinyLink()).filter { $0.rule == .tapTargetSmall }
    #expect(found.first?.message.contains("20 × 20 pt") == true, "\(found.map(\.message))")
  }

  @Test func nothingInTheAccentGroupIsReportedInTheAccentedModeOnly() throws {
    struct Flat: View {
      var body: some View {
        Text("No accent").font(.headline).containerBackground(for: .widget) { Color.white }
      }
    }
    let found = try findings(Flat()).filter { $0.rule == .noAccentedContent }
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.render.mode == .accented })
  }

  @Test func aFullColourImageFlattenedInTheAccentedModeIsReported() throws {
    struct Cover: View {
      var body: some View {
        VStack {
          Text("Now reading").font(.headline).widgetAccentable()
          Image("moby-dick").resizable().frame(width: 40, height: 60)
        }
        .containerBackground(for: .widget) { Color.white }
      }
    }
    let found = try findings(Cover()).filter { $0.rule == .imageFlattened }
    #expect(found.first?.message.contains("moby-dick") == true)
    #expect(found.allSatisfy { $0.render.mode == .accented })
  }

  @Test func anImageDrawnLargerThanItsPixelsIsANote() throws {
    struct Big: View {
      var body: some View {
        Image("moby-dick").resizable().widgetAccentedRenderingMode(.fullColor).frame(width: 200, height: 300)
          .containerBackground(for: .widget) { Color.white }
      }
    }
    let found = try findings(Big(), .systemLarge).filter { $0.rule == .imageUpscaled }
    // 300 × 450 pixels over 600 × 900 at @3x.
    #expect(found.first?.message.contains("300 × 450") == true, "\(found.map(\.message))")
    #expect(found.first?.rule.severity == .note)
  }

  @Test func textPastTheContentMarginsIsReported() throws {
    struct Crowded: View {
      var body: some View {
        Text("Edge to edge").font(.headline).widgetAccentable()
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.leading, -14)
          .containerBackground(for: .widget) { Color(.systemBackground) }
      }
    }
    let found = try findings(Crowded()).filter { $0.rule == .outsideMargins }
    #expect(
      found.first?.message.contains("14 pt past the content margins") == true, "\(found.map(\.message))")
    #expect(found.first?.path == "entries[0].views.systemSmall")
  }
}
