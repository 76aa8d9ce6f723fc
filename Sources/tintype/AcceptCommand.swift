import Foundation
import Tintype
import TintypeArchive
import TintypeBatch

/// `tintype accept APPROVALS.json [--dry-run]`: applies what a reviewer accepted in a verify report
/// (its "accept" boxes make the file): each accepted change's actual image is copied over its golden,
/// an accepted missing image's golden is removed. Nothing is written unless every approval still
/// holds — each actual image must have the bytes the report showed (its SHA-256), so a render made
/// after the review cannot slip in. When every change of the report was accepted and the actual images
/// came with a fingerprint (a gallery's), the goldens' `goldens.json` takes it.
struct AcceptCommand: Command {
  let name = "accept"
  let summary = "Copy the changes accepted in a verify report over their goldens"
  let positionalUsage = "APPROVALS.json"
  let positionalCount = 1...1
  let options = [
    OptionSpec(name: "dry-run", summary: "Say what would change, and change nothing")
  ]
  let discussion = """
    The approvals file comes from `tintype verify EXPECTED ACTUAL --report DIR`: open DIR/index.html,
    tick "accept" on the changes that are right, download approvals.json, and run
    `tintype accept approvals.json`.
    """

  /// One accepted change.
  struct Approval {
    var path: String
    var status: String
    var sha256: String?
  }

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let file = arguments.positionals[0]
    guard let data = FileManager.default.contents(atPath: file) else {
      throw UsageError("\(file): cannot read the file", command: self)
    }
    let root: JSONObjectReader
    let approvals: [Approval]
    let expected: URL
    let actual: URL
    var fingerprint: JSONValue?
    var unaccepted = 0
    do {
      root = try JSONReader(JSONParser.parse(data)).object()
      try root.only(["format", "version", "expected", "actual", "accept", "unaccepted", "fingerprint"])
      guard try root.required("format").string() == "tintype-approvals" else {
        throw ArchiveError(path: JSONPath.root.appending("format"), "expected \"tintype-approvals\"")
      }
      _ = try root.required("version").integer(min: 1, max: 1)
      expected = URL(fileURLWithPath: try root.required("expected").nonEmptyString())
      actual = URL(fileURLWithPath: try root.required("actual").nonEmptyString())
      unaccepted = try root.optional("unaccepted")?.integer(min: 0) ?? 0
      if let value = root.optional("fingerprint") {
        _ = try value.object()
        fingerprint = value.value
      }
      approvals = try root.required("accept").array { item in
        let object = try item.object()
        try object.only(["path", "status", "sha256"])
        let path = try object.required("path").nonEmptyString()
        // Paths stay inside the two folders: relative, no `..`, PNGs only.
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains(".."),
          path.lowercased().hasSuffix(".png")
        else {
          throw ArchiveError(
            path: object.path.appending("path"), "\(path): not a PNG path inside the compared folders")
        }
        let status = try object.required("status").string()
        guard ["changed", "extra", "missing"].contains(status) else {
          throw ArchiveError(
            path: object.path.appending("status"),
            "expected \"changed\", \"extra\" or \"missing\", got \"\(status)\"")
        }
        let sha = try object.optional("sha256")?.string()
        if status != "missing" && sha == nil {
          throw ArchiveError(path: object.path, "a \(status) image's approval needs its \"sha256\"")
        }
        return Approval(path: path, status: status, sha256: sha)
      }
    } catch var error as ArchiveError {
      error.file = file
      throw error
    }
    for folder in [expected, actual] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw UsageError("\(file): \(folder.path) is no folder (the report compared it; was it moved?)")
      }
    }

    // Every approval is checked before anything is written.
    var writes: [(url: URL, data: Data)] = []
    var removals: [URL] = []
    var problems: [String] = []
    for approval in approvals {
      let golden = expected.appendingPathComponent(approval.path)
      if approval.status == "missing" {
        if FileManager.default.fileExists(atPath: golden.path) { removals.append(golden) }
        continue
      }
      let source = actual.appendingPathComponent(approval.path)
      guard let bytes = FileManager.default.contents(atPath: source.path) else {
        problems.append("\(approval.path): no longer in \(actual.path)")
        continue
      }
      guard SHA256Digest(of: bytes).hex == approval.sha256 else {
        problems.append("\(approval.path): the actual image changed since the report was made; verify again")
        continue
      }
      writes.append((golden, bytes))
    }
    guard problems.isEmpty else {
      for problem in problems { Console.error("tintype: \(problem)") }
      Console.error(
        "tintype: nothing accepted: \(problems.count) of \(approvals.count) approvals no longer hold")
      return ExitStatus.failure
    }
    let fingerprintFile = expected.appendingPathComponent("goldens.json")
    let updatesFingerprint =
      fingerprint != nil && unaccepted == 0 && FileManager.default.fileExists(atPath: fingerprintFile.path)
    let dryRun = arguments.isSet("dry-run")
    for (url, bytes) in writes {
      if !dryRun { try AtomicFile.write(bytes, to: url, within: expected) }
      Console.write("\(dryRun ? "would update" : "updated") \(url.path)\n")
    }
    for url in removals {
      if !dryRun { try FileManager.default.removeItem(at: url) }
      Console.write("\(dryRun ? "would remove" : "removed") \(url.path)\n")
    }
    if updatesFingerprint, let fingerprint {
      if !dryRun {
        try AtomicFile.write(Data(JSONWriter.write(fingerprint)), to: fingerprintFile, within: expected)
      }
      Console.write(
        "\(dryRun ? "would update" : "updated") \(fingerprintFile.path) (the actual images' fingerprint)\n")
    } else if fingerprint != nil && unaccepted > 0
      && FileManager.default.fileExists(atPath: fingerprintFile.path)
    {
      Console.write("kept \(fingerprintFile.path): \(unaccepted) changes were not accepted\n")
    }
    Console.write(
      "\(dryRun ? "would accept" : "accepted") \(approvals.count) change\(approvals.count == 1 ? "" : "s")"
        + (unaccepted > 0 ? "; \(unaccepted) not accepted" : "") + "\n")
    return ExitStatus.success
  }
}
