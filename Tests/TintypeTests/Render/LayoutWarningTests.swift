import Testing
import TintypeArchive
import TintypeUI

@testable import Tintype
@testable import TintypeResolve

/// Overflow is said once, at the outermost view that overflows, with the amount; truncated text is
/// said too.
@Suite struct LayoutWarningTests {
  struct TooWide: View {
    var body: some View {
      HStack {
        Color.red.frame(width: 300, height: 20)
        Color.blue.frame(width: 10, height: 20)
      }
      .frame(width: 200)
    }
  }

  struct Cut: View {
    var body: some View {
      Text("A long sentence that cannot fit on one line in a small widget").lineLimit(1)
    }
  }

  private func warnings<V: View>(_ view: V) throws -> [RenderWarning] {
    let request = RenderRequest(family: .systemSmall)
    return try WidgetRenderer().layout(ViewArchive(view, family: .systemSmall), request: request).warnings
  }

  @Test func overflowIsReportedOnceWithItsAmount() throws {
    let overflows = try warnings(TooWide()).filter { $0.kind == .overflow }
    #expect(overflows.count == 1, "\(overflows.map(\.message))")
    let message = try #require(overflows.first?.message)
    #expect(message.contains("overflows its space by "), "\(message)")
  }

  @Test func truncatedTextIsReported() throws {
    let cut = try warnings(Cut()).filter { $0.kind == .truncatedText }
    #expect(cut.count == 1)
    #expect(cut.first?.message.contains("is truncated to fit: \"A long sentence") == true)
  }
}
