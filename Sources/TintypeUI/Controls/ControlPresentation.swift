import Foundation

/// Where the system shows a control (iOS 18): a Control Center module in one of its three sizes, or a
/// Lock Screen slot (the two buttons at the bottom of the Lock Screen).
public enum ControlPresentation: String, CaseIterable, Hashable, Sendable {
  /// One Control Center cell: the symbol in a circle.
  case controlCenterSmall
  /// Two cells wide: the symbol, the title and the value in a capsule.
  case controlCenterMedium
  /// Two cells by two: the symbol at the top, the title and the value below.
  case controlCenterLarge
  /// A Lock Screen slot: the symbol in a small circle.
  case lockScreen

  /// The presentation's name in words.
  public var title: String {
    switch self {
    case .controlCenterSmall: return "Control Center, small"
    case .controlCenterMedium: return "Control Center, medium"
    case .controlCenterLarge: return "Control Center, large"
    case .lockScreen: return "Lock Screen"
    }
  }
}

/// The sizes and colours of the controls the system draws.
///
/// UNCONFIRMED model (docs/models.md): Apple publishes no point sizes for Control Center's grid or the
/// Lock Screen's slots; these are estimates from iOS 18 screenshots of an iPhone 16 Pro: a 68 pt cell
/// with 16 pt between cells, 50 pt Lock Screen buttons. The colours are a model too: an off control is
/// translucent white over whatever is behind it (the system's glass, drawn without its blur), an on
/// toggle is filled with its tint (system blue when it has none) with a white symbol in Control Center,
/// and white with a black symbol on the Lock Screen, as the flashlight shows.
public enum ControlGeometry {
  /// One Control Center cell, in points.
  public static let cell = 68.0
  /// Between two cells.
  public static let cellSpacing = 16.0
  /// A Lock Screen slot's diameter.
  public static let lockScreenDiameter = 50.0
  /// The symbol's point size in Control Center.
  public static let symbolSize = 22.0
  /// The narrowest the symbol's column is in a medium module, so that titles line up.
  public static let mediumSymbolColumn = 24.0
  /// The symbol's point size in a Lock Screen slot.
  public static let lockScreenSymbolSize = 20.0
  /// The opacity of an off control's white glass.
  public static let offFillOpacity = 0.2
  /// The inset of the symbol, title and value from a medium or large module's edge.
  public static let moduleInset = 14.0
  /// The title's and the value's point sizes in a medium module (it has 90 pt for them).
  public static let mediumTextSizes = (title: 13.0, value: 12.0)
  /// The same in a large module.
  public static let largeTextSizes = (title: 15.0, value: 13.0)

  /// The size of a module in `presentation`.
  public static func size(of presentation: ControlPresentation) -> CGSize {
    let wide = 2 * cell + cellSpacing
    switch presentation {
    case .controlCenterSmall: return CGSize(width: cell, height: cell)
    case .controlCenterMedium: return CGSize(width: wide, height: cell)
    case .controlCenterLarge: return CGSize(width: wide, height: wide)
    case .lockScreen: return CGSize(width: lockScreenDiameter, height: lockScreenDiameter)
    }
  }
}

/// A control's parts as the system places them: the symbol, the title and the value, picked out of
/// its template's archived label for the state shown, with the state and tint.
public struct ControlViews {
  /// The symbol (the label's first image), or a blank when the label has none.
  public var symbol: AnyView
  /// The title (the label's text), if any.
  public var title: AnyView?
  /// A toggle's value ("On"), if its value label has text.
  public var value: AnyView?
  /// Whether the control is a toggle that is on.
  public var isOn: Bool
  /// The colour of the control when on.
  public var tint: Color?

  /// The parts of `template` showing `isOn` (its own state when `nil`), archived with `environment`.
  public init(
    _ template: ControlTemplateContent, isOn: Bool? = nil,
    environment: ArchiveEnvironment = ArchiveEnvironment()
  ) {
    let template = isOn.map { template.showing(isOn: $0) } ?? template
    let state = template.isOn
    func node(_ view: AnyView) -> ViewNode {
      ViewArchiver.node(view, family: .systemSmall, environment: environment)
    }
    let label = node(template.label(state))
    let (titleNode, iconNode): (ViewNode?, ViewNode) = {
      if case .label(let title, let icon) = label.content { return (title, icon) }
      return (label.firstNode { if case .text = $0.content { true } else { false } }, label)
    }()
    let image = iconNode.firstNode { if case .image = $0.content { true } else { false } }
    symbol = image.map { AnyView(ArchivedView($0)) } ?? AnyView(Color.clear.frame(width: 1, height: 1))
    title = titleNode.map { AnyView(ArchivedView($0)) }
    let valueNode =
      template.valueLabel.map { node($0(state)) }?.firstNode {
        if case .text = $0.content { true } else { false }
      }
    value = valueNode.map { AnyView(ArchivedView($0)) }
    self.isOn = state
    tint = template.tint
  }

  /// The control as the system draws it in `presentation`.
  public func view(_ presentation: ControlPresentation) -> AnyView {
    let size = ControlGeometry.size(of: presentation)
    let onFill = tint ?? Color.blue
    switch presentation {
    case .lockScreen:
      return AnyView(
        symbol.font(.system(size: ControlGeometry.lockScreenSymbolSize, weight: .medium))
          .foregroundStyle(isOn ? Color.black : Color.white)
          .frame(width: size.width, height: size.height)
          .background(Circle().fill(isOn ? Color.white : Color.white.opacity(ControlGeometry.offFillOpacity)))
      )
    case .controlCenterSmall:
      return AnyView(
        symbol.font(.system(size: ControlGeometry.symbolSize, weight: .medium))
          .foregroundStyle(Color.white)
          .frame(width: size.width, height: size.height)
          .background(Circle().fill(isOn ? onFill : Color.white.opacity(ControlGeometry.offFillOpacity))))
    case .controlCenterMedium:
      return AnyView(
        HStack(spacing: 8) {
          // A column for the symbol, widened by a symbol wider than it (rather than overflowing:
          // the layout is the system's, the author could not fix it).
          symbol.font(.system(size: ControlGeometry.symbolSize, weight: .medium))
            .frame(minWidth: ControlGeometry.mediumSymbolColumn)
          texts(ControlGeometry.mediumTextSizes)
          Spacer(minLength: 0)
        }
        .foregroundStyle(Color.white)
        .padding(.horizontal, ControlGeometry.moduleInset)
        .frame(width: size.width, height: size.height)
        .background(Capsule().fill(isOn ? onFill : Color.white.opacity(ControlGeometry.offFillOpacity))))
    case .controlCenterLarge:
      return AnyView(
        VStack(alignment: .leading, spacing: 0) {
          symbol.font(.system(size: ControlGeometry.symbolSize + 6, weight: .medium))
          Spacer(minLength: 0)
          texts(ControlGeometry.largeTextSizes)
        }
        .foregroundStyle(Color.white)
        .padding(ControlGeometry.moduleInset + 4)
        .frame(width: size.width, height: size.height, alignment: .leading)
        .background(
          RoundedRectangle(cornerRadius: ControlGeometry.cell / 2, style: .continuous)
            .fill(isOn ? onFill : Color.white.opacity(ControlGeometry.offFillOpacity))))
    }
  }

  /// The title over the value, left-aligned, one line each.
  private func texts(_ sizes: (title: Double, value: Double)) -> some View {
    VStack(alignment: .leading, spacing: 1) {
      if let title { title.font(.system(size: sizes.title, weight: .semibold)).lineLimit(1) }
      if let value { value.font(.system(size: sizes.value)).opacity(0.7).lineLimit(1) }
    }
  }
}

extension ViewNode {
  /// The first node, depth first in document order, that `matches`.
  func firstNode(where matches: (ViewNode) -> Bool) -> ViewNode? {
    var found: ViewNode?
    walk(at: .root) { node, _ in
      if found == nil, matches(node) { found = node }
    }
    return found
  }
}
