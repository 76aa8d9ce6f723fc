import Foundation
import Tintype
import TintypeArchive
import TintypeLint
import TintypeUI

/// `swift run previews --lint`: the widget review's render rules on every preview, in every render
/// the review looks at (a widget preview in each mode its family is shown in; a view preview in full
/// colour, as the gallery draws it; light and dark; every entry), laid out as the gallery lays it out;
/// the report on standard output, exit 1 when a finding is an error.
enum PreviewLint {
  static func run(
    _ previews: [PreviewCase], deviceID: String?, locale: String?, assets: [URL], fonts: [URL],
    strings: [URL],
    stresses: [TextStress] = [.none]
  ) async -> Int32 {
    do {
      let tables = strings.isEmpty ? nil : try StringTables(paths: strings)
      let renderer = WidgetRenderer(assets: assets, fonts: fonts, strings: tables)
      let device = try deviceID.map { try renderer.catalog.device(id: $0) } ?? renderer.catalog.default
      var previewRenderer = PreviewRenderer(
        renderer: renderer, device: device,
        locale: locale.flatMap(KnownLocales.canonical).map(Locale.init(identifier:)))
      let linter = RenderLinter(renderer: renderer)
      var widgets: [LintReport.Widget] = []
      for preview in previews where device.families[preview.family] != nil {
        let layout = previewRenderer.layout(preview)
        var findings: [LintFinding] = []
        var renders = 0
        // Each stress is archived apart: a body sees its Dynamic Type size, and only its localized
        // text is in the pseudolanguage.
        for stress in stresses {
          previewRenderer.stress = stress
          let archive = try await previewRenderer.archive(preview)
          // A view preview is drawn plainly, in full colour (as the gallery draws it), in both schemes.
          let requests = RenderLinter.renders(
            of: archive, device: device, families: [preview.family], stresses: [stress]
          )
          .filter { preview.isWidget || $0.renderingMode == .fullColor }
          .map {
            var request = $0
            request.layout = layout
            request.locale = previewRenderer.locale
            return request
          }
          for request in requests { findings += try linter.findings(archive, request) }
          renders += requests.count
        }
        let place = preview.file.isEmpty ? preview.name : "\(preview.file):\(preview.line)"
        widgets.append(
          LintReport.Widget(file: place, kind: preview.name, renders: renders, findings: findings))
      }
      let report = LintReport(widgets: widgets)
      print(report.text, terminator: "")
      return report.hasErrors ? 1 : 0
    } catch {
      FileHandle.standardError.write(Data("previews: \(error)\n".utf8))
      return 1
    }
  }
}
