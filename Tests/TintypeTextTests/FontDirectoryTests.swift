import Testing

@testable import TintypeText

@Test func findsThePackageFontsFolderFromTheSourceTree() throws {
  let directory = try FontDirectory.locate(override: nil, sourceFile: #filePath)
  #expect(directory.path.hasSuffix("/Fonts"))
  #expect(FileSystem.isReadable(directory.path(of: "Inter/LICENSE.txt")))
}

@Test func theOverrideWinsWhenItIsADirectory() throws {
  let tests = FileSystem.parent(of: #filePath)
  #expect(try FontDirectory.locate(override: tests, sourceFile: #filePath).path == tests)
}

@Test func anOverrideThatIsNotADirectoryIsAnError() {
  #expect(throws: FontError.fontDirectoryOverrideInvalid(path: "/no/such/fonts")) {
    try FontDirectory.locate(override: "/no/such/fonts", sourceFile: #filePath)
  }
}

@Test func noFontsFolderAboveTheSourceIsAnErrorListingWhereItLooked() {
  #expect {
    try FontDirectory.locate(override: nil, sourceFile: "/proc/self/status")
  } throws: { error in
    guard case FontError.fontDirectoryNotFound(let searched) = error else { return false }
    return searched == ["/proc/self/Fonts", "/proc/Fonts", "/Fonts"]
  }
}

@Test func relativePathsJoinWithOneSlash() {
  #expect(FontDirectory(path: "/f").path(of: "Inter/a.otf") == "/f/Inter/a.otf")
  #expect(FontDirectory(path: "/f/").path(of: "Inter/a.otf") == "/f/Inter/a.otf")
}
