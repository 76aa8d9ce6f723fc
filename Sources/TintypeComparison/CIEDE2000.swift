import Foundation
import TintypeRaster

/// A colour in CIE L*a*b* (D65).
struct Lab {
  var l: Double
  var a: Double
  var b: Double

  init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// The Lab colour of a premultiplied sRGB pixel composited over mid-grey (so that a difference in
  /// transparency shows as a difference in colour).
  init(premultiplied r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: UInt8) {
    let coverage = Double(alpha) / 255
    func channel(_ value: UInt8) -> Double {
      // Opaque pixels (nearly all) read the decoded value from a table instead of a `pow`.
      alpha == 255
        ? Lab.opaqueLinear[Int(value)] : SRGBTransfer.decode(Double(value) / 255 + 0.5 * (1 - coverage))
    }
    let (lr, lg, lb) = (channel(r), channel(g), channel(b))
    let x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
    let y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
    let z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? pow(t, 1.0 / 3) : 7.787 * t + 16.0 / 116 }
    l = 116 * f(y) - 16
    a = 500 * (f(x) - f(y))
    self.b = 200 * (f(y) - f(z))
  }

  /// Linear light of each 8-bit sRGB level.
  static let opaqueLinear: [Double] = (0...255).map { SRGBTransfer.decode(Double($0) / 255) }

  /// The CIEDE2000 colour difference (ΔE₀₀) to `other`, with the parametric factors kL = kC = kH = 1,
  /// as G. Sharma, W. Wu and E. N. Dalal give it ("The CIEDE2000 Color-Difference Formula:
  /// Implementation Notes, Supplementary Test Data, and Mathematical Observations", 2005). This is the
  /// ΔE swift-snapshot-testing's `perceptualPrecision` is defined on: 0.98 accepts ΔE₀₀ ≤ 2.
  func deltaE2000(to other: Lab) -> Double {
    let radians = Double.pi / 180
    let c1 = (a * a + b * b).squareRoot()
    let c2 = (other.a * other.a + other.b * other.b).squareRoot()
    let meanC = (c1 + c2) / 2
    let meanC7 = pow(meanC, 7)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + pow(25, 7))).squareRoot())
    let a1 = (1 + g) * a
    let a2 = (1 + g) * other.a
    let cp1 = (a1 * a1 + b * b).squareRoot()
    let cp2 = (a2 * a2 + other.b * other.b).squareRoot()
    func hue(_ b: Double, _ a: Double) -> Double {
      if a == 0 && b == 0 { return 0 }
      let angle = atan2(b, a) / radians
      return angle < 0 ? angle + 360 : angle
    }
    let hp1 = hue(b, a1)
    let hp2 = hue(other.b, a2)
    let deltaL = other.l - l
    let deltaC = cp2 - cp1
    var deltaH = 0.0
    if cp1 * cp2 != 0 {
      deltaH = hp2 - hp1
      if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
    }
    let deltaBigH = 2 * (cp1 * cp2).squareRoot() * sin(deltaH / 2 * radians)
    let meanL = (l + other.l) / 2
    let meanCp = (cp1 + cp2) / 2
    var meanH = hp1 + hp2
    if cp1 * cp2 != 0 {
      if abs(hp1 - hp2) <= 180 {
        meanH /= 2
      } else {
        meanH = hp1 + hp2 < 360 ? (hp1 + hp2 + 360) / 2 : (hp1 + hp2 - 360) / 2
      }
    }
    let t =
      1 - 0.17 * cos((meanH - 30) * radians) + 0.24 * cos(2 * meanH * radians)
      + 0.32 * cos((3 * meanH + 6) * radians) - 0.20 * cos((4 * meanH - 63) * radians)
    let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
    let meanCp7 = pow(meanCp, 7)
    let rc = 2 * (meanCp7 / (meanCp7 + pow(25, 7))).squareRoot()
    let lShift = (meanL - 50) * (meanL - 50)
    let sl = 1 + 0.015 * lShift / (20 + lShift).squareRoot()
    let sc = 1 + 0.045 * meanCp
    let sh = 1 + 0.015 * meanCp * t
    let rt = -sin(2 * deltaTheta * radians) * rc
    let lTerm = deltaL / sl
    let cTerm = deltaC / sc
    let hTerm = deltaBigH / sh
    return (lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm).squareRoot()
  }
}
