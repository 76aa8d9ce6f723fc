/// Hue, saturation and brightness to sRGB components (`Color(hue:saturation:brightness:)`,
/// `UIColor(hue:saturation:brightness:alpha:)`): the HSV hexcone, each value 0…1, the hue wrapping.
public enum HueSaturationBrightness {
  /// The red, green and blue components of a colour.
  public static func rgb(hue: Double, saturation: Double, brightness: Double) -> (
    red: Double, green: Double, blue: Double
  ) {
    guard hue.isFinite else { return (brightness, brightness, brightness) }
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double)
    switch Int(h) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    return (r + m, g + m, b + m)
  }
}
