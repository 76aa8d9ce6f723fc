import Testing
import TintypeArchive

@testable import Tintype

/// One matrix for every caller (render, gallery, previews, batch): the order renders come in, the
/// explicit rule for pairs a device does not show, what a presentation fixes, and one spelling of
/// image names.
@Suite struct RenderMatrixTests {
  let phone = DeviceCatalog.standard.default

  @Test func namesSayTheirPartsInOneOrder() {
    let name = RenderName(
      stem: "Card",
      [.entry: "2", .scheme: "dark", .presentation: "carPlay", .mode: "accented", .family: "systemSmall"])
    #expect(name.fileName() == "Card-carPlay-systemSmall-accented-dark-2.png")
    #expect(RenderName([.family: "systemSmall", .mode: "fullColor"]).description == "systemSmall-fullColor")
    #expect(RenderName.fileSafe("com.example/Reading Card") == "com_example_Reading_Card")
  }

  @Test func rendersComeInAxisOrderEachNamed() {
    let matrix = RenderMatrix(
      base: RenderRequest(family: .systemSmall, device: phone), families: [.systemSmall, .systemMedium],
      modes: [.fullColor], schemes: [.light, .dark], entries: [0, 1], stem: "Card",
      parts: [.family, .mode, .scheme, .entry])
    #expect(
      matrix.renders.map(\.name.description) == [
        "Card-systemSmall-fullColor-light-0", "Card-systemSmall-fullColor-light-1",
        "Card-systemSmall-fullColor-dark-0", "Card-systemSmall-fullColor-dark-1",
        "Card-systemMedium-fullColor-light-0", "Card-systemMedium-fullColor-light-1",
        "Card-systemMedium-fullColor-dark-0", "Card-systemMedium-fullColor-dark-1",
      ])
    #expect(matrix.renders.map(\.request.entryIndex) == [0, 1, 0, 1, 0, 1, 0, 1])
    #expect(matrix.leftOut.isEmpty)
  }

  /// A Lock Screen family has no full-colour mode on iPhone: left out and said, drawn in its first
  /// shown mode, or drawn as asked — by the rule the caller names.
  @Test func pairsTheDeviceDoesNotShowFollowTheRule() {
    func matrix(_ rule: RenderMatrix.UnshownPairs) -> RenderMatrix {
      RenderMatrix(
        base: RenderRequest(family: .systemSmall, device: phone),
        families: [.accessoryCircular, .systemSmall],
        modes: [.fullColor], schemes: [.light], entries: [0], unshown: rule, parts: [.family, .mode])
    }
    let leftOut = matrix(.leaveOut)
    #expect(leftOut.renders.map(\.name.description) == ["systemSmall-fullColor"])
    #expect(leftOut.leftOut.map(\.reason) == [.modeNotShown(shownIn: [.accented, .vibrant])])
    #expect(
      leftOut.leftOut.map(\.description) == [
        "accessoryCircular in fullColor on \(phone.id) (shown in accented, vibrant)"
      ])
    let firstShown = matrix(.drawInFirstShownMode)
    #expect(
      firstShown.renders.map(\.name.description) == ["accessoryCircular-accented", "systemSmall-fullColor"])
    #expect(firstShown.leftOut.isEmpty)
    let anyway = matrix(.drawAnyway)
    #expect(
      anyway.renders.map(\.name.description) == ["accessoryCircular-fullColor", "systemSmall-fullColor"])
  }

  @Test func aFamilyTheDeviceLacksIsLeftOutWhateverTheMode() {
    let matrix = RenderMatrix(
      base: RenderRequest(family: .systemSmall, device: phone), families: [.accessoryCorner],
      modes: [.fullColor], schemes: [.light], entries: [0], unshown: .drawInFirstShownMode, parts: [.family])
    #expect(matrix.renders.isEmpty)
    #expect(matrix.leftOut.map(\.reason) == [.noSuchFamily])
  }

  /// StandBy draws the small family in full colour and dark: its renders in two schemes and two
  /// modes are one, named by what it draws; a medium widget is not in it; the Mac desktop keeps the
  /// family and scheme asked for.
  @Test func aPresentationFixesWhatItDraws() {
    let matrix = RenderMatrix(
      base: RenderRequest(family: .systemSmall, device: phone), families: [.systemSmall, .systemMedium],
      modes: [.fullColor, .accented], schemes: [.light, .dark], entries: [0],
      presentations: [.standBy, .macDesktop], stem: "Card",
      parts: [.presentation, .family, .mode, .scheme])
    #expect(
      matrix.renders.map(\.name.description) == [
        "Card-standBy", "Card-macDesktop-systemSmall-light", "Card-macDesktop-systemSmall-dark",
        "Card-macDesktop-systemMedium-light", "Card-macDesktop-systemMedium-dark",
      ])
    let standBy = matrix.renders[0].request
    #expect(
      standBy.renderingMode == .fullColor && standBy.colorScheme == .dark && standBy.presentation == .standBy)
    #expect(matrix.leftOut.map(\.reason) == [.notInPresentation(.standBy, shows: .systemSmall)])
    // A watch has no presentations.
    let watch = DeviceCatalog.standard.devices.first { $0.platform == .watchOS }!
    var request = RenderRequest(family: .accessoryCircular, device: watch, renderingMode: .accented)
    request.presentation = .carPlay
    #expect(RenderMatrix.admit(&request)?.reason == .noSuchPresentation(.carPlay))
  }
}
