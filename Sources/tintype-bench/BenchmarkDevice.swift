import Tintype
import TintypeArchive
import TintypeCore

/// The device the shared benchmark scene is drawn for: a systemMedium of exactly 344 × 162 pt at
/// @3x (1032 × 486 px) with 22 pt (66 px) continuous corners, as the peer scripts draw it. No
/// catalog device has that exact size, so the benchmark declares its own.
enum BenchmarkDevice {
  static func make() -> Device {
    func spec(_ family: WidgetFamily, _ width: Double, _ height: Double) -> FamilySpec {
      FamilySpec(
        family: family, size: Size(width: width, height: height), contentMargins: EdgeInsets(all: 16),
        renderingModes: [.fullColor, .accented, .vibrant], cornerRadius: 22, provenance: .unconfirmed,
        source: "the shared benchmark scene (344 × 162 pt medium)")
    }
    return Device(
      id: "benchmark", name: "Benchmark scene device", platform: .iOS, screen: nil, scale: 3,
      generation: "benchmark",
      families: [
        .systemSmall: spec(.systemSmall, 162, 162), .systemMedium: spec(.systemMedium, 344, 162),
        .systemLarge: spec(.systemLarge, 344, 360),
      ])
  }
}
