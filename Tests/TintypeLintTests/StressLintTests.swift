import BookClub
import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeUI
import TintypeViewRendering

@testable import TintypeLint

/// The stress axes: Dynamic Type sizes and Xcode's pseudolanguages, each render checked for fit.
@Suite struct StressLintTests {
  static let renderer = WidgetRenderer(assets: [BookClubExamples.assetsDirectory])
  static let linter = RenderLinter(renderer: renderer)

  /// Two short lines: they fit a small widget at Large, not at AX5, where the body is 53 pt.
  struct TwoLines: View {
    var limit: DynamicTypeSize?
    var body: some View {
      let content = VStack(alignment: .leading, spacing: 4) {
        Text("Reading").font(.headline).widgetAccentable()
        Text("Chapter twelve").font(.body)
        Text("Twelve pages left").font(.body)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .containerBackground(for: .widget) { Color(.systemBackground) }
      if let limit { content.dynamicTypeSize(...limit) } else { content }
    }
  }

  func fit(_ findings: [LintFinding]) -> [LintFinding] {
    findings.filter { LintRule.stressRules.contains($0.rule) }
  }

  @Test func aWidgetThatFitsAtLargeIsTruncatedAtAX5() throws {
    let archive = ViewArchive(TwoLines(), family: .systemSmall)
    let found = try Self.linter.findings(archive, stresses: [.none, TextStress(.accessibility5)])
    #expect(fit(found.filter { $0.render.stress.isNone }).isEmpty)
    let stressed = fit(found.filter { !$0.render.stress.isNone })
    #expect(stressed.contains { $0.rule == .textTruncated || $0.rule == .contentOverflow })
    #expect(stressed.allSatisfy { $0.render.stress.dynamicTypeSize == .accessibility5 })
    #expect(stressed.first?.render.description.hasSuffix(", at AX5") == true)
  }

  @Test func dynamicTypeSizeLimitsTheSizeAWidgetIsSetAt() throws {
    let limited = ViewArchive(TwoLines(limit: .large), family: .systemSmall)
    #expect(try Self.linter.findings(limited, stresses: [TextStress(.accessibility5)]).isEmpty)
    // Limited to Large, its AX5 render is its Large render, pixel for pixel; unlimited, it is not.
    var request = RenderRequest(family: .systemSmall)
    let atLarge = try Self.renderer.render(limited, request: request).canvas
    request.dynamicTypeSize = .accessibility5
    #expect(try Self.renderer.render(limited, request: request).canvas == atLarge)
    let open = ViewArchive(TwoLines(), family: .systemSmall)
    #expect(try Self.renderer.render(open, request: request).canvas != atLarge)
  }

  @Test func theLimitIsArchivedAndReadBack() throws {
    let archive = ViewArchive(TwoLines(limit: .xxLarge), family: .systemSmall)
    let json = JSONWriter.write(archive.archiveJSON)
    let text = String(decoding: json, as: UTF8.self).filter { !$0.isWhitespace }
    #expect(text.contains("\"dynamicTypeSize\":{\"maximum\":\"xxLarge\"}"), "\(text)")
    #expect(try ViewArchive(jsonData: json) == archive)
  }

  @Test func textStylesAreSetAtTheRequestedSize() throws {
    let archive = ViewArchive(TwoLines(), family: .systemSmall)
    func bodySizes(_ size: DynamicTypeSize) throws -> [Double] {
      var request = RenderRequest(family: .systemSmall)
      request.dynamicTypeSize = size
      let texts = LintTexts(try Self.renderer.layout(try Self.renderer.resolve(archive, request)).tree)
      return texts.all.filter { $0.string.hasPrefix("Chapter") }.map(\.pointSize)
    }
    #expect(try bodySizes(.large) == [17])
    #expect(try bodySizes(.xSmall) == [14])
    // At AX5 the body is 53 pt, unless the text had to shrink, which it cannot here.
    #expect(try bodySizes(.accessibility5) == [53])
  }

  @Test func doubleLengthTextIsTruncatedWhereTheWidgetsOwnFits() throws {
    struct OneLine: View {
      var body: some View {
        Text("Reading goal").font(.headline).lineLimit(1).widgetAccentable()
          .frame(maxWidth: .infinity, alignment: .leading)
          .containerBackground(for: .widget) { Color(.systemBackground) }
      }
    }
    let archive = ViewArchive(OneLine(), family: .systemSmall)
    let found = try Self.linter.findings(archive, stresses: [.none, TextStress(.large, .doubleLength)])
    #expect(found.filter { $0.render.stress.isNone }.isEmpty)
    let truncated = found.filter { $0.rule == .textTruncated }
    #expect(!truncated.isEmpty)
    #expect(truncated.allSatisfy { $0.render.stress.pseudoLanguage == .doubleLength })
  }

  @Test func aStressRenderIsCheckedOnlyForFit() throws {
    struct Faint: View {
      var body: some View {
        Text("Faint").foregroundStyle(Color(white: 0.8)).widgetAccentable()
          .containerBackground(for: .widget) { Color.white }
      }
    }
    let found = try Self.linter.findings(
      ViewArchive(Faint(), family: .systemSmall), stresses: [.none, TextStress(.accessibility2, .accented)])
    #expect(found.contains { $0.rule == .textContrast })
    #expect(found.filter { !$0.render.stress.isNone }.allSatisfy { LintRule.stressRules.contains($0.rule) })
  }
}

/// Xcode's pseudolanguages, in a view archived for them and in an archive already made.
@Suite struct PseudoLanguageTests {
  @Test func eachPseudolanguageChangesTextAsXcodeDoes() {
    #expect(PseudoLanguage.doubleLength.transform("Reading goal") == "Reading goal Reading goal")
    #expect(PseudoLanguage.accented.transform("Reading") == "Ŕéáđíñĝ")
    #expect(PseudoLanguage.bounded.transform("Goal") == "[# Goal #]")
    #expect(PseudoLanguage.rightToLeft.transform("Goal") == "Goal")
    // Text without a letter is not a word: left alone.
    #expect(PseudoLanguage.doubleLength.transform("12 / 30") == "12 / 30")
  }

  struct Mixed: View {
    var body: some View {
      VStack {
        Text("Goal")
        Text(verbatim: "Moby-Dick")
      }
      .containerBackground(for: .widget) { Color.white }
    }
  }

  func strings(_ archive: ViewArchive, _ request: RenderRequest) throws -> [String] {
    let renderer = WidgetRenderer()
    return LintTexts(try renderer.layout(try renderer.resolve(archive, request)).tree).all.map(\.string)
  }

  @Test func aViewArchivedInAPseudolanguageChangesOnlyItsLocalizedText() throws {
    var request = RenderRequest(family: .systemSmall)
    request.pseudoLanguage = .doubleLength
    let archive = try WidgetRenderer().archive(Mixed(), request: request)
    #expect(archive.pseudoLanguage == .doubleLength)
    // Localized once, and not again when rendered in the same pseudolanguage; the verbatim text stays.
    #expect(try strings(archive, request) == ["Goal Goal", "Moby-Dick"])
    // The archive says so in its JSON, and reads back the same.
    let json = JSONWriter.write(archive.archiveJSON)
    let text = String(decoding: json, as: UTF8.self).filter { !$0.isWhitespace }
    #expect(text.contains("\"pseudoLanguage\":\"doubleLength\""), "\(text)")
    #expect(try ViewArchive(jsonData: json) == archive)
  }

  @Test func anArchiveAlreadyMadeHasEveryTextChanged() throws {
    let archive = ViewArchive(Mixed(), family: .systemSmall)
    var request = RenderRequest(family: .systemSmall)
    request.pseudoLanguage = .bounded
    #expect(try strings(archive, request) == ["[# Goal #]", "[# Moby-Dick #]"])
    request.pseudoLanguage = nil
    #expect(try strings(archive, request) == ["Goal", "Moby-Dick"])
  }

  @Test func theRightToLeftPseudolanguageMirrorsTheLayout() throws {
    let archive = ViewArchive(
      Text("Goal").frame(maxWidth: .infinity, alignment: .leading), family: .systemSmall)
    var request = RenderRequest(family: .systemSmall)
    #expect(request.effectiveLayoutDirection == .leftToRight)
    request.pseudoLanguage = .rightToLeft
    #expect(request.effectiveLayoutDirection == .rightToLeft)
    let renderer = WidgetRenderer()
    let mirrored = LintTexts(try renderer.layout(try renderer.resolve(archive, request)).tree).all[0].frame
    request.pseudoLanguage = nil
    let plain = LintTexts(try renderer.layout(try renderer.resolve(archive, request)).tree).all[0].frame
    #expect(mirrored.x > plain.x)
  }
}
