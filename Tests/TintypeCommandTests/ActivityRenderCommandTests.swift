import Foundation
import Testing

/// `tintype render` of a Live Activity archive (format "tintype-activity"), as a user runs it.
@Suite struct ActivityRenderCommandTests {
  static let view = #"{"type": "Text", "verbatim": "4 stops", "modifiers": [{"foregroundStyle": "orange"}]}"#
  static func activity(region: String = "leading") -> String {
    #"""
    {"format": "tintype-activity", "version": 1, "kind": "Delivery", "date": "2026-06-08T09:00:00Z",
     "content": {"type": "HStack", "children": [\#(view), {"type": "Spacer"},
       {"type": "Text", "timerInterval": {"start": "2026-06-08T09:00:00Z", "end": "2026-06-08T09:25:00Z"}}]},
     "backgroundTint": "#1C1C1E",
     "dynamicIsland": {"compactLeading": \#(view), "compactTrailing": \#(view), "minimal": \#(view),
       "keylineTint": "orange", "expanded": [{"region": "\#(region)", "view": \#(view)}]}}
    """#
  }

  private func write(_ json: String, name: String = "delivery.json") throws -> (dir: URL, file: String) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("activity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let file = dir.appendingPathComponent(name)
    try Data(json.utf8).write(to: file)
    return (dir, file.path)
  }

  private func written(_ out: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).sorted()
  }

  @Test func everyPresentationTheDeviceShowsIsRenderedByDefault() throws {
    let (dir, file) = try write(Self.activity())
    let out = dir.appendingPathComponent("out")
    let run = try TintypeExecutable.run(["render", file, "--out", out.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      written(out) == [
        "Delivery-compact-fullColor-light.png", "Delivery-expanded-fullColor-light.png",
        "Delivery-lockScreen-fullColor-light.png", "Delivery-minimal-fullColor-light.png",
        "Delivery-standBy-fullColor-light.png", "Delivery-standByNight-fullColor-light.png",
      ])
  }

  @Test func presentationsModesAndSchemesAreCrossed() throws {
    let (dir, file) = try write(Self.activity())
    let out = dir.appendingPathComponent("out")
    let run = try TintypeExecutable.run([
      "render", file, "--presentation", "lockScreen", "--presentation", "compact", "--mode", "fullColor",
      "--mode", "accented", "--scheme", "dark", "--out", out.path,
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(written(out).count == 4)
    #expect(written(out).contains("Delivery-lockScreen-accented-dark.png"))
  }

  @Test func badRequestsFailWithoutWritingAnything() throws {
    let (dir, file) = try write(Self.activity())
    let out = dir.appendingPathComponent("out")
    for (arguments, message) in [
      (["--presentation", "compat"], #"did you mean "compact"?"#),
      (["--family", "systemSmall"], "--family is for widget archives"),
      (["--device", "iphone-se-3", "--presentation", "expanded"], "has no expanded presentation"),
      (["--device", "apple-watch-44mm"], "shows no Live Activities"),
    ] {
      let run = try TintypeExecutable.run(["render", file] + arguments + ["--out", out.path])
      #expect(run.status == 2, "\(arguments)")
      #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
      #expect(written(out).isEmpty, "\(arguments)")
    }
  }

  /// A widget shows only StandBy's presentations; an island one is refused.
  @Test func aWidgetArchiveRefusesIslandPresentations() throws {
    let widget = #"""
      {"format": "tintype-archive", "version": 1, "kind": "W", "families": ["systemSmall"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "Hi"}}]}
      """#
    let (dir, file) = try write(widget)
    let run = try TintypeExecutable.run([
      "render", file, "--presentation", "compact", "--out", dir.appendingPathComponent("out").path,
    ])
    #expect(run.status == 2)
    #expect(run.standardError.contains("compact is a Live Activity presentation"))
    #expect(
      run.standardError.contains("which shows standBy, standByNight, carPlay, macDesktop, macDesktopReceded"))
  }

  @Test func aMalformedActivityNamesTheFileAndPath() throws {
    let (dir, file) = try write(Self.activity(region: "top"))
    let run = try TintypeExecutable.run(["render", file, "--out", dir.appendingPathComponent("out").path])
    #expect(run.status == 2)
    #expect(
      run.standardError.contains("delivery.json: dynamicIsland.expanded[0].region"), "\(run.standardError)")
  }

  @Test func validateChecksAnActivityAndTheAssetsItNames() throws {
    let (dir, file) = try write(Self.activity())
    let good = try TintypeExecutable.run(["validate", file])
    #expect(good.status == 0)
    #expect(
      good.standardOutput.contains("Delivery, a Live Activity, expanded regions leading"),
      "\(good.standardOutput)")
    let missing = Self.activity().replacingOccurrences(
      of: #""minimal": \#(Self.view)"#, with: #""minimal": {"type": "Image", "name": "Courier"}"#)
    let bad = try write(missing, name: "missing.json").file
    let run = try TintypeExecutable.run(["validate", bad, "--assets", dir.path])
    #expect(run.status == 2)
    #expect(
      run.standardError.contains("missing.json: dynamicIsland.minimal.name: no image \"Courier\""),
      "\(run.standardError)")
  }

  /// An activity archive whose strings hold `{{name}}` placeholders (a colour among them, which cannot
  /// be decoded before its row) is checked as far as they allow and its placeholders are listed.
  @Test func validateListsAnActivitysPlaceholders() throws {
    let json = Self.activity().replacingOccurrences(of: "4 stops", with: "{{stops}} stops")
      .replacingOccurrences(of: "#1C1C1E", with: "{{tint}}")
    let (_, file) = try write(json)
    let run = try TintypeExecutable.run(["validate", file])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("Delivery, a Live Activity, 2 placeholders for batch data rows"))
    #expect(
      run.standardOutput.contains(
        "{{stops}}  content.children[0].verbatim, dynamicIsland.compactLeading.verbatim"))
    #expect(run.standardOutput.contains("{{tint}}  backgroundTint"))
  }

  /// A widget archive in the device's presentations: `--presentation standBy|standByNight|carPlay`
  /// writes the screen for each, `macDesktop` the widget for each family and scheme; an island
  /// presentation or a widget option the presentation decides is an error, nothing written.
  @Test func aWidgetArchiveRendersInItsPresentations() throws {
    let json = #"""
      {"format": "tintype-archive", "version": 1, "kind": "Goal", "families": ["systemSmall"],
       "entries": [{"date": "2026-06-08T09:41:00Z", "view": {"type": "Text", "verbatim": "12 of 30"}}]}
      """#
    let (dir, file) = try write(json, name: "goal.json")
    let out = dir.appendingPathComponent("out")
    let run = try TintypeExecutable.run([
      "render", file, "--presentation", "standBy", "--presentation", "standByNight", "--presentation",
      "carPlay",
      "--presentation", "macDesktop", "--scheme", "dark", "--scale", "1", "--out", out.path,
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      written(out) == [
        "Goal-carPlay.png", "Goal-macDesktop-systemSmall-dark.png", "Goal-standBy.png",
        "Goal-standByNight.png",
      ])
    for (arguments, message) in [
      (["--presentation", "compact"], "compact is a Live Activity presentation"),
      (["--presentation", "standBy", "--family", "systemSmall"], "--family does not apply to standBy"),
      (["--presentation", "carPlay", "--mode", "vibrant"], "--mode does not apply to carPlay"),
      (["--presentation", "standBy", "--device", "apple-watch-44mm"], "has no standBy"),
      (
        ["--presentation", "macDesktop", "--family", "accessoryCircular"], "macDesktop shows system families"
      ),
    ] {
      let bad = dir.appendingPathComponent("bad")
      let refused = try TintypeExecutable.run(["render", file] + arguments + ["--out", bad.path])
      #expect(refused.status == 2, "\(arguments)")
      #expect(refused.standardError.contains(message), "\(refused.standardError)")
      #expect(written(bad).isEmpty)
    }
  }
}
