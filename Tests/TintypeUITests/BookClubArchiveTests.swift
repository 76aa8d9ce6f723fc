import Testing
import TintypeUI

@testable import BookClub

/// Facts every Book Club archive must hold, whatever the widget.
@Suite struct BookClubArchiveTests {
  @Test func everySupportedFamilyHasAViewInEveryEntry() async throws {
    let archives = try await BookClubExamples.archives()
    #expect(archives.map(\.kind) == ["DailyReadingGoalWidget", "ReadingLogWidget", "ReadingScheduleWidget"])
    for archive in archives {
      #expect(archive.placeholder != nil && archive.snapshot != nil, "\(archive.kind)")
      for entry in archive.allEntries {
        #expect(Set(entry.views.keys) == Set(archive.families), "\(archive.kind) at \(entry.date)")
      }
    }
  }

  @Test func supportedFamiliesAreTheOnesEachWidgetDeclares() async throws {
    let families = try await BookClubExamples.archives().map(\.families)
    #expect(
      families == [
        [.systemSmall, .systemMedium, .accessoryRectangular, .accessoryCircular, .accessoryCorner],
        [.systemSmall, .systemMedium],
        [.systemMedium, .systemExtraLargePortrait],
      ])
  }

  @Test func placeholdersAreRedacted() async throws {
    for archive in try await BookClubExamples.archives() {
      let placeholder = try #require(archive.placeholder)
      for (family, view) in placeholder.views {
        #expect(view.modifiers.last == .redacted(.placeholder), "\(archive.kind) \(family)")
      }
      for entry in archive.entries {
        for view in entry.views.values { #expect(!view.modifiers.contains(.redacted(.placeholder))) }
      }
    }
  }

  @Test func archivesRoundTripThroughJSON() async throws {
    for archive in try await BookClubExamples.archives() {
      #expect(try archive.roundTripped() == archive, "\(archive.kind)")
    }
  }

  @Test func archivingTwiceGivesTheSameBytes() async throws {
    let first = try await BookClubExamples.archives().map { $0.jsonData() }
    let second = try await BookClubExamples.archives().map { $0.jsonData() }
    #expect(first == second)
  }

  @Test func everyImageTheWidgetsNameIsInTheAssets() async throws {
    let folder = BookClubExamples.assetsDirectory
    var names: Set<String> = []
    for archive in try await BookClubExamples.archives() {
      for entry in archive.allEntries {
        for view in entry.views.values {
          for node in view.subtree {
            if case .image(let image) = node.content, case .named(let name) = image.source {
              names.insert(name)
            }
          }
        }
      }
    }
    #expect(names == Set(Library.books.map(\.coverImageName)))
    for name in names {
      let file = folder.appendingPathComponent("\(name).png")
      #expect(FileManager.default.fileExists(atPath: file.path), "missing \(file.path)")
    }
  }

  @Test func coversArePNGsOfTwoByThree() throws {
    for book in Library.books {
      let data = try Data(
        contentsOf: BookClubExamples.assetsDirectory.appendingPathComponent("\(book.coverImageName).png"))
      let bytes = [UInt8](data)
      #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      // IHDR: width and height are the first two big-endian words of the first chunk's data.
      func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
      #expect(word(16) == 300 && word(20) == 450, "\(book.coverImageName)")
    }
  }
}
