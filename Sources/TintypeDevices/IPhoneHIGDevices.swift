import TintypeCore

/// iPhones with the widget sizes of Apple's HIG table, which FrameUp found match iOS 18 and earlier
/// (widgetkit-facts.md §1.1). Their ids end in `-ios18` so either generation can be chosen for the
/// same screen; older models whose last iOS predates 18 keep the suffix because the sizes are the
/// iOS 18-and-earlier table, not because the model ran iOS 18.
enum IPhoneHIGDevices {
  private static let generation = CatalogSources.iOS18HIG

  // Rows of the HIG table, keyed by screen; the 430 and 428 rows, and the 393 and 390 rows, agree.
  private static let row430 = IPhoneSizeRow(
    small: Size(170, 170), medium: Size(364, 170), large: Size(364, 382),
    circular: Size(76, 76), rectangular: Size(172, 76), inline: Size(257, 26))
  private static let row414x896 = IPhoneSizeRow(
    small: Size(169, 169), medium: Size(360, 169), large: Size(360, 379),
    circular: Size(76, 76), rectangular: Size(160, 72), inline: Size(248, 26))
  private static let row414x736 = IPhoneSizeRow(
    small: Size(159, 159), medium: Size(348, 157), large: Size(348, 357),
    circular: Size(76, 76), rectangular: Size(170, 76), inline: Size(248, 26))
  private static let row393 = IPhoneSizeRow(
    small: Size(158, 158), medium: Size(338, 158), large: Size(338, 354),
    circular: Size(72, 72), rectangular: Size(160, 72), inline: Size(234, 26))
  private static let row375x812 = IPhoneSizeRow(
    small: Size(155, 155), medium: Size(329, 155), large: Size(329, 345),
    circular: Size(72, 72), rectangular: Size(157, 72), inline: Size(225, 26))
  private static let row375x667 = IPhoneSizeRow(
    small: Size(148, 148), medium: Size(321, 148), large: Size(321, 324),
    circular: Size(68, 68), rectangular: Size(153, 68), inline: Size(225, 26))
  private static let row320 = IPhoneSizeRow(
    small: Size(141, 141), medium: Size(292, 141), large: Size(292, 311))

  /// A screen without a HIG row that FrameUp spot-checked on iOS 18.6: its system frames equal
  /// `row`'s. Accessory sizes were not checked, so they are left out.
  private static func spotChecked(_ row: IPhoneSizeRow) -> IPhoneSizeRow {
    IPhoneSizeRow(small: row.small, medium: row.medium, large: row.large)
  }

  private static func phone(
    _ id: String, _ name: String, aliases: [String] = [], screen: Size, scale: Double,
    notes: [String] = [], _ row: IPhoneSizeRow, provenance: SizeProvenance = .published,
    source: String = CatalogSources.iPhoneHIG
  ) -> Device {
    Device(
      id: id, name: name, aliases: aliases, platform: .iOS, screen: screen, scale: scale,
      generation: generation, notes: notes, sizes: row.entries(provenance, source))
  }

  static let all: [Device] = [
    phone(
      "iphone-16-pro-max-ios18", "iPhone 16 Pro Max (iOS 18)", screen: Size(440, 956), scale: 3,
      spotChecked(row430), provenance: .measured, source: CatalogSources.iPhoneSpotCheck),
    phone(
      "iphone-16-plus-ios18", "iPhone 16 Plus (iOS 18)",
      aliases: ["iphone-15-plus-ios18", "iphone-15-pro-max-ios18", "iphone-14-pro-max-ios18"],
      screen: Size(430, 932), scale: 3, row430),
    phone(
      "iphone-14-plus-ios18", "iPhone 14 Plus (iOS 18)",
      aliases: ["iphone-13-pro-max-ios18", "iphone-12-pro-max-ios18"], screen: Size(428, 926), scale: 3,
      row430),
    phone(
      "iphone-11-pro-max-ios18", "iPhone 11 Pro Max (iOS 18)", aliases: ["iphone-xs-max-ios18"],
      screen: Size(414, 896), scale: 3, row414x896),
    phone(
      "iphone-11-ios18", "iPhone 11 (iOS 18)", aliases: ["iphone-xr-ios18"], screen: Size(414, 896),
      scale: 2, row414x896),
    phone(
      "iphone-8-plus-ios18", "iPhone 8 Plus (iOS 16 and earlier)", aliases: ["iphone-7-plus-ios18"],
      screen: Size(414, 736), scale: 3,
      notes: ["The HIG lists the panel as 1080×1920 px at @3x: the 1242×2208 px render is scaled down."],
      row414x736),
    phone(
      "iphone-16-pro-ios18", "iPhone 16 Pro (iOS 18)", screen: Size(402, 874), scale: 3,
      spotChecked(row393), provenance: .measured, source: CatalogSources.iPhoneSpotCheck),
    phone(
      "iphone-15-pro-ios18", "iPhone 15 Pro (iOS 18)",
      aliases: ["iphone-16-ios18", "iphone-15-ios18", "iphone-14-pro-ios18"], screen: Size(393, 852),
      scale: 3, row393),
    phone(
      "iphone-14-ios18", "iPhone 14 (iOS 18)",
      aliases: [
        "iphone-16e-ios18", "iphone-13-ios18", "iphone-13-pro-ios18", "iphone-12-ios18",
        "iphone-12-pro-ios18",
      ],
      screen: Size(390, 844), scale: 3, row393),
    phone(
      "iphone-11-pro-ios18", "iPhone 11 Pro (iOS 18)", aliases: ["iphone-xs-ios18", "iphone-x-ios18"],
      screen: Size(375, 812), scale: 3, row375x812),
    phone(
      "iphone-13-mini-ios18", "iPhone 13 mini (iOS 18)", aliases: ["iphone-12-mini-ios18"],
      screen: Size(360, 780), scale: 3,
      notes: [
        "Some HIG versions list the minis as 375×812, and FrameUp found they report 375×812; the sizes agree."
      ],
      row375x812),
    phone(
      "iphone-se-3-ios18", "iPhone SE (3rd generation) (iOS 18)",
      aliases: ["iphone-se-2-ios18", "iphone-8-ios18"],
      screen: Size(375, 667), scale: 2, row375x667),
    phone(
      "iphone-se-1-ios18", "iPhone SE (1st generation) (iOS 15 and earlier)", screen: Size(320, 568),
      scale: 2, notes: ["The HIG gives no Lock Screen widget sizes for this screen (N/A)."], row320),
  ]
}
