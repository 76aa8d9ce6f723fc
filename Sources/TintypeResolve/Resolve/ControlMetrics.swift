/// The geometry Tintype draws controls with. Apple publishes none of these numbers (spec
/// widgetkit-facts.md §4: "Geometry … unconfirmed"); each is a model chosen to look like iOS and
/// kept here, in one place, to be corrected when measured.
enum ControlMetrics {
  /// Height of linear gauge and progress bars (UIProgressView's track is 4 pt).
  static let barHeight = 4.0
  /// Space between a control's label and its bar.
  static let labelSpacing = 4.0
  /// Stroke width of circular gauges, ≈ diameter / 10.5 at the 58–63 pt accessory size (a
  /// third-party imitation of Apple's ring, gist robotspacer "OpenGauge.swift").
  static let ringLineWidth = 6.0
  /// The open ring of `accessoryCircular` runs from 0.125 to 0.875 of the circle, turned 90° so
  /// that its gap is centred at the bottom (same source).
  static let openRingStart = 0.125
  static let openRingEnd = 0.875
  /// Opacity of the track behind a gauge's filled part.
  static let trackOpacity = 0.3
  /// The size of the value marker on linear gauges, relative to the bar height.
  static let markerScale = 1.5
  /// The outer diameter of `.accessoryCircular` and `.accessoryCircularCapacity` gauges: SwiftUI draws
  /// them at a fixed size, centred in the space offered, whatever the frame (measured against
  /// SwiftUI renders: about 58 pt on iOS, 50 pt on watchOS).
  ///
  /// UNCONFIRMED on watches other than the 45 and 49 mm: 50 pt is those watches' `accessoryCircular`
  /// side, so the model is that on every watch the ring fills its complication (47 pt on the 44 mm,
  /// 42 pt on the 40 mm) rather than overflowing a smaller one. `watchComplicationSide` is nil off
  /// the watch.
  static func accessoryRingDiameter(watchComplicationSide: Double?) -> Double {
    watchComplicationSide ?? 58
  }
  /// `.accessoryCircular`'s open ring: from 0.15 to 0.85 of the circle, its gap (108°) centred at
  /// the bottom, so its ends stand higher than `.circular`'s (SwiftUI references of a watch gauge show
  /// the ends above Tintype's earlier 0.125…0.875 and the end labels between them). UNCONFIRMED: the
  /// angle is chosen to leave room for the end labels, not measured.
  static let accessoryRingStart = 0.15
  static let accessoryRingEnd = 0.85
  /// The open ring's value marker: a dot the line width across, filled with the gauge's colour, in
  /// a hole knocked out of the track that is this gap wider on each side (so it reads as a dot
  /// ringed in the background, black on a watch face). UNCONFIRMED proportions, by eye.
  static let markerGap = 1.0
  /// The widest the current value of `.accessoryCircular` is drawn, as a part of the ring's
  /// diameter: a value wider than that shrinks to fit, on one line, to at most
  /// `ringValueMinimumScale` of its size (SwiftUI scales "68%" set at 22 pt down inside the ring).
  /// UNCONFIRMED: the inner diameter less two line widths.
  static let ringValueWidthRatio = 34.0 / 58
  static let ringValueMinimumScale = 0.5
  /// The font of a circular gauge's current value and of its end labels.
  static let ringValueFontSize = 15.0
  static let ringEndLabelFontSize = 9.0
  /// Padding inside bordered buttons.
  static let buttonHorizontalPadding = 12.0
  static let buttonVerticalPadding = 6.0
  /// The switch of a `Toggle`: UISwitch's 51 × 31 pt track and 27 pt knob.
  static let switchWidth = 51.0
  static let switchHeight = 31.0
  static let switchKnob = 27.0
  /// The size of an indeterminate spinner.
  static let spinnerSize = 20.0
  /// Corner radius of `AccessoryWidgetBackground` in rectangular and corner families.
  static let accessoryBackgroundCornerRadius = 12.0
}
