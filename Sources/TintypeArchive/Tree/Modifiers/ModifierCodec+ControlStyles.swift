import Foundation

/// Control styles: each one's JSON spelling (see `ModifierCodec`).
extension ModifierCodec {
  static let gaugeStyle = value("gaugeStyle", ViewModifierValue.gaugeStyle) {
    if case .gaugeStyle(let style) = $0 { style } else { nil }
  }

  static let progressViewStyle = value("progressViewStyle", ViewModifierValue.progressViewStyle) {
    if case .progressViewStyle(let style) = $0 { style } else { nil }
  }

  static let buttonStyle = value("buttonStyle", ViewModifierValue.buttonStyle) {
    if case .buttonStyle(let style) = $0 { style } else { nil }
  }

  static let labelStyle = value("labelStyle", ViewModifierValue.labelStyle) {
    if case .labelStyle(let style) = $0 { style } else { nil }
  }

  static let toggleStyle = value("toggleStyle", ViewModifierValue.toggleStyle) {
    if case .toggleStyle(let style) = $0 { style } else { nil }
  }
}
