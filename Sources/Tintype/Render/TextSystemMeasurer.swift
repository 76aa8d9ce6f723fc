import TintypeLayout
import TintypeScene
import TintypeText

/// Layout's text measurer backed by the text system: the `TextLayout` it measures is kept on the
/// node (`MeasuredText.layout`), and the painter draws that very layout.
struct TextSystemMeasurer: TextMeasurer {
  let system: TextSystem

  func measure(_ text: ResolvedText, width: Double?) -> MeasuredText {
    let layout = system.layout(text.runs, style: text.style, width: width)
    return MeasuredText(
      width: layout.size.width, height: layout.size.height, firstBaseline: layout.firstBaseline,
      lastBaseline: layout.lastBaseline,
      isTruncated: layout.isTruncated, layout: layout)
  }
}
