import TintypeArchive
import TintypeCore

/// iPads with the HIG's canvas sizes (widgetkit-facts.md §1.3).
///
/// "In iPadOS, the system renders your widget at a large size before scaling it down for display on
/// the Home Screen": the canvas is what the widget is laid out in (and what `displaySize` reports,
/// per FrameUp), so it is the catalog size; the device size and the scale-down factor are noted in
/// each spec's source. All iPads are @2x. Display Zoom "More Space" rows are left out: their point
/// sizes do not divide the panel into whole pixels at a fixed scale.
enum IPadDevices {
  /// One HIG row: canvas and on-device sizes of systemSmall, and the canvas width of systemMedium.
  /// The other families follow from these (medium = wide × small, large = wide², extra large =
  /// extraWide × wide), on canvas and device alike.
  private struct Row {
    var canvasSmall: Double
    var canvasWide: Double
    var canvasExtraWide: Double
    var deviceSmall: Double
    var deviceWide: Double
    var deviceExtraWide: Double

    var entries: [(WidgetFamily, Size, SizeProvenance, String)] {
      let factor = deviceSmall / canvasSmall
      func entry(_ family: WidgetFamily, _ canvas: Size, _ device: Size)
        -> (WidgetFamily, Size, SizeProvenance, String)
      {
        (family, canvas, .published, CatalogSources.iPadCanvas(device: device, factor: factor))
      }
      return [
        entry(.systemSmall, Size(canvasSmall, canvasSmall), Size(deviceSmall, deviceSmall)),
        entry(.systemMedium, Size(canvasWide, canvasSmall), Size(deviceWide, deviceSmall)),
        entry(.systemLarge, Size(canvasWide, canvasWide), Size(deviceWide, deviceWide)),
        entry(
          .systemExtraLarge, Size(canvasExtraWide, canvasWide), Size(deviceExtraWide, deviceWide)),
      ]
    }
  }

  private static let row768 = Row(
    canvasSmall: 141, canvasWide: 305.5, canvasExtraWide: 634.5, deviceSmall: 120, deviceWide: 260,
    deviceExtraWide: 540)
  private static let row810 = Row(
    canvasSmall: 146, canvasWide: 320.5, canvasExtraWide: 669, deviceSmall: 124, deviceWide: 272,
    deviceExtraWide: 568)
  private static let row820 = Row(
    canvasSmall: 155, canvasWide: 342, canvasExtraWide: 715.5, deviceSmall: 136, deviceWide: 300,
    deviceExtraWide: 628)
  private static let row834x1112 = Row(
    canvasSmall: 150, canvasWide: 327.5, canvasExtraWide: 682, deviceSmall: 132, deviceWide: 288,
    deviceExtraWide: 600)
  private static let row1024 = Row(
    canvasSmall: 170, canvasWide: 378.5, canvasExtraWide: 795, deviceSmall: 160, deviceWide: 356,
    deviceExtraWide: 748)

  /// Lock Screen accessory sizes FrameUp measured on the 820×1180 iPad; the spec gives no other
  /// iPad's, so other iPads have no accessory families rather than borrowed ones.
  private static let lockScreen820: [(WidgetFamily, Size, SizeProvenance, String)] = [
    (.accessoryCircular, Size(63, 63), .measured, CatalogSources.iPadLockScreenMeasured),
    (.accessoryRectangular, Size(152, 63), .measured, CatalogSources.iPadLockScreenMeasured),
    (.accessoryInline, Size(372, 36), .measured, CatalogSources.iPadLockScreenMeasured),
  ]

  private static func iPad(
    _ id: String, _ name: String, aliases: [String] = [], screen: Size,
    _ sizes: [(WidgetFamily, Size, SizeProvenance, String)]
  ) -> Device {
    Device(
      id: id, name: name, aliases: aliases, platform: .iPadOS, screen: screen, scale: 2,
      generation: CatalogSources.iPadOSHIG, notes: [CatalogSources.iPadUnchangedNote], sizes: sizes)
  }

  static let all: [Device] = [
    iPad(
      "ipad-mini", "iPad mini (A17 Pro)", aliases: ["ipad-mini-7", "ipad-mini-6"],
      screen: Size(744, 1133), row768.entries),
    iPad("ipad-mini-5", "iPad mini (5th generation)", screen: Size(768, 1024), row768.entries),
    iPad(
      "ipad-9", "iPad (9th generation)", aliases: ["ipad-8"], screen: Size(810, 1080), row810.entries),
    iPad(
      "ipad-air-11", "iPad Air 11-inch (M3)",
      aliases: ["ipad-air-11-m2", "ipad-air-5", "ipad-air-4", "ipad-a16", "ipad-10"],
      screen: Size(820, 1180),
      row820.entries + lockScreen820),
    iPad(
      "ipad-pro-11", "iPad Pro 11-inch (4th generation)", aliases: ["ipad-pro-11-gen3"],
      screen: Size(834, 1194), row820.entries),
    iPad(
      "ipad-air-3", "iPad Air (3rd generation)", aliases: ["ipad-pro-10-5"], screen: Size(834, 1112),
      row834x1112.entries),
    iPad(
      "ipad-air-13", "iPad Air 13-inch (M3)", aliases: ["ipad-air-13-m2", "ipad-pro-12-9"],
      screen: Size(1024, 1366), row1024.entries),
  ]
}
