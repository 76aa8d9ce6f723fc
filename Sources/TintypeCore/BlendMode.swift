/// How a view's colours combine with what is under it (SwiftUI's `BlendMode`): the W3C Compositing
/// and Blending modes (which Core Graphics and SwiftUI share) plus the Porter–Duff operators SwiftUI
/// exposes. The raw values are SwiftUI's case names, which the archive writes.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
