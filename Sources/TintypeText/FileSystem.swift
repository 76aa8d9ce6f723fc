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

  /// `path` without its last component: "/a/b/c.swift" → "/a/b"; "/a" → "/".
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
