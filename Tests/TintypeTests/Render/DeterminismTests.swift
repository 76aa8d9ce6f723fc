import BookClub
import Dispatch
import Foundation
import Testing
import TintypeRaster
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// Same input, same bytes: across repeated renders and whatever the number of threads.
@Suite struct DeterminismTests {
  @Test func rendersGiveIdenticalBytesOnOneThreadAndOnMany() async throws {
    let renderer = WidgetRenderer(assets: [BookClubExamples.assetsDirectory])
    let device = DeviceCatalog.standard.default
    let archives = try await BookClubExamples.archives { family in
      device.families[family].map { renderer.archiveEnvironment($0, device) } ?? ArchiveEnvironment()
    }
    let requests = archives.flatMap { archive in
      archive.families.filter { device.families[$0]?.renderingModes.contains(.fullColor) == true }.map {
        (archive, RenderRequest(family: $0, colorScheme: .dark))
      }
    }
    let serial = try requests.map { try renderer.render($0.0, request: $0.1).pngData() }
    let again = try requests.map { try renderer.render($0.0, request: $0.1).pngData() }
    #expect(serial == again)
    let parallel = Parallel(count: requests.count)
    DispatchQueue.concurrentPerform(iterations: requests.count * 3) { index in
      let (archive, request) = requests[index % requests.count]
      parallel.store(index % requests.count, try? renderer.render(archive, request: request).pngData())
    }
    for index in requests.indices { #expect(parallel.values[index] == [serial[index]]) }
  }

  /// Results collected from many threads; every render of one request must agree.
  final class Parallel: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Set<Data>]
    init(count: Int) { values = Array(repeating: [], count: count) }
    func store(_ index: Int, _ data: Data?) {
      lock.lock()
      values[index].insert(data ?? Data())
      lock.unlock()
    }
  }
}
