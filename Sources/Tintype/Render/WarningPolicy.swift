import Foundation
import TintypeResolve
import TintypeScene

/// What a render's warnings mean for the run that made it: which kinds fail it (a golden test, the
/// previews tool), which are said, and which were acknowledged once and are only counted.
///
/// The standard policy fails a missing asset (an image or colour no catalog has: a typo in
/// `Image("droplets")` is drawn as magenta and would otherwise pass) and says everything else.
/// `--strict` fails every kind; `--allow KIND` acknowledges a kind that is known and accepted, such as
/// the SF Symbol stand-ins (`symbol-stand-in`), so that it stops being repeated.
public struct WarningPolicy: Hashable, Sendable, CustomStringConvertible {
  /// What a warning of some kind does.
  public enum Outcome: Sendable {
    /// It fails the run, naming the warning.
    case fails
    /// It is said, once per distinct message, and the run goes on.
    case reported
    /// It was acknowledged: counted in the summary line, not repeated.
    case acknowledged
  }

  /// The kinds that fail.
  public var failing: Set<RenderWarning.Kind>
  /// The kinds acknowledged: neither failing nor repeated, whatever `failing` says.
  public var acknowledged: Set<RenderWarning.Kind>

  /// A policy.
  public init(failing: Set<RenderWarning.Kind> = [.missingAsset], acknowledged: Set<RenderWarning.Kind> = [])
  {
    self.failing = failing
    self.acknowledged = acknowledged
  }

  /// A missing asset fails; everything else is said.
  public static let standard = WarningPolicy()

  /// Every kind fails.
  public static let strict = WarningPolicy(failing: Set(RenderWarning.Kind.allCases))

  /// What a warning of `kind` does.
  public func outcome(of kind: RenderWarning.Kind) -> Outcome {
    if acknowledged.contains(kind) { return .acknowledged }
    return failing.contains(kind) ? .fails : .reported
  }

  /// This policy with every kind failing, except the acknowledged ones.
  public var strictened: WarningPolicy {
    WarningPolicy(failing: Set(RenderWarning.Kind.allCases), acknowledged: acknowledged)
  }

  /// This policy with `kinds` acknowledged as well.
  public func allowing(_ kinds: some Sequence<RenderWarning.Kind>) -> WarningPolicy {
    WarningPolicy(failing: failing, acknowledged: acknowledged.union(kinds))
  }

  /// This policy as the environment changes it: `TINTYPE_STRICT=1` fails every kind and
  /// `TINTYPE_ALLOW=symbol-stand-in,truncated-text` acknowledges those kinds (the same words as
  /// `--strict` and `--allow`), so that a CI job can tighten or relax a suite without editing it.
  public func applying(environment: [String: String]) throws(WarningPolicyError) -> WarningPolicy {
    var policy = self
    if let strict = environment["TINTYPE_STRICT"], !["", "0", "false", "no"].contains(strict.lowercased()) {
      policy = policy.strictened
    }
    if let allow = environment["TINTYPE_ALLOW"] {
      policy = policy.allowing(
        try Self.kinds(allow.split(separator: ",").map(String.init), from: "TINTYPE_ALLOW"))
    }
    return policy
  }

  /// The kinds `names` name (`missing-asset`, `symbolStandIn`); `source` says where they were
  /// written, for the error.
  public static func kinds(_ names: [String], from source: String) throws(WarningPolicyError)
    -> [RenderWarning.Kind]
  {
    var kinds: [RenderWarning.Kind] = []
    for name in names.map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
      guard let kind = RenderWarning.Kind(name: name) else {
        throw WarningPolicyError(
          "\(source): no warning kind \"\(name)\"; the kinds are \(RenderWarning.Kind.allCases.map(\.name).joined(separator: ", "))"
        )
      }
      kinds.append(kind)
    }
    return kinds
  }

  /// "fails: missing-asset; acknowledged: symbol-stand-in".
  public var description: String {
    func names(_ kinds: Set<RenderWarning.Kind>) -> String {
      kinds.isEmpty
        ? "none" : RenderWarning.Kind.allCases.filter(kinds.contains).map(\.name).joined(separator: ", ")
    }
    return "fails: \(names(failing.subtracting(acknowledged))); acknowledged: \(names(acknowledged))"
  }
}

/// A warning kind that does not exist, named where it was written.
public struct WarningPolicyError: Error, CustomStringConvertible, Sendable {
  /// What is wrong and where.
  public var description: String

  init(_ description: String) { self.description = description }
}
