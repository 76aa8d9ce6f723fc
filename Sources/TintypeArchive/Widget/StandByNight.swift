import TintypeCore

/// StandBy's night mode (an iPhone on its side in the dark): the screen in shades of one red. Live
/// Activities (the DSL's StandBy chrome) and widgets (the renderer) both draw it; the colour is an
/// UNCONFIRMED model, picked by eye (docs/models.md).
public enum StandByNight {
  /// The red: opaque levels of grey become the same levels of it.
  public static let red = RGBAColor(red: 1, green: 0.16, blue: 0.12)
}
