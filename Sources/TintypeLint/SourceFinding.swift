import Foundation
import TintypeArchive

extension LintRule {
  /// A closure action (`onTapGesture`, `Button(action:)`) in a widget: it does nothing.
  public static let closureAction = LintRule(
    id: "closure-action", severity: .error,
    reason: "A widget runs no closures: onTapGesture and Button(action:) silently do nothing",
    fix: "use Button(intent:) or Toggle(isOn:intent:) with an AppIntent, or Link / widgetURL to open the app")
  /// No view of the extension calls `containerBackground(for: .widget)`.
  public static let missingContainerBackground = LintRule(
    id: "missing-container-background", severity: .error,
    reason:
      "Without .containerBackground(for: .widget) the widget is blank in the gallery and the system cannot replace its background in StandBy, tinted modes or the Lock Screen",
    fix: "mark the widget's background with .containerBackground(for: .widget) { … } (iOS 17)")
  /// `AsyncImage` or `URLSession` in a view.
  public static let networkInView = LintRule(
    id: "network-in-view", severity: .warning,
    reason:
      "A widget's view is archived and drawn later: AsyncImage never loads and network calls never return in it",
    fix: "fetch and downsample in the timeline provider and put the data in the entry")
  /// `IntentConfiguration` / `IntentTimelineProvider` (SiriKit intents).
  public static let legacyIntent = LintRule(
    id: "legacy-intent", severity: .warning,
    reason: "IntentConfiguration and IntentTimelineProvider are the iOS 14–16 SiriKit path",
    fix:
      "use AppIntentConfiguration with a WidgetConfigurationIntent (keep the old path behind #available, migrate with CustomIntentMigratedAppIntent)"
  )
  /// `UserDefaults.standard` in the extension.
  public static let userDefaultsStandard = LintRule(
    id: "user-defaults-standard", severity: .warning,
    reason: "The extension is its own process: UserDefaults.standard is not the app's",
    fix: "share data through an App Group: UserDefaults(suiteName:) or a file in its container")
  /// A `PreviewProvider`.
  public static let previewProvider = LintRule(
    id: "preview-provider", severity: .note,
    reason: "PreviewProvider is the older preview form",
    fix: "migrate to #Preview(as:) { Widget() } timeline: { … }")
  /// Blocking or asynchronous work in `placeholder(in:)`.
  public static let blockingPlaceholder = LintRule(
    id: "blocking-placeholder", severity: .warning,
    reason: "placeholder(in:) must return stand-in data at once; WidgetKit shows it while the widget loads",
    fix: "return sample data synchronously; fetch in getSnapshot / getTimeline")

  /// Several families in `supportedFamilies` and no view that lays itself out by family or size.
  public static let familyNotDistinguished = LintRule(
    id: "family-not-distinguished", severity: .warning,
    reason:
      "A family you list but never lay out differently shows another family's layout scaled to fit, which looks broken",
    fix:
      "switch on @Environment(\\.widgetFamily) (or use ViewThatFits) to design each family, or list only the families you lay out"
  )

  /// Every rule the source lint checks (`Sources/TintypeSourceLint`), in the order reports list them.
  public static let sourceRules: [LintRule] = [
    .closureAction, .missingContainerBackground, .networkInView, .legacyIntent, .userDefaultsStandard,
    .previewProvider, .blockingPlaceholder, .familyNotDistinguished,
  ]

  /// Every rule, render rules first.
  public static let all = renderRules + sourceRules
}

/// A finding of the source rules: where in which Swift file.
public struct SourceFinding: Sendable, Hashable {
  /// The rule.
  public var rule: LintRule
  /// The file, as given.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int
  /// What was found.
  public var message: String

  /// A finding.
  public init(rule: LintRule, file: String, line: Int, column: Int, message: String) {
    self.rule = rule
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column`.
  public var location: String { "\(file):\(line):\(column)" }
}

/// The source rules, run by the `tintype-source-lint` tool (`Sources/TintypeSourceLint`, built against
/// the toolchain's swift-syntax by its `build.sh`, outside the package graph).
public enum SourceLinter {
  /// What went wrong running the tool.
  public struct Failure: Error, CustomStringConvertible {
    /// Why.
    public var description: String
  }

  /// The findings of `tool` on `paths` (Swift files or folders of them).
  public static func findings(tool: URL, paths: [String]) throws(Failure) -> [SourceFinding] {
    let process = Process()
    process.executableURL = tool
    process.arguments = paths
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run \(tool.path): \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: said.isEmpty
          ? "\(tool.lastPathComponent) failed" : said.trimmingCharacters(in: .newlines))
    }
    var findings: [SourceFinding] = []
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      guard let value = try? JSONParser.parse(Array(line.utf8)), case .object(let object) = value,
        case .string(let id)? = object["rule"], case .string(let file)? = object["file"],
        case .number(let row)? = object["line"], case .number(let column)? = object["column"],
        case .string(let message)? = object["message"]
      else {
        throw Failure(
          description: "\(tool.lastPathComponent) wrote a line that is no finding: \(line.prefix(200))")
      }
      guard let rule = LintRule.sourceRules.first(where: { $0.id == id }) else {
        throw Failure(description: "\(tool.lastPathComponent) reports a rule Tintype does not know: \(id)")
      }
      findings.append(
        SourceFinding(rule: rule, file: file, line: Int(row), column: Int(column), message: message))
    }
    return findings
  }
}
