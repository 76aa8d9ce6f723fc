import Testing
import TintypeArchive

// Forms where the decoder used to read one key and silently drop another: each is an error now,
// at the key that does not belong.

@Test(arguments: [
  (
    #"{"type": "Text", "verbatim": "a", "date": "2026-06-08T09:00:00Z", "style": "time"}"#,
    #"date: a Text has only one of "verbatim", "date", "dateRange", "timerInterval", "concatenation""#
  ),
  (#"{"type": "Text", "verbatim": "a", "style": "time"}"#, #"style: "style" needs "date""#),
  (
    #"{"type": "Image", "name": "cover", "systemName": "book"}"#,
    #"systemName: an Image has only one of "name", "systemName", "data""#
  ),
  (
    #"{"type": "LinearGradient", "gradient": {"linearGradient": {"stops": [{"color": "red", "location": 0}], "colors": ["blue"]}}}"#,
    #"gradient.linearGradient.colors: a gradient has "stops" or "colors", not both"#
  ),
  (
    #"{"type": "Text", "verbatim": "a", "modifiers": [{"rotationEffect": {"angle": {"degrees": 90, "radians": 1}}}]}"#,
    #"modifiers[0].rotationEffect.angle.radians: an angle has "degrees" or "radians", not both"#
  ),
  (
    #"{"type": "Text", "verbatim": "a", "modifiers": [{"padding": {"insets": {"top": 4}, "length": 8}}]}"#,
    #"modifiers[0].padding.length: padding has "insets" or "edges" and "length", not both"#
  ),
  (
    #"{"type": "ProgressView", "value": 0.5, "timerInterval": {"start": 0, "end": 60}}"#,
    #"timerInterval: a ProgressView has "value" or "timerInterval", not both"#
  ),
  (#"{"type": "ProgressView", "total": 4}"#, #"total: "total" needs "value""#),
  (
    #"{"type": "Text", "verbatim": "a", "modifiers": [{"font": {"custom": "Inter", "size": 12, "style": "body"}}]}"#,
    #"modifiers[0].font.style: a font has "custom" or "style", not both"#
  ),
  (
    #"{"type": "Text", "verbatim": "a", "modifiers": [{"font": {"style": "body", "relativeTo": "title"}}]}"#,
    #"modifiers[0].font.relativeTo: "relativeTo" needs "custom""#
  ),
  (
    #"{"type": "RoundedRectangle", "cornerRadius": 4, "cornerSize": [4, 8]}"#,
    #"cornerSize: a RoundedRectangle has "cornerRadius" or "cornerSize", not both"#
  ),
  (#"{"type": "Circle", "cornerRadius": 4}"#, #"cornerRadius: a Circle has no "cornerRadius""#),
  (#"{"type": "Rectangle", "style": "circular"}"#, #"style: a Rectangle has no "style""#),
  (
    #"{"type": "Text", "verbatim": "a", "modifiers": [{"clipShape": {"type": "Capsule", "radii": {}}}]}"#,
    #"modifiers[0].clipShape.radii: a Capsule has no "radii""#
  ),
])
func keysThatWouldBeIgnoredAreErrors(json: String, message: String) {
  #expect(nodeError(json) == message)
}
