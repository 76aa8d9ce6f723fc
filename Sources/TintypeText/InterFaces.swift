/// The bundled Inter faces: which file in `Fonts/Inter/` serves each weight and slant.
///
/// Inter stands in for SF Pro, which may not be redistributed. It has the same nine weights, so every
/// SwiftUI weight has its own file and no weight is synthesised.
public enum InterFaces {
  /// File names relative to the font directory, by CSS weight and slant.
  public static let files: [FaceDescriptor: String] = [
    FaceDescriptor(weight: 100, italic: false): "Inter/Inter-Thin.otf",
    FaceDescriptor(weight: 200, italic: false): "Inter/Inter-ExtraLight.otf",
    FaceDescriptor(weight: 300, italic: false): "Inter/Inter-Light.otf",
    FaceDescriptor(weight: 400, italic: false): "Inter/Inter-Regular.otf",
    FaceDescriptor(weight: 500, italic: false): "Inter/Inter-Medium.otf",
    FaceDescriptor(weight: 600, italic: false): "Inter/Inter-SemiBold.otf",
    FaceDescriptor(weight: 700, italic: false): "Inter/Inter-Bold.otf",
    FaceDescriptor(weight: 800, italic: false): "Inter/Inter-ExtraBold.otf",
    FaceDescriptor(weight: 900, italic: false): "Inter/Inter-Black.otf",
    FaceDescriptor(weight: 100, italic: true): "Inter/Inter-ThinItalic.otf",
    FaceDescriptor(weight: 200, italic: true): "Inter/Inter-ExtraLightItalic.otf",
    FaceDescriptor(weight: 300, italic: true): "Inter/Inter-LightItalic.otf",
    FaceDescriptor(weight: 400, italic: true): "Inter/Inter-Italic.otf",
    FaceDescriptor(weight: 500, italic: true): "Inter/Inter-MediumItalic.otf",
    FaceDescriptor(weight: 600, italic: true): "Inter/Inter-SemiBoldItalic.otf",
    FaceDescriptor(weight: 700, italic: true): "Inter/Inter-BoldItalic.otf",
    FaceDescriptor(weight: 800, italic: true): "Inter/Inter-ExtraBoldItalic.otf",
    FaceDescriptor(weight: 900, italic: true): "Inter/Inter-BlackItalic.otf",
  ]
}
