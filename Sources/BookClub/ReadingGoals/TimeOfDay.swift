import TintypeUI

/// The parts of the day the Reading Goals widget speaks to, each with its own entry time.
enum TimeOfDay: String, CaseIterable, Sendable {
  case morning, midday, afternoon, evening

  /// When the timeline's entry for this part of the day starts (hour, minute).
  var startTime: (hour: Int, minute: Int) {
    switch self {
    case .morning: return (9, 0)
    case .midday: return (11, 30)
    case .afternoon: return (13, 0)
    case .evening: return (18, 30)
    }
  }

  /// The label above the message.
  var title: String {
    switch self {
    case .morning: return "Morning"
    case .midday: return "Midday"
    case .afternoon: return "Afternoon"
    case .evening: return "Evening"
    }
  }

  /// The SF Symbol beside the label.
  var symbolName: String {
    switch self {
    case .morning: return "sunrise.fill"
    case .midday: return "sun.max.fill"
    case .afternoon: return "sun.haze.fill"
    case .evening: return "moon.stars.fill"
    }
  }
}
