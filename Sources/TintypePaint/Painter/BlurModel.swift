/// How SwiftUI's `blur(radius:)` becomes a Gaussian: its standard deviation, in points, is half the
/// radius, the convention shadows use here too (UNCONFIRMED; the CSS blur-radius equivalence).
enum BlurModel {
  static func sigma(radius: Double) -> Double { radius / 2 }
}
