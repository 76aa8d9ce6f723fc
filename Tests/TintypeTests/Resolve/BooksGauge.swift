import TintypeUI

/// A gauge with every label: "Books" as its label, 12 of 0…20 with "12" as its current value and
/// "0" and "20" at its ends.
struct BooksGauge: View {
  var body: some View {
    Gauge(value: 12, in: 0...20) {
      Text("Books")
    } currentValueLabel: {
      Text("12")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("20")
    }
  }
}
