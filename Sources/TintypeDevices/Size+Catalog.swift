import TintypeCore

extension Size {
  /// Unlabelled form for the catalog's tables, which read like the published ones ("364×170").
  init(_ width: Double, _ height: Double) {
    self.init(width: width, height: height)
  }
}
