import TintypeArchive
import TintypeCore

/// The size a parent offers a child (SwiftUI's `ProposedViewSize`).
///
/// Each axis is a length in points, `nil` ("use your ideal size"), `0` ("your minimum") or
/// `.infinity` ("your maximum"). The child answers with the size it chooses, which may be smaller or
/// larger than the offer: layout never forces a size on a view.
public struct ProposedSize: Hashable, Sendable {
  /// The offered width; `nil` asks for the ideal width.
  public var width: Double?
  /// The offered height; `nil` asks for the ideal height.
  public var height: Double?

  /// A proposal of `width` by `height`.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the ideal size on both axes.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Asks for the minimum size on both axes.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Asks for the maximum size on both axes.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The offer along `axis`.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal given by its extent along a stack's `major` axis and across it.
  init(major: Double?, minor: Double?, axis: Axis) {
    self =
      axis == .horizontal
      ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
  }

  /// The offer with `insets` taken off each side; an axis never goes below zero
  /// (OpenSwiftUI `ProposedSize.inset(by:)`).
  func inset(by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { max($0 - insets.leading - insets.trailing, 0) },
      height: height.map { max($0 - insets.top - insets.bottom, 0) })
  }

  /// A concrete size: unspecified axes become `fallback`'s.
  func replacingUnspecifiedDimensions(by fallback: Size) -> Size {
    Size(width: width ?? fallback.width, height: height ?? fallback.height)
  }
}
