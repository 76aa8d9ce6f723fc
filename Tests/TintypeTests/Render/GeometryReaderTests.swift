import Foundation
import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// `GeometryReader` for real: its content sees the size layout gives the reader (archived again
/// until the frames settle), in stacks, frames, overlays and nested readers; the archive written
/// last renders to the same pixels from its JSON.
@Suite struct GeometryReaderTests {
  struct ProgressBar: View {
    let fraction: Double
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Reading").frame(height: 20)
        GeometryReader { geometry in
          Color.blue.frame(width: geometry.size.width * fraction, height: geometry.size.height)
        }
        .frame(height: 8)
      }
    }
  }

  struct BesideAFixedView: View {
    var body: some View {
      HStack(spacing: 0) {
        Color.red.frame(width: 100, height: 30)
        GeometryReader { geometry in
          Color.green.frame(width: geometry.size.width / 2, height: geometry.size.height / 2)
        }
      }
      .frame(height: 30)
    }
  }

  struct Nested: View {
    var body: some View {
      GeometryReader { outer in
        GeometryReader { inner in
          Color.orange.frame(width: inner.size.width, height: min(outer.size.height, 10))
        }
        .padding(10)
      }
      .frame(width: 200, height: 100)
    }
  }

  struct InAnOverlay: View {
    var body: some View {
      Color.gray.frame(width: 120, height: 40)
        .overlay(
          GeometryReader { geometry in Text("\(Int(geometry.size.width))×\(Int(geometry.size.height))") })
    }
  }

  /// A reader between two fixed-height views: it gets what the stack has left, and its content sees
  /// exactly that size.
  struct BetweenFixedViews: View {
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(height: 30)
        GeometryReader { proxy in
          Color.green.frame(width: proxy.size.width, height: proxy.size.height)
        }
        Color.red.frame(height: 30)
      }
    }
  }

  /// A week of bars drawn from the reader's size, between a header and the weekday labels.
  struct WeekBars: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("This week").font(.headline)
        GeometryReader { proxy in
          HStack(alignment: .bottom, spacing: 4) {
            ForEach(0..<7) { day in
              Color.blue.frame(
                width: (proxy.size.width - 24) / 7, height: proxy.size.height * Double(day + 1) / 7)
            }
          }
        }
        Text("M T W T F S S").font(.caption)
      }
    }
  }

  private let renderer = WidgetRenderer()
  private let request = RenderRequest(family: .systemMedium)

  private func tree<V: View>(_ view: V) throws -> LayoutTree {
    try renderer.layout(try renderer.archive(view, request: request), request: request).tree
  }

  private func frames(_ tree: LayoutTree, _ type: String) -> [Rect] {
    tree.records.filter { $0.type == type && $0.layer == nil }.map(\.frame)
  }

  @Test func aProgressBarIsItsFractionOfTheReadersWidth() throws {
    let tree = try tree(ProgressBar(fraction: 0.25))
    let reader = try #require(tree.geometryReaderFrames[0])
    let bar = try #require(frames(tree, "Color").first)
    #expect(abs(bar.width - reader.width * 0.25) < 0.5, "\(bar) in \(reader)")
    #expect(abs(bar.height - 8) < 0.5 && abs(bar.x - reader.x) < 0.5 && abs(bar.y - reader.y) < 0.5)
    // The reader is as wide as the content area of the medium widget.
    #expect(abs(reader.width - tree.contentArea.width) < 0.5)
  }

  @Test func inAStackTheReaderGetsItsShareAndItsContentSeesIt() throws {
    let tree = try tree(BetweenFixedViews())
    let reader = try #require(tree.geometryReaderFrames[0])
    let expected = tree.contentArea.height - 60
    #expect(abs(reader.height - expected) < 0.5, "\(reader) in \(tree.contentArea)")
    let green = try #require(frames(tree, "Color").first { abs($0.y - reader.y) < 0.5 })
    #expect(
      abs(green.width - reader.width) < 0.5 && abs(green.height - reader.height) < 0.5,
      "\(green) vs \(reader)")
  }

  @Test func barsFromTheReadersSizeStayBetweenTheHeaderAndTheLabels() throws {
    let tree = try tree(WeekBars())
    let reader = try #require(tree.geometryReaderFrames[0])
    let texts = tree.records.filter { $0.type == "Text" && $0.layer == nil }.map(\.frame)
    try #require(texts.count == 2)
    // The reader is what the stack has left between the two texts (spacing 4 each side).
    #expect(abs(reader.y - (texts[0].maxY + 4)) < 0.5, "\(reader) after \(texts[0])")
    #expect(abs(texts[1].y - (reader.maxY + 4)) < 0.5, "\(texts[1]) after \(reader)")
    #expect(texts[1].maxY <= tree.contentArea.maxY + 0.5, "the labels stay in the widget")
    let bars = frames(tree, "Color")
    #expect(bars.count == 7)
    #expect(
      abs((bars.map(\.height).max() ?? 0) - reader.height) < 0.5, "the tallest bar is the reader's height")
    #expect(bars.allSatisfy { $0.maxY <= reader.maxY + 0.5 && $0.y >= reader.y - 0.5 })
    let overflowing = tree.records.filter(\.overflows)
    #expect(overflowing.isEmpty, "nothing overflows")
  }

  @Test func besideAFixedViewTheReaderGetsTheRestOfTheRow() throws {
    let tree = try tree(BesideAFixedView())
    let reader = try #require(tree.geometryReaderFrames[0])
    let green = try #require(frames(tree, "Color").last)
    #expect(abs(reader.width - (tree.contentArea.width - 100)) < 0.5)
    #expect(abs(green.width - reader.width / 2) < 0.5 && abs(green.height - 15) < 0.5)
  }

  @Test func nestedReadersSeeTheirOwnSizes() throws {
    let tree = try tree(Nested())
    let outer = try #require(tree.geometryReaderFrames[0])
    let inner = try #require(tree.geometryReaderFrames[1])
    #expect(abs(outer.width - 200) < 0.5 && abs(outer.height - 100) < 0.5)
    #expect(abs(inner.width - 180) < 0.5 && abs(inner.height - 80) < 0.5)
    let orange = try #require(frames(tree, "Color").first)
    #expect(abs(orange.width - 180) < 0.5 && abs(orange.height - 10) < 0.5)
  }

  @Test func aReaderInAnOverlayIsTheSizeOfTheViewItCovers() throws {
    let archive = try renderer.archive(InAnOverlay(), request: request)
    let json = String(decoding: archive.jsonData(), as: UTF8.self)
    #expect(json.contains("120×40"), "\(json.prefix(600))")
  }

  @Test func theArchiveRendersToTheSamePixelsFromItsJSON() throws {
    let fromSwift = try renderer.render(ProgressBar(fraction: 0.6), family: .systemMedium)
    let archive = try renderer.archive(ProgressBar(fraction: 0.6), request: request)
    let fromJSON = try renderer.render(try ViewArchive(jsonData: archive.jsonData()), request: request)
    #expect(fromSwift.pixels == fromJSON.pixels)
  }
}
