/// The folder that holds the fonts Tintype renders with: the package's top-level `Fonts/`.
///
/// Fonts come from here, never from whatever the machine has installed, so that a render is the same
/// on every machine. The folder sits at the package root, not inside a target, because it is part of
/// the contract users see (and may replace): SwiftPM resources must live inside a target's folder, so
/// it cannot be a bundle resource and is found by path instead.
public struct FontDirectory: Hashable, Sendable {
  /// The environment variable that, when set, names the font folder and overrides the search.
  public static let environmentVariable = "TINTYPE_FONTS"

  /// Absolute or working-directory-relative path of the folder.
  public let path: String

  /// A font directory at a known path, for callers that keep fonts elsewhere.
  public init(path: String) {
    self.path = path
  }

  /// The path of a file inside this directory, such as `"Inter/Inter-Regular.otf"`.
  public func path(of relativePath: String) -> String {
    path.hasSuffix("/") ? path + relativePath : path + "/" + relativePath
  }

  /// Finds the font folder: `TINTYPE_FONTS` if set, otherwise the `Fonts/` beside the `Package.swift`
  /// of the checkout this file was compiled from.
  ///
  /// The walk starts from this source file's compile-time path, which works both in this repository
  /// and when Tintype is a dependency (its checkout under `.build/checkouts` has `Fonts/` too). A
  /// binary moved away from its sources has to set `TINTYPE_FONTS`.
  public static func locate() throws(FontError) -> FontDirectory {
    try locate(override: FileSystem.environment(environmentVariable), sourceFile: sourceFile)
  }

  /// `locate()` with its inputs spelled out, so that tests can pin them.
  static func locate(override: String?, sourceFile: String) throws(FontError) -> FontDirectory {
    if let override {
      // An explicit setting that is wrong is an error, not a reason to fall back silently.
      guard FileSystem.isDirectory(override) else { throw .fontDirectoryOverrideInvalid(path: override) }
      return FontDirectory(path: override)
    }
    var searched: [String] = []
    var folder = FileSystem.parent(of: sourceFile)
    while true {
      let candidate = folder == "/" ? "/Fonts" : folder + "/Fonts"
      searched.append(candidate)
      let manifest = folder == "/" ? "/Package.swift" : folder + "/Package.swift"
      if FileSystem.isDirectory(candidate) && FileSystem.isReadable(manifest) {
        return FontDirectory(path: candidate)
      }
      let up = FileSystem.parent(of: folder)
      guard up != folder else { break }
      folder = up
    }
    throw .fontDirectoryNotFound(searched: searched)
  }

  /// This file's path at compile time. Kept in a constant here because `#filePath` as a default
  /// argument would expand to the caller's file instead.
  private static let sourceFile = #filePath
}
