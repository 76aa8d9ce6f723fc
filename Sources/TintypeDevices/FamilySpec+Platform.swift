import TintypeArchive
import TintypeCore

extension FamilySpec {
  /// A spec whose margins, rendering modes and corner radius follow the catalog's rules for
  /// `platform`, so the device tables only need to give sizes and their sources.
  init(
    family: WidgetFamily, size: Size, platform: Platform, provenance: SizeProvenance,
    source: String
  ) {
    let (margins, marginsUnconfirmed) = DefaultContentMargins.margins(for: family, on: platform)
    let radius = WidgetCornerRadius.radius(for: family, on: platform)
    var unconfirmed: Set<Field> = []
    if marginsUnconfirmed { unconfirmed.insert(.contentMargins) }
    if radius != nil { unconfirmed.insert(.cornerRadius) }  // no radius is published anywhere
    self.init(
      family: family, size: size, contentMargins: margins,
      renderingModes: RenderingModeSupport.modes(for: family, on: platform), cornerRadius: radius,
      provenance: provenance, source: source, unconfirmed: unconfirmed)
  }
}

extension Device {
  /// A device whose family specs are built from `sizes` by the catalog's platform rules.
  init(
    id: String, name: String, aliases: [String] = [], platform: Platform, screen: Size?,
    scale: Double, generation: String, notes: [String] = [],
    sizes: [(WidgetFamily, Size, SizeProvenance, String)]
  ) {
    var families: [WidgetFamily: FamilySpec] = [:]
    for (family, size, provenance, source) in sizes {
      precondition(families[family] == nil, "\(id): \(family) listed twice")
      families[family] = FamilySpec(
        family: family, size: size, platform: platform, provenance: provenance, source: source)
    }
    self.init(
      id: id, name: name, aliases: aliases, platform: platform, screen: screen, scale: scale,
      generation: generation, families: families, notes: notes)
  }
}
