import BookClub
import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeBatch
import TintypeRaster
import TintypeUI
import TintypeViewRendering

/// Batch jobs over Live Activity archives: one image per presentation (every one the device shows by
/// default), named as `tintype render` names them, the same bytes as the activity renderer's, with
/// data rows filling the archive's placeholders; widget axes on an activity job, and presentations on
/// a widget job, are errors naming their path.
@Suite struct ActivityJobTests {
  let fixture: BatchFixture
  /// The Book Club reading session, its first content state, as `tintype render` reads it.
  let activity: ActivityArchive

  init() throws {
    fixture = try BatchFixture()
    let renderer = WidgetRenderer()
    let device = DeviceCatalog.standard.default
    let spec = try renderer.familySpec(
      RenderRequest(family: device.orderedFamilies.first ?? .systemMedium, device: device))
    activity = BookClubExamples.activityStates(environment: renderer.archiveEnvironment(spec, device))[0]
    let json = String(decoding: activity.jsonData(), as: UTF8.self)
    try fixture.write(json, to: "session.json")
    try fixture.write(
      json.replacingOccurrences(of: "Pride and Prejudice", with: "{{title}}"), to: "titled.json")
    try fixture.write(BatchFixture.card, to: "card.json")
  }

  func run(_ json: String) throws -> (outputs: [BatchOutput], failures: [BatchFailure]) {
    var outputs: [BatchOutput] = []
    var failures: [BatchFailure] = []
    _ = try BatchRenderer(manifest: try fixture.manifest(json), options: BatchOptions(workers: 2)).run {
      switch $0 {
      case .output(let output): outputs.append(output)
      case .failure(let failure): failures.append(failure)
      }
    }
    return (outputs, failures)
  }

  @Test func everyPresentationTheDeviceShowsIsRenderedByDefault() throws {
    let names = try fixture.names(#"{"version": 1, "jobs": [{"archive": "session.json"}]}"#)
    #expect(
      names
        == ActivityPresentation.allCases.map { "ReadingSessionActivity/\($0.rawValue)-fullColor-light.png" })
    // Without the island, its three presentations are left out.
    let plan = try fixture.plan(
      #"{"version": 1, "jobs": [{"archive": "session.json", "device": "iphone-se-3"}]}"#)
    #expect(plan.outputs().map(\.path).count == ActivityPresentation.allCases.count - 3)
    #expect(
      plan.jobs[0].skipped.contains { $0.contains("compact on iphone-se-3 (it has no Dynamic Island)") })
  }

  @Test func theImagesAreTheActivityRenderersBytes() throws {
    let (outputs, failures) = try run(
      #"""
      {"version": 1, "jobs": [{"archive": "session.json", "presentations": ["lockScreen", "expanded"],
        "schemes": ["light", "dark"], "output": "{presentation}-{scheme}.png"}]}
      """#)
    #expect(failures.isEmpty)
    #expect(
      outputs.map(\.path) == [
        "lockScreen-light.png", "lockScreen-dark.png", "expanded-light.png", "expanded-dark.png",
      ])
    let renderer = ActivityRenderer()
    for output in outputs {
      let parts = output.path.dropLast(4).split(separator: "-")
      let options = RenderRequest(
        family: .systemMedium, device: DeviceCatalog.standard.default,
        colorScheme: ColorScheme(rawValue: String(parts[1]))!)
      let image = try renderer.render(
        activity, presentation: ActivityPresentation(rawValue: String(parts[0]))!, options: options)
      let same = try image.pngData() == output.imageData
      #expect(same, "\(output.path)")
    }
  }

  @Test func rowsFillAnActivitysPlaceholders() throws {
    try fixture.write(
      #"{"id": "a", "title": "Emma"}"# + "\n" + #"{"id": "b", "title": "Persuasion"}"#, to: "rows.jsonl")
    let (outputs, failures) = try run(
      #"""
      {"version": 1, "jobs": [{"archive": "titled.json", "data": "rows.jsonl", "presentation": "lockScreen",
        "output": "{row.id}.png"}]}
      """#)
    #expect(failures.isEmpty, "\(failures)")
    #expect(outputs.map(\.path) == ["a.png", "b.png"])
    #expect(outputs[0].sha256 != outputs[1].sha256)
  }

  @Test func widgetAxesOnAnActivityJobAndActivityPresentationsOnAWidgetJobAreErrors() throws {
    let plan = try fixture.plan(
      #"""
      {"version": 1, "jobs": [
        {"archive": "session.json", "families": ["systemSmall"]},
        {"archive": "card.json", "presentation": "compact"},
        {"archive": "session.json", "entries": "all"}]}
      """#)
    #expect(plan.jobs.count == 0)
    let paths = plan.failures.map { "\($0.path)" }
    #expect(paths == ["jobs[0].families", "jobs[1].presentation", "jobs[2].entries"], "\(plan.failures)")
    #expect(plan.failures[0].message.contains("is a Live Activity archive"))
    #expect(plan.failures[1].message.contains("is a widget archive"))
  }

  /// A widget job's presentations: StandBy and CarPlay draw the small family in their own look, the
  /// Mac desktop every system family; each image is the renderer's own bytes, named by what it draws.
  @Test func aWidgetJobRendersTheDevicesPresentations() throws {
    let (outputs, failures) = try run(
      #"""
      {"version": 1, "jobs": [{"archive": "card.json", "presentations": ["standBy", "carPlay", "macDesktop"],
        "families": ["systemSmall", "systemMedium"], "modes": ["fullColor", "accented"]}]}
      """#)
    #expect(failures.isEmpty, "\(failures)")
    #expect(
      outputs.map(\.path).sorted() == [
        "Card/carPlay-systemSmall-fullColor-dark-0.png", "Card/macDesktop-systemMedium-fullColor-light-0.png",
        "Card/macDesktop-systemSmall-fullColor-light-0.png", "Card/standBy-systemSmall-fullColor-dark-0.png",
      ])
    let archive = try ViewArchive(jsonData: Data(BatchFixture.card.utf8))
    let renderer = WidgetRenderer()
    for output in outputs {
      let parts = output.path.dropLast(4).split(separator: "/")[1].split(separator: "-")
      var request = RenderRequest(family: WidgetFamily(rawValue: String(parts[1]))!)
      request.presentation = WidgetPresentation.Kind(rawValue: String(parts[0]))
      let same = try renderer.render(archive, request: request).pngData() == output.imageData
      #expect(same, "\(output.path)")
    }
    // The CarPlay screen at its own @2x.
    let carPlay = try #require(outputs.first { $0.path.hasPrefix("Card/carPlay-") }?.imageData)
    let header = try PNGDecoder().decode(Array(carPlay))
    #expect(header.width == 800 && header.height == 480)
    // An activity's presentation on a widget job, and a widget's on an activity job, are errors.
    let plan = try fixture.plan(
      #"""
      {"version": 1, "jobs": [{"archive": "card.json", "presentations": ["carPlay", "compact"]},
        {"archive": "session.json", "presentation": "macDesktop"}]}
      """#)
    #expect(plan.failures.map { "\($0.path)" } == ["jobs[0].presentations", "jobs[1].presentation"])
    #expect(plan.failures[0].message.contains("compact is a Live Activity presentation"))
    #expect(plan.failures[1].message.contains("macDesktop is a widget presentation"))
  }

  @Test func defaultsOfTheOtherKindAreLeftToTheJobsTheyFit() throws {
    let names = try fixture.names(
      #"""
      {"version": 1, "defaults": {"families": ["systemSmall"], "presentations": ["minimal"]},
       "jobs": [{"archive": "session.json"}, {"archive": "card.json"}]}
      """#)
    #expect(
      names == [
        "ReadingSessionActivity/minimal-fullColor-light.png", "Card/systemSmall-fullColor-light-0.png",
      ])
  }
}
