import Foundation
import Testing

@testable import Tintype

/// Cleaning up after killed runs leaves alone the temporaries of runs still writing: a shard on this
/// machine that is alive, or one on another machine sharing the folder, unless it is an hour old.
@Suite struct AtomicFileLeftoverTests {
  @Test func onlyDeadOrStaleTemporariesAreRemoved() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "leftovers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let uuid = UUID().uuidString
    // A process that has exited: its pid is free.
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let names = [
      "mine": ".a.png.\(AtomicFile.host).\(getpid()).\(uuid).partial",
      "dead": ".b.png.\(AtomicFile.host).\(finished.processIdentifier).\(uuid).partial",
      "foreignFresh": ".c.png.other-machine.12345.\(uuid).partial",
      "foreignOld": ".d.png.other-machine.12345.\(uuid).partial",
      "legacy": ".e.png.\(uuid).partial",
      "whole": "f.png",
    ]
    for name in names.values { try Data([1]).write(to: folder.appendingPathComponent(name)) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -2 * AtomicFile.foreignTemporaryAge)],
      ofItemAtPath: folder.appendingPathComponent(names["foreignOld"]!).path)
    AtomicFile.removeLeftovers(under: folder)
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(left == [names["mine"]!, names["foreignFresh"]!, names["whole"]!])
  }

  @Test func temporariesNameTheirOwner() {
    let name = AtomicFile.temporary(for: URL(fileURLWithPath: "/tmp/x/widget.png")).lastPathComponent
    #expect(name.hasPrefix(".widget.png.\(AtomicFile.host).\(getpid()).") && name.hasSuffix(".partial"))
    #expect(AtomicFile.isTemporary(name))
  }
}
