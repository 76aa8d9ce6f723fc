import Testing
import Tintype
import TintypeTesting
import TintypeUI

/// A corner complication with its count curved along the bezel and a gauge label inside it.
private struct CurvedCornerScene: View {
  var body: some View {
    Text("18 pages")
      .font(.system(size: 13, weight: .semibold, design: .rounded))
      .widgetAccentable()
      .widgetCurvesContent()
      .widgetLabel {
        Gauge(value: 18, in: 0...30) {
          Text("Goal")
        } currentValueLabel: {
          Text("18")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("30")
        }
      }
  }
}

/// A corner complication's circle (a symbol on the accessory backdrop) with a text label.
private struct LabelledCornerScene: View {
  var body: some View {
    ZStack {
      AccessoryWidgetBackground()
      Image(systemName: "book.fill").font(.system(size: 20)).widgetAccentable()
    }
    .widgetLabel("Chapter 12")
  }
}

/// A corner complication with no label: its frame clipped to a circle.
private struct PlainCornerScene: View {
  var body: some View {
    ZStack {
      Color.orange
      Text("42").font(.system(size: 20, weight: .bold, design: .rounded))
    }
  }
}

/// Watch corner complications as the face draws them (see `CornerComplication`), each golden looked at.
@Suite struct ComplicationGoldenTests {
  func options() throws -> GoldenOptions {
    GoldenOptions(
      family: .accessoryCorner, renderingMode: .accented, colorScheme: .dark,
      device: try DeviceCatalog.standard.device(id: "apple-watch-45mm"))
  }

  @Test func curvedContentWithAGaugeLabel() throws {
    expectGolden(CurvedCornerScene(), named: "watch-corner-curved", try options())
  }

  @Test func aCircleWithATextLabel() throws {
    expectGolden(LabelledCornerScene(), named: "watch-corner-label", try options())
  }

  @Test func aPlainCornerClippedToItsCircle() throws {
    expectGolden(PlainCornerScene(), named: "watch-corner-plain", try options())
  }
}
