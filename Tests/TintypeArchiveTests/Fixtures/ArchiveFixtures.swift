import Foundation
import Testing
import TintypeArchive
import TintypeCore

/// Archive values that use every view type, every modifier and every value form the encoder can
/// write, including each shorthand it chooses (a padding number, a bare colour name, a style
/// string). `CaseCoverage` checks that nothing is missing.
enum ArchiveFixtures {
  /// 2026-06-08T09:00:00Z.
  static let date = Date(timeIntervalSince1970: 1_780_909_200)

  /// A date `seconds` after `date`.
  static func at(_ seconds: TimeInterval) -> Date { date.addingTimeInterval(seconds) }

  static func text(_ string: String) -> ViewNode { ViewNode(.text(.verbatim(string))) }

  // MARK: Values

  static let colors: [ColorValue] = [
    .rgb(red: 0.2, green: 0.4, blue: 0.6, opacity: 1, space: .sRGB),
    .rgb(red: 1, green: 0.5, blue: 0, opacity: 0.25, space: .displayP3),
    .rgb(red: 1.2, green: -0.1, blue: 0, opacity: 1, space: .sRGBLinear),
    .system(.blue, opacity: 1), .system(.primary, opacity: 1), .system(.secondary, opacity: 0.5),
    .system(.clear, opacity: 1), .asset("BrandColor", opacity: 1), .asset("Ink", opacity: 0.8),
    .dynamic(
      light: .rgb(red: 1, green: 1, blue: 1, opacity: 1, space: .sRGB), dark: .system(.gray, opacity: 0.5)),
  ]

  static let path = PathValue(
    elements: [
      .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 100, y: 0)),
      .quadCurve(to: Point(x: 100, y: 50), control: Point(x: 120, y: 25)),
      .curve(
        to: Point(x: 0, y: 50), control1: Point(x: 66.5, y: 60), control2: Point(x: 33, y: 40)),
      .closeSubpath,
      .arc(
        center: Point(x: 50, y: 25), radius: 10, startAngle: .degrees(0), endAngle: .degrees(270),
        clockwise: true),
      .arc(
        center: Point(x: 20, y: 25), radius: 4, startAngle: .radians(0.5), endAngle: .zero,
        clockwise: false),
      .rect(x: 1, y: 2, width: 30, height: 20), .ellipse(x: -5, y: 0, width: 10, height: 0),
      .roundedRect(x: 0, y: 0, width: 40, height: 30, cornerRadius: 6, style: .circular),
      .roundedRect(x: 4, y: 4, width: 8, height: 8, cornerRadius: 2, style: .continuous),
    ], referenceSize: (width: 100, height: 50))

  static let unscaledPath = PathValue(elements: [
    .move(to: Point(x: 2, y: 2)), .line(to: Point(x: 8, y: 8)),
  ])

  static let gradients: [GradientValue] = [
    GradientValue(
      stops: [
        .init(color: .rgb(red: 0.118, green: 0.227, blue: 0.541, opacity: 1, space: .sRGB), location: 0),
        .init(color: .system(.white, opacity: 1), location: 1),
      ],
      geometry: .linear(startPoint: .topLeading, endPoint: UnitPoint(x: 0.25, y: 1))),
    GradientValue(
      stops: GradientValue.evenlySpaced([
        .system(.red, opacity: 1), .system(.orange, opacity: 1), .system(.yellow, opacity: 1),
      ]),
      geometry: .linear(startPoint: .top, endPoint: .bottom)),
    GradientValue(
      stops: [.init(color: .system(.mint, opacity: 1), location: 0.5)],
      geometry: .radial(center: .center, startRadius: 0, endRadius: 40)),
    GradientValue(
      stops: [
        .init(color: .system(.teal, opacity: 1), location: 0),
        .init(color: .asset("Ink", opacity: 1), location: 0.75),
      ],
      geometry: .angular(
        center: UnitPoint(x: 0.5, y: 0.4), startAngle: .degrees(-90), endAngle: .degrees(270))),
    GradientValue(
      stops: [
        .init(color: .system(.indigo, opacity: 1), location: 0.1),
        .init(color: .system(.purple, opacity: 0.5), location: 0.9),
      ],
      geometry: .elliptical(center: .bottom, startRadiusFraction: 0.1, endRadiusFraction: 0.6)),
  ]

  static let shapeStyles: [ShapeStyleValue] =
    colors.map { .color($0) } + HierarchyLevel.allCases.map { .hierarchical($0) } + [
      .tint, .background, .fill(.primary), .fill(.tertiary), .colorGradient(.system(.orange, opacity: 1)),
      .level(.color(.system(.blue, opacity: 1)), .secondary), .level(.tint, .quinary), .opacity(.tint, 0.5),
      .opacity(.level(.color(.system(.pink, opacity: 1)), .tertiary), 0.25),
      .opacity(.gradient(gradients[0]), 1),
    ] + gradients.map { .gradient($0) } + MaterialKind.allCases.map { .material($0) }

  static let shapes: [ShapeValue] = [
    ShapeValue(.rectangle),
    ShapeValue(.roundedRectangle(cornerWidth: 12, cornerHeight: 12, style: .continuous)),
    ShapeValue(.roundedRectangle(cornerWidth: 8, cornerHeight: 4, style: .circular)),
    ShapeValue(
      .unevenRoundedRectangle(
        topLeading: 4, bottomLeading: 0, bottomTrailing: 8, topTrailing: 12, style: .continuous)),
    ShapeValue(.circle), ShapeValue(.ellipse), ShapeValue(.capsule(style: .circular)),
    ShapeValue(.capsule(style: .continuous)),
    ShapeValue(.containerRelative), ShapeValue(.path(path)), ShapeValue(.path(unscaledPath)),
    ShapeValue(
      .circle,
      modifiers: [
        .trim(from: 0, to: 0.75), .inset(2), .rotation(.degrees(-90), anchor: .center), .offset(x: 1, y: -1),
        .scale(x: 0.5, y: 2, anchor: .topLeading),
        .rotation(.radians(1), anchor: UnitPoint(x: 0.25, y: 0.75)),
      ]),
  ]

  static let strokeStyle = Stroke(
    lineWidth: 6, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [4, 2.5], dashPhase: 1)

  static let paints: [ShapePaint] = [
    .fill(nil, eoFill: false), .fill(.color(.system(.red, opacity: 1)), eoFill: false),
    .fill(nil, eoFill: true),
    .fill(.tint, eoFill: true), .fill(.level(.tint, .secondary), eoFill: false),
    .stroke(.hierarchical(.secondary), strokeStyle),
    .stroke(nil, Stroke()),
    .strokeBorder(.fill(.secondary), Stroke(lineWidth: 2, lineCap: .square, lineJoin: .round)),
  ]

  static let fonts: [FontValue] = [
    FontValue(base: .textStyle(.headline)),
    FontValue(base: .textStyle(.title3), weight: .bold),
    FontValue(base: .size(24), weight: .semibold, design: .rounded),
    FontValue(base: .custom(name: "Inter", size: 12, relativeTo: .body)),
    FontValue(base: .custom(name: "Inter Display", size: 40.5, relativeTo: nil), width: .condensed),
    FontValue(
      base: .textStyle(.extraLargeTitle2), weight: .black, design: .serif, width: .expanded, italic: true,
      monospacedDigit: true, monospaced: true, smallCaps: true, leading: .tight),
  ]

  // MARK: Modifiers

  static let modifiers: [ViewModifierValue] =
    [
      .padding(edges: .all, length: 16), .padding(edges: .horizontal, length: 12),
      .padding(edges: .all, length: nil),
      .padding(edges: [.top, .leading], length: -4), .padding(edges: .bottom, length: nil),
      .paddingInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)),
      .frame(.fixed(width: 100, height: 40, alignment: .leading)),
      .frame(.fixed(width: 60, height: nil, alignment: .center)),
      .containerRelativeFrame(ContainerRelativeFrameValue(axes: .horizontal)),
      .containerRelativeFrame(
        ContainerRelativeFrameValue(
          axes: [.horizontal, .vertical], count: 3, span: 2, spacing: 6, alignment: .top)),
      .frame(.flexible(.init(maxWidth: .infinity, alignment: .topLeading))),
      .frame(
        .flexible(
          .init(
            minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 0, idealHeight: 5, maxHeight: .infinity))),
      .fixedSize(horizontal: true, vertical: true), .fixedSize(horizontal: false, vertical: true),
      .layoutPriority(1),
      .aspectRatio(1.5, contentMode: .fit), .aspectRatio(nil, contentMode: .fill), .offset(x: 2, y: -3.5),
      .position(x: 40, y: -2.5), .gridCellColumns(2),
      .gridCellUnsizedAxes([.horizontal, .vertical]), .gridCellUnsizedAxes(.vertical),
      .gridColumnAlignment(.trailing),
      .gridCellAnchor(UnitPoint(x: 0.25, y: 1)),
      .zIndex(1),
      .hidden,
    ] + fonts.map { .font($0) } + [
      .font(nil), .fontWeight(.bold), .fontWeight(nil), .fontDesign(.rounded), .fontDesign(nil),
      .fontWidth(.condensed), .fontWidth(nil), .bold(true),
      .bold(false), .italic(true), .monospacedDigit, .monospaced(true), .lineLimit(nil),
      .lineLimit(LineLimitValue(max: 2)), .lineLimit(LineLimitValue(min: 1, max: 3, reservesSpace: true)),
      .lineLimit(LineLimitValue(min: 2, max: nil)), .lineLimit(LineLimitValue(max: nil, reservesSpace: true)),
      .truncationMode(.middle), .allowsTightening(true), .multilineTextAlignment(.trailing),
      .minimumScaleFactor(0.5), .kerning(1.5),
      .tracking(-0.5), .baselineOffset(2), .lineSpacing(4), .textCase(.uppercase), .textScale(.secondary),
      .textScale(.default), .textCase(nil), .dynamicTypeSize(DynamicTypeSizeRange(.small, .xxLarge)),
      .dynamicTypeSize(DynamicTypeSizeRange(.accessibility2, .accessibility2)),
      .strikethrough(TextLineValue()), .underline(TextLineValue(isActive: false)),
      .underline(TextLineValue(pattern: .dash, color: .system(.red, opacity: 1))),
      .strikethrough(TextLineValue(isActive: true, pattern: .dashDotDot)),
      .foregroundStyle([.hierarchical(.secondary), .color(.system(.blue, opacity: 1))]),
      .foregroundStyle([.tint, .hierarchical(.secondary), .hierarchical(.tertiary)]), .tint(nil),
      .tint(.color(.system(.orange, opacity: 1))),
      .background(.style(.color(.system(.black, opacity: 1)), shape: nil)),
      .background(.style(.level(.tint, .secondary), shape: nil)),
      .background(.style(.opacity(.color(.system(.blue, opacity: 1)), 0.3), shape: nil)),
      .background(
        .style(
          .fill(.secondary),
          shape: ShapeValue(.roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous)))),
      .overlay(.view(text("badge"), alignment: .topTrailing)),
      .overlay(.style(.gradient(gradients[2]), shape: ShapeValue(.circle))),
      .containerBackground(.style(.fill(.tertiary), shape: nil)),
      .containerBackground(.view(ViewNode(.gradient(gradients[0])), alignment: .center)),
      .clipShape(ShapeValue(.circle), eoFill: false),
      .containerShape(ShapeValue(.roundedRectangle(cornerWidth: 20, cornerHeight: 20, style: .continuous))),
      .clipShape(ShapeValue(.path(path)), eoFill: true),
      .clipShape(shapes.last!, eoFill: false), .clipped, .cornerRadius(12),
      .mask(
        ViewNode(.shape(ShapeValue(.capsule(style: .continuous)), paint: .fill(nil, eoFill: false))),
        alignment: .bottom),
      .opacity(0.5), .shadow(ShadowValue(radius: 4)),
      .shadow(ShadowValue(color: .asset("Ink", opacity: 0.5), radius: 0, x: 1, y: 2)),
      .rotationEffect(.degrees(45), anchor: .center),
      .rotationEffect(.radians(-1), anchor: UnitPoint(x: 0.25, y: 0.75)),
      .scaleEffect(x: 1.2, y: 0.8, anchor: .topLeading), .scaleEffect(x: 2, y: 2, anchor: .center),
      .transformEffect(Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 4, ty: -2)),
      .luminanceToAlpha,
      .imageScale(.large), .symbolVariant(.circleFill), .symbolVariant(.none),
      .symbolRenderingMode(.hierarchical),
      .symbolRenderingMode(nil),
      .brightness(0.2), .brightness(-1), .contrast(1.5), .contrast(-0.5), .saturation(0), .saturation(2),
      .grayscale(1), .hueRotation(.degrees(90)), .colorInvert, .colorMultiply(.asset("Ink", opacity: 0.5)),
      .filter(.blur(radius: 4, opaque: false)), .filter(.blur(radius: 2.5, opaque: true)), .compositingGroup,
      .blendMode(.multiply), .blendMode(.plusLighter), .blendMode(.luminosity),
      .widgetAccentable(true), .widgetAccentable(false), .widgetAccentedRenderingMode(.fullColor),
      .widgetAccentedRenderingMode(.accentedDesaturated), .widgetAccentedRenderingMode(nil),
      .widgetURL("bookclub://reading/42"),
      .widgetURL(nil), .widgetLabel(text("Label")), .widgetLabel(ViewNode(.gauge(GaugeValue(value: 0.5)))),
      .widgetCurvesContent(true), .widgetCurvesContent(false),
      .redacted(.placeholder), .redacted([.privacy, .invalidated]), .redacted([]), .unredacted,
      .privacySensitive(true),
      .environment(EnvironmentOverride(colorScheme: .dark)), .environment(EnvironmentOverride()),
    ] + shapeStyles.map { .foregroundStyle([$0]) } + shapeStyles.map { .background(.style($0, shape: nil)) }
    + GaugeStyleKind.allCases.map { .gaugeStyle($0) }
    + ProgressViewStyleKind.allCases.map { .progressViewStyle($0) }
    + ButtonStyleKind.allCases.map { .buttonStyle($0) } + LabelStyleKind.allCases.map { .labelStyle($0) }
    + ToggleStyleKind.allCases.map { .toggleStyle($0) } + [.labelsHidden]
    + [LayoutDirectionBehavior.fixed, .mirrors, .mirrors(in: .leftToRight)].map {
      .composite(CompositeModifier(LayoutDirectionBehaviorModifier($0)))
    }

  // MARK: Views

  static let timer = TimerValue(start: date, end: at(3600))
  static let pausedTimer = TimerValue(
    start: at(0.25), end: at(90.5), pauseTime: at(30), countsDown: false, showsHours: false)

  static let contents: [ViewContent] =
    [
      .text(.verbatim("Read 20 pages")),
      .text(.verbatim("Quotes \"and\" \\ slashes / new\nline\ttab\r, émoji 📚, 한글, control \u{01}\u{1F}, 😀")),
      .text(.verbatim("")),
    ] + TextDateStyle.allCases.map { .text(.date(at(-90), style: $0)) } + [
      .text(.date(at(0.5), style: .time)), .text(.dateRange(from: date, to: at(86_400))),
      .text(.timer(timer)),
      .text(.timer(pausedTimer)),
      .text(
        .concatenation([
          ViewNode(
            .text(.verbatim("Day ")), modifiers: [.font(FontValue(base: .textStyle(.headline))), .bold(true)]),
          ViewNode(
            .text(.date(date, style: .relative)),
            modifiers: [
              .foregroundStyle([.hierarchical(.secondary)]), .underline(TextLineValue()), .monospacedDigit,
            ]),
          ViewNode(.text(.concatenation([text("nested")])), modifiers: [.textCase(.lowercase), .kerning(1)]),
        ])),
      .image(
        ImageValue(
          source: .named("cover"), decorative: true, resizable: (EdgeInsets(), .stretch),
          renderingMode: .original,
          interpolation: .high, antialiased: true)),
      .image(
        ImageValue(
          source: .system("book.fill"),
          resizable: (EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), .tile),
          renderingMode: .template, interpolation: ImageValue.Interpolation.none, antialiased: false)),
      .image(ImageValue(source: .named("plain"), resizable: (EdgeInsets(), .tile))),
      .image(ImageValue(source: .data(ImageData(bytes: ImageHeaders.png(width: 4, height: 2), scale: 2)))),
    ] + colors.map { .color($0) } + gradients.map { .gradient($0) }
    + shapes.enumerated().map { index, shape in .shape(shape, paint: paints[index % paints.count]) }
    + paints.map {
      .shape(ShapeValue(.roundedRectangle(cornerWidth: 6, cornerHeight: 6, style: .circular)), paint: $0)
    } + [
      .vStack(alignment: .leading, spacing: 8, children: [text("a"), text("b")]),
      .vStack(alignment: .center, spacing: nil, children: []),
      .hStack(
        alignment: .firstTextBaseline, spacing: -2,
        children: [text("a"), ViewNode(.spacer(minLength: nil)), text("b")]),
      .hStack(alignment: .lastTextBaseline, spacing: nil, children: [text("c")]),
      .zStack(
        alignment: .bottomTrailing, children: [ViewNode(.color(.system(.red, opacity: 1))), text("z")]),
      .zStack(alignment: .leadingLastTextBaseline, children: []), .group([text("g1"), text("g2")]),
      .geometryReader(id: 0, children: [text("inside")]), .geometryReader(id: 3, children: []),
      .group([]),
      .spacer(minLength: nil), .spacer(minLength: 4), .divider,
      .viewThatFits(axes: [.horizontal, .vertical], children: [text("long"), text("s")]),
      .viewThatFits(axes: .horizontal, children: [text("h")]), .viewThatFits(axes: .vertical, children: []),
      .viewThatFits(axes: [], children: [text("none")]),
      .grid(
        alignment: .leading, horizontalSpacing: 12, verticalSpacing: nil,
        children: [
          ViewNode(.gridRow(alignment: nil, children: [text("a"), text("b")])),
          ViewNode(.divider),
          ViewNode(.gridRow(alignment: .bottom, children: [text("c")])),
        ]),
      .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: 0, children: []),
      .gridRow(alignment: .firstTextBaseline, children: [text("alone")]),
      .lazyGrid(
        LazyGridValue(
          axis: .vertical,
          tracks: [
            GridItemValue(.fixed(40), spacing: 4, alignment: .leading),
            GridItemValue(.flexible(minimum: 10, maximum: .infinity)),
            GridItemValue(.adaptive(minimum: 30, maximum: 60)),
          ], alignment: Alignment(horizontal: .trailing, vertical: .center), spacing: 6),
        children: [text("l1"), text("l2")]),
      .lazyGrid(
        LazyGridValue(
          axis: .horizontal, tracks: [GridItemValue(.flexible(minimum: 0, maximum: 80))],
          alignment: Alignment(horizontal: .center, vertical: .bottom)),
        children: []),
      .lazyGrid(LazyGridValue(axis: .vertical, tracks: []), children: [text("nothing")]),
      .gauge(
        GaugeValue(
          value: 12, lowerBound: 0, upperBound: 20, label: text("Pages"), currentValueLabel: text("12"),
          minimumValueLabel: text("0"), maximumValueLabel: text("20"))),
      .gauge(GaugeValue(value: -0.5, lowerBound: -1, upperBound: 1)),
      .progressView(
        ProgressValue(
          progress: .value(0.4, total: 1), label: text("Progress"), currentValueLabel: text("40%"))),
      .progressView(ProgressValue(progress: .value(3, total: 7.5))),
      .progressView(ProgressValue(progress: .timer(pausedTimer))),
      .progressView(ProgressValue(progress: .indeterminate)),
      .label(title: text("Books"), icon: ViewNode(.image(ImageValue(source: .system("book"))))),
      .link(destination: "https://example.com/books?id=42&x=%20", label: text("Open")),
      .button(
        ButtonValue(
          intent: IntentValue(
            type: "LogPagesIntent",
            parameters: JSONObject([
              ("pages", 20), ("book", ["title": "Dune", "tags": ["sf", 1, true, nil]]), ("note", ""),
            ])),
          role: "destructive", label: text("Log"))),
      .button(ButtonValue(intent: IntentValue(type: "RefreshIntent"), label: text("Refresh"))),
      .button(ButtonValue(label: text("Plain"))),
      .toggle(
        ToggleValue(
          isOn: true, intent: IntentValue(type: "ToggleReadIntent", parameters: JSONObject([("id", 7)])),
          label: text("Read"))),
      .toggle(ToggleValue(isOn: false, label: text("Off"))),
      .canvas(
        CanvasValue(
          recordedWidth: 120, recordedHeight: 60.5,
          commands: [
            .fill(path, .color(.system(.green, opacity: 1)), eoFill: false),
            .fill(unscaledPath, .tint, eoFill: true),
            .stroke(path, .gradient(gradients[1]), strokeStyle),
            .stroke(unscaledPath, .hierarchical(.primary), Stroke()),
          ])),
      .canvas(CanvasValue(recordedWidth: 1, recordedHeight: 1, commands: [])),
      .chart(
        ChartValue(
          marks: [
            ChartMark(
              kind: .bar, x: ChartPlottable(label: "Day", value: .string("Mon")),
              y: ChartPlottable(label: "Steps", value: .number(8432)),
              series: ChartPlottable(label: "Kind", value: .string("Walk")), style: .tint, cornerRadius: 3,
              opacity: 0.8, width: 12),
            ChartMark(
              kind: .line, x: ChartPlottable(label: "Day", value: .string("Tue")),
              y: ChartPlottable(label: "", value: .number(-2.5)), interpolation: .monotone, lineWidth: 3,
              dash: [2, 1]),
            ChartMark(kind: .rule, y: ChartPlottable(label: "Goal", value: .number(10_000)), symbolSize: 40),
          ],
          xAxis: ChartAxis(visibility: .hidden),
          yAxis: ChartAxis(visibility: .visible, values: [.number(0), .number(5_000)]),
          yDomain: ChartDomain(lower: .number(0), upper: .number(12_000)), legend: .hidden)),
      .chart(
        ChartValue(
          marks: [
            ChartMark(
              kind: .area,
              x: ChartPlottable(label: "Time", value: .date(Date(timeIntervalSince1970: 1_780_000_000))),
              yStart: ChartPlottable(label: "Low", value: .number(80)),
              yEnd: ChartPlottable(label: "High", value: .number(140))),
            ChartMark(
              kind: .rectangle,
              xStart: ChartPlottable(label: "", value: .date(Date(timeIntervalSince1970: 1_780_000_000))),
              xEnd: ChartPlottable(label: "", value: .date(Date(timeIntervalSince1970: 1_780_003_600))),
              yStart: ChartPlottable(label: "", value: .number(1)),
              yEnd: ChartPlottable(label: "", value: .number(2))),
            ChartMark(
              kind: .point,
              x: ChartPlottable(label: "", value: .date(Date(timeIntervalSince1970: 1_780_000_000))),
              y: ChartPlottable(label: "", value: .number(3))),
          ],
          xDomain: ChartDomain(
            lower: .date(Date(timeIntervalSince1970: 1_779_990_000)),
            upper: .date(Date(timeIntervalSince1970: 1_780_010_000))))),
      .chart(ChartValue(marks: [])),
      // Axis formats, strides, positions and ticks; symbols, grouped bars, annotations, category
      // domains and the legend's place.
      .chart(
        ChartValue(
          marks: [
            ChartMark(
              kind: .bar, x: ChartPlottable(label: "Day", value: .string("Mon")),
              y: ChartPlottable(label: "Min", value: .number(30)),
              positionGroup: ChartPlottable(label: "Kind", value: .string("Walk")),
              annotations: [
                ChartAnnotation(
                  position: .top, alignment: .leading, spacing: 2, content: ViewNode(.text(.verbatim("30")))),
                ChartAnnotation(content: ViewNode(.text(.verbatim("Mon")))),
              ]),
            ChartMark(
              kind: .line, x: ChartPlottable(label: "Day", value: .string("Mon")),
              y: ChartPlottable(label: "Min", value: .number(12)), symbol: .triangle,
              symbolSeries: ChartPlottable(label: "Kind", value: .string("Run"))),
          ],
          xAxis: ChartAxis(
            visibility: .visible, stride: .number(5), ticks: true, position: .top,
            format: .number(
              ChartNumberFormat(
                style: .currency(code: "EUR"), fractionDigits: 0...2, significantDigits: 1...3, compact: true,
                grouping: false))),
          yAxis: ChartAxis(
            stride: .calendar(.hour, count: 3), gridlines: false, position: .leading,
            format: .date(skeleton: "EEEEE")),
          xDomain: .categories(["Mon", "Tue"]), legendPosition: .bottomTrailing)),
      .chart(
        ChartValue(
          marks: [ChartMark(kind: .bar, x: ChartPlottable(label: "", value: .number(1)))],
          yAxis: ChartAxis(format: .number(ChartNumberFormat(style: .percent(scale: 1)))))),
      .chart(
        ChartValue(
          marks: [
            ChartMark(
              kind: .sector, series: ChartPlottable(label: "Genre", value: .string("Fiction")),
              angle: ChartPlottable(label: "Minutes", value: .number(182)), innerRadius: .ratio(0.6),
              outerRadius: .inset(4), angularInset: 2),
            ChartMark(
              kind: .sector, angle: ChartPlottable(label: "Minutes", value: .number(96)),
              innerRadius: .fixed(20)),
            ChartMark(
              kind: .bar,
              x: ChartPlottable(
                label: "Day", value: .date(Date(timeIntervalSince1970: 1_780_876_800)), unit: .day),
              y: ChartPlottable(label: "", value: .number(3))),
          ],
          xAxis: ChartAxis(visibility: .visible, desiredCount: 4, gridlines: false),
          yAxis: ChartAxis(labels: false), legend: .visible,
          seriesStyles: [ChartSeriesStyle(name: "Fiction", style: .color(.system(.indigo, opacity: 1)))])),
      .accessoryWidgetBackground, .empty,
      .familySwitch(
        cases: Dictionary(uniqueKeysWithValues: WidgetFamily.allCases.map { ($0, text($0.rawValue)) }),
        fallback: text("other")),
      .familySwitch(cases: [.systemSmall: text("small")], fallback: nil),
      .familySwitch(cases: [:], fallback: nil),
      .renderingModeSwitch(
        cases: [
          .fullColor: ViewNode(.image(ImageValue(source: .named("cover")))), .accented: text("A"),
          .vibrant: text("V"),
        ],
        fallback: nil),
      .renderingModeSwitch(cases: [.accented: text("A")], fallback: ViewNode(.empty)),
      .colorSchemeSwitch(cases: [.light: text("L"), .dark: text("D")], fallback: text("?")),
      .colorSchemeSwitch(cases: [.dark: text("D")], fallback: nil),
    ]

  /// One node per content, one per modifier (on a small text), and one with a long chain.
  static let nodes: [ViewNode] =
    contents.map { ViewNode($0) } + modifiers.map { ViewNode(.text(.verbatim("m")), modifiers: [$0]) } + [
      ViewNode(
        .vStack(alignment: .leading, spacing: 4, children: [text("Reading Goals")]),
        modifiers: [
          .padding(edges: .all, length: nil),
          .frame(.flexible(.init(maxWidth: .infinity, alignment: .leading))),
          .background(.style(.color(.system(.black, opacity: 1)), shape: nil)),
          .clipShape(ShapeValue(.containerRelative), eoFill: false),
          .containerBackground(.style(.fill(.primary), shape: nil)), .widgetURL("bookclub://goals"),
        ])
    ]

  // MARK: Archives

  /// Every fixture node in one archive (once: the schema tests validate it, which is slow in a
  /// debug build), plus every document-level field.
  static let fullArchive: ViewArchive = {
    var small: [WidgetFamily: ViewNode] = [:]
    for family in WidgetFamily.allCases { small[family] = text(family.rawValue) }
    var views = small
    views[.systemSmall] = ViewNode(.vStack(alignment: .leading, spacing: nil, children: nodes))
    return ViewArchive(
      kind: "FixtureWidget", displayName: "Fixtures", description: "Every view, modifier and value form.",
      families: [.systemLarge] + WidgetFamily.allCases.filter { $0 != .systemLarge },
      contentMarginsDisabled: true,
      containerBackgroundRemovable: false,
      entries: [
        TimelineEntryValue(date: date, relevance: RelevanceValue(score: 0.8, duration: 3600), views: views),
        TimelineEntryValue(date: at(1800.125), relevance: RelevanceValue(score: 0), views: small),
      ],
      placeholder: TimelineEntryValue(date: at(-60), views: small),
      snapshot: TimelineEntryValue(date: at(60), views: small),
      reloadPolicy: .after(at(7200)))
  }()

  /// The document-level variants the full archive does not use.
  static let smallArchives: [ViewArchive] = [
    ViewArchive(
      kind: "Small", families: [.systemSmall],
      entries: [TimelineEntryValue(date: date, views: [.systemSmall: text("Hi")])],
      reloadPolicy: .atEnd),
    ViewArchive(
      kind: "Inline", families: [.accessoryInline, .accessoryCircular],
      entries: [
        TimelineEntryValue(
          date: Date(timeIntervalSince1970: 0),
          views: [.accessoryInline: text("Inline"), .accessoryCircular: ViewNode(.accessoryWidgetBackground)])
      ],
      reloadPolicy: .never),
    ViewArchive(
      kind: "NoPolicy", families: [.systemMedium],
      entries: (0..<3).map {
        TimelineEntryValue(date: at(Double($0) * 900), views: [.systemMedium: text("\($0)")])
      }),
  ]

  static var archives: [ViewArchive] { [fullArchive] + smallArchives }
}

extension ViewNode: CustomTestStringConvertible {
  /// The type and modifier names, so that a failing parameterized test names its node briefly.
  public var testDescription: String {
    ([content.typeName] + modifiers.map(\.name)).joined(separator: ".")
  }
}
