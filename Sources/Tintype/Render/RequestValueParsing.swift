import TintypeArchive
import TintypeCore
import TintypeResolve

// The text forms of request values, shared by the command line's options and batch manifests so that
// `--tint orange` and `"tint": "orange"` mean the same colour.

extension RGBAColor {
  /// A colour written `#RRGGBB`, `#RRGGBBAA` (the `#` may be left out) or as a system colour name
  /// ("orange", in its light appearance); `nil` for anything else.
  public init?(requestText text: String) {
    if let system = SystemColor(rawValue: text) {
      self = SystemPalette.system(system, .light)
      return
    }
    guard case .rgb(let r, let g, let b, let a, _)? = ColorValue(hex: text.hasPrefix("#") ? text : "#" + text)
    else { return nil }
    self.init(red: r, green: g, blue: b, alpha: a)
  }
}

extension RenderLayout {
  /// `widget`, `sizeThatFits` (or `fit`), `device` (or `screen`), or `WIDTHxHEIGHT` in points, each
  /// side positive and at most `RenderLimits.maximumPixelDimension`; `nil` for anything else.
  public init?(requestText text: String) {
    switch text.lowercased() {
    case "widget": self = .widget
    case "sizethatfits", "fit": self = .sizeThatFits
    case "device", "screen": self = .device
    default:
      let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
      guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= Double(RenderLimits.maximumPixelDimension) })
      else { return nil }
      self = .fixed(width: parts[0], height: parts[1])
    }
  }
}

extension LayoutDirection {
  /// `leftToRight`/`ltr` or `rightToLeft`/`rtl`, in any case; `nil` for anything else.
  public init?(requestText text: String) {
    switch text.lowercased() {
    case "lefttoright", "ltr": self = .leftToRight
    case "righttoleft", "rtl": self = .rightToLeft
    default: return nil
    }
  }
}
