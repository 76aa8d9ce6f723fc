import Foundation
import TintypeRaster

/// Why the paint stage could not draw a display list.
public enum PaintError: Error, CustomStringConvertible {
  /// A canvas or mask the rasterizer refused (a size past its own limits).
  case canvas(CanvasError)
  /// The layers would hold more than `PaintLimits.layerBudget` at once.
  case layerBudgetExceeded(LayerBudgetExcess)

  /// What went wrong, for people.
  public var description: String {
    switch self {
    case .canvas(let error): error.description
    case .layerBudgetExceeded(let excess): excess.description
    }
  }

  /// What `body` makes (a canvas, a mask), a canvas error thrown as the paint stage's.
  static func making<Value>(_ body: () throws(CanvasError) -> Value) throws(PaintError) -> Value {
    do {
      return try body()
    } catch {
      throw .canvas(error)
    }
  }
}

/// A layer, mask or blur that would have taken a render past its layer budget.
public struct LayerBudgetExcess: Sendable, CustomStringConvertible {
  /// What was about to be allocated ("a 2704 × 1264 px layer").
  public var what: String
  /// The budget, in bytes.
  public var limit: Int
  /// What the layers held already, in bytes.
  public var held: Int
  /// The output canvas's bytes, which the budget is a multiple of.
  public var outputBytes: Int

  /// The budget, what was held and what was asked for, in MiB, and how to stay inside it.
  public var description: String {
    // RenderLimits, the facade's public name for every limit, says where the budget is set.
    "the render's layers need more than \(megabytes(limit)) at once (RenderLimits.layerBudget: \(PaintLimits.layerBudgetCanvases) × the \(megabytes(outputBytes)) output canvas + \(megabytes(PaintLimits.layerBudgetBytes))) for \(what), with \(megabytes(held)) held already; nest fewer opacity, clip, mask, blur or shadow layers, or render at a smaller scale"
  }

  private func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
  }
}
