import TintypeCore

/// Fonts found by name in folders: what `Font.custom(_:size:)` names, from the package's `Fonts/`,
/// an app's asset folders and the folders or files a user gives (`--fonts`, `WidgetRenderer(fonts:)`,
/// an app's `UIAppFonts` files).
///
/// Every `.ttf`, `.otf`, `.ttc` and `.otc` file under the folders (or named itself) is read once, for each face's
/// PostScript name (`Inter-SemiBold`), family (`Inter`) and style. A name matches a PostScript name
/// first, then a family, whose face nearest the requested weight and slant is chosen, as Core Text
/// matches `UIFont(name:size:)`. Matching ignores case. Files are visited in sorted path order, so
/// the same folders give the same faces on every machine; a name in two files takes the first.
public final class FontLibrary: @unchecked Sendable {
  /// One face of a font file.
  public struct Face: Hashable, Sendable {
    /// The file (an absolute path) and index.
    public var id: FaceID
    /// The family name (`Inter`).
    public var family: String
    /// The style name (`SemiBold Italic`).
    public var style: String
    /// The PostScript name (`Inter-SemiBoldItalic`).
    public var postScriptName: String
    /// The OS/2 weight class.
    public var weight: Int
    /// Whether the face is italic.
    public var italic: Bool
  }

  /// The most font files read from the folders: a folder of a whole font collection is fine, a
  /// home directory by mistake is not walked to its end.
  public static let maximumFileCount = 4_000

  /// The folders searched, as given.
  public let folders: [String]
  private let lock = Lock()
  private var scanned: [Face]?

  /// A library over the fonts under `folders` (absolute paths, or relative to the working folder).
  /// The folders are read on the first look-up, so that renders that name no custom font pay
  /// nothing for them.
  public init(folders: [String]) {
    self.folders = folders
  }

  /// A library of the given faces (for tests of matching).
  init(faces: [Face]) {
    folders = []
    scanned = faces
  }

  /// Apple's system fonts, when a folder given holds them (licensed from Apple's developer site; they
  /// may not be redistributed): SF Pro (Text below 20 pt, Display from 20 pt, or the variable SF Pro),
  /// SF Pro Rounded, New York and SF Mono, by design. With them text is set as on a device, and the
  /// stand-ins' width model is not applied (`isSystemFont`).
  public func systemFace(design: FontSpec.Design, weight: Int, italic: Bool, size: Double) -> FaceID? {
    let families: [String]
    switch design {
    case .default: families = size < 20 ? ["SF Pro Text", "SF Pro"] : ["SF Pro Display", "SF Pro"]
    case .rounded: families = ["SF Pro Rounded"]
    case .serif: families = ["New York", "New York Small", "New York Medium"]
    case .monospaced: families = ["SF Mono"]
    }
    for family in families {
      if let face = face(named: family, weight: weight, italic: italic) { return face }
    }
    return nil
  }

  /// Every face found, in file order.
  public var faces: [Face] {
    lock.withLock {
      if let scanned { return scanned }
      let found = Self.scan(folders)
      scanned = found
      return found
    }
  }

  private static func scan(_ folders: [String]) -> [Face] {
    let library = try? FreeTypeLibrary.shared.get()
    return fontFiles(in: folders).flatMap { (try? library?.faceRecords(path: $0)) ?? [] }
  }

  /// The font files a library over `folders` reads: every `.ttf`, `.otf`, `.ttc` and `.otc` under a
  /// folder (among at most `maximumFileCount` files walked), and a font file named on its own. What
  /// must be watched for a library to be current (a renderer's cache of text systems, a batch's key).
  public static func fontFiles(in folders: [String]) -> [String] {
    var files: [String] = []
    for folder in folders {
      let root = FileSystem.absolute(folder)
      // A font file named on its own (an app's `UIAppFonts` list) is read as it is.
      if !FileSystem.isDirectory(root) {
        if FileSystem.isReadable(root) { files.append(root) }
        continue
      }
      files += FileSystem.files(under: root, limit: Self.maximumFileCount - files.count).filter {
        ["ttf", "otf", "ttc", "otc"].contains(FileSystem.pathExtension($0).lowercased())
      }
    }
    return files
  }

  /// An empty library.
  public static let empty = FontLibrary(folders: [])

  /// The face `name` names, nearest `weight` and `italic` within a family; `nil` when no face has
  /// that PostScript or family name.
  public func face(named name: String, weight: Int, italic: Bool) -> FaceID? {
    let wanted = name.lowercased()
    let faces = self.faces
    if let exact = faces.first(where: { $0.postScriptName.lowercased() == wanted }) { return exact.id }
    let family = faces.filter { $0.family.lowercased() == wanted }
    return family.min { lhs, rhs in
      (lhs.italic != italic ? 1000 : 0) + abs(lhs.weight - weight)
        < (rhs.italic != italic ? 1000 : 0) + abs(rhs.weight - weight)
    }?.id
  }
}
