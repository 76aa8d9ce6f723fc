import Foundation
import TintypeCore

/// A container whose content is built from the size it is given (SwiftUI's `GeometryReader`). It
/// takes all the space offered and places its content at its top-leading corner.
///
/// The content depends on a size only layout knows, and the archive is made before layout. So a
/// reader is archived with the size an earlier layout gave it (`ArchiveEnvironment
/// .geometryReaderFrames`, by the reader's number in the archive), or on a first pass with the
/// widget's content area; `WidgetRenderer` archives, lays out, and archives again with the frames
/// layout gave, until they settle. The archive written last holds the content at its final size,
/// so rendering its JSON gives the same pixels.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content

  /// A reader whose content is built from its size.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    let id = context.environment.geometryReaders.next()
    let frame =
      context.environment.geometryReaderFrames[id]
      ?? CGRect(x: 0, y: 0, width: max(context.availableWidth, 0), height: max(context.availableHeight, 0))
    let proxy = GeometryProxy(frame: frame)
    return [ViewNode(.geometryReader(id: id, children: context.nodes(content(proxy))))]
  }
}

/// What a `GeometryReader`'s content knows of it: its size, insets and frame.
public struct GeometryProxy: Sendable {
  let frame: CGRect

  /// The reader's size.
  public var size: CGSize { frame.size }
  /// The safe area insets: none inside a widget.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in a coordinate space: its own (origin zero), or the widget's.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(origin: .zero, size: frame.size)
    case .global, .named: return frame
    }
  }
}

/// Where frames are measured from (SwiftUI's `CoordinateSpace`). A named space is taken as the
/// widget's (`coordinateSpace(name:)` is not tracked).
public enum CoordinateSpace: Hashable, Sendable {
  case local, global
  case named(String)
}

extension View {
  /// Names a coordinate space for frames inside; frames in it are taken in the widget's space.
  public func coordinateSpace(name: String) -> some View { self }
}

/// Numbers the readers of one evaluation, in the order they are met.
final class GeometryReaderCounter: @unchecked Sendable {
  private let lock = Lock()
  private var count = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count - 1
  }
}
