import Foundation
import Testing
import TintypeUI

/// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`: the group's folder inside
/// `$TINTYPE_APP_GROUPS`, or `nil` as for a group the extension is not entitled to.
@Suite(.serialized) struct AppGroupContainerTests {
  @Test func aGroupsContainerIsItsFolderInTheVariablesFolderAndNilWithoutIt() throws {
    let variable = AppGroupContainers.variable
    let previous = ProcessInfo.processInfo.environment[variable]
    defer {
      if let previous { setenv(variable, previous, 1) } else { unsetenv(variable) }
    }
    unsetenv(variable)
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.a.b") == nil)
    setenv(variable, "/srv/groups", 1)
    let url = try #require(
      FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.a.b"))
    #expect(url.path == "/srv/groups/group.a.b")
    // An identifier that would leave the folder names no container.
    for hostile in ["", ".", "..", "../etc", "a/b"] {
      #expect(
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: hostile) == nil, "\(hostile)")
    }
  }
}
