/// How much a stack child can grow along the stack's axis: the difference between its sizes when
/// offered 0 and ∞. A stack offers space to its least flexible children first, so that what is
/// left over goes to the ones that can use it.
///
/// Ties (OpenSwiftUI `_LayoutTraits.FlexibilityEstimate.<`): when both children are infinitely
/// flexible, the one with the larger minimum comes first; otherwise equal estimates keep their
/// declaration order.
struct FlexibilityEstimate: Comparable {
  let minLength: Double
  let maxLength: Double

  /// `max − min`; a child that is infinite even at its minimum counts as rigid rather than NaN.
  var flexibility: Double {
    minLength == maxLength ? 0 : maxLength - minLength
  }

  static func < (lhs: FlexibilityEstimate, rhs: FlexibilityEstimate) -> Bool {
    let left = lhs.flexibility
    let right = rhs.flexibility
    guard left == right else { return left < right }
    let leftKey = left == .infinity ? -lhs.minLength : 0
    let rightKey = right == .infinity ? -rhs.minLength : 0
    return leftKey < rightKey
  }
}
