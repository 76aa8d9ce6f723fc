import Testing
import TintypeArchive

@Test func urlSchemesStartWithALetter() {
  let expected = #"destination: expected an absolute URL with a scheme, such as "myapp://item/42", got"#
  for url in ["42:x", "-x:y", "é://x", "+a:b"] {
    let error = nodeError(#"{"type": "Link", "destination": "\#(url)", "label": {"type": "EmptyView"}}"#)
    #expect(error?.hasPrefix(expected) == true, "\(url): \(error ?? "accepted")")
  }
  #expect(
    nodeError(#"{"type": "Link", "destination": "x-callback+a.b://go", "label": {"type": "EmptyView"}}"#)
      == nil)
}
