import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeBatch

/// `docs/batch-manifest.schema.json` says what the manifest decoder accepts: the examples the docs
/// give are valid, every key the decoder reads is in the schema with the same values, and the
/// mistakes the decoder rejects the schema rejects too.
@Suite struct BatchManifestSchemaTests {
  static let schema: JSONSchema = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      directory = directory.deletingLastPathComponent()
    }
    let url = directory.appendingPathComponent("docs/batch-manifest.schema.json")
    return try! JSONSchema(try! JSONParser.parse(try! Data(contentsOf: url)))
  }()

  static let valid = [
    """
    {"version": 1,
     "defaults": {"device": "iphone-17-pro", "modes": ["fullColor"], "schemes": ["light"], "png": "fast"},
     "jobs": [
       {"archive": "goal.json", "families": ["systemSmall", "systemMedium"], "modes": ["fullColor", "accented"],
        "schemes": ["light", "dark"], "entries": "all", "output": "{kind}/{family}-{mode}-{scheme}-{entry}.png"},
       {"archive": "card.json", "data": "rows.jsonl", "families": ["systemSmall"], "output": "cards/{row.id}.png"}]}
    """,
    """
    {"version": 1, "jobs": [{"archive": "goal-{locale}.json", "locales": ["en-US", "ar-SA"], "tint": "orange",
      "matrix": {"family": ["systemSmall", "systemMedium"], "scheme": ["light", "dark"],
                 "exclude": [{"family": "systemSmall", "scheme": "dark"}],
                 "include": [{"family": "systemLarge", "scheme": "light", "entry": 1}]},
      "data": [{"id": "a", "price": 4.5, "inStock": true}], "scale": 2, "layout": "200x100",
      "wallpapers": ["wall.png"], "accentStyles": ["ios26-tinted"], "dates": ["2026-06-08T09:00:00Z"]}]}
    """,
  ]

  @Test(arguments: valid)
  func theDocumentedManifestsAreValid(json: String) throws {
    let violations = Self.schema.validate(try JSONParser.parse(Array(json.utf8)))
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test(arguments: [
    #"{"version": 1, "jobs": [{"archive": "a.json", "famlies": ["systemSmall"]}]}"#,
    #"{"version": 2, "jobs": [{"archive": "a.json"}]}"#,
    #"{"version": 1, "jobs": []}"#,
    #"{"version": 1, "jobs": [{"families": ["systemSmall"]}]}"#,
    #"{"version": 1, "jobs": [{"archive": "a.json", "families": ["systemHuge"]}]}"#,
    #"{"version": 1, "jobs": [{"archive": "a.json", "output": "/abs.png"}]}"#,
    #"{"version": 1, "jobs": [{"archive": "a.json", "scale": 9}]}"#,
    #"{"version": 1, "jobs": [{"archive": "a.json", "matrix": {"exclude": [{"famly": "systemSmall"}]}}]}"#,
  ])
  func mistakesAreInvalid(json: String) throws {
    #expect(!Self.schema.validate(try JSONParser.parse(Array(json.utf8))).isEmpty)
  }

  @Test func everySettingTheDecoderReadsIsInTheSchemaWithItsValues() throws {
    guard case .object(let root) = try JSONParser.parse(Array(Self.schemaText.utf8)),
      case .object(let defs)? = root["$defs"], case .object(let settings)? = defs["settings"],
      case .object(let properties)? = settings["properties"]
    else {
      Issue.record("no settings in the schema")
      return
    }
    for axis in BatchAxis.allCases {
      #expect(properties[axis.rawValue] != nil, "\(axis.rawValue)")
      #expect(properties[axis.plural] != nil, "\(axis.plural)")
    }
    for key in ["output", "png", "assets"] { #expect(properties[key] != nil, "\(key)") }
    func enumeration(_ name: String) -> [String] {
      guard case .object(let def)? = defs[name], case .array(let values)? = def["enum"] else { return [] }
      return values.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }
    #expect(enumeration("family") == WidgetFamily.allCases.map(\.rawValue))
    #expect(enumeration("mode") == WidgetRenderingMode.allCases.map(\.rawValue))
    #expect(enumeration("scheme") == ColorScheme.allCases.map(\.rawValue))
    #expect(enumeration("accentStyle") == AccentPreset.allCases.map(\.rawValue))
  }

  static let schemaText: String = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      directory = directory.deletingLastPathComponent()
    }
    return try! String(
      contentsOf: directory.appendingPathComponent("docs/batch-manifest.schema.json"), encoding: .utf8)
  }()
}
