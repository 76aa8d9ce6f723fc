import TintypeArchive
import TintypeCore

/// A modifier as layout sees it. Layout modifiers carry concrete values; everything that only
/// changes how a view is drawn is an `effect`, passed through to the layout node in order.
public enum ResolvedModifier: Sendable {
  /// Space around the view (`padding`); lengths already concrete.
  case padding(EdgeInsets)
  /// A fixed width and/or height with the view aligned inside (`frame(width:height:alignment:)`).
  case frame(width: Double?, height: Double?, alignment: Alignment)
  /// A fixed frame on some axes from the container's length (`containerRelativeFrame`): in a widget
  /// the container is its content area, which layout knows.
  case containerRelativeFrame(ContainerRelativeFrameValue)
  /// Bounds on the size with the view aligned inside (`frame(minWidth:…maxHeight:alignment:)`).
  case flexibleFrame(FrameValue.FlexibleFrame)
  /// The view at its ideal size on the chosen axes (`fixedSize`).
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// The order in which a stack offers space (`layoutPriority`).
  case layoutPriority(Double)
  /// The view offered a size of a given width-to-height ratio, or of its own ideal ratio when
  /// `nil` (`aspectRatio`, `scaledToFit`, `scaledToFill`).
  case aspectRatio(Double?, contentMode: ContentMode)
  /// The view drawn moved by `x`, `y`; its layout does not change (`offset`).
  case offset(x: Double, y: Double)
  /// All the offered space, with the view's centre at `x`, `y` in it (`position`).
  case position(x: Double, y: Double)
  /// A view behind, offered the modified view's size and aligned in its frame (`background`).
  case background(ResolvedView, alignment: Alignment)
  /// A view in front, offered the modified view's size and aligned in its frame (`overlay`).
  case overlay(ResolvedView, alignment: Alignment)
  /// A view whose alpha masks the modified view, laid out like an overlay (`mask`).
  case mask(ResolvedView, alignment: Alignment)
  /// The view keeps its space but is not drawn (`hidden`).
  case hidden
  /// How the view sits in a grid (`gridCellColumns`, `gridCellUnsizedAxes`, `gridColumnAlignment`,
  /// `gridCellAnchor`): read by the grid around it, no layout of its own.
  case gridCell(GridCellSettings)
  /// A drawing-only modifier (opacity, clip, shadow, rotation, accent group, …) for the painter.
  case effect(PaintEffect)

  /// SwiftUI's default padding on iOS, which `padding()` with no length uses.
  public static let defaultPadding: Double = 16

  /// `padding(edges, length)`: `length` (the default padding when `nil`) on each of `edges`.
  public static func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ResolvedModifier {
    let amount = length ?? defaultPadding
    return .padding(
      EdgeInsets(
        top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
        bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0))
  }
}
