import Foundation
import Testing
import TintypeRaster

/// `tintype render`, `layout` and `gallery` as a user runs them.
@Suite struct RenderCommandTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private let archive = """
    {"format": "tintype-archive", "version": 1, "kind": "Probe", "families": ["systemSmall", "systemMedium"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view":
       {"type": "VStack", "alignment": "leading", "children": [
         {"type": "Text", "verbatim": "Hello", "modifiers": [{"font": "headline"}]},
         {"type": "Text", "date": "2026-06-08T09:30:00Z", "style": "time"},
         {"type": "Text", "verbatim": "A line that is far too long to fit into a small widget on one line", "modifiers": [{"fixedSize": true}]}
       ], "modifiers": [{"containerBackground": {"style": "#FFCC00"}}]}}]}
    """

  private func write(_ json: String, in folder: URL) throws -> String {
    let file = folder.appendingPathComponent("probe.json")
    try Data(json.utf8).write(to: file)
    return file.path
  }

  @Test func aGoodArchiveWritesExactlyTheFilesItLists() throws {
    let dir = try folder()
    let file = try write(archive, in: dir)
    let out = dir.appendingPathComponent("out")
    let run = try TintypeExecutable.run([
      "render", file, "--mode", "fullColor", "--mode", "accented", "--scheme", "light", "--scheme", "dark",
      "--out", out.path,
    ])
    #expect(run.status == 0)
    let listed = run.standardOutput.split(separator: "\n").map {
      URL(fileURLWithPath: String($0)).lastPathComponent
    }.sorted()
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(listed == written)
    #expect(written.count == 8)
    #expect(written.contains("Probe-systemMedium-accented-dark.png"))
  }

  @Test func symbolsDrawsTheExportedSymbolAndANonFolderIsAUsageError() throws {
    let dir = try folder()
    let file = try write(
      #"{"format": "tintype-archive", "version": 1, "kind": "Mark", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Image", "systemName": "bookmark.fill"}}]}"#,
      in: dir)
    let symbols = dir.appendingPathComponent("exported")
    try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
    // The box template the tests share (Tests/Fixtures), exported under the symbol's name.
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/box-symbol.svg")
    try FileManager.default.copyItem(at: fixture, to: symbols.appendingPathComponent("bookmark.fill.svg"))
    let out = dir.appendingPathComponent("out")
    let standIn = try TintypeExecutable.run(["render", file, "--out", out.path])
    #expect(standIn.status == 0)
    #expect(standIn.standardError.contains("Material Icons stand-in"), "\(standIn.standardError)")
    let drawn = try TintypeExecutable.run(["render", file, "--out", out.path, "--symbols", symbols.path])
    #expect(drawn.status == 0)
    #expect(!drawn.standardError.contains("stand-in"), "\(drawn.standardError)")
    let missing = try TintypeExecutable.run([
      "render", file, "--out", out.path, "--symbols", "/nonexistent/symbols",
    ])
    #expect(missing.status == 2)
    #expect(missing.standardError.hasPrefix("tintype: --symbols /nonexistent/symbols: no such folder\n"))
  }

  @Test func pngSmallWritesSmallerFilesOfTheSamePixels() throws {
    let dir = try folder()
    let file = try write(archive, in: dir)
    var sizes: [String: Int] = [:]
    for setting in ["fast", "small"] {
      let out = dir.appendingPathComponent(setting)
      let run = try TintypeExecutable.run([
        "render", file, "--family", "systemMedium", "--png", setting, "--out", out.path,
      ])
      #expect(run.status == 0)
      let png = out.appendingPathComponent("Probe-systemMedium-fullColor-light.png")
      sizes[setting] = try Data(contentsOf: png).count
    }
    #expect(sizes["small"]! < sizes["fast"]!)
    let diff = try TintypeExecutable.run([
      "diff", dir.appendingPathComponent("fast/Probe-systemMedium-fullColor-light.png").path,
      dir.appendingPathComponent("small/Probe-systemMedium-fullColor-light.png").path,
    ])
    #expect(diff.status == 0, "\(diff.standardOutput)\(diff.standardError)")
  }

  @Test func anUnknownPNGSettingIsAUsageErrorBeforeAnyRender() throws {
    let dir = try folder()
    let file = try write(archive, in: dir)
    let out = dir.appendingPathComponent("out")
    let run = try TintypeExecutable.run(["render", file, "--png", "tiny", "--out", out.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("--png \"tiny\" is not fast or small"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aBadArchiveExitsTwoAndWritesNothing() throws {
    let dir = try folder()
    let file = try write(archive.replacingOccurrences(of: "\"headline\"", with: "\"headlines\""), in: dir)
    let out = dir.appendingPathComponent("out")
    let run = try TintypeExecutable.run(["render", file, "--out", out.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("entries[0].view.children[0].modifiers[0].font"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aMissingImageIsAWarningNamingItAndIsDrawnAsAPlaceholder() throws {
    let dir = try folder()
    let file = try write(
      archive.replacingOccurrences(
        of: #"{"type": "Text", "verbatim": "Hello", "modifiers": [{"font": "headline"}]}"#,
        with:
          #"{"type": "Image", "name": "nope", "resizable": true, "modifiers": [{"frame": {"width": 60, "height": 60}}]}"#
      ).replacingOccurrences(of: #", "modifiers": [{"fixedSize": true}]"#, with: ""),
      in: dir)
    let out = dir.appendingPathComponent("out")
    let run = try TintypeExecutable.run(["render", file, "--family", "systemSmall", "--out", out.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("no image \"nope\""))
    #expect(run.standardError.contains("entries[0].view.children[0]"))  // the view's path
    #expect(run.standardError.contains("drawn as a placeholder"))
    let png = try Data(contentsOf: out.appendingPathComponent("Probe-systemSmall-fullColor-light.png"))
    let decoded = try PNGDecoder().decode(Array(png))
    // Magenta appears where the image is: nothing else in the widget is magenta.
    var magenta = 0
    for index in stride(from: 0, to: decoded.pixels.count, by: 4)
    where decoded.pixels[index] > 200 && decoded.pixels[index + 1] < 60 && decoded.pixels[index + 2] > 200 {
      magenta += 1
    }
    #expect(magenta > 1000)
    // `validate` is where a missing image is an error.
    let validate = try TintypeExecutable.run(["validate", file])
    #expect(validate.status == 2)
  }

  @Test func aModeTheFamilyLacksIsBadInputWhenAskedForByName() throws {
    let dir = try folder()
    let file = try write(
      archive.replacingOccurrences(of: #"["systemSmall", "systemMedium"]"#, with: #"["accessoryCircular"]"#),
      in: dir)
    let run = try TintypeExecutable.run([
      "render", file, "--family", "accessoryCircular", "--mode", "fullColor", "--out",
      dir.appendingPathComponent("out").path,
    ])
    #expect(run.status == 2)
    #expect(
      run.standardError.contains(
        "accessoryCircular is not shown in the fullColor rendering mode on iphone-17-pro; it supports accented, vibrant"
      ))
  }

  /// The probe archive with systemSmall and accessoryCircular, written to a new folder, and an `out` in it.
  private func smallAndCircular() throws -> (file: String, out: URL) {
    let dir = try folder()
    let file = try write(
      archive.replacingOccurrences(
        of: #"["systemSmall", "systemMedium"]"#, with: #"["systemSmall", "accessoryCircular"]"#), in: dir)
    return (file, dir.appendingPathComponent("out"))
  }

  /// `--family accessoryCircular` alone: the family is not shown in full colour, so it is drawn in the
  /// first mode it is shown in rather than leaving nothing to render.
  @Test func aFamilyNamedWithoutAModeIsDrawnInItsFirstMode() throws {
    let (file, out) = try smallAndCircular()
    let run = try TintypeExecutable.run(["render", file, "--family", "accessoryCircular", "--out", out.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path) == [
        "Probe-accessoryCircular-accented-light.png"
      ])
  }

  @Test func pairsFromDefaultsThatTheDeviceNeverShowsAreSkippedAndSaid() throws {
    let (file, out) = try smallAndCircular()
    let run = try TintypeExecutable.run([
      "render", file, "--mode", "fullColor", "--mode", "vibrant", "--out", out.path,
    ])
    #expect(run.status == 0)
    #expect(run.standardError.contains("note: skipped accessoryCircular in fullColor"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "Probe-accessoryCircular-vibrant-light.png", "Probe-systemSmall-fullColor-light.png",
        "Probe-systemSmall-vibrant-light.png",
      ])
  }

  @Test func anUnwritableOutputFolderIsBadInputBeforeAnyRender() throws {
    let dir = try folder()
    let file = try write(archive, in: dir)
    let blocker = dir.appendingPathComponent("afile")
    try Data("x".utf8).write(to: blocker)
    let run = try TintypeExecutable.run(["render", file, "--out", blocker.appendingPathComponent("out").path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("is a file, not a folder"))
  }

  @Test func layoutPrintsTheContractForEveryFamilyOfTheDefaultDevice() throws {
    let dir = try folder()
    let families = [
      "systemSmall", "systemMedium", "systemLarge", "systemExtraLargePortrait", "accessoryCircular",
      "accessoryRectangular",
      "accessoryInline",
    ]
    let list = families.map { "\"\($0)\"" }.joined(separator: ", ")
    let file = try write(
      archive.replacingOccurrences(of: #"["systemSmall", "systemMedium"]"#, with: "[\(list)]"), in: dir)
    for family in families {
      let run = try TintypeExecutable.run(["layout", file, "--family", family])
      #expect(run.status == 0, "\(family): \(run.standardError)")
      let records = try #require(
        try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
      // Views are named by their JSON path in the archive, as errors and warnings name them.
      #expect(records.first?["path"] as? String == "entries[0].view.modifiers[0].containerBackground")
      let root = try #require(records.first { $0["path"] as? String == "entries[0].view" })
      #expect(root["type"] as? String == "VStack")
      for record in records {
        #expect(
          Set(record.keys).isSubset(of: ["path", "type", "layer", "x", "y", "width", "height", "overflow"]))
      }
      // The fixed-size line is wider than any family's content area: it is reported.
      #expect(
        records.contains {
          $0["path"] as? String == "entries[0].view.children[2]" && $0["overflow"] as? Bool == true
        }, "\(family)")
    }
  }

  @Test func warningsNameViewsByTheJSONPathErrorsUse() throws {
    let dir = try folder()
    let file = try write(archive, in: dir)
    let run = try TintypeExecutable.run([
      "render", file, "--family", "systemSmall", "--out", dir.appendingPathComponent("o").path,
    ])
    #expect(run.status == 0)
    #expect(run.standardError.contains("entries[0].view"), "\(run.standardError)")
    #expect(run.standardError.contains("overflows its space"))
    #expect(!run.standardError.contains(": 0 ("), "a tree path leaked into a warning: \(run.standardError)")
  }

  @Test func galleryOfTheBuiltInExamplesWritesAnIndex() throws {
    let out = try folder()
    let run = try TintypeExecutable.run(["gallery", "--out", out.path, "--mode", "fullColor"])
    #expect(run.status == 0, "\(run.standardError)")
    // Every SF Symbol the examples use has a stand-in: the demo draws no placeholder box.
    #expect(!run.standardError.contains("drawn as a placeholder"), "\(run.standardError)")
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("DailyReadingGoalWidget"))
    #expect(
      FileManager.default.fileExists(
        atPath: out.appendingPathComponent("DailyReadingGoalWidget/contact-sheet.png").path))
    #expect(
      FileManager.default.fileExists(
        atPath: out.appendingPathComponent("ReadingScheduleWidget/ReadingScheduleWidget.json").path))
    // Context shots: the widget on a Home Screen (its system families) and a Lock Screen (its
    // accessories), shown on the page. This run asks for full colour only: no Lock Screen shot.
    #expect(
      FileManager.default.fileExists(
        atPath: out.appendingPathComponent("DailyReadingGoalWidget/home-screen.png").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: out.appendingPathComponent("DailyReadingGoalWidget/lock-screen.png").path))
    #expect(index.contains("DailyReadingGoalWidget/home-screen.png"))
  }
}

/// `render` prints each distinct warning once, however many images have it.
@Test func renderDeduplicatesWarnings() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dedupe-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("symbols.json")
  try Data(
    #"{"format": "tintype-archive", "version": 1, "kind": "S", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Image", "systemName": "no.such.symbol"}}]}"#
      .utf8
  ).write(to: file)
  let run = try TintypeExecutable.run([
    "render", file.path, "--scheme", "light", "--scheme", "dark", "--out",
    folder.appendingPathComponent("out").path,
  ])
  #expect(run.status == 0)
  let lines = run.standardError.split(separator: "\n").filter { $0.contains("no.such.symbol") }
  #expect(lines.count == 1, "\(run.standardError)")
  #expect(lines.first?.hasSuffix("(and 1 more images)") == true)
}

/// `--layout` renders the view alone at a size: the PNG's pixels are that size at the device scale.
@Test func renderLayoutSetsThePixelSize() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("view.json")
  try Data(
    ##"{"format": "tintype-archive", "version": 1, "kind": "V", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Color", "color": "#FF0000"}}]}"##
      .utf8
  ).write(to: file)
  let out = folder.appendingPathComponent("out")
  let run = try TintypeExecutable.run(["render", file.path, "--layout", "200x100", "--out", out.path])
  #expect(run.status == 0, "\(run.standardError)")
  let png = try Data(contentsOf: out.appendingPathComponent("V-systemSmall-fullColor-light.png"))
  // IHDR: width and height, big-endian, at bytes 16…23.
  let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
  let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
  #expect(width == 600 && height == 300)
  let bad = try TintypeExecutable.run(["render", file.path, "--layout", "wide", "--out", out.path])
  #expect(bad.status == 2)
}

/// Contact sheets carry their labels, drawn by Tintype: family, mode and scheme left of each row, the
/// entry and its date above each column, in white on the grey backdrop.
@Test func contactSheetsAreLabelled() throws {
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try TintypeExecutable.run(["gallery", "--out", out.path, "--mode", "fullColor"])
  #expect(run.status == 0, "\(run.standardError)")
  let data = try Data(contentsOf: out.appendingPathComponent("DailyReadingGoalWidget/contact-sheet.png"))
  let sheet = try PNGDecoder().decode(Array(data))
  // The widgets start where the first dark pixel is (this widget is navy; label text is white on
  // grey, so it is never darker than the backdrop). Left of and above that lie only backdrop and labels.
  func isBackdrop(_ x: Int, _ y: Int) -> Bool {
    let pixel = sheet[x, y]
    return abs(Int(pixel.red) - 0x8E) < 8 && abs(Int(pixel.green) - 0x8E) < 8
      && abs(Int(pixel.blue) - 0x93) < 8
  }
  func isDark(_ x: Int, _ y: Int) -> Bool { sheet[x, y].red < 0x80 }
  let imagesLeft = (0..<sheet.height).compactMap { y in (0..<sheet.width).first { isDark($0, y) } }.min() ?? 0
  let imagesTop = (0..<sheet.width).compactMap { x in (0..<sheet.height).first { isDark(x, $0) } }.min() ?? 0
  var rowLabelPixels = 0
  for y in 0..<sheet.height { for x in 0..<imagesLeft where !isBackdrop(x, y) { rowLabelPixels += 1 } }
  var columnLabelPixels = 0
  for y in 0..<imagesTop { for x in 0..<sheet.width where !isBackdrop(x, y) { columnLabelPixels += 1 } }
  #expect(rowLabelPixels > 1000, "no row labels left of the images (they start at x = \(imagesLeft))")
  #expect(columnLabelPixels > 1000, "no column labels above the images (they start at y = \(imagesTop))")
}

/// `diff --channel-tolerance N` accepts channels within N levels and refuses one more; without it the
/// same one-level difference fails.
@Test func diffChannelToleranceIsHonoured() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tolerance-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  func write(_ name: String, level: UInt8) throws -> String {
    var pixels = [UInt8](repeating: 0, count: 8 * 8 * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      pixels[index] = 100
      pixels[index + 1] = index == 36 ? level : 100
      pixels[index + 2] = 100
      pixels[index + 3] = 255
    }
    let url = folder.appendingPathComponent(name)
    try Data(try PNGEncoder().encode(try Canvas(width: 8, height: 8, pixels: pixels))).write(to: url)
    return url.path
  }
  let expected = try write("expected.png", level: 100)
  let twoOff = try write("two-off.png", level: 102)
  #expect(try TintypeExecutable.run(["diff", expected, twoOff]).status == 1)
  #expect(try TintypeExecutable.run(["diff", expected, twoOff, "--channel-tolerance", "2"]).status == 0)
  let refused = try TintypeExecutable.run(["diff", expected, twoOff, "--channel-tolerance", "1"])
  #expect(refused.status == 1)
  #expect((refused.standardOutput + refused.standardError).contains("by more than 1 level;"))
  #expect(try TintypeExecutable.run(["diff", expected, twoOff, "--channel-tolerance", "300"]).status == 2)
}

/// The Lock Screen context shot shows the clock and the widget's accessories under it on the wallpaper.
@Test func theLockScreenShotShowsTheClockAndTheAccessories() throws {
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try TintypeExecutable.run(["gallery", "--out", out.path, "--mode", "vibrant"])
  #expect(run.status == 0, "\(run.standardError)")
  let data = try Data(contentsOf: out.appendingPathComponent("DailyReadingGoalWidget/lock-screen.png"))
  let shot = try PNGDecoder().decode(Array(data))
  #expect(shot.width == 402 && shot.height == 874)
  // The clock's white glyphs between 80 and 190 pt; the wallpaper alone is dark there.
  func brightPixels(_ rows: Range<Int>, over level: UInt8 = 0xE0) -> Int {
    var count = 0
    for y in rows { for x in 0..<shot.width where shot[x, y].red > level { count += 1 } }
    return count
  }
  #expect(brightPixels(80..<190) > 1000, "no clock")
  // The accessory row below it (vibrant greys, far lighter than the wallpaper's 0x2C at most), and
  // nothing but wallpaper at the bottom of the screen.
  #expect(brightPixels(196..<260, over: 0x80) > 100, "no accessories")
  #expect(brightPixels(600..<874, over: 0x40) == 0)
}

/// A render that fails in the middle of a run (after a good one): `render`'s images are all or
/// nothing, so none is written; the message names the archive, the image and the limit, and the
/// status is 2, the archive asking for more than the limits allow.
@Test func aRenderFailingMidRunWritesNothingAndNamesTheImage() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("midrun-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  // 32 nested opacity layers at scale 8: within the layer budget for a small widget's canvas, past it
  // for a medium one's (RenderLimits.layerBudget).
  var view = #"{"type": "Color", "color": {"system": "red"}}"#
  for _ in 0..<32 { view = #"{"type": "ZStack", "children": [\#(view)], "modifiers": [{"opacity": 0.99}]}"# }
  let file = folder.appendingPathComponent("layers.json")
  try Data(
    #"{"format": "tintype-archive", "version": 1, "kind": "Layers", "families": ["systemSmall", "systemMedium"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": \#(view)}]}"#
      .utf8
  ).write(to: file)
  let out = folder.appendingPathComponent("out")
  let run = try TintypeExecutable.run([
    "render", file.path, "--family", "systemSmall", "--family", "systemMedium", "--scale", "8", "--out",
    out.path,
  ])
  #expect(run.status == 2, "\(run.standardError)")
  #expect(run.standardError.contains("layers.json: Layers-systemMedium-fullColor-light.png: "))
  #expect(run.standardError.contains("RenderLimits.layerBudget"))
  #expect(run.standardError.contains("nothing written"))
  let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
  #expect(written.filter { !$0.hasPrefix(".") }.isEmpty, "\(written)")
}

/// The built-in Live Activity in context: its banner near the bottom of the Lock Screen, its island
/// presentations at the top of the screen; StandBy fills the screen itself and has no shot.
@Test func theActivityIsShownOnTheLockScreenAndAtTheTopOfTheScreen() throws {
  let out = FileManager.default.temporaryDirectory.appendingPathComponent(
    "activity-shots-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: out) }
  let run = try TintypeExecutable.run(["gallery", "--out", out.path])
  #expect(run.status == 0, "\(run.standardError)")
  func shot(_ path: String) throws -> Canvas {
    try PNGDecoder().decode(Array(try Data(contentsOf: out.appendingPathComponent(path))))
  }
  /// Rows (of a 402 × 874 pt screen) where a pixel is near black: the island, or the dark banner.
  func blackRows(_ canvas: Canvas) -> [Int] {
    (0..<canvas.height).filter { y in
      (0..<canvas.width).contains { x in
        let pixel = canvas[x, y]
        return pixel.red < 16 && pixel.green < 16 && pixel.blue < 16
      }
    }
  }
  let banner = try shot("ReadingSessionActivity-lockScreen/lock-screen.png")
  #expect(banner.width == 402 && banner.height == 874)
  // The dark-scheme banner (about 74 pt tall) ends 120 pt above the bottom.
  let rows = blackRows(banner)
  #expect(
    rows.first.map { $0 > 600 } == true && rows.last.map { $0 <= 874 - 120 } == true,
    "\(rows.first ?? -1)…\(rows.last ?? -1)")
  for island in ["compact", "minimal", "expanded"] {
    let canvas = try shot("ReadingSessionActivity-\(island)/island.png")
    let rows = blackRows(canvas)
    // The island starts 11 pt from the top; below it is the light wallpaper.
    #expect(rows.first == 11 || rows.first == 12, "\(island): \(rows.first ?? -1)")
    #expect((rows.last ?? 874) < 200, "\(island)")
  }
  #expect(
    !FileManager.default.fileExists(
      atPath: out.appendingPathComponent("ReadingSessionActivity-standBy/island.png").path))
  #expect(run.standardOutput.contains("wrote"))
  // The presentations' images are named by the presentation, not by the family the view was
  // archived in.
  for (folder, first) in [
    ("ReadingSessionActivity-compact", "compact-fullColor-dark-0.png"),
    ("ReadingSessionActivity-lockScreen", "lockScreen-accented-light-0.png"),
    ("ReadingFocusControl-controlCenterMedium", "controlCenterMedium-fullColor-dark-1.png"),
  ] {
    let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(folder).path)
    #expect(files.contains(first), "\(folder): \(files.sorted())")
    #expect(!files.contains { $0.hasPrefix("system") }, "\(folder): \(files.sorted())")
  }
}

/// A watch widget's complications on a face: the corner complication in the top corners with its
/// widgetLabel bent along the bezel (bright pixels below the corner's content, above the time; none
/// without a label), its circular complication in the bottom corners.
@Test func aWatchWidgetsComplicationsAreShownOnAFace() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "watch-face-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  func face(label: Bool) throws -> Canvas {
    let modifiers = label ? #", "modifiers": [{"widgetLabel": "Pages read"}]"# : ""
    let json = #"""
      {"format": "tintype-archive", "version": 1, "kind": "Pages", "families": ["accessoryCorner", "accessoryCircular"],
       "entries": [{"date": "2026-06-08T09:41:00Z", "views": {
         "accessoryCorner": {"type": "Text", "verbatim": "42"\#(modifiers)},
         "accessoryCircular": {"type": "Circle", "fill": "white"}}}]}
      """#
    let file = folder.appendingPathComponent("pages-\(label).json")
    try Data(json.utf8).write(to: file)
    let out = folder.appendingPathComponent("out-\(label)")
    let run = try TintypeExecutable.run([
      "gallery", file.path, "--device", "apple-watch-44mm", "--out", out.path,
    ])
    #expect(run.status == 0, "\(run.standardError)")
    return try PNGDecoder().decode(
      Array(try Data(contentsOf: out.appendingPathComponent("Pages/watch-face.png"))))
  }
  /// Bright pixels below the corners' content (28…80 pt down) and above the time.
  func labelInk(_ canvas: Canvas) -> Int {
    var count = 0
    for y in 28..<80 { for x in 0..<canvas.width where canvas[x, y].red > 0x80 { count += 1 } }
    return count
  }
  let labelled = try face(label: true)
  #expect(labelled.width == 184 && labelled.height == 224)
  #expect(labelInk(labelled) > 40, "\(labelInk(labelled))")
  let plain = try face(label: false)
  #expect(labelInk(plain) == 0)
  // The 47 pt circles 4 pt from the bottom corners: their centres are bright.
  for x in [4 + 23, 184 - 4 - 24] { #expect(plain[x, 224 - 4 - 24].red > 0x80, "\(x)") }
}

/// A widget whose families the device does not show (an iPhone widget in a watch's gallery) has a
/// section that says so, not an empty one with a timeline and a link to a contact sheet that was
/// never written; every file the page links to exists.
@Test func aWidgetTheDeviceDoesNotShowIsNamedWithTheReason() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "gallery-not-shown-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let phone = #"""
    {"format": "tintype-archive", "version": 1, "kind": "Phone", "families": ["systemSmall", "systemMedium"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "1"}},
                 {"date": "2026-06-08T10:00:00Z", "view": {"type": "Text", "verbatim": "2"}}]}
    """#
  let watch = #"""
    {"format": "tintype-archive", "version": 1, "kind": "Watch", "families": ["accessoryCircular"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Circle", "fill": "white"}}]}
    """#
  var files: [String] = []
  for (name, json) in [("phone", phone), ("watch", watch)] {
    let file = folder.appendingPathComponent("\(name).json")
    try Data(json.utf8).write(to: file)
    files.append(file.path)
  }
  let out = folder.appendingPathComponent("out")
  let run = try TintypeExecutable.run(
    ["gallery"] + files + ["--device", "apple-watch-44mm", "--out", out.path])
  #expect(run.status == 0, "\(run.standardError)")
  let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
  let start = try #require(index.range(of: "id=\"Phone\""))
  let end = try #require(index.range(of: "</section>", range: start.upperBound..<index.endIndex))
  let phoneSection = index[start.lowerBound..<end.lowerBound]
  #expect(phoneSection.contains("Apple Watch 44mm shows none of its families: systemSmall, systemMedium."))
  #expect(
    !phoneSection.contains("contact-sheet.png") && !phoneSection.contains("scrubber"), "\(phoneSection)")
  #expect(!index.contains("every render of this widget failed"))
  // Every local link and image source on the page names a file that was written.
  let pattern = try NSRegularExpression(pattern: ##"(?:href|src)="([^"#][^"]*)""##)
  let targets = pattern.matches(in: index, range: NSRange(index.startIndex..., in: index)).compactMap {
    Range($0.range(at: 1), in: index).map { String(index[$0]) }
  }
  #expect(targets.contains("Watch/contact-sheet.png"))
  for target in targets {
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(target).path), "\(target)")
  }
}
