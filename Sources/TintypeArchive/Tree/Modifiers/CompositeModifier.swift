/// A modifier that SwiftUI builds from others once the environment is known: archived as declared
/// (so an archive says what the widget's code wrote, whatever the render's direction or scheme), and
/// replaced by the primitive modifiers it stands for when the view is resolved.
///
/// This is how most of SwiftUI's modifiers can be added: a type of its own (its JSON name, value,
/// schema, paint cost and lowering, every one a requirement the compiler asks for), one line in
/// `ModifierCodec.all`, and the DSL function that makes it. Layout and paint see only the primitives,
/// so they do not change. A modifier that needs something no primitive draws is a `ViewModifierValue`
/// case of its own instead.
public protocol CompositeModifierKind: Hashable, Sendable {
  /// The JSON key, SwiftUI's name for the modifier.
  static var name: String { get }
  /// The JSON Schema of the value, as JSON text.
  static var schema: String { get }
  /// The most the primitives it lowers to cost the painter, in any environment (limits are checked
  /// before the environment is known).
  static var paintCost: PaintCost { get }
  /// Reads the key's value.
  init(from reader: JSONReader) throws
  /// The key's value.
  var archiveJSON: JSONValue { get }
  /// The primitive modifiers it stands for in `environment`, innermost first (none: it does nothing
  /// there).
  func lowered(in environment: CompositeModifierEnvironment) -> [ViewModifierValue]
}

/// What a composite modifier's lowering may depend on: the environment at the modifier, after every
/// modifier outside it.
public struct CompositeModifierEnvironment: Sendable, Equatable {
  /// The layout direction where the modifier stands.
  public var layoutDirection: LayoutDirection
  /// The colour scheme where the modifier stands.
  public var colorScheme: ColorScheme

  /// An environment.
  public init(layoutDirection: LayoutDirection, colorScheme: ColorScheme) {
    self.layoutDirection = layoutDirection
    self.colorScheme = colorScheme
  }
}

/// A composite modifier of any kind, as `ViewModifierValue.composite` holds it.
public struct CompositeModifier: Hashable, Sendable {
  /// The modifier.
  public let kind: any CompositeModifierKind

  /// `kind`, wrapped.
  public init(_ kind: some CompositeModifierKind) { self.kind = kind }

  /// What its primitives cost the painter at most.
  public var paintCost: PaintCost { type(of: kind).paintCost }
  /// The primitive modifiers it stands for in `environment`.
  public func lowered(in environment: CompositeModifierEnvironment) -> [ViewModifierValue] {
    kind.lowered(in: environment)
  }

  public static func == (lhs: CompositeModifier, rhs: CompositeModifier) -> Bool {
    AnyHashable(lhs.kind) == AnyHashable(rhs.kind)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(kind)) }
}

extension ModifierCodec {
  /// The codec of a composite modifier kind: its name, reader, writer and schema, from the kind.
  static func composite<Kind: CompositeModifierKind>(_ kind: Kind.Type) -> ModifierCodec {
    ModifierCodec(
      name: Kind.name, decode: { body in .composite(CompositeModifier(try Kind(from: body))) },
      encode: { modifier in
        guard case .composite(let composite) = modifier, let value = composite.kind as? Kind else {
          return nil
        }
        return value.archiveJSON
      }
    ).schema(Kind.schema)
  }
}
