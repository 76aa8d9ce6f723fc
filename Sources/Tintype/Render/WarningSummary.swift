import TintypeResolve
import TintypeScene

/// The warnings of many renders, said once: one entry per distinct message (with where it first
/// occurred and in how many renders), sorted by what the policy makes of it, and one summary line
/// with a count per kind. So a missing symbol in forty renders is one line, and a kind that was
/// acknowledged is a number, not a screenful.
public struct WarningSummary: Sendable {
  /// One distinct warning.
  public struct Entry: Sendable, CustomStringConvertible {
    /// Its kind.
    public var kind: RenderWarning.Kind
    /// What it says.
    public var message: String
    /// The render it first occurred in (a file name, `Badge/systemSmall-fullColor-light-0`).
    public var subject: String
    /// In how many renders it occurred.
    public var renders: Int
    /// The first renders it occurred in, up to `WarningSummary.namedSubjects` (the first is `subject`).
    public var subjects: [String]

    /// "Badge/systemSmall-…: Image at …: no image "droplets" … (and 11 more renders)".
    public var description: String {
      "\(subject): \(message)" + (renders > 1 ? " (and \(renders - 1) more renders)" : "")
    }
  }

  /// How many of the renders a warning occurred in each entry names.
  public static let namedSubjects = 3

  /// The policy the warnings are judged by.
  public let policy: WarningPolicy
  private var entries: [String: Entry] = [:]
  private var order: [String] = []
  private var counts: [RenderWarning.Kind: Int] = [:]

  /// An empty summary.
  public init(policy: WarningPolicy) { self.policy = policy }

  /// Adds the warnings of one render (a problem said twice in it counts once).
  public mutating func add(_ warnings: [RenderWarning], in subject: String) {
    var seen: Set<String> = []
    for warning in warnings {
      // One problem, one entry: the same missing image in every entry of a timeline differs only in
      // the view's path, which the message repeats.
      let key =
        "\(warning.kind.rawValue) " + warning.message.replacingOccurrences(of: warning.path, with: "…")
      guard seen.insert(key).inserted else { continue }
      counts[warning.kind, default: 0] += 1
      if entries[key] == nil {
        order.append(key)
        entries[key] = Entry(
          kind: warning.kind, message: warning.message, subject: subject, renders: 0, subjects: [])
      }
      entries[key]!.renders += 1
      if entries[key]!.subjects.count < WarningSummary.namedSubjects {
        entries[key]!.subjects.append(subject)
      }
    }
  }

  /// The distinct warnings that fail, in the order they first occurred.
  public var failures: [Entry] { entries(.fails) }

  /// The distinct warnings that are said without failing.
  public var reported: [Entry] { entries(.reported) }

  /// Whether any warning fails.
  public var failed: Bool { counts.keys.contains { policy.outcome(of: $0) == .fails } }

  /// Whether there was no warning at all.
  public var isEmpty: Bool { counts.isEmpty }

  private func entries(_ outcome: WarningPolicy.Outcome) -> [Entry] {
    order.compactMap { entries[$0] }.filter { policy.outcome(of: $0.kind) == outcome }
  }

  /// "no warnings", or "warnings: 1 missing asset (fails), 2 truncated texts; acknowledged:
  /// 240 symbol stand-ins", counting renders.
  public var line: String {
    if counts.isEmpty { return "no warnings" }
    var said: [String] = []
    var acknowledged: [String] = []
    for kind in RenderWarning.Kind.allCases {
      guard let count = counts[kind] else { continue }
      switch policy.outcome(of: kind) {
      case .fails: said.append(kind.counted(count) + " (fails)")
      case .reported: said.append(kind.counted(count))
      case .acknowledged: acknowledged.append(kind.counted(count))
      }
    }
    var parts: [String] = []
    if !said.isEmpty { parts.append("warnings: " + said.joined(separator: ", ")) }
    if !acknowledged.isEmpty { parts.append("acknowledged: " + acknowledged.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
  }
}
