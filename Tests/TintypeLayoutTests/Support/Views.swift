import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeScene
import TintypeText

// Short builders for resolved trees, named after the SwiftUI views they stand for.

func text(_ string: String, size: Double = 20, lineLimit: Int? = nil) -> ResolvedView {
  ResolvedView(
    .text(
      ResolvedText(
        runs: [TextRun(text: string, font: FontSpec(size: size))], style: ParagraphStyle(lineLimit: lineLimit)
      )),
    typeName: "Text")
}

/// What the test views are painted with: layout never looks at it.
let black = PaintSpec(style: .solid(.black), group: .default)

func color() -> ResolvedView {
  ResolvedView(.fill(black), typeName: "Color")
}

func rectangle() -> ResolvedView {
  ResolvedView(.shape(ShapeValue(.rectangle), paint: .fill(black, eoFill: false)), typeName: "Rectangle")
}

func image(width: Double, height: Double, resizable: Bool = false) -> ResolvedView {
  ResolvedView(
    .image(ResolvedImage(naturalSize: Size(width: width, height: height), isResizable: resizable)),
    typeName: "Image")
}

func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: ResolvedView...)
  -> ResolvedView
{
  ResolvedView(.hStack(alignment: alignment, spacing: spacing, children: children), typeName: "HStack")
}

func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: ResolvedView...)
  -> ResolvedView
{
  ResolvedView(.vStack(alignment: alignment, spacing: spacing, children: children), typeName: "VStack")
}

func zStack(alignment: Alignment = .center, _ children: ResolvedView...) -> ResolvedView {
  ResolvedView(.zStack(alignment: alignment, children: children), typeName: "ZStack")
}

func viewThatFits(in axes: Axis.Set = [.horizontal, .vertical], _ children: ResolvedView...) -> ResolvedView {
  ResolvedView(.viewThatFits(axes: axes, children: children), typeName: "ViewThatFits")
}

func spacer(minLength: Double? = nil) -> ResolvedView {
  ResolvedView(.spacer(minLength: minLength), typeName: "Spacer")
}

func grid(
  alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
  _ children: ResolvedView...
) -> ResolvedView {
  ResolvedView(
    .grid(
      alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      children: children), typeName: "Grid")
}

func gridRow(alignment: VerticalAlignment? = nil, _ children: ResolvedView...) -> ResolvedView {
  ResolvedView(.gridRow(alignment: alignment, children: children), typeName: "GridRow")
}

func divider() -> ResolvedView {
  ResolvedView(.divider, typeName: "Divider")
}

func emptyView() -> ResolvedView {
  ResolvedView(.empty, typeName: "EmptyView")
}

extension ResolvedView {
  func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ResolvedView {
    modified(.padding(edges, length))
  }

  func padding(_ length: Double) -> ResolvedView {
    modified(.padding(.all, length))
  }

  func padding(_ insets: EdgeInsets) -> ResolvedView {
    modified(.padding(insets))
  }

  func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ResolvedView {
    modified(.frame(width: width, height: height, alignment: alignment))
  }

  func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> ResolvedView {
    modified(
      .flexibleFrame(
        FrameValue.FlexibleFrame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight,
          maxHeight: maxHeight, alignment: alignment)))
  }

  func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ResolvedView {
    modified(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  func layoutPriority(_ value: Double) -> ResolvedView { modified(.layoutPriority(value)) }

  func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ResolvedView {
    modified(.aspectRatio(ratio, contentMode: contentMode))
  }

  func offset(x: Double = 0, y: Double = 0) -> ResolvedView { modified(.offset(x: x, y: y)) }
  func position(x: Double, y: Double) -> ResolvedView { modified(.position(x: x, y: y)) }
  func gridCell(_ settings: GridCellSettings) -> ResolvedView { modified(.gridCell(settings)) }

  func background(_ view: ResolvedView, alignment: Alignment = .center) -> ResolvedView {
    modified(.background(view, alignment: alignment))
  }

  func overlay(_ view: ResolvedView, alignment: Alignment = .center) -> ResolvedView {
    modified(.overlay(view, alignment: alignment))
  }

  func mask(_ view: ResolvedView, alignment: Alignment = .center) -> ResolvedView {
    modified(.mask(view, alignment: alignment))
  }

  func hidden() -> ResolvedView { modified(.hidden) }

  /// A drawing-only modifier, which layout passes through.
  func opacity(_ value: Double) -> ResolvedView { modified(.effect(.opacity(value))) }
}

/// Lays out `view` as the only content of a `width` × `height` widget with no content margins, so
/// that the view is offered exactly the widget and centred in it.
func layout(_ view: ResolvedView, width: Double, height: Double) -> LayoutTree {
  WidgetLayout.layout(
    root: view, widgetSize: (width, height), contentMargins: EdgeInsets(), marginsDisabled: true,
    containerBackground: nil, measurer: FakeMeasurer())
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

extension LayoutTree {
  /// The frame of the view at `path`, or an impossible rectangle when there is none.
  func frame(_ path: String) -> Rect {
    node(at: path)?.frame ?? rect(.nan, .nan, .nan, .nan)
  }

  /// Whether the view at `path` overflows.
  func overflows(_ path: String) -> Bool {
    node(at: path)?.overflows ?? false
  }

  /// The paths of every view's own record (not its layers), in order.
  var paths: [String] { records.filter { $0.layer == nil }.map(\.path) }
}

func lazyVGrid(
  _ columns: [GridItemValue], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
  _ children: ResolvedView...
) -> ResolvedView {
  ResolvedView(
    .lazyGrid(
      LazyGridValue(
        axis: .vertical, tracks: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing), children: children), typeName: "LazyVGrid")
}

func lazyHGrid(_ rows: [GridItemValue], spacing: Double? = nil, _ children: ResolvedView...) -> ResolvedView {
  ResolvedView(
    .lazyGrid(LazyGridValue(axis: .horizontal, tracks: rows, spacing: spacing), children: children),
    typeName: "LazyHGrid")
}
