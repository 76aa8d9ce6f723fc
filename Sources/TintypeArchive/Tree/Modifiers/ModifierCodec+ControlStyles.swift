import Foundation

/// Control styles: each one's JSON spelling (see `ModifierCodec`).
extension ModifierCodec {
  static let gaugeStyle = value("gaugeStyle", ViewModifierValue.gaugeStyle) {
    if case .gaugeStyle(let style) = $0 { style } else { nil }
  }
  .schema(
    ##"""
    {
      "enum": [
        "automatic",
        "accessoryCircular",
        "accessoryCircularCapacity",
        "accessoryLinear",
        "accessoryLinearCapacity",
        "linearCapacity",
        "circular",
        "linear"
      ]
    }
    """##)

  static let progressViewStyle = value("progressViewStyle", ViewModifierValue.progressViewStyle) {
    if case .progressViewStyle(let style) = $0 { style } else { nil }
  }
  .schema(##"{"enum": ["automatic", "linear", "circular"]}"##)

  static let buttonStyle = value("buttonStyle", ViewModifierValue.buttonStyle) {
    if case .buttonStyle(let style) = $0 { style } else { nil }
  }
  .schema(##"{"enum": ["automatic", "plain", "bordered", "borderedProminent", "borderless"]}"##)

  static let labelStyle = value("labelStyle", ViewModifierValue.labelStyle) {
    if case .labelStyle(let style) = $0 { style } else { nil }
  }
  .schema(##"{"enum": ["automatic", "titleOnly", "iconOnly", "titleAndIcon"]}"##)

  static let toggleStyle = value("toggleStyle", ViewModifierValue.toggleStyle) {
    if case .toggleStyle(let style) = $0 { style } else { nil }
  }
  .schema(##"{"enum": ["automatic", "switch", "button"]}"##)

  static let labelsHidden = on("labelsHidden", .labelsHidden)
    .schema(
      ##"{"const": true, "description": "`labelsHidden()`: toggles, gauges and progress views inside draw no label."}"##
    )
}
