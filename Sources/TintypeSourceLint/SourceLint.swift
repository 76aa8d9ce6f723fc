// tintype-source-lint: the widget review's source rules, on an extension's Swift files, parsed with
// the toolchain's swift-syntax (built by build.sh beside this file, outside the package graph, as the
// #Preview plugin is: depending on Tintype never needs the toolchain's host libraries).
//
//   tintype-source-lint FILE.swift…   prints one JSON object per finding, one per line:
//   {"rule": "closure-action", "file": "…", "line": 12, "column": 9, "message": "…"}
//
// `tintype lint --sources DIR` runs it and reports the findings with the rules' reasons and fixes
// (Sources/TintypeLint/LintRule+Source.swift keeps the catalogue; the ids here must match it).
import Foundation
import SwiftParser
import SwiftSyntax

/// One finding: the rule's id, where, and what was found.
struct Finding {
  var rule: String
  var file: String
  var line: Int
  var column: Int
  var message: String

  var json: String {
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
          if scalar.value < 0x20 {
            out += String(format: "\\u%04x", scalar.value)
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
      return out + "\""
    }
    return "{\"rule\": \(quoted(rule)), \"file\": \(quoted(file)), \"line\": \(line), \"column\": \(column), "
      + "\"message\": \(quoted(message))}"
  }
}

/// The rules, walking one file's syntax tree with what encloses each node: the type declarations
/// (and what they conform to) and the functions.
final class WidgetRules: SyntaxVisitor {
  let file: String
  let converter: SourceLocationConverter
  var findings: [Finding] = []
  /// Each enclosing type's name and inherited types, innermost last.
  var types: [(name: String, inherits: [String])] = []
  /// Each enclosing function's name, innermost last.
  var functions: [String] = []
  /// `struct X: Widget` declarations, for the container-background rule.
  var widgets: [(name: String, node: Syntax)] = []
  /// Whether the file calls `containerBackground`.
  var hasContainerBackground = false
  /// `supportedFamilies([…])` calls listing several families, with how many.
  var familyLists: [(node: Syntax, count: Int)] = []
  /// Whether the file lays views out by family or size: it reads `widgetFamily`, or uses
  /// `ViewThatFits` or `GeometryReader`.
  var adaptsToFamily = false

  init(file: String, tree: SourceFileSyntax) {
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  func report(_ rule: String, _ node: some SyntaxProtocol, _ message: String) {
    let location = node.startLocation(converter: converter)
    findings.append(
      Finding(rule: rule, file: file, line: location.line, column: location.column, message: message))
  }

  var inView: Bool { types.contains { $0.inherits.contains("View") } }

  static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
  }

  func enter(_ name: String, _ clause: InheritanceClauseSyntax?, _ node: some SyntaxProtocol) {
    let inherits = Self.inherited(clause)
    types.append((name, inherits))
    if inherits.contains("Widget") { widgets.append((name, Syntax(node))) }
    if inherits.contains("PreviewProvider") {
      report(
        "preview-provider", node,
        "\(name) is a PreviewProvider; #Preview(as:) { } timeline: { } shows the widget in its families and entries"
      )
    }
    if inherits.contains("IntentTimelineProvider") {
      report(
        "legacy-intent", node,
        "\(name) is an IntentTimelineProvider (SiriKit); new code uses AppIntentTimelineProvider with a WidgetConfigurationIntent"
      )
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause, node)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause, node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause, node)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append((node.extendedType.trimmedDescription, Self.inherited(node.inheritanceClause)))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    functions.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

  /// `placeholder(in:)` must return at once with stand-in data.
  var inPlaceholder: Bool { functions.last == "placeholder" }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    if inPlaceholder {
      report("blocking-placeholder", node, "placeholder(in:) awaits; it must return stand-in data at once")
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let base = node.base?.trimmedDescription
    let name = node.declName.baseName.text
    if base == "UserDefaults", name == "standard" {
      report(
        "user-defaults-standard", node,
        "UserDefaults.standard is the extension's own; share data with the app through UserDefaults(suiteName:) of an App Group"
      )
    }
    if base == "URLSession", inView {
      report(
        "network-in-view", node,
        "URLSession in a view: a widget's view is archived and drawn later, never loaded")
    }
    if inPlaceholder, base == "URLSession" || (base == "Thread" && name == "sleep") {
      report(
        "blocking-placeholder", node,
        "placeholder(in:) calls \(base ?? "").\(name); it must return stand-in data at once")
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression
    let name: String
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
      if name == "containerBackground" { hasContainerBackground = true }
      if name == "supportedFamilies", let list = node.arguments.first?.expression.as(ArrayExprSyntax.self),
        list.elements.count > 1
      {
        familyLists.append((Syntax(node), list.elements.count))
      }
      if name == "onTapGesture" {
        report(
          "closure-action", member.declName,
          "onTapGesture runs no code in a widget; use Button(intent:), Toggle(isOn:intent:), Link or widgetURL"
        )
      }
      if name == "containerBackground" { return .visitChildren }
      return .visitChildren
    } else {
      return .visitChildren
    }
    let labels = node.arguments.map { $0.label?.text }
    switch name {
    case "Button":
      let hasIntent = labels.contains("intent")
      let actionArgument = labels.contains("action")
      // `Button("Title") { action }` and `Button { action } label: { … }`: the first trailing
      // closure is the action unless an intent was given (then it is the label).
      let trailingAction =
        !hasIntent && node.trailingClosure != nil
        && (node.additionalTrailingClosures.contains { $0.label.text == "label" } || !node.arguments.isEmpty)
      if actionArgument || trailingAction {
        report(
          "closure-action", node,
          "Button with an action closure does nothing in a widget; use Button(intent:) with an AppIntent")
      }
    case "AsyncImage":
      report(
        "network-in-view", node,
        "AsyncImage never loads in a widget (it draws its placeholder); load the image in the timeline provider"
      )
    case "IntentConfiguration":
      report(
        "legacy-intent", node,
        "IntentConfiguration (SiriKit) is the iOS 14–16 path; new code uses AppIntentConfiguration")
    case "Data" where inPlaceholder && labels.first == "contentsOf":
      report(
        "blocking-placeholder", node,
        "placeholder(in:) reads Data(contentsOf:); it must return stand-in data at once")
    default: break
    }
    return .visitChildren
  }
}

var files: [String] = []
for argument in CommandLine.arguments.dropFirst() {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
    FileHandle.standardError.write(Data("tintype-source-lint: \(argument): no such file\n".utf8))
    exit(2)
  }
  if isDirectory.boolValue {
    let enumerator = FileManager.default.enumerator(atPath: argument)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".swift"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
      {
        found.append((argument as NSString).appendingPathComponent(relative))
      }
    }
    files += found.sorted()
  } else {
    files.append(argument)
  }
}
var all: [Finding] = []
var widgets: [(file: String, rules: WidgetRules)] = []
var anyBackground = false
var anyAdapts = false
for file in files {
  guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
    FileHandle.standardError.write(Data("tintype-source-lint: \(file): cannot read it as UTF-8\n".utf8))
    exit(2)
  }
  let tree = Parser.parse(source: source)
  let rules = WidgetRules(file: file, tree: tree)
  rules.walk(tree)
  rules.adaptsToFamily = tree.tokens(viewMode: .sourceAccurate).contains {
    ["widgetFamily", "ViewThatFits", "GeometryReader"].contains($0.text)
  }
  all += rules.findings
  anyBackground = anyBackground || rules.hasContainerBackground
  anyAdapts = anyAdapts || rules.adaptsToFamily
  widgets.append((file, rules))
}
// A widget without any containerBackground in the extension's files: blank in the gallery, and the
// system cannot replace it in StandBy, the tinted modes or on the Lock Screen.
if !anyBackground {
  for (_, rules) in widgets {
    for widget in rules.widgets {
      rules.report(
        "missing-container-background", widget.node,
        "no view of \(widget.name)'s extension calls .containerBackground(for: .widget) { … } (iOS 17)")
    }
    all += rules.findings.filter { $0.rule == "missing-container-background" }
  }
}
// Several families, and no view of the extension lays itself out by family or size: every family
// shows the same layout, scaled to fit, which looks broken in the ones not designed for.
if !anyAdapts {
  for (_, rules) in widgets {
    for list in rules.familyLists {
      rules.report(
        "family-not-distinguished", list.node,
        "supportedFamilies lists \(list.count) families, but no view reads \\.widgetFamily or uses ViewThatFits or GeometryReader"
      )
    }
    all += rules.findings.filter { $0.rule == "family-not-distinguished" }
  }
}
for finding in all { print(finding.json) }
