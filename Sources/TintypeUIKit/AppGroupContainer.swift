import Foundation

/// Where the app groups' shared containers are when widget code renders off the device.
public enum AppGroupContainers {
  /// The variable naming the folder that stands in for the containers: it holds one folder per
  /// group identifier (`$TINTYPE_APP_GROUPS/group.com.example.app/`), where a user puts the files
  /// their widget's provider reads (a photo, a cached JSON).
  public static let variable = "TINTYPE_APP_GROUPS"
}

extension FileManager {
  /// The shared container of the app group `groupIdentifier`, as widget code asks for it (Foundation
  /// on Apple platforms): the group's folder inside `$TINTYPE_APP_GROUPS` (not made: a render writes
  /// nothing there). Without the variable it is `nil`, as it is on a device for a group the
  /// extension is not entitled to, so code that falls back on a missing container renders its
  /// fallback.
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    guard let root = ProcessInfo.processInfo.environment[AppGroupContainers.variable], !root.isEmpty,
      !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".",
      groupIdentifier != ".."
    else { return nil }
    return URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(
      groupIdentifier, isDirectory: true)
  }
}
