/// How a view's colours combine with what is under it (SwiftUI's `BlendMode`).
public enum BlendModeValue: String, ArchiveEnum {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
