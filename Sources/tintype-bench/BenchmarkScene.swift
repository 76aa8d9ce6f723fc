import TintypeUI

/// The standard benchmark scene `medium-3x`, the one the peer scripts in the shared benchmark draw
/// with Skia, cairo, Pillow, resvg and Chromium: a systemMedium widget (344 × 162 pt, 1032 × 486 px
/// at @3x) with a continuous-corner gradient background, a 100 pt cover with 8 pt corners, six text
/// runs (17 pt bold, 15, 13, 13, 12, 11 — 51…33 px), a 270° progress ring and a 12-point sparkline.
/// Geometry follows the peers' `common.py`, divided by the scale of 3.
struct BenchmarkScene: View {
  static let white = Color(red: 1, green: 1, blue: 1)
  static let slate = Color(red: 0x94 / 255, green: 0xA3 / 255, blue: 0xB8 / 255)
  static let sky = Color(red: 0x38 / 255, green: 0xBD / 255, blue: 0xF8 / 255)
  static let emerald = Color(red: 0x34 / 255, green: 0xD3 / 255, blue: 0x99 / 255)
  static let sparkValues: [CGFloat] = [
    0.20, 0.35, 0.28, 0.50, 0.42, 0.60, 0.52, 0.70, 0.64, 0.78, 0.74, 0.92,
  ]

  /// How many copies of the text block to stack: 1 for `medium`, more for the large variant.
  var textRepeats = 1

  var body: some View {
    ZStack(alignment: .topLeading) {
      Image("cover")
        .resizable()
        .frame(width: 100, height: 100)
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .circular))
        .offset(x: 14, y: 31)
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<textRepeats, id: \.self) { _ in
          Text("Atomic Habits").font(.system(size: 17, weight: .bold)).foregroundStyle(Self.white)
          Text("James Clear").font(.system(size: 15)).foregroundStyle(Self.slate).padding(.top, 3)
          Text("Read 20 pages today").font(.system(size: 13)).foregroundStyle(Self.white).padding(.top, 9)
          Text("Chapter 4 of 20").font(.system(size: 13)).foregroundStyle(Self.slate)
        }
      }
      .offset(x: 126, y: 29)
      Circle()
        .trim(from: 0, to: 0.75)
        .stroke(Self.sky, style: StrokeStyle(lineWidth: 6, lineCap: .round))
        .rotationEffect(.degrees(-90))
        .frame(width: 60, height: 60)
        .offset(x: 269, y: 16)
      Text("42%").font(.system(size: 12)).foregroundStyle(Self.white).frame(width: 60).offset(x: 269, y: 38)
      Text("Keep going!").font(.system(size: 11)).foregroundStyle(Self.slate).offset(x: 266, y: 91)
      Path { path in
        let x0: CGFloat = 126
        let x1: CGFloat = 330
        let step = (x1 - x0) / CGFloat(Self.sparkValues.count - 1)
        path.addLines(
          Self.sparkValues.enumerated().map {
            CGPoint(x: x0 + CGFloat($0.offset) * step, y: 146.67 - $0.element * 30)
          })
      }
      .stroke(Self.emerald, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: [
          Color(red: 0x1E / 255, green: 0x3A / 255, blue: 0x8A / 255),
          Color(red: 0x0F / 255, green: 0x17 / 255, blue: 0x2A / 255),
        ],
        startPoint: .top, endPoint: .bottom)
    }
  }
}
