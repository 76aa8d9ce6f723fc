import TintypeUI

/// The Reading Goals widget's background: an evening-blue gradient that the dark colour scheme's
/// white text reads well on. It is the widget's container background, so the system swaps it for
/// glass when the Home Screen is tinted or clear.
struct Background: View {
  var body: some View {
    LinearGradient(
      colors: [
        Color(red: 0.16, green: 0.20, blue: 0.38),
        Color(red: 0.07, green: 0.08, blue: 0.18),
      ],
      startPoint: .topLeading, endPoint: .bottomTrailing)
  }
}
