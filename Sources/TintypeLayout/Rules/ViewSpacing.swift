/// The distance a stack with `spacing: nil` leaves between two neighbours, in one place.
///
/// SwiftUI asks each pair of views for their preferred distance (`ViewSpacing`): 8 pt between most
/// views on iOS, 0 next to a spacer, and distances derived from the fonts' leading between two
/// texts. Tintype's model keeps the first two and uses 8 pt between texts as well; the text rule is
/// the one known difference, and it lives here alone should it ever be modelled.
enum ViewSpacing {
  /// SwiftUI's default distance between views on iOS, also a spacer's default minimum length.
  static let standard: Double = 8

  /// The distance between `leading` and the `trailing` view that follows it in a stack.
  static func distance(between leading: LayoutChild, and trailing: LayoutChild) -> Double {
    // A spacer's preferred spacing is zero on every edge (OpenSwiftUI `Spacer.swift`), and the
    // larger of two preferences wins, so only the neighbour's could count — zero by this model.
    leading.isSpacer || trailing.isSpacer ? 0 : standard
  }
}
