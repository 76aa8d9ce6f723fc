/// What a modifier costs the painter beyond drawing its view, so that an archive's work can be
/// bounded before it starts (`ArchiveLimits.maximumLayerCount`, `maximumBlurCount`).
public enum PaintCost: Sendable, Equatable {
  /// Nothing beyond the view itself: layout, text and style settings, transforms.
  case none
  /// A layer: the view is drawn on a canvas of its own and composited (clip, mask, opacity, colour
  /// effects, blend modes).
  case layer
  /// A layer that is also blurred (a shadow or a blur): the costliest pass per pixel.
  case blur
}

extension ViewModifierValue {
  /// What this modifier costs the painter. The switch is exhaustive on purpose: a new modifier
  /// must say whether it opens a layer.
  public var paintCost: PaintCost {
    switch self {
    case .shadow:
      return .blur
    case .filter(let filter):
      return filter.paintCost
    case .composite(let composite):
      return composite.paintCost
    case .clipShape, .clipped, .cornerRadius, .mask, .opacity, .luminanceToAlpha, .brightness, .contrast,
      .saturation, .grayscale, .hueRotation, .colorInvert, .colorMultiply, .compositingGroup, .blendMode:
      return .layer
    case .padding, .paddingInsets, .frame, .containerRelativeFrame, .fixedSize, .layoutPriority, .aspectRatio,
      .offset, .position,
      .zIndex, .hidden, .gridCellColumns, .gridCellUnsizedAxes, .gridColumnAlignment, .gridCellAnchor,
      .font, .fontWeight, .fontDesign, .fontWidth, .bold, .italic, .monospacedDigit, .monospaced, .lineLimit,
      .truncationMode, .allowsTightening, .multilineTextAlignment, .minimumScaleFactor, .kerning, .tracking,
      .baselineOffset,
      .lineSpacing, .textCase, .textScale, .dynamicTypeSize, .strikethrough, .underline, .imageScale,
      .symbolVariant,
      .symbolRenderingMode, .foregroundStyle, .tint, .background, .overlay, .containerShape,
      .rotationEffect, .scaleEffect, .transformEffect, .containerBackground, .widgetAccentable,
      .widgetAccentedRenderingMode,
      .widgetURL, .widgetLabel, .widgetCurvesContent, .redacted, .unredacted, .privacySensitive, .environment,
      .gaugeStyle,
      .progressViewStyle, .buttonStyle, .labelStyle, .toggleStyle, .labelsHidden:
      return .none
    }
  }
}

extension ViewNode {
  /// How many modifiers of this subtree cost `cost`, this node's own included.
  public func count(of cost: PaintCost) -> Int {
    modifiers.reduce(0) { $0 + ($1.paintCost == cost ? 1 : 0) }
      + content.children.reduce(0) { $0 + $1.count(of: cost) }
      + modifierChildren.reduce(0) { $0 + $1.count(of: cost) }
  }

  /// The most layers open at once anywhere in this subtree: this node's own layers plus the deepest
  /// below them (counted as if every child sat inside all of this node's layers, which bounds it).
  /// The painter keeps a canvas for each open layer, so this bounds its memory.
  public var layerDepth: Int {
    let own = modifiers.reduce(0) { $0 + ($1.paintCost == .none ? 0 : 1) }
    let below = (content.children + modifierChildren).reduce(0) { max($0, $1.layerDepth) }
    return own + below
  }
}
