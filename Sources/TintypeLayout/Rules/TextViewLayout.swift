import TintypeCore
import TintypeScene

/// How `Text` sizes itself: it wraps to the offered width and hugs its lines.
///
/// - Width: the text is laid out in the offered width (unconstrained when the offer is `nil` or
///   infinite: its ideal size is its unwrapped lines, field guide "ideal size") and reports the
///   width of its widest line, so it may be narrower than the offer — or wider, when a single
///   unbreakable piece does not fit.
/// - Height: when the lines are taller than a finite offered height, the text keeps the most
///   whole lines that fit, at least one, and truncates the rest, as SwiftUI's text does in a short
///   frame.
struct TextViewLayout {
  let text: ResolvedText
  /// Measures `text` (possibly with a tighter line limit) at a width; cached by the engine.
  let measurer: (ResolvedText, Double?) -> MeasuredText

  init(text: ResolvedText, measurer: @escaping (ResolvedText, Double?) -> MeasuredText) {
    self.text = text
    self.measurer = measurer
  }

  /// Tolerance for comparing a measured height with the offer.
  private static let tolerance = 1e-9
  /// The most lines tried when fitting text into a height; far beyond any widget.
  private static let maximumFittedLines = 1000

  /// The text laid out for `proposal`.
  func measure(in proposal: ProposedSize) -> MeasuredText {
    let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    let full = measurer(text, width)
    guard let height = proposal.height, height.isFinite, full.height > height + Self.tolerance else {
      return full
    }

    var best = measurer(limited(to: 1), width)
    var lines = 2
    let limit = min(text.style.lineLimit ?? Self.maximumFittedLines, Self.maximumFittedLines)
    while lines < limit {
      let candidate = measurer(limited(to: lines), width)
      if candidate.height > height + Self.tolerance || candidate.height <= best.height { break }
      best = candidate
      lines += 1
    }
    return best
  }

  /// The size of a measurement.
  func size(of measured: MeasuredText) -> Size {
    Size(width: measured.width, height: measured.height)
  }

  private func limited(to lines: Int) -> ResolvedText {
    var copy = text
    copy.style.lineLimit = lines
    return copy
  }
}
