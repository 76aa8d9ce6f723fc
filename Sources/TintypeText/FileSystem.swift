#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system questions font lookup asks, answered with POSIX calls so that this module
/// needs no Foundation.
enum FileSystem {
  /// Whether `path` names a directory (following symbolic links).
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether `path` names something this process may read.
  static func isReadable(_ path: String) -> Bool {
    access(path, R_OK) == 0
  }

  /// The value of environment variable `name`, or nil when unset or empty.
  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }

  /// `path` made absolute against the working folder.
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let cwd = String(cString: buffer)
    return (cwd.hasSuffix("/") ? cwd : cwd + "/") + path
  }

  /// The extension of the last component ("otf" for "a/Inter.otf"), or "".
  static func pathExtension(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// The regular files under `folder`, recursively, in sorted path order, at most `limit`.
  /// Symbolic links to folders are not followed, so a link cycle cannot trap the walk.
  static func files(under folder: String, limit: Int) -> [String] {
    var found: [String] = []
    func walk(_ directory: String, depth: Int) {
      guard depth < 16, found.count < limit, let handle = opendir(directory) else { return }
      var names: [String] = []
      while let entry = readdir(handle) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(handle)
      for name in names.sorted() {
        guard found.count < limit else { return }
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: walk(path, depth: depth + 1)
        case S_IFREG: found.append(path)
        case S_IFLNK:
          // A linked file is read; a linked folder is not walked.
          if !isDirectory(path), isReadable(path) { found.append(path) }
        default: break
        }
      }
    }
    walk(folder, depth: 0)
    return found
  }

  /// `path` without its last component: "/a/b/c.swift" → "/a/b"; "/a" → "/".
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
