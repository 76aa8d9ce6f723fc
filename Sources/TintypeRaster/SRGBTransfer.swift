import Foundation
import TintypeCore

/// The sRGB transfer function (IEC 61966-2-1), shared by colour conversion and image comparison.
public enum SRGBTransfer {
  /// Linear light → sRGB-encoded.
  public static func encode(_ linear: Double) -> Double {
    linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// sRGB-encoded → linear light.
  public static func decode(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }
}
