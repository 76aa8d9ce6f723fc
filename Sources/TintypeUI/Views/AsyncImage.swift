import Foundation

/// An image loaded from a URL (SwiftUI's `AsyncImage`). A widget's view is drawn once, synchronously,
/// so the image never loads there: it draws its placeholder — the phase `.empty` of the phase form,
/// the `placeholder` view, or by default the system's grey fill over the space it is offered.
/// Fetch images in the timeline provider and pass them in the entry instead.
public struct AsyncImage<Content: View>: View {
  let content: Content

  public var body: some View { content }
}

/// Where an `AsyncImage` is in loading its image (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase: Sendable {
  /// Not loaded: what a widget always draws.
  case empty
  /// Loaded.
  case success(Image)
  /// Failed.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The default placeholder: the secondary system fill over the space offered.
public struct AsyncImagePlaceholder: View {
  public var body: some View { Color(uiColor: .secondarySystemFill) }
}

extension AsyncImage where Content == AsyncImagePlaceholder {
  /// The image at `url`: in a widget, the default placeholder.
  public init(url: URL?, scale: CGFloat = 1) {
    content = AsyncImagePlaceholder()
  }
}

extension AsyncImage {
  /// The image at `url` shown by `content`, `placeholder` until it loads: in a widget, `placeholder`.
  public init<I: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> Content
  ) {
    self.content = placeholder()
  }

  /// The image at `url` in each phase of loading: in a widget, `content(.empty)`.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }
}
