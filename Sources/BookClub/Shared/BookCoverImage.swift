import TintypeUI

/// A book's cover from the asset folder.
///
/// In the accented rendering mode the system would draw the cover as a silhouette of its alpha:
/// an opaque cover becomes a white rectangle. `widgetAccentedRenderingMode(.fullColor)` keeps its
/// own colours, which is what a cover needs to be recognised.
struct BookCoverImage: View {
  let imageName: String

  var body: some View {
    Image(imageName)
      .resizable()
      .widgetAccentedRenderingMode(.fullColor)
      .aspectRatio(2 / 3, contentMode: .fit)
      .clipShape(RoundedRectangle(cornerRadius: 4, style: .continuous))
      .shadow(color: .black.opacity(0.35), radius: 3, y: 2)
  }
}
