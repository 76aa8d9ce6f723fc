import Foundation
import Tintype

/// A text form of a render that a golden can pin without pixels, so that a change shows in review
/// as a diff of lines: the layout tree's records (what `tintype layout` prints) or the display list
/// (what is drawn, in order, with accent groups and layers).
public enum TextGoldenKind: String, Sendable, CaseIterable {
  /// The layout records as pretty JSON: each view's path, type and frame in points.
  case layout
  /// The display-list dump: draw ops and layers in points.
  case displayList

  /// The golden's file ending: `name.layout.json`, `name.displaylist.txt`.
  public var fileExtension: String {
    switch self {
    case .layout: return "layout.json"
    case .displayList: return "displaylist.txt"
    }
  }
}

/// Compares a render's text form with a reference file in `Goldens/`, with the image goldens' record
/// modes; when they differ it says the first line that does and leaves the actual text beside the
/// expected one for a diff tool.
public struct TextGoldenFile: Sendable {
  /// The golden's path.
  public let url: URL
  /// Where the expected and actual texts go when they differ.
  public let failuresFolder: URL
  /// Which text form.
  public let kind: TextGoldenKind

  /// The golden `name.<kind's ending>` in `folder`; failure files go to `failures/name/`.
  public init(name: String, kind: TextGoldenKind, folder: URL, failures: URL) {
    url = folder.appendingPathComponent(name + "." + kind.fileExtension)
    failuresFolder = failures.appendingPathComponent(name)
    self.kind = kind
  }

  /// The golden in the package's `Goldens/` folder (see `GoldenFile.init(name:testFile:)`).
  public init(name: String, kind: TextGoldenKind, testFile: String) {
    let (folder, failures) = GoldenFile.folders(testFile: testFile)
    self.init(name: name, kind: kind, folder: folder, failures: failures)
  }

  /// Checks `text` against the golden; returns `nil` when they are the same, else why not.
  public func verify(_ text: String, record: GoldenFile.RecordMode = .fromEnvironment) -> String? {
    do {
      let exists = FileManager.default.fileExists(atPath: url.path)
      if let refusal = record.refusal(exists: exists, at: url) { return refusal }
      if record == .all || !exists {
        try AtomicFile.write(Data(text.utf8), to: url)
        return (exists ? "re-recorded" : "recorded a new golden at")
          + " \(url.path); read it, then run the test again"
      }
      let expected = try String(contentsOf: url, encoding: .utf8)
      if expected == text {
        try? FileManager.default.removeItem(at: failuresFolder)
        return nil
      }
      let difference = Self.firstDifference(expected: expected, actual: text)
      if record == .failed {
        try AtomicFile.write(Data(text.utf8), to: url)
        return
          "\(kind.rawValue) differed from \(url.lastPathComponent) (\(difference)); re-recorded it: read it, then run the test again"
      }
      let expectedCopy = failuresFolder.appendingPathComponent("expected." + kind.fileExtension)
      let actual = failuresFolder.appendingPathComponent("actual." + kind.fileExtension)
      try AtomicFile.write(Data(expected.utf8), to: expectedCopy)
      try AtomicFile.write(Data(text.utf8), to: actual)
      return "\(kind.rawValue) differs from \(url.lastPathComponent): \(difference)"
        + "; diff \(expectedCopy.path) \(actual.path); to accept the change, run again with TINTYPE_RECORD=failed"
    } catch {
      return "golden \(url.path): \(error)"
    }
  }

  /// The first line where the texts part, as "line 12: expected `…`, actual `…`".
  static func firstDifference(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? "`\(old[index])`" : "nothing (the golden ends)"
      let after = index < new.count ? "`\(new[index])`" : "nothing (the render ends)"
      if before != after { return "line \(index + 1): expected \(before), actual \(after)" }
    }
    return "the texts differ"
  }
}
