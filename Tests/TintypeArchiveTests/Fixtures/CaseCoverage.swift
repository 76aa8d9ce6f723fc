import TintypeArchive

/// An archive type whose every case the fixtures must use.
///
/// `coverageCase` is an exhaustive switch with no `default`: a case added to the archive type does
/// not compile here until it is given a `CoverageCase`, and `fixturesUseEveryCase` then fails
/// until a fixture uses it — so the schema and round-trip tests cannot silently miss a new case.
protocol CaseCovered {
  associatedtype CoverageCase: CaseIterable, RawRepresentable where CoverageCase.RawValue == String
  var coverageCase: CoverageCase { get }
}

extension CaseCovered {
  static var typeLabel: String {
    String(reflecting: Self.self).replacingOccurrences(of: "TintypeArchive.", with: "")
  }
  /// `Type.case` for every case of the type.
  static var allCoverageNames: [String] { CoverageCase.allCases.map { typeLabel + "." + $0.rawValue } }
  /// `Type.case` for this value.
  var coverageName: String { Self.typeLabel + "." + coverageCase.rawValue }
}

enum CaseCoverage {
  /// The archive's enumerations with payloads (string enumerations are covered by the schema's
  /// `enum` lists instead).
  static var types: [any CaseCovered.Type] {
    [
      ViewContent.self, ViewModifierValue.self, TextContent.self, ImageValue.Source.self, ColorValue.self,
      ShapeStyleValue.self, GradientValue.Geometry.self, ShapeKind.self, ShapeModifierValue.self,
      ShapePaint.self,
      PathValue.Element.self, ProgressValue.Progress.self, CanvasValue.Command.self, DecorationValue.self,
      FrameValue.self, ReloadPolicy.self, FilterValue.self, ChartPrimitive.self, ChartRadius.self,
    ]
  }

  /// Every case of every covered type.
  static var expected: Set<String> { Set(types.flatMap { $0.allCoverageNames }) }

  /// The cases used anywhere inside `value`, found by reflection.
  static func used(in value: Any) -> Set<String> {
    var found: Set<String> = []
    func visit(_ value: Any) {
      if let covered = value as? any CaseCovered { found.insert(covered.coverageName) }
      for child in Mirror(reflecting: value).children { visit(child.value) }
    }
    visit(value)
    return found
  }
}

extension ViewContent: CaseCovered {
  enum CoverageCase: String, CaseIterable {
    case text, image, color, gradient, shape, vStack, hStack, zStack, geometryReader, group, spacer, divider,
      viewThatFits,
      grid, gridRow, lazyGrid,
      gauge
    case progressView, label, link, button, toggle, canvas, chart, accessoryWidgetBackground, empty,
      familySwitch
    case renderingModeSwitch, colorSchemeSwitch
  }

  var coverageCase: CoverageCase {
    switch self {
    case .text: .text
    case .geometryReader: .geometryReader
    case .image: .image
    case .color: .color
    case .gradient: .gradient
    case .shape: .shape
    case .vStack: .vStack
    case .hStack: .hStack
    case .zStack: .zStack
    case .group: .group
    case .spacer: .spacer
    case .divider: .divider
    case .viewThatFits: .viewThatFits
    case .grid: .grid
    case .gridRow: .gridRow
    case .lazyGrid: .lazyGrid
    case .gauge: .gauge
    case .progressView: .progressView
    case .label: .label
    case .link: .link
    case .button: .button
    case .toggle: .toggle
    case .canvas: .canvas
    case .chart: .chart
    case .accessoryWidgetBackground: .accessoryWidgetBackground
    case .empty: .empty
    case .familySwitch: .familySwitch
    case .renderingModeSwitch: .renderingModeSwitch
    case .colorSchemeSwitch: .colorSchemeSwitch
    }
  }
}

extension ViewModifierValue: CaseCovered {
  enum CoverageCase: String, CaseIterable {
    case padding, paddingInsets, frame, containerRelativeFrame, fixedSize, layoutPriority, aspectRatio,
      offset, position, zIndex,
      hidden
    case gridCellColumns, gridCellUnsizedAxes, gridColumnAlignment, gridCellAnchor
    case font, fontWeight, fontDesign, fontWidth, bold, italic, monospacedDigit, monospaced, lineLimit,
      truncationMode,
      allowsTightening
    case multilineTextAlignment, minimumScaleFactor, kerning, tracking, baselineOffset, lineSpacing, textCase,
      textScale, dynamicTypeSize
    case strikethrough, underline, imageScale, symbolVariant, symbolRenderingMode
    case foregroundStyle, tint, background, overlay, clipShape, containerShape, clipped, cornerRadius, mask,
      opacity, shadow
    case rotationEffect, scaleEffect, transformEffect, luminanceToAlpha
    case brightness, contrast, saturation, grayscale, hueRotation, colorInvert, colorMultiply, filter,
      compositingGroup, blendMode
    case containerBackground, widgetAccentable, widgetAccentedRenderingMode, widgetURL, widgetLabel,
      widgetCurvesContent, redacted
    case unredacted, privacySensitive, environment
    case gaugeStyle, progressViewStyle, buttonStyle, labelStyle, toggleStyle, labelsHidden
    case composite
  }

  // swiftlint:disable:next cyclomatic_complexity function_body_length
  var coverageCase: CoverageCase {
    switch self {
    case .padding: .padding
    case .paddingInsets: .paddingInsets
    case .frame: .frame
    case .containerRelativeFrame: .containerRelativeFrame
    case .fixedSize: .fixedSize
    case .layoutPriority: .layoutPriority
    case .aspectRatio: .aspectRatio
    case .offset: .offset
    case .position: .position
    case .zIndex: .zIndex
    case .hidden: .hidden
    case .gridCellColumns: .gridCellColumns
    case .gridCellUnsizedAxes: .gridCellUnsizedAxes
    case .gridColumnAlignment: .gridColumnAlignment
    case .gridCellAnchor: .gridCellAnchor
    case .font: .font
    case .fontWeight: .fontWeight
    case .fontDesign: .fontDesign
    case .fontWidth: .fontWidth
    case .bold: .bold
    case .italic: .italic
    case .monospacedDigit: .monospacedDigit
    case .monospaced: .monospaced
    case .lineLimit: .lineLimit
    case .truncationMode: .truncationMode
    case .allowsTightening: .allowsTightening
    case .multilineTextAlignment: .multilineTextAlignment
    case .minimumScaleFactor: .minimumScaleFactor
    case .kerning: .kerning
    case .tracking: .tracking
    case .baselineOffset: .baselineOffset
    case .lineSpacing: .lineSpacing
    case .textCase: .textCase
    case .textScale: .textScale
    case .dynamicTypeSize: .dynamicTypeSize
    case .strikethrough: .strikethrough
    case .underline: .underline
    case .imageScale: .imageScale
    case .symbolVariant: .symbolVariant
    case .symbolRenderingMode: .symbolRenderingMode
    case .foregroundStyle: .foregroundStyle
    case .tint: .tint
    case .background: .background
    case .overlay: .overlay
    case .clipShape: .clipShape
    case .containerShape: .containerShape
    case .clipped: .clipped
    case .cornerRadius: .cornerRadius
    case .mask: .mask
    case .opacity: .opacity
    case .shadow: .shadow
    case .rotationEffect: .rotationEffect
    case .scaleEffect: .scaleEffect
    case .transformEffect: .transformEffect
    case .luminanceToAlpha: .luminanceToAlpha
    case .brightness: .brightness
    case .contrast: .contrast
    case .saturation: .saturation
    case .grayscale: .grayscale
    case .hueRotation: .hueRotation
    case .colorInvert: .colorInvert
    case .colorMultiply: .colorMultiply
    case .filter: .filter
    case .compositingGroup: .compositingGroup
    case .blendMode: .blendMode
    case .containerBackground: .containerBackground
    case .widgetAccentable: .widgetAccentable
    case .widgetAccentedRenderingMode: .widgetAccentedRenderingMode
    case .widgetURL: .widgetURL
    case .widgetLabel: .widgetLabel
    case .widgetCurvesContent: .widgetCurvesContent
    case .redacted: .redacted
    case .unredacted: .unredacted
    case .privacySensitive: .privacySensitive
    case .environment: .environment
    case .gaugeStyle: .gaugeStyle
    case .progressViewStyle: .progressViewStyle
    case .buttonStyle: .buttonStyle
    case .labelStyle: .labelStyle
    case .toggleStyle: .toggleStyle
    case .labelsHidden: .labelsHidden
    case .composite: .composite
    }
  }
}

extension ChartPrimitive: CaseCovered {
  enum CoverageCase: String, CaseIterable { case number, string, date }
  var coverageCase: CoverageCase {
    switch self {
    case .number: .number
    case .string: .string
    case .date: .date
    }
  }
}

extension ChartRadius: CaseCovered {
  enum CoverageCase: String, CaseIterable { case ratio, fixed, inset }
  var coverageCase: CoverageCase {
    switch self {
    case .ratio: .ratio
    case .fixed: .fixed
    case .inset: .inset
    }
  }
}

extension FilterValue: CaseCovered {
  enum CoverageCase: String, CaseIterable { case blur }
  var coverageCase: CoverageCase {
    switch self {
    case .blur: .blur
    }
  }
}

extension TextContent: CaseCovered {
  enum CoverageCase: String, CaseIterable { case verbatim, date, dateRange, timer, concatenation }
  var coverageCase: CoverageCase {
    switch self {
    case .verbatim: .verbatim
    case .date: .date
    case .dateRange: .dateRange
    case .timer: .timer
    case .concatenation: .concatenation
    }
  }
}

extension ImageValue.Source: CaseCovered {
  enum CoverageCase: String, CaseIterable { case named, system, data }
  var coverageCase: CoverageCase {
    switch self {
    case .named: .named
    case .system: .system
    case .data: .data
    }
  }
}

extension ColorValue: CaseCovered {
  enum CoverageCase: String, CaseIterable { case rgb, system, asset, dynamic }
  var coverageCase: CoverageCase {
    switch self {
    case .rgb: .rgb
    case .system: .system
    case .asset: .asset
    case .dynamic: .dynamic
    }
  }
}

extension ShapeStyleValue: CaseCovered {
  enum CoverageCase: String, CaseIterable {
    case color, hierarchical, tint, background, fill, gradient, colorGradient, level, opacity, material
  }
  var coverageCase: CoverageCase {
    switch self {
    case .color: .color
    case .hierarchical: .hierarchical
    case .tint: .tint
    case .background: .background
    case .fill: .fill
    case .gradient: .gradient
    case .colorGradient: .colorGradient
    case .level: .level
    case .opacity: .opacity
    case .material: .material
    }
  }
}

extension GradientValue.Geometry: CaseCovered {
  enum CoverageCase: String, CaseIterable { case linear, radial, angular, elliptical }
  var coverageCase: CoverageCase {
    switch self {
    case .linear: .linear
    case .radial: .radial
    case .angular: .angular
    case .elliptical: .elliptical
    }
  }
}

extension ShapeKind: CaseCovered {
  enum CoverageCase: String, CaseIterable {
    case rectangle, roundedRectangle, unevenRoundedRectangle, circle, ellipse, capsule, containerRelative,
      path
  }
  var coverageCase: CoverageCase {
    switch self {
    case .rectangle: .rectangle
    case .roundedRectangle: .roundedRectangle
    case .unevenRoundedRectangle: .unevenRoundedRectangle
    case .circle: .circle
    case .ellipse: .ellipse
    case .capsule: .capsule
    case .containerRelative: .containerRelative
    case .path: .path
    }
  }
}

extension ShapeModifierValue: CaseCovered {
  enum CoverageCase: String, CaseIterable { case trim, inset, rotation, offset, scale }
  var coverageCase: CoverageCase {
    switch self {
    case .trim: .trim
    case .inset: .inset
    case .rotation: .rotation
    case .offset: .offset
    case .scale: .scale
    }
  }
}

extension ShapePaint: CaseCovered {
  enum CoverageCase: String, CaseIterable { case fill, stroke, strokeBorder }
  var coverageCase: CoverageCase {
    switch self {
    case .fill: .fill
    case .stroke: .stroke
    case .strokeBorder: .strokeBorder
    }
  }
}

extension PathValue.Element: CaseCovered {
  enum CoverageCase: String, CaseIterable {
    case move, line, quadCurve, curve, arc, rect, ellipse, roundedRect, closeSubpath
  }
  var coverageCase: CoverageCase {
    switch self {
    case .move: .move
    case .line: .line
    case .quadCurve: .quadCurve
    case .curve: .curve
    case .arc: .arc
    case .rect: .rect
    case .ellipse: .ellipse
    case .roundedRect: .roundedRect
    case .closeSubpath: .closeSubpath
    }
  }
}

extension ProgressValue.Progress: CaseCovered {
  enum CoverageCase: String, CaseIterable { case value, timer, indeterminate }
  var coverageCase: CoverageCase {
    switch self {
    case .value: .value
    case .timer: .timer
    case .indeterminate: .indeterminate
    }
  }
}

extension CanvasValue.Command: CaseCovered {
  enum CoverageCase: String, CaseIterable { case fill, stroke }
  var coverageCase: CoverageCase {
    switch self {
    case .fill: .fill
    case .stroke: .stroke
    }
  }
}

extension DecorationValue: CaseCovered {
  enum CoverageCase: String, CaseIterable { case style, view }
  var coverageCase: CoverageCase {
    switch self {
    case .style: .style
    case .view: .view
    }
  }
}

extension FrameValue: CaseCovered {
  enum CoverageCase: String, CaseIterable { case fixed, flexible }
  var coverageCase: CoverageCase {
    switch self {
    case .fixed: .fixed
    case .flexible: .flexible
    }
  }
}

extension ReloadPolicy: CaseCovered {
  enum CoverageCase: String, CaseIterable { case atEnd, after, never }
  var coverageCase: CoverageCase {
    switch self {
    case .atEnd: .atEnd
    case .after: .after
    case .never: .never
    }
  }
}
