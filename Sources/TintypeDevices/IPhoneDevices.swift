import TintypeCore

/// iPhones with the widget frames FrameUp measured on iOS 26.5 and 27.0 (widgetkit-facts.md §1.2).
///
/// Apple publishes no iOS 26 sizes. Every measured frame is a whole number of pixels, so fractional
/// sizes are written as the exact thirds they are at @3x (`493 / 3` is the table's 164.33) and
/// halves at @2x. Scales: HIG Layout "Specifications" (§1.7).
enum IPhoneDevices {
  private static let generation = CatalogSources.iOS26Measured

  private static func phone(
    _ id: String, _ name: String, aliases: [String] = [], screen: Size, scale: Double,
    notes: [String] = [], _ row: IPhoneSizeRow
  ) -> Device {
    Device(
      id: id, name: name, aliases: aliases, platform: .iOS, screen: screen, scale: scale,
      generation: generation, notes: notes,
      sizes: row.entries(.measured, CatalogSources.iPhoneMeasured))
  }

  static let all: [Device] = [
    phone(
      "iphone-17-pro-max", "iPhone 17 Pro Max", aliases: ["iphone-16-pro-max"], screen: Size(440, 956),
      scale: 3,
      .measured(
        small: 530 / 3, width: 378, largeHeight: 394, circular: 60, rectangularWidth: 158, inlineWidth: 370,
        portraitHeight: 1834 / 3)),
    phone(
      "iphone-16-plus", "iPhone 16 Plus",
      aliases: ["iphone-15-plus", "iphone-15-pro-max", "iphone-14-pro-max"],
      screen: Size(430, 932), scale: 3,
      .measured(
        small: 524 / 3, width: 372, largeHeight: 388, circular: 60, rectangularWidth: 158, inlineWidth: 370,
        portraitHeight: 1804 / 3)),
    phone(
      "iphone-14-plus", "iPhone 14 Plus", aliases: ["iphone-13-pro-max", "iphone-12-pro-max"],
      screen: Size(428, 926), scale: 3,
      .measured(
        small: 523 / 3, width: 1115 / 3, largeHeight: 387, circular: 60, rectangularWidth: 156,
        inlineWidth: 364, portraitHeight: 1799 / 3)),
    phone(
      "iphone-air", "iPhone Air", screen: Size(420, 912), scale: 3,
      .measured(
        small: 518 / 3, width: 1100 / 3, largeHeight: 382, circular: 173 / 3, rectangularWidth: 153,
        inlineWidth: 360, portraitHeight: 1774 / 3)),
    phone(
      "iphone-11-pro-max", "iPhone 11 Pro Max", screen: Size(414, 896), scale: 3,
      .measured(
        small: 514 / 3, width: 1088 / 3, largeHeight: 378, circular: 191 / 3, rectangularWidth: 470 / 3,
        inlineWidth: 358, portraitHeight: 1754 / 3)),
    // The same screen in points as the 11 Pro Max, at @2x: FrameUp found different frames.
    phone(
      "iphone-11", "iPhone 11", screen: Size(414, 896), scale: 2,
      .measured(
        small: 166.5, width: 356, largeHeight: 371.5, circular: 60, rectangularWidth: 154, inlineWidth: 358,
        portraitHeight: 576.5)),
    phone(
      "iphone-17-pro", "iPhone 17 Pro", aliases: ["iphone-17", "iphone-16-pro"], screen: Size(402, 874),
      scale: 3,
      .measured(
        small: 493 / 3, width: 1049 / 3, largeHeight: 365, circular: 58, rectangularWidth: 148,
        inlineWidth: 342,
        portraitHeight: 1697 / 3)),
    phone(
      "iphone-16", "iPhone 16", aliases: ["iphone-15", "iphone-15-pro", "iphone-14-pro"],
      screen: Size(393, 852), scale: 3,
      .measured(
        small: 488 / 3, width: 1034 / 3, largeHeight: 360, circular: 58, rectangularWidth: 443 / 3,
        inlineWidth: 341, portraitHeight: 1672 / 3)),
    phone(
      "iphone-16e", "iPhone 16e",
      aliases: ["iphone-14", "iphone-13", "iphone-13-pro", "iphone-12", "iphone-12-pro"],
      screen: Size(390, 844), scale: 3,
      .measured(
        small: 162, width: 342, largeHeight: 358, circular: 58, rectangularWidth: 146, inlineWidth: 336,
        portraitHeight: 554)),
    phone(
      "iphone-13-mini", "iPhone 13 mini", aliases: ["iphone-12-mini", "iphone-11-pro"],
      screen: Size(375, 812), scale: 3,
      notes: [
        "The minis' panel is 1080×2340 px (360×780 pt at @3x), but FrameUp found they report 375×812 pt."
      ],
      .measured(
        small: 159, width: 1001 / 3, largeHeight: 349, circular: 58, rectangularWidth: 143, inlineWidth: 327,
        portraitHeight: 539)),
    phone(
      "iphone-se-3", "iPhone SE (3rd generation)", aliases: ["iphone-se-2"], screen: Size(375, 667),
      scale: 2,
      .measured(
        small: 146, width: 319, largeHeight: 318, circular: 56, rectangularWidth: 141, inlineWidth: 323,
        portraitHeight: 490)),
  ]
}
