import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeChartContent
import TintypeUI

/// Bad or extreme chart input: a clear error naming the JSON path, or a bounded render; never a
/// crash or a hang.
@Suite struct ChartInputTests {
  func decode(_ chart: String) throws -> ViewNode {
    try ViewNode(from: JSONReader(try JSONParser.parse(Array(chart.utf8))))
  }

  func message(_ json: String) -> String {
    do {
      _ = try decode(json)
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test func malformedChartsAreErrorsNamingThePath() {
    #expect(
      message(#"{"type": "Chart", "marks": [], "yDomain": [5, 5]}"#).contains("yDomain[1]"))
    #expect(message(#"{"type": "Chart", "marks": [], "yDomain": [5, 5]}"#).contains("zero width"))
    #expect(
      message(#"{"type": "Chart", "marks": [{"mark": "line", "x": {"value": 1}}]}"#).contains("marks[0]"))
    #expect(
      message(
        #"{"type": "Chart", "marks": [{"mark": "bar", "x": {"value": "Mon"}, "y": {"value": 1}}, {"mark": "bar", "x": {"value": 2}, "y": {"value": 1}}]}"#
      ).contains("marks[1].x.value"))
    #expect(message(#"{"type": "Chart", "marks": [{"mark": "pie"}]}"#).contains("marks[0].mark"))
    #expect(message(#"{"type": "Chart", "marks": [{"mark": "bar", "y": {"value": 1e999}}]}"#) != "")
  }

  @Test func tooManyMarksInAnArchiveIsAnErrorNamingTheLimit() {
    let marks = Array(
      repeating: #"{"mark": "point", "x": {"value": 1}, "y": {"value": 2}}"#,
      count: ArchiveLimits.maximumChartMarks + 1)
    let json = #"{"type": "Chart", "marks": ["# + marks.joined(separator: ",") + "]}"
    #expect(message(json).contains("maximumChartMarks"))
  }

  /// A view's chart of 100,000 points is refused when rendered, naming the limit.
  @Test func aViewsChartOverTheLimitIsARenderError() {
    let view = Chart {
      ForEach(0..<100_000, id: \.self) { index in PointMark(x: .value("t", index), y: .value("v", index % 7))
      }
    }
    #expect(throws: RenderError.self) { try WidgetRenderer().render(view, family: .systemSmall) }
    do {
      _ = try WidgetRenderer().render(view, family: .systemSmall)
    } catch {
      #expect("\(error)".contains("maximumChartMarks"))
    }
  }

  /// An empty chart, a chart of one value and a chart of many points all render.
  @Test func emptyOneValueAndLargeChartsRender() throws {
    let renderer = WidgetRenderer()
    for view in [
      AnyView(Chart { ForEach([Double](), id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }),
      AnyView(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 0)) }),
      AnyView(
        Chart {
          ForEach(0..<4_000, id: \.self) { index in
            LineMark(x: .value("t", index), y: .value("v", sin(Double(index) / 100)))
          }
        }),
    ] {
      let image = try renderer.render(view, family: .systemMedium)
      #expect(image.width > 0)
    }
  }
}

extension ChartInputTests {
  /// Right to left, a chart moves whole and is drawn as it is left to right.
  @Test func aRightToLeftChartIsDrawnAsItIsLeftToRight() throws {
    let chart = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("n", 3))
      BarMark(x: .value("Day", "Tue"), y: .value("n", 5))
    }
    let renderer = WidgetRenderer()
    let leftToRight = try renderer.render(chart, family: .systemMedium)
    let rightToLeft = try renderer.render(
      chart.environment(\.layoutDirection, .rightToLeft), family: .systemMedium)
    let same = leftToRight.canvas.pixels == rightToLeft.canvas.pixels
    #expect(same, "the chart's labels or plot moved when drawn right to left")
  }
}
