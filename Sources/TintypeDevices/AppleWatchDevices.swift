import TintypeArchive
import TintypeCore

/// Apple Watch case sizes (widgetkit-facts.md §1.5). All watches are @2x.
///
/// Only the Smart Stack (accessoryRectangular) frame is published. For accessoryCircular and
/// accessoryCorner the catalog uses the HIG Complications image sizes as stand-ins, marked
/// `.unconfirmed`: complications are the watch's main widget use, and the circular image (which the
/// system masks to a circle) is the nearest published measure of those frames. accessoryInline has
/// no stand-in in any source, so watches do not offer it. Case sizes without a published Smart Stack
/// size (42 mm Series 10, 46 mm, Ultra 3) are left out.
enum AppleWatchDevices {
  private static func watch(
    _ id: String, _ name: String, aliases: [String] = [], screen: Size, smartStack: Size,
    circularImage: Double, cornerImage: Double
  ) -> Device {
    Device(
      id: id, name: name, aliases: aliases, platform: .watchOS, screen: screen, scale: 2,
      generation: CatalogSources.watchOSHIG,
      sizes: [
        (
          .accessoryCircular, Size(circularImage, circularImage), .unconfirmed,
          CatalogSources.watchCircularProxy
        ),
        (.accessoryRectangular, smartStack, .published, CatalogSources.watchSmartStack),
        (
          .accessoryCorner, Size(cornerImage, cornerImage), .unconfirmed, CatalogSources.watchCornerProxy
        ),
      ])
  }

  static let all: [Device] = [
    watch(
      "apple-watch-40mm", "Apple Watch 40mm", aliases: ["apple-watch-se-40mm"], screen: Size(162, 197),
      smartStack: Size(152, 69.5), circularImage: 42, cornerImage: 32),
    watch(
      "apple-watch-41mm", "Apple Watch 41mm", screen: Size(176, 215), smartStack: Size(165, 72.5),
      circularImage: 44.5, cornerImage: 34),
    watch(
      "apple-watch-44mm", "Apple Watch 44mm", aliases: ["apple-watch-se-44mm"], screen: Size(184, 224),
      smartStack: Size(173, 76.5), circularImage: 47, cornerImage: 36),
    watch(
      "apple-watch-45mm", "Apple Watch 45mm", screen: Size(198, 242), smartStack: Size(184, 80.5),
      circularImage: 50, cornerImage: 38),
    watch(
      "apple-watch-ultra-49mm", "Apple Watch Ultra 49mm",
      aliases: ["apple-watch-49mm", "apple-watch-ultra-2"],
      screen: Size(205, 251), smartStack: Size(191, 81.5), circularImage: 50, cornerImage: 38),
  ]
}
