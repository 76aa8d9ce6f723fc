import Foundation
import Tintype
import TintypeArchive

/// The gallery's `index.html`: one section per widget with its contact sheet and every render,
/// captioned with family, mode, scheme and entry date. Plain HTML with inline style, no scripts.
enum GalleryIndex {
  struct Item {
    var file: String
    var family: WidgetFamily
    var mode: WidgetRenderingMode
    var scheme: ColorScheme
    var entry: Int
    var date: Date
    var widthPoints: Double
  }

  struct Section {
    var kind: String
    var displayName: String?
    var description: String?
    var folder: String
    var sheet: String
    var archive: String
    var items: [Item]
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static func html(title: String, device: String, sections: [Section], skipped: [String]) -> String {
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
      <style>
      body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
      h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 40px; }
      .shots { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
      figure { margin: 0; background: #8e8e93; padding: 12px; border-radius: 12px; }
      figcaption { color: #fff; font-size: 12px; margin-top: 6px; }
      img { display: block; }
      .muted { color: #6c6c70; }
      </style></head><body>
      <h1>\(escape(title))</h1>
      <p class="muted">Rendered for \(escape(device)). Images are at the device scale and shown at point size.</p>

      """
    for section in sections {
      html +=
        "<h2>\(escape(section.displayName ?? section.kind)) <span class=\"muted\">(\(escape(section.kind)))</span></h2>\n"
      if let description = section.description { html += "<p>\(escape(description))</p>\n" }
      html +=
        "<p><a href=\"\(section.folder)/\(section.sheet)\">Contact sheet</a> · <a href=\"\(section.folder)/\(section.archive)\">Archive JSON</a></p>\n"
      html += "<div class=\"shots\">\n"
      for item in section.items {
        let caption =
          "\(item.family.rawValue) · \(item.mode.rawValue) · \(item.scheme.rawValue) · entry \(item.entry) (\(ArchiveDateFormat.format(item.date)))"
        html +=
          "<figure><img src=\"\(section.folder)/\(item.file)\" width=\"\(Int(item.widthPoints.rounded()))\" alt=\"\(escape(caption))\"><figcaption>\(escape(caption))</figcaption></figure>\n"
      }
      html += "</div>\n"
    }
    if !skipped.isEmpty {
      html +=
        "<h2>Not rendered</h2>\n<ul>\n" + skipped.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
    }
    return html + "</body></html>\n"
  }
}
