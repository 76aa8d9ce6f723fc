import Foundation
import Tintype
import TintypeArchive
import TintypeCore

/// The gallery's `index.html`: one static page (inline style and script, no network) that opens from
/// disk. Per widget a matrix — families as rows, each rendering mode × colour scheme as a column — of
/// the current timeline entry, a filmstrip of the entries with their dates and a scrubber to move
/// through them, a backdrop switch (transparent, Home Screen, Lock Screen) for the whole page, and a
/// 1:1 view of any image with its layout dump and the archive JSON. Without a script every entry shows.
enum GalleryIndex {
  struct Item {
    var file: String
    /// The layout dump beside the image (`tintype layout`'s JSON for the same request).
    var layoutFile: String
    var family: WidgetFamily
    var mode: WidgetRenderingMode
    var scheme: ColorScheme
    var entry: Int
    var date: Date
    var widthPoints: Double
    /// What the review found in this render, drawn over it.
    var findings: [GalleryFinding] = []
  }

  struct Section {
    var kind: String
    var displayName: String?
    var description: String?
    var folder: String
    var sheet: String
    var archive: String
    var items: [Item]
    /// Each timeline entry's date, by index.
    var entryDates: [Date] = []
    /// What the rows are called instead of their family (a Live Activity's presentation).
    var rowTitle: String?
    /// What the entries are called instead of their dates (a control's "on", "off").
    var entryTitles: [String]?

    /// The name shown for entry `index`: its title, else its date.
    func entryName(_ index: Int) -> String {
      if let entryTitles, index < entryTitles.count { return entryTitles[index] }
      return index < entryDates.count ? ArchiveDateFormat.format(entryDates[index]) : "\(index)"
    }
    /// The widget on a Home Screen and a Lock Screen (`ContextShot`), file names in its folder.
    var contextShots: [String] = []
    /// Why the section has no image although nothing failed: the device shows none of the
    /// archive's families ("Apple Watch 44mm shows none of its families: systemSmall, systemMedium").
    var notShown: String?
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// The page; `failures` are renders that could not be made (named at the top), `skipped` families
  /// and modes left out.
  static func html(
    title: String, device: String, sections: [Section], failures: [String] = [], skipped: [String]
  ) -> String {
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
      <style>\(style)</style></head>
      <body data-backdrop="home">
      <header><h1>\(escape(title))</h1>
      <p class="muted">Rendered for \(escape(device)). Images are at the device scale and shown at point size; click one for 1:1.</p>
      <fieldset class="backdrops"><legend>Backdrop</legend>
      <label><input type="radio" name="backdrop" value="transparent"> Transparent</label>
      <label><input type="radio" name="backdrop" value="home" checked> Home Screen</label>
      <label><input type="radio" name="backdrop" value="lock"> Lock Screen</label>
      </fieldset>
      """
    let findingCount = sections.flatMap(\.items).map(\.findings.count).reduce(0, +)
    if findingCount > 0 {
      html +=
        "<label class=\"show-findings\"><input type=\"checkbox\" name=\"findings\" checked> Review findings (\(findingCount))</label>\n"
    }
    html += """
      </header>

      """
    if !failures.isEmpty {
      html +=
        "<section class=\"failures\"><h2>\(failures.count) render\(failures.count == 1 ? "" : "s") failed</h2><ul>\n"
        + failures.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul></section>\n"
    }
    html += "<nav><ul>\n"
    for section in sections {
      html +=
        "<li><a href=\"#\(escape(section.folder))\">\(escape(section.displayName ?? section.kind))</a></li>\n"
    }
    html += "</ul></nav>\n"
    for section in sections { html += sectionHTML(section) }
    if !skipped.isEmpty {
      html +=
        "<h2>Not rendered</h2>\n<ul>\n" + skipped.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
    }
    html += """
      <dialog id="zoom"><form method="dialog"><button class="close" aria-label="Close">×</button></form>
      <p class="caption"></p><div class="zoomed"><img alt=""></div>
      <div class="sources"><div><h3>Layout</h3><iframe class="layout" title="Layout"></iframe></div>
      <div><h3>Archive</h3><iframe class="archive" title="Archive JSON"></iframe></div></div></dialog>
      <script>\(script)</script>
      </body></html>

      """
    return html
  }

  private static func sectionHTML(_ section: Section) -> String {
    let families = section.items.map(\.family).uniqued()
    let columns = section.items.map { Column(mode: $0.mode, scheme: $0.scheme) }.uniqued()
    var html =
      "<section class=\"widget\" id=\"\(escape(section.folder))\" data-archive=\"\(escape(section.folder))/\(escape(section.archive))\">\n"
    html +=
      "<h2>\(escape(section.displayName ?? section.kind)) <span class=\"muted\">(\(escape(section.kind)))</span></h2>\n"
    if let description = section.description { html += "<p>\(escape(description))</p>\n" }
    guard !section.items.isEmpty else {
      // No image, so no contact sheet, matrix or timeline: say why instead of an empty section.
      html += "<p><a href=\"\(section.folder)/\(section.archive)\">Archive JSON</a></p>\n"
      html +=
        "<p class=\"muted not-shown\">\(escape(section.notShown ?? "No image: every render of this widget failed (listed at the top)."))</p>\n"
      return html + "</section>\n"
    }
    html +=
      "<p><a href=\"\(section.folder)/\(section.sheet)\">Contact sheet</a> · <a href=\"\(section.folder)/\(section.archive)\">Archive JSON</a></p>\n"
    if !section.contextShots.isEmpty {
      html += "<div class=\"context\">"
      for shot in section.contextShots {
        let title = Gallery.contextShots.first { $0.file == shot }?.title ?? shot
        html +=
          "<figure><img src=\"\(section.folder)/\(shot)\" alt=\"\(title)\" width=\"200\"><figcaption>\(title)</figcaption></figure>"
      }
      html += "</div>\n"
    }
    if section.entryDates.count > 1 {
      // The filmstrip: the first family's first column for each entry, with its date.
      html += "<div class=\"timeline\"><div class=\"filmstrip\">\n"
      for entry in section.entryDates.indices {
        let frame = section.items.first {
          $0.entry == entry && $0.family == families.first
            && Column(mode: $0.mode, scheme: $0.scheme) == columns.first
        }
        html +=
          "<button type=\"button\" data-entry=\"\(entry)\" data-date=\"\(escape(section.entryName(entry)))\">"
        if let frame {
          html +=
            "<img src=\"\(section.folder)/\(frame.file)\" width=\"\(Int((frame.widthPoints / 3).rounded()))\" alt=\"\">"
        }
        html += "<span>\(entry) · \(escape(section.entryName(entry)))</span></button>\n"
      }
      html +=
        "</div><label>Entry <input class=\"scrubber\" type=\"range\" min=\"0\" max=\"\(section.entryDates.count - 1)\" value=\"0\"> <output class=\"entry-label\"></output></label></div>\n"
    }
    html += "<div class=\"scroll\"><table class=\"matrix\"><thead><tr><th></th>"
    for column in columns {
      html +=
        "<th>\(escape(column.mode.rawValue))<br><span class=\"muted\">\(escape(column.scheme.rawValue))</span></th>"
    }
    html += "</tr></thead><tbody>\n"
    for family in families {
      html += "<tr><th scope=\"row\">\(escape(section.rowTitle ?? family.rawValue))</th>"
      for column in columns {
        let cell = section.items.filter {
          $0.family == family && $0.mode == column.mode && $0.scheme == column.scheme
        }
        guard !cell.isEmpty else {
          html += "<td class=\"empty\" title=\"not shown in this mode\">—</td>"
          continue
        }
        html += "<td>"
        for item in cell {
          let caption =
            "\(section.rowTitle ?? item.family.rawValue) · \(item.mode.rawValue) · \(item.scheme.rawValue) · entry \(item.entry) (\(section.entryName(item.entry)))"
          html +=
            "<div class=\"shot\" data-entry=\"\(item.entry)\"><img src=\"\(section.folder)/\(item.file)\" data-entry=\"\(item.entry)\" data-layout=\"\(section.folder)/\(item.layoutFile)\" width=\"\(Int(item.widthPoints.rounded()))\" alt=\"\(escape(caption))\" title=\"\(escape(caption))\">"
            + findingBoxes(item) + "</div>"
        }
        html += "</td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody></table></div>\n" + findingList(section) + "</section>\n"
    return html
  }

  /// The boxes over one image: one per view the review found something in, labelled with its rules,
  /// coloured by the worst; a finding about the whole widget boxes the whole image.
  private static func findingBoxes(_ item: Item) -> String {
    var boxes: [(frame: Rect, findings: [GalleryFinding])] = []
    for finding in item.findings {
      let frame = finding.frame ?? Rect(x: 0, y: 0, width: item.widthPoints, height: 0)
      if let index = boxes.firstIndex(where: { $0.frame == frame }) {
        boxes[index].findings.append(finding)
      } else {
        boxes.append((frame, [finding]))
      }
    }
    return boxes.map { box in
      let worst = box.findings.map(\.severity).min { order($0) < order($1) } ?? .note
      let rules = box.findings.map(\.rule).uniqued()
      let title = box.findings.map { "\($0.rule): \($0.message)" }.joined(separator: "\n")
      let frame = box.frame
      // A whole-widget finding (no frame) is drawn as the image's outline.
      let position =
        frame.height > 0
        ? "left:\(css(frame.x))px;top:\(css(frame.y))px;width:\(css(frame.width))px;height:\(css(frame.height))px"
        : "left:0;top:0;right:0;bottom:0"
      return
        "<div class=\"finding \(worst.rawValue)\" style=\"\(position)\" title=\"\(escape(title))\"><span>\(escape(rules.joined(separator: " · ")))</span></div>"
    }.joined()
  }

  /// The review's findings of a widget under its matrix: one line per rule and view, with the first
  /// message, how many renders it was seen in, and the rule's reason.
  private static func findingList(_ section: Section) -> String {
    var groups: [(key: String, first: GalleryFinding, renders: Int)] = []
    for item in section.items {
      for finding in item.findings {
        // The same view in every entry is one line, as in `tintype lint`'s report.
        var shown = finding
        shown.path = entryless(finding.path)
        let key = finding.rule + " " + shown.path
        if let index = groups.firstIndex(where: { $0.key == key }) {
          groups[index].renders += 1
        } else {
          groups.append((key, shown, 1))
        }
      }
    }
    guard !groups.isEmpty else { return "" }
    groups.sort { (order($0.first.severity), $0.key) < (order($1.first.severity), $1.key) }
    var html =
      "<details class=\"findings\" open><summary>\(groups.count) review finding\(groups.count == 1 ? "" : "s")</summary><ul>\n"
    for group in groups {
      let finding = group.first
      html +=
        "<li class=\"\(finding.severity.rawValue)\"><b>\(escape(finding.rule))</b> <span class=\"muted\">\(finding.severity.rawValue)</span> \(escape(finding.message)) <span class=\"muted\">in \(group.renders) render\(group.renders == 1 ? "" : "s") · \(escape(finding.path))</span><br><span class=\"reason\">\(escape(finding.reason))</span></li>\n"
    }
    return html + "</ul></details>\n"
  }

  /// `entries[2].views.systemSmall` → `entries[*].views.systemSmall`.
  private static func entryless(_ path: String) -> String {
    guard path.hasPrefix("entries["), let close = path.firstIndex(of: "]") else { return path }
    return "entries[*]" + path[path.index(after: close)...]
  }

  private static func order(_ severity: GalleryFinding.Severity) -> Int {
    switch severity {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }

  /// A length in CSS pixels (one a point), to a tenth.
  private static func css(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private struct Column: Hashable {
    var mode: WidgetRenderingMode
    var scheme: ColorScheme
  }

  static let style = """
    body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
    h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 40px; } h3 { font-size: 13px; margin: 8px 0 4px; }
    .muted { color: #6c6c70; }
    header { position: sticky; top: 0; background: #f2f2f7; padding-bottom: 8px; z-index: 1; }
    fieldset.backdrops { border: 1px solid #c7c7cc; border-radius: 8px; display: inline-flex; gap: 12px; }
    nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
    .failures { background: #ffe5e5; border: 1px solid #ff3b30; border-radius: 8px; padding: 0 16px; }
    .scroll { overflow-x: auto; }
    .context { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; margin: 8px 0; }
    .context figure { margin: 0; } .context img { border-radius: 16px; }
    .context figcaption { font-size: 12px; color: #6c6c70; margin-top: 4px; }
    table.matrix { border-collapse: separate; border-spacing: 8px; }
    table.matrix th { font-weight: 600; font-size: 12px; text-align: left; vertical-align: top; }
    table.matrix td { vertical-align: top; padding: 12px; border-radius: 12px; }
    table.matrix td.empty { color: #aeaeb2; text-align: center; vertical-align: middle; }
    img { display: block; }
    table.matrix img { cursor: zoom-in; }
    .shot { position: relative; width: fit-content; }
    .finding { position: absolute; box-sizing: border-box; border: 2px solid; border-radius: 3px;
      pointer-events: none; }
    .finding span { position: absolute; left: -2px; bottom: 100%; padding: 0 4px; border-radius: 3px 3px 0 0;
      font: 600 10px/14px -apple-system, system-ui, sans-serif; color: #fff; white-space: nowrap; }
    .finding.error { border-color: #ff3b30; background: rgba(255, 59, 48, 0.12); }
    .finding.error span { background: #ff3b30; }
    .finding.warning { border-color: #ff9500; background: rgba(255, 149, 0, 0.12); }
    .finding.warning span { background: #c76f00; }
    .finding.note { border-color: #007aff; }
    .finding.note span { background: #007aff; }
    body.hide-findings .finding { display: none; }
    .show-findings { margin-left: 16px; }
    details.findings ul { padding-left: 20px; } details.findings li { margin: 4px 0; }
    details.findings li.error b { color: #d70015; } details.findings li.warning b { color: #c76f00; }
    details.findings .reason { color: #6c6c70; font-size: 12px; }
    [hidden] { display: none !important; }
    body[data-backdrop="transparent"] td:not(.empty), body[data-backdrop="transparent"] .zoomed {
      background: repeating-conic-gradient(#d1d1d6 0% 25%, #f2f2f7 0% 50%) 0 0 / 16px 16px; }
    body[data-backdrop="home"] td:not(.empty), body[data-backdrop="home"] .zoomed {
      background: linear-gradient(160deg, #5e8bd6, #8a5fc4 55%, #d77f8f); }
    body[data-backdrop="lock"] td:not(.empty), body[data-backdrop="lock"] .zoomed {
      background: linear-gradient(180deg, #2c2c3a, #0b0b12); }
    .timeline { margin: 8px 0; }
    .filmstrip { display: flex; gap: 8px; overflow-x: auto; padding-bottom: 4px; }
    .filmstrip button { border: 2px solid transparent; border-radius: 8px; background: #e5e5ea; padding: 4px;
      font: inherit; font-size: 11px; cursor: pointer; }
    .filmstrip button.current { border-color: #007aff; }
    .scrubber { width: 240px; vertical-align: middle; }
    dialog { max-width: 95vw; max-height: 95vh; border: none; border-radius: 12px; padding: 16px; }
    dialog .close { float: right; font-size: 20px; border: none; background: none; cursor: pointer; }
    .zoomed { display: inline-block; padding: 16px; border-radius: 12px; overflow: auto; max-width: 90vw; }
    .sources { display: flex; gap: 16px; }
    .sources iframe { width: 44vw; height: 40vh; border: 1px solid #c7c7cc; border-radius: 6px; background: #fff; }
    """

  static let script = """
    document.querySelectorAll('input[name=backdrop]').forEach(radio => radio.addEventListener('change', () => {
      document.body.dataset.backdrop = radio.value;
    }));
    const findings = document.querySelector('input[name=findings]');
    if (findings) findings.addEventListener('change', () => {
      document.body.classList.toggle('hide-findings', !findings.checked);
    });
    document.querySelectorAll('section.widget').forEach(section => {
      const frames = [...section.querySelectorAll('.filmstrip button')];
      const scrubber = section.querySelector('.scrubber');
      const label = section.querySelector('.entry-label');
      if (!frames.length) return;
      const show = entry => {
        section.dataset.entry = entry;
        section.querySelectorAll('table.matrix [data-entry]').forEach(shown => {
          shown.hidden = shown.dataset.entry !== String(entry);
        });
        frames.forEach(frame => frame.classList.toggle('current', frame.dataset.entry === String(entry)));
        scrubber.value = entry;
        label.textContent = frames[entry].dataset.date;
      };
      scrubber.addEventListener('input', () => show(Number(scrubber.value)));
      frames.forEach(frame => frame.addEventListener('click', () => show(Number(frame.dataset.entry))));
      show(0);
    });
    const zoom = document.getElementById('zoom');
    document.querySelectorAll('table.matrix img').forEach(image => image.addEventListener('click', () => {
      const big = zoom.querySelector('.zoomed img');
      big.onload = () => { big.style.width = (big.naturalWidth / window.devicePixelRatio) + 'px'; };
      big.src = image.src;
      zoom.querySelector('.caption').textContent = image.alt;
      zoom.querySelector('iframe.layout').src = image.dataset.layout;
      zoom.querySelector('iframe.archive').src = image.closest('section.widget').dataset.archive;
      zoom.showModal();
    }));
    document.body.dataset.ready = 'true';
    """
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  fileprivate func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
