import Foundation
import Testing
import TintypeArchive
import TintypeCore
import TintypeDevices

/// The device catalog against the tables in docs/spec/widgetkit-facts.md (§1 sizes, §1.7 margins and
/// scales, §2.1 rendering modes). Expected values are typed from the spec, not read back from the
/// catalog's own tables.
@Suite struct CatalogTests {
  let catalog = DeviceCatalog.standard

  /// "a×b" or "a" (a square) as the spec's tables write sizes, to compare with a catalog size.
  static func size(_ text: String) -> (width: Double, height: Double) {
    let sides = text.split(separator: "×").map { Double($0)! }
    return (sides[0], sides.count > 1 ? sides[1] : sides[0])
  }

  /// Whether `actual` rounds to the spec's two-decimal `expected` (the table's own precision).
  static func matches(_ actual: Size, _ expected: String) -> Bool {
    let (width, height) = size(expected)
    return abs(actual.width - width) < 0.005 + 1e-9 && abs(actual.height - height) < 0.005 + 1e-9
  }

  @Test func defaultDeviceIsACurrentThreeXIPhoneWithEveryIPhoneFamily() {
    let device = catalog.default
    #expect(device.id == DeviceCatalog.defaultDeviceID)
    #expect(device.id == "iphone-17-pro")
    #expect(device.platform == .iOS)
    #expect(device.scale == 3)
    #expect(device.screen == Size(width: 402, height: 874))
    #expect(device.generation == "iOS 26+ measured")
    #expect(
      device.orderedFamilies == [
        .systemSmall, .systemMedium, .systemLarge, .systemExtraLargePortrait, .accessoryCircular,
        .accessoryRectangular, .accessoryInline,
      ])
  }

  @Test func defaultSmallIsAWholeNumberOfPixelsAtThreeX() throws {
    let spec = try catalog.spec(for: .systemSmall, on: catalog.default)
    #expect(spec.width == 493.0 / 3)
    #expect(spec.height == 493.0 / 3)
    #expect(spec.size.pixels(scale: 3) == (493, 493))
    #expect(spec.provenance == .measured)
  }

  /// Rows of the iOS 26+ table (§1.2): screen, small, medium, large, circular, rectangular, inline,
  /// extra-large portrait.
  static let measuredRows: [(String, [String])] = [
    ("iphone-17-pro-max", ["176.67", "378×176.67", "378×394", "60", "158×60", "370×36", "378×611.33"]),
    ("iphone-16-plus", ["174.67", "372×174.67", "372×388", "60", "158×60", "370×36", "372×601.33"]),
    ("iphone-14-plus", ["174.33", "371.67×174.33", "371.67×387", "60", "156×60", "364×36", "371.67×599.67"]),
    (
      "iphone-air",
      ["172.67", "366.67×172.67", "366.67×382", "57.67", "153×57.67", "360×36", "366.67×591.33"]
    ),
    (
      "iphone-11-pro-max",
      ["171.33", "362.67×171.33", "362.67×378", "63.67", "156.67×63.67", "358×36", "362.67×584.67"]
    ),
    ("iphone-11", ["166.5", "356×166.5", "356×371.5", "60", "154×60", "358×36", "356×576.5"]),
    ("iphone-17-pro", ["164.33", "349.67×164.33", "349.67×365", "58", "148×58", "342×36", "349.67×565.67"]),
    ("iphone-16", ["162.67", "344.67×162.67", "344.67×360", "58", "147.67×58", "341×36", "344.67×557.33"]),
    ("iphone-16e", ["162", "342×162", "342×358", "58", "146×58", "336×36", "342×554"]),
    ("iphone-13-mini", ["159", "333.67×159", "333.67×349", "58", "143×58", "327×36", "333.67×539"]),
    ("iphone-se-3", ["146", "319×146", "319×318", "56", "141×56", "323×36", "319×490"]),
  ]

  static let measuredFamilies: [WidgetFamily] = [
    .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
    .systemExtraLargePortrait,
  ]

  @Test(arguments: measuredRows)
  func iOS26SizesMatchTheMeasuredTable(id: String, sizes: [String]) throws {
    let device = try catalog.device(id: id)
    #expect(device.generation == "iOS 26+ measured")
    for (family, expected) in zip(Self.measuredFamilies, sizes) {
      let spec = try catalog.spec(for: family, on: device)
      #expect(Self.matches(spec.size, expected), "\(id) \(family): \(spec.size) vs spec \(expected)")
      #expect(spec.provenance == .measured)
    }
  }

  @Test func proMaxClassMediumIsExactlyWholePixels() throws {
    let spec = try catalog.spec(for: .systemMedium, on: catalog.device(id: "iphone-16-pro-max"))
    #expect(spec.width == 378)
    #expect(spec.height == 530.0 / 3)
    #expect(spec.size.pixels(scale: 3) == (1134, 530))
  }

  /// Rows of the HIG table (§1.1), which FrameUp says match iOS 18 and earlier.
  static let higRows: [(String, [String])] = [
    ("iphone-16-plus-ios18", ["170", "364×170", "364×382", "76", "172×76", "257×26"]),
    ("iphone-11-ios18", ["169", "360×169", "360×379", "76", "160×72", "248×26"]),
    ("iphone-8-plus-ios18", ["159", "348×157", "348×357", "76", "170×76", "248×26"]),
    ("iphone-15-pro-ios18", ["158", "338×158", "338×354", "72", "160×72", "234×26"]),
    ("iphone-11-pro-ios18", ["155", "329×155", "329×345", "72", "157×72", "225×26"]),
    ("iphone-se-3-ios18", ["148", "321×148", "321×324", "68", "153×68", "225×26"]),
  ]

  @Test(arguments: higRows)
  func iOS18SizesMatchTheHIGTable(id: String, sizes: [String]) throws {
    let device = try catalog.device(id: id)
    #expect(device.generation == "iOS 18 HIG")
    #expect(device.families[.systemExtraLargePortrait] == nil)
    for (family, expected) in zip(Self.measuredFamilies, sizes) {
      let spec = try catalog.spec(for: family, on: device)
      #expect(Self.matches(spec.size, expected), "\(id) \(family): \(spec.size) vs spec \(expected)")
      #expect(spec.provenance == .published)
    }
  }

  @Test func theSameScreenDiffersBetweenGenerations() throws {
    let iOS26 = try catalog.device(id: "iphone-15-pro")  // an alias of iphone-16
    let iOS18 = try catalog.device(id: "iphone-15-pro-ios18")
    #expect(iOS26.screen == iOS18.screen)
    #expect(iOS26.families[.systemSmall]?.width == 488.0 / 3)
    #expect(iOS18.families[.systemSmall]?.width == 158)
  }

  @Test func spotCheckedIOS18ScreensOnlyHaveTheCheckedFamilies() throws {
    let device = try catalog.device(id: "iphone-16-pro-ios18")
    #expect(device.orderedFamilies == [.systemSmall, .systemMedium, .systemLarge])
    let medium = try catalog.spec(for: .systemMedium, on: device)
    #expect(medium.size == Size(width: 338, height: 158))
    #expect(medium.provenance == .measured)
  }

  @Test func iPadUsesTheCanvasSizeAndNotesTheDeviceSize() throws {
    let air = try catalog.device(id: "ipad-air-11")
    #expect(air.scale == 2)
    #expect(try catalog.spec(for: .systemSmall, on: air).size == Size(width: 155, height: 155))
    let extraLarge = try catalog.spec(for: .systemExtraLarge, on: air)
    #expect(extraLarge.size == Size(width: 715.5, height: 342))
    #expect(extraLarge.source.contains("628×300"))
    #expect(try catalog.spec(for: .accessoryCircular, on: air).size == Size(width: 63, height: 63))
    #expect(try catalog.spec(for: .accessoryRectangular, on: air).size == Size(width: 152, height: 63))
    #expect(try catalog.spec(for: .accessoryInline, on: air).size == Size(width: 372, height: 36))

    let mini = try catalog.device(id: "ipad-mini")
    #expect(try catalog.spec(for: .systemMedium, on: mini).size == Size(width: 305.5, height: 141))
    // The spec gives Lock Screen sizes for the 820×1180 iPad only; other iPads do not borrow them.
    #expect(mini.families[.accessoryCircular] == nil)
    #expect(mini.families[.systemExtraLargePortrait] == nil)
  }

  @Test func visionProHasTheHIGSizes() throws {
    let device = try catalog.device(id: "vision-pro")
    #expect(device.platform == .visionOS)
    #expect(device.screen == nil)
    #expect(device.scale == UnconfirmedGeometry.visionScale)
    #expect(try catalog.spec(for: .systemExtraLarge, on: device).size == Size(width: 450, height: 338))
    #expect(
      try catalog.spec(for: .systemExtraLargePortrait, on: device).size == Size(width: 338, height: 450))
    #expect(device.families.keys.allSatisfy { $0.isSystem })
  }

  @Test func watchSmartStackIsPublishedAndComplicationFramesAreMarkedUnconfirmed() throws {
    let expected: [String: String] = [
      "apple-watch-40mm": "152×69.5", "apple-watch-41mm": "165×72.5", "apple-watch-44mm": "173×76.5",
      "apple-watch-45mm": "184×80.5", "apple-watch-ultra-49mm": "191×81.5",
    ]
    for (id, size) in expected {
      let device = try catalog.device(id: id)
      #expect(device.scale == 2)
      let rectangular = try catalog.spec(for: .accessoryRectangular, on: device)
      #expect(Self.matches(rectangular.size, size))
      #expect(rectangular.provenance == .published)
      for family in [WidgetFamily.accessoryCircular, .accessoryCorner] {
        let spec = try catalog.spec(for: family, on: device)
        #expect(spec.provenance == .unconfirmed)
        #expect(spec.unconfirmed.contains(.size))
        #expect(spec.source.hasPrefix("UNCONFIRMED"))
      }
      #expect(device.families[.accessoryInline] == nil)
    }
  }

  @Test func unknownDeviceIsAnErrorThatNamesCloseIDs() {
    #expect(throws: CatalogError.self) { try catalog.device(id: "iphone-17-pr") }
    do {
      _ = try catalog.device(id: "iphone-17-pr")
    } catch {
      guard case .unknownDevice(let id, let suggestions, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(id == "iphone-17-pr")
      #expect(suggestions.contains("iphone-17-pro"))
      #expect(error.description.contains("\"iphone-17-pr\""))
      #expect(error.description.contains("iphone-17-pro"))
    }
  }

  @Test func unknownDeviceWithNothingCloseListsEveryDevice() {
    do {
      _ = try catalog.device(id: "zune")
      Issue.record("expected an error")
    } catch {
      for device in catalog.devices { #expect(error.description.contains(device.id)) }
    }
  }

  @Test func aliasesAndCaseFindTheSameDevice() throws {
    #expect(try catalog.device(id: "iphone-16-pro").id == "iphone-17-pro")
    #expect(try catalog.device(id: "iPhone-17-Pro").id == "iphone-17-pro")
    #expect(try catalog.device(id: "iphone-16-pro-max").id == "iphone-17-pro-max")
  }

  @Test func aFamilyTheDeviceLacksIsAnErrorNamingWhatItHas() {
    do {
      _ = try catalog.spec(for: .systemExtraLarge, on: catalog.default)
      Issue.record("expected an error")
    } catch {
      #expect(
        error
          == .familyUnavailable(
            .systemExtraLarge, device: "iphone-17-pro", available: catalog.default.orderedFamilies))
      #expect(error.description.contains("iphone-17-pro"))
      #expect(error.description.contains("systemExtraLarge"))
      for family in catalog.default.orderedFamilies { #expect(error.description.contains(family.rawValue)) }
    }
  }

  @Test func iPhoneAndIPadSystemFamiliesHaveSixteenPointMargins() {
    for device in catalog.devices where device.platform == .iOS || device.platform == .iPadOS {
      for spec in device.families.values where spec.family.isSystem {
        #expect(
          spec.contentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16), "\(device.id)")
        #expect(!spec.unconfirmed.contains(.contentMargins))
      }
    }
  }

  @Test func accessoryMarginsAreTheUnconfirmedGuess() {
    for device in catalog.devices {
      for spec in device.families.values where spec.family.isAccessory {
        #expect(spec.contentMargins == UnconfirmedGeometry.accessoryContentMargins)
        #expect(spec.unconfirmed.contains(.contentMargins))
      }
    }
  }

  @Test func cornerRadiusFollowsThePlatformModelAndIsMarkedUnconfirmed() {
    for device in catalog.devices {
      for spec in device.families.values {
        guard spec.family.isSystem else {
          #expect(spec.cornerRadius == nil, "\(device.id) \(spec.family)")
          continue
        }
        let expected: Double? =
          switch device.platform {
          case .iOS: 22
          case .iPadOS: 24
          case .visionOS: UnconfirmedGeometry.visionCornerRadius
          case .watchOS: nil
          }
        #expect(spec.cornerRadius == expected, "\(device.id) \(spec.family)")
        #expect(spec.unconfirmed.contains(.cornerRadius))
      }
    }
  }

  /// FrameUp: on iOS 26 "every frame is a whole number of pixels". The HIG rows make no such claim
  /// (they are whole points, so they would pass trivially) and are not checked here.
  @Test func measuredIOS26FramesAreWholePixels() {
    let measured = catalog.devices.filter { $0.generation == "iOS 26+ measured" }
    #expect(measured.count == 11)
    for device in measured {
      for spec in device.families.values {
        for side in [spec.width, spec.height] {
          let pixels = side * device.scale
          #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(device.id) \(spec.family): \(side) pt")
        }
      }
    }
  }

  /// §2.1: a mode is offered where the platform uses it (HIG table) and WidgetKit supports it for the
  /// family (docs table: accessoryCircular, accessoryCorner and accessoryInline have no fullColor).
  @Test func renderingModesFollowTheSupportTables() {
    let all: Set<WidgetRenderingMode> = [.fullColor, .accented, .vibrant]
    for device in catalog.devices {
      for spec in device.families.values {
        let expected: Set<WidgetRenderingMode>
        switch (device.platform, spec.family) {
        case (.iOS, .accessoryCircular), (.iOS, .accessoryInline), (.iPadOS, .accessoryCircular),
          (.iPadOS, .accessoryInline):
          expected = [.accented, .vibrant]
        case (.iOS, _), (.iPadOS, _): expected = all
        case (.watchOS, .accessoryRectangular): expected = [.fullColor, .accented]
        case (.watchOS, _): expected = [.accented]
        case (.visionOS, _): expected = [.fullColor, .accented]
        }
        #expect(spec.renderingModes == expected, "\(device.id) \(spec.family)")
      }
    }
  }

  @Test func noDeviceOffersVibrantOnWatchOrVisionOS() {
    for device in catalog.devices where device.platform == .watchOS || device.platform == .visionOS {
      #expect(device.families.values.allSatisfy { !$0.renderingModes.contains(.vibrant) })
    }
  }

  @Test func idsAndAliasesAreUniqueKebabCase() throws {
    let names = catalog.devices.flatMap { [$0.id] + $0.aliases }
    #expect(Set(names).count == names.count)
    let kebab = try Regex("^[a-z0-9]+(-[a-z0-9]+)*$")
    for name in names { #expect(name.wholeMatch(of: kebab) != nil, "\(name)") }
    for device in catalog.devices where device.generation == "iOS 18 HIG" {
      #expect(device.id.hasSuffix("-ios18"))
      #expect(device.aliases.allSatisfy { $0.hasSuffix("-ios18") })
    }
  }

  @Test func everySizeHasASource() {
    for device in catalog.devices {
      #expect(!device.families.isEmpty, "\(device.id)")
      for spec in device.families.values {
        #expect(!spec.source.isEmpty)
        #expect(spec.width > 0 && spec.height > 0)
      }
    }
  }

  @Test func catalogFamiliesCoverEveryFamily() {
    #expect(catalog.families == WidgetFamily.allCases)
  }

  @Test func aCatalogRejectsDuplicateIDs() {
    let device = catalog.default
    #expect(throws: CatalogError.duplicateIdentifier(device.id)) {
      try DeviceCatalog(devices: [device, device], defaultDeviceID: device.id)
    }
  }

  @Test func jsonFormHasExactSizesAndPixels() throws {
    let spec = try catalog.spec(for: .systemSmall, on: catalog.default)
    guard case .object(let object) = spec.jsonValue(scale: 3) else {
      Issue.record("not an object")
      return
    }
    #expect(object["family"] == "systemSmall")
    #expect(object["width"] == .number(493.0 / 3))
    #expect(object["pixels"] == ["width": 493, "height": 493])
    #expect(object["renderingModes"] == ["fullColor", "accented", "vibrant"])
    #expect(object["cornerRadius"] == 22)
  }
}
