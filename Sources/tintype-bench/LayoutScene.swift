import TintypeUI

/// A widget of about 200 views (stacks, texts, shapes, spacers, frames) for timing the layout stage
/// on its own.
struct LayoutScene: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      ForEach(0..<19) { row in
        HStack(spacing: 4) {
          Circle().fill(.blue).frame(width: 8, height: 8)
          Text("Row \(row)").font(.caption).lineLimit(1)
          Spacer(minLength: 4)
          ForEach(0..<4) { cell in
            RoundedRectangle(cornerRadius: 2).fill(.green).frame(width: CGFloat(6 + cell * 2), height: 6)
          }
          Text("\(row * 7)%").font(.caption2).monospacedDigit()
          Capsule().fill(.orange).frame(maxWidth: 30, maxHeight: 4)
          Rectangle().fill(.gray).frame(width: 1).padding(.vertical, 1)
        }
        .padding(.horizontal, 2)
      }
    }
  }
}
