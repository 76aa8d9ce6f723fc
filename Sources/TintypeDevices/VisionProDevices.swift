import TintypeCore

/// Apple Vision Pro with the HIG's visionOS widget sizes (widgetkit-facts.md §1.4). Widgets float in
/// the room, so there is no screen, and the scale is the choice in `UnconfirmedGeometry.visionScale`.
enum VisionProDevices {
  private static let source = CatalogSources.visionHIG

  static let all: [Device] = [
    Device(
      id: "vision-pro", name: "Apple Vision Pro", aliases: ["apple-vision-pro"], platform: .visionOS,
      screen: nil, scale: UnconfirmedGeometry.visionScale, generation: CatalogSources.visionOSHIG,
      notes: ["Scale 2 is a choice: visionOS widgets have no fixed pixel density."],
      sizes: [
        (.systemSmall, Size(158, 158), .published, source),
        (.systemMedium, Size(338, 158), .published, source),
        (.systemLarge, Size(338, 354), .published, source),
        (.systemExtraLarge, Size(450, 338), .published, source),
        (.systemExtraLargePortrait, Size(338, 450), .published, source),
      ])
  ]
}
