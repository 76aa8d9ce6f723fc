import TintypeScene

extension ResolvedModifier {
  /// The name of the layer this modifier makes in the layout records (`LayoutRecord.layer`), or
  /// `nil` for modifiers that make no frame of their own (priorities, grid settings, drawing
  /// effects, hidden) or that carry views of their own (backgrounds, overlays, masks: their views
  /// have records). Exhaustive, so that a new modifier must say.
  public var layerName: String? {
    switch self {
    case .padding: return "padding"
    case .frame: return "frame"
    case .containerRelativeFrame: return "containerRelativeFrame"
    case .flexibleFrame: return "flexibleFrame"
    case .fixedSize: return "fixedSize"
    case .aspectRatio: return "aspectRatio"
    case .offset: return "offset"
    case .position: return "position"
    case .layoutPriority, .background, .overlay, .mask, .hidden, .gridCell, .effect: return nil
    }
  }
}
