import TintypeArchive

/// The HTML report of `tintype verify --report DIR`: a summary, then each changed, missing and extra
/// image with its expected, actual and difference images and a swipe and an onion-skin comparison,
/// filters by status, and the images that passed collapsed. One static page that opens from disk.
///
/// Each change has an "accept" box; the page writes what was accepted as an approvals file
/// (`approvals.json`, downloaded or copied from the page) for `tintype accept`, which copies exactly
/// those actual images over their goldens — each only if it still has the bytes the report showed.
public enum VerifyReport {
  /// One compared image.
  public struct Item: Sendable {
    /// The image's path relative to the compared folders.
    public var path: String
    /// `same`, `changed`, `missing` or `extra`.
    public var status: String
    /// What the comparison said.
    public var detail: String
    /// The report's copy of the expected image (a path relative to the report), when there is one.
    public var expected: String?
    /// The report's copy of the actual image, when there is one.
    public var actual: String?
    /// The difference image (expected | difference | actual), for a changed image.
    public var difference: String?
    /// The SHA-256 of the actual image, in hex: what an approval of it names.
    public var actualDigest: String?

    /// An item.
    public init(
      path: String, status: String, detail: String, expected: String? = nil, actual: String? = nil,
      difference: String? = nil
    ) {
      (self.path, self.status, self.detail) = (path, status, detail)
      (self.expected, self.actual, self.difference) = (expected, actual, difference)
    }
  }

  /// The page for `items`, comparing `expectedFolder` with `actualFolder` (absolute paths, which an
  /// approvals file names); `fingerprint` is what the actual images were made with (a gallery's), which
  /// `tintype accept` writes to the goldens' `goldens.json` once every change is accepted.
  public static func html(
    items: [Item], expectedFolder: String, actualFolder: String, fingerprint: JSONValue? = nil
  ) -> String {
    let data: JSONValue = [
      "expected": .string(expectedFolder), "actual": .string(actualFolder),
      "fingerprint": fingerprint ?? .null,
    ]
    // JSON inside a script element: "</" would end it.
    let dataText = String(decoding: JSONWriter.write(data, pretty: false), as: UTF8.self)
      .replacingOccurrences(of: "</", with: "<\\/")
    let changes = items.filter { $0.status != "same" }.count
    var counts: [String: Int] = [:]
    for item in items { counts[item.status, default: 0] += 1 }
    let statuses = ["changed", "missing", "extra", "same"]
    let filters = (["all"] + statuses).map { status -> String in
      let count = status == "all" ? items.count : counts[status] ?? 0
      return
        "<button data-filter=\"\(status)\"\(status == "all" ? " class=\"on\"" : "")>\(status) (\(count))</button>"
    }.joined()
    let failures = items.filter { $0.status != "same" }.map(card).joined(separator: "\n")
    let passes = items.filter { $0.status == "same" }.map {
      "<li class=\"item same\" data-status=\"same\">\(escape($0.path))</li>"
    }
    .joined(separator: "\n")
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Verify report</title>
      <style>
      body{font:14px -apple-system,system-ui,sans-serif;margin:24px;background:#f4f4f6;color:#1c1c1e}
      h1{font-size:20px;margin:0 0 4px} .sub{color:#666;margin-bottom:16px}
      .summary span{display:inline-block;margin-right:16px;font-weight:600}
      .changed{color:#c0392b} .missing{color:#b9770e} .extra{color:#2471a3} .same{color:#1e8449}
      .filters{margin:16px 0} .filters button{margin-right:6px;padding:4px 10px;border:1px solid #bbb;border-radius:12px;background:#fff;cursor:pointer}
      .filters button.on{background:#1c1c1e;color:#fff}
      .card{background:#fff;border-radius:10px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 2px #0002}
      .card h2{font-size:15px;margin:0 0 4px;word-break:break-all} .detail{color:#555;margin-bottom:8px}
      .row{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
      figure{margin:0} figcaption{font-size:12px;color:#666}
      .checker{background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px;display:inline-block}
      .row img{max-width:320px;display:block}
      .compare{position:relative;display:block;width:fit-content} .compare img{max-width:320px;display:block}
      .compare .top{position:absolute;left:0;top:0}
      .swipe .top{clip-path:inset(0 50% 0 0)}
      input[type=range]{width:320px;display:block;margin:6px 0}
      details{margin-top:16px}
      .accept{display:inline-block;margin:4px 0 8px;font-weight:600;cursor:pointer}
      #approvals-panel{position:sticky;top:0;background:#fff;border-radius:10px;padding:10px 16px;box-shadow:0 1px 3px #0003;z-index:1}
      #approvals-panel pre{max-height:160px;overflow:auto;background:#f4f4f6;padding:8px;font-size:12px}
      </style></head>
      <body>
      <h1>Verify report</h1>
      <div class="sub">expected \(escape(expectedFolder)) · actual \(escape(actualFolder))</div>
      <div class="summary">\(statuses.map { "<span class=\"\($0)\">\(counts[$0] ?? 0) \($0)</span>" }.joined())</div>
      <div class="filters">\(filters)</div>
      \(changes == 0 ? "" : approvalsPanel(changes))
      <script id="verify-data" type="application/json">\(dataText)</script>
      <div id="failures">
      \(failures.isEmpty ? "<p class=\"same\">Every image matches.</p>" : failures)
      </div>
      <details id="passes"><summary>\(counts["same"] ?? 0) images that match</summary><ul>
      \(passes)
      </ul></details>
      <script>
      document.querySelectorAll('.filters button').forEach(b => b.addEventListener('click', () => {
        document.querySelectorAll('.filters button').forEach(o => o.classList.toggle('on', o === b));
        const f = b.dataset.filter;
        document.querySelectorAll('.item').forEach(e => { e.style.display = (f === 'all' || e.dataset.status === f) ? '' : 'none'; });
        if (f === 'same') document.getElementById('passes').open = true;
      }));
      document.querySelectorAll('input.swipe').forEach(r => r.addEventListener('input', () => {
        r.previousElementSibling.querySelector('.top').style.clipPath = 'inset(0 ' + (100 - r.value) + '% 0 0)';
      }));
      document.querySelectorAll('input.onion').forEach(r => r.addEventListener('input', () => {
        r.previousElementSibling.querySelector('.top').style.opacity = r.value / 100;
      }));
      // Accepting: the approvals file for `tintype accept`, rebuilt on every change of a box.
      const verifyData = JSON.parse(document.getElementById('verify-data').textContent);
      const boxes = [...document.querySelectorAll('input.accept-box')];
      function approvals() {
        const accepted = boxes.filter(b => b.checked).map(b => {
          const item = {path: b.dataset.path, status: b.dataset.status};
          if (b.dataset.sha256) item.sha256 = b.dataset.sha256;
          return item;
        });
        const file = {format: 'tintype-approvals', version: 1, expected: verifyData.expected,
          actual: verifyData.actual, accept: accepted, unaccepted: boxes.length - accepted.length};
        if (verifyData.fingerprint) file.fingerprint = verifyData.fingerprint;
        return {accepted, text: JSON.stringify(file, null, 2) + '\\n'};
      }
      function showApprovals() {
        const {accepted, text} = approvals();
        document.getElementById('accepted-count').textContent = accepted.length;
        document.getElementById('approvals').textContent = text;
        document.getElementById('download').disabled = accepted.length === 0;
      }
      boxes.forEach(b => b.addEventListener('change', showApprovals));
      const download = document.getElementById('download');
      if (download) {
        download.addEventListener('click', () => {
          const link = document.createElement('a');
          link.href = URL.createObjectURL(new Blob([approvals().text], {type: 'application/json'}));
          link.download = 'approvals.json';
          document.body.appendChild(link);
          link.click();
          link.remove();
        });
        showApprovals();
      }
      </script>
      </body></html>

      """
  }

  static func card(_ item: Item) -> String {
    func figure(_ caption: String, _ src: String?) -> String {
      guard let src else { return "" }
      return
        "<figure><span class=\"checker\"><img src=\"\(escape(src))\" alt=\"\(caption)\"></span><figcaption>\(caption)</figcaption></figure>"
    }
    var compare = ""
    if let expected = item.expected, let actual = item.actual {
      let pair =
        "<img src=\"\(escape(expected))\" alt=\"expected\"><img class=\"top\" src=\"\(escape(actual))\" alt=\"actual\">"
      compare = """
        <div class="row">
        <figure><div class="compare swipe checker">\(pair)</div><input class="swipe" type="range" min="0" max="100" value="50"><figcaption>swipe: actual (left) | expected (right)</figcaption></figure>
        <figure><div class="compare onion checker">\(pair.replacingOccurrences(of: "class=\"top\"", with: "class=\"top\" style=\"opacity:0.5\""))</div><input class="onion" type="range" min="0" max="100" value="50"><figcaption>onion skin: actual over expected</figcaption></figure>
        </div>
        """
    }
    let verb = item.status == "missing" ? "accept the removal" : "accept"
    let digest = item.actualDigest.map { " data-sha256=\"\($0)\"" } ?? ""
    return """
      <div class="card item" data-status="\(item.status)">
      <h2><span class="\(item.status)">\(item.status)</span> \(escape(item.path))</h2>
      <label class="accept"><input type="checkbox" class="accept-box" data-path="\(escape(item.path))" data-status="\(item.status)"\(digest)> \(verb)</label>
      <div class="detail">\(escape(item.detail))</div>
      <div class="row">\(figure("expected", item.expected))\(figure("difference", item.difference))\(figure("actual", item.actual))</div>
      \(compare)
      </div>
      """
  }

  /// The panel that gathers the accepted changes into an approvals file.
  static func approvalsPanel(_ changes: Int) -> String {
    """
    <div id="approvals-panel"><strong><span id="accepted-count">0</span> of \(changes) changes accepted.</strong>
    <button id="download" disabled>Download approvals.json</button> then run
    <code>tintype accept approvals.json</code>: it copies exactly the accepted actual images over their
    goldens (each only if it is still the image shown here).
    <details><summary>approvals.json</summary><pre id="approvals"></pre></details></div>
    """
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
