import TintypeCore
import TintypeUI

/// Small widget views that each exercise one part of the renderer, for the golden tests.

struct FamilyProbe: View {
  @Environment(\.widgetFamily) var family

  var body: some View {
    if family.rawValue.hasPrefix("accessory") {
      VStack(alignment: .leading, spacing: 2) {
        Text("Lock Screen").font(.headline)
        Text(family.rawValue).font(.caption).foregroundStyle(.secondary)
        ProgressView(value: 0.6)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    } else {
      systemBody
    }
  }

  var systemBody: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Circle().fill(.orange).frame(width: 14, height: 14)
        Text(family.rawValue).font(.headline).lineLimit(1).minimumScaleFactor(0.6)
      }
      Text("Tintype renders this \(family.rawValue) widget at the size the device gives it.")
        .font(.footnote).foregroundStyle(.secondary)
      Spacer(minLength: 0)
      ContainerRelativeShape().fill(.blue.opacity(0.25)).frame(height: 24)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

struct ShapesScene: View {
  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 12) {
        Rectangle().fill(.red)
        RoundedRectangle(cornerRadius: 18, style: .circular).fill(.orange)
        RoundedRectangle(cornerRadius: 18, style: .continuous).fill(.yellow)
      }
      HStack(spacing: 12) {
        Capsule().fill(.green)
        Circle().fill(.mint)
        Ellipse().fill(.teal)
      }
      HStack(spacing: 12) {
        UnevenRoundedRectangle(
          topLeadingRadius: 24, bottomLeadingRadius: 4, bottomTrailingRadius: 24, topTrailingRadius: 4
        ).fill(.blue)
        ContainerRelativeShape().fill(.indigo)
        Circle().trim(from: 0.1, to: 0.8).fill(.purple)
      }
    }
    .containerBackground(.white, for: .widget)
  }
}

struct StrokesScene: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      ForEach([CGLineCap.butt, .round, .square], id: \.self) { cap in
        Path { path in
          path.move(to: CGPoint(x: 12, y: 8))
          path.addLine(to: CGPoint(x: 120, y: 8))
        }
        .stroke(.black, style: StrokeStyle(lineWidth: 12, lineCap: cap))
        .frame(height: 16)
      }
      HStack(spacing: 16) {
        ForEach([CGLineJoin.miter, .round, .bevel], id: \.self) { join in
          Path { path in
            path.move(to: CGPoint(x: 8, y: 56))
            path.addLine(to: CGPoint(x: 40, y: 8))
            path.addLine(to: CGPoint(x: 72, y: 56))
          }
          .stroke(.blue, style: StrokeStyle(lineWidth: 10, lineJoin: join))
          .frame(width: 80, height: 64)
        }
      }
      RoundedRectangle(cornerRadius: 12).stroke(.red, style: StrokeStyle(lineWidth: 3, dash: [10, 6]))
        .frame(height: 40)
      Circle().strokeBorder(.green, lineWidth: 8).frame(width: 60, height: 60)
    }
    .padding(8)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(.white, for: .widget)
  }
}

struct GradientsScene: View {
  let colors: [Color] = [.red, .yellow, .blue]

  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 12).fill(
          LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        RoundedRectangle(cornerRadius: 12).fill(
          RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 70))
      }
      HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 12).fill(AngularGradient(colors: colors + [.red], center: .center))
        RoundedRectangle(cornerRadius: 12).fill(EllipticalGradient(colors: colors))
      }
      Capsule().fill(Color.green.gradient).frame(height: 36)
    }
    .containerBackground(.white, for: .widget)
  }
}

/// Images fitted, filled and stretched, each clipped by a shape.
struct ClippedImagesScene: View {
  var body: some View {
    HStack(spacing: 14) {
      Image("atomic-habits").resizable().aspectRatio(contentMode: .fit).clipShape(
        RoundedRectangle(cornerRadius: 10))
      Image("moby-dick").resizable().aspectRatio(contentMode: .fill).frame(width: 100, height: 100)
        .clipShape(Circle())
      Image("pride-and-prejudice").resizable().frame(width: 80, height: 120).clipped()
    }
    .containerBackground(Color(white: 0.94), for: .widget)
  }
}

/// A default shadow and a coloured, offset one.
struct ShadowsScene: View {
  var body: some View {
    HStack(spacing: 18) {
      RoundedRectangle(cornerRadius: 12).fill(.white).frame(width: 90, height: 60).shadow(radius: 8)
      RoundedRectangle(cornerRadius: 12).fill(.white).frame(width: 90, height: 60).shadow(
        color: .blue.opacity(0.6), radius: 4, x: 6, y: 6)
      Text("Shadowed").font(.title3.bold()).foregroundStyle(.white).shadow(color: .black, radius: 2, y: 1)
    }
    .containerBackground(Color(white: 0.94), for: .widget)
  }
}

/// Opacity on a view, on a group of views as one layer, and on each of them.
struct OpacityScene: View {
  var body: some View {
    HStack(spacing: 10) {
      ZStack {
        Image("moby-dick").resizable().aspectRatio(contentMode: .fill).frame(width: 64, height: 84).clipped()
        Circle().fill(.orange).frame(width: 50, height: 50).opacity(0.5)
      }
      ColorEffectsScene.Tile(label: "group .5") {
        $0.overlay(Circle().fill(.white).padding(8)).compositingGroup().opacity(0.5)
      }
      ColorEffectsScene.Tile(label: "layers .5") { $0.overlay(Circle().fill(.white).padding(8)).opacity(0.5) }
    }
    .containerBackground(Color(white: 0.94), for: .widget)
  }
}

/// Blur spreading past the view and fading at its edges, and kept opaque within them.
struct BlurScene: View {
  var body: some View {
    HStack(spacing: 10) {
      ColorEffectsScene.Tile(label: "original") { $0 }
      ColorEffectsScene.Tile(label: "blur 4") { $0.blur(radius: 4) }
      ColorEffectsScene.Tile(label: "blur 4 opaque") { $0.blur(radius: 4, opaque: true) }
      Text("Blurred").font(.title3.bold()).blur(radius: 1.5)
    }
    .containerBackground(Color(white: 0.94), for: .widget)
  }
}

struct TypographyScene: View {
  let weights: [Font.Weight] = [
    .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      ForEach(weights, id: \.self) { weight in
        Text("Reading \(weight.rawValue)").font(.system(size: 15, weight: weight))
      }
      ForEach([Font.Design.default, .rounded, .serif, .monospaced], id: \.self) { design in
        Text("Design \(design.rawValue) 0123").font(.system(size: 15, design: design))
      }
      Text("Italic body").font(.body.italic())
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Hangul, emoji and kerned Latin.
struct ScriptsScene: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("오늘의 독서 목표").font(.title3.bold())
      Text("책을 20쪽 읽었어요 📚🔥").font(.body)
      Text("AV Wa To — kerning").font(.title2)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// One line cut at its tail, head and middle, and a paragraph cut at its second line.
struct TruncationScene: View {
  let sentence = "The quick brown fox jumps over the lazy dog and keeps on running"

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(sentence).lineLimit(1).truncationMode(.tail)
      Text(sentence).lineLimit(1).truncationMode(.head)
      Text(sentence).lineLimit(1).truncationMode(.middle)
      Text(
        "A long sentence that wraps onto two lines and is then cut off with an ellipsis at the end of the second line"
      )
      .font(.callout).lineLimit(2)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// The Moby-Dick cover under each colour effect, labelled.
struct ColorEffectsScene: View {
  struct Tile<Effect: View>: View {
    let label: String
    let effect: (AnyView) -> Effect
    var body: some View {
      VStack(spacing: 3) {
        effect(
          AnyView(Image("moby-dick").resizable().aspectRatio(contentMode: .fill).frame(width: 64, height: 84))
        )
        .frame(width: 64, height: 84)
        Text(label).font(.system(size: 10, weight: .medium)).lineLimit(1)
      }
    }
  }

  var body: some View {
    VStack(spacing: 10) {
      HStack(spacing: 10) {
        Tile(label: "original") { $0 }
        Tile(label: "grayscale 1") { $0.grayscale(1) }
        Tile(label: "saturation 2") { $0.saturation(2) }
        Tile(label: "hue 120°") { $0.hueRotation(.degrees(120)) }
      }
      HStack(spacing: 10) {
        Tile(label: "brightness .3") { $0.brightness(0.3) }
        Tile(label: "contrast 2") { $0.contrast(2) }
        Tile(label: "colorInvert") { $0.colorInvert() }
        Tile(label: "× orange") { $0.colorMultiply(.orange) }
      }
    }
    .containerBackground(Color(white: 0.94), for: .widget)
  }
}

/// An adaptive lazy grid beside a fixed block: as many columns as fit the grid's own width.
struct LazyGridScene: View {
  let colors: [Color] = [.blue, .green, .red, .purple, .teal, .pink, .yellow, .gray]

  var body: some View {
    HStack(spacing: 12) {
      RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 110)
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 36))], spacing: 10) {
        ForEach(colors.indices, id: \.self) { index in
          Circle().fill(colors[index]).frame(height: 36)
        }
      }
    }
  }
}

/// A reading log as a grid: shared columns, a divider spanning them, a flexible bar column.
struct GridScene: View {
  let days = [("Monday", 12, 0.4), ("Tuesday", 30, 1.0), ("Wed", 5, 0.17), ("Thursday", 21, 0.7)]

  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 8) {
      GridRow {
        Text("Day").font(.caption.weight(.semibold)).foregroundStyle(.secondary)
        Text("Pages").font(.caption.weight(.semibold)).foregroundStyle(.secondary)
        Text("Goal").font(.caption.weight(.semibold)).foregroundStyle(.secondary)
      }
      Divider()
      ForEach(days, id: \.0) { day in
        GridRow {
          Text(day.0).font(.subheadline.weight(.medium))
          Text("\(day.1)").font(.subheadline.monospacedDigit()).frame(maxWidth: 40, alignment: .trailing)
          Capsule().fill(.orange.opacity(0.25)).overlay(alignment: .leading) {
            GeometryFreeBar(fraction: day.2)
          }
          .frame(height: 10)
        }
      }
    }
    .padding(4)
    .containerBackground(Color(white: 0.97), for: .widget)
  }
}

/// A bar filling `fraction` of its width, drawn with a scale effect (no GeometryReader needed).
struct GeometryFreeBar: View {
  let fraction: Double
  var body: some View {
    Capsule().fill(.orange).scaleEffect(x: fraction, y: 1, anchor: .leading)
  }
}

/// An orange circle over a blue-to-yellow gradient in twelve blend modes, labelled.
struct BlendModesScene: View {
  let modes: [(String, BlendMode)] = [
    ("normal", .normal), ("multiply", .multiply), ("screen", .screen), ("overlay", .overlay),
    ("darken", .darken), ("lighten", .lighten), ("difference", .difference), ("exclusion", .exclusion),
    ("hue", .hue), ("color", .color), ("luminosity", .luminosity), ("plusLighter", .plusLighter),
  ]

  var body: some View {
    Grid(horizontalSpacing: 8, verticalSpacing: 8) {
      ForEach(0..<3, id: \.self) { row in
        GridRow {
          ForEach(0..<4, id: \.self) { column in
            let (name, mode) = modes[row * 4 + column]
            VStack(spacing: 2) {
              ZStack {
                LinearGradient(colors: [.blue, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
                Circle().fill(.orange).padding(8).blendMode(mode)
              }
              .frame(width: 64, height: 64)
              .clipShape(RoundedRectangle(cornerRadius: 8))
              Text(name).font(.system(size: 10, weight: .medium))
            }
          }
        }
      }
    }
    .containerBackground(Color(white: 0.94), for: .widget)
  }
}

/// Right to left: a Hebrew and an Arabic row in a right-to-left widget (stacks, alignment and the
/// leading padding mirrored, text set right to left), with a left-to-right row inside that turns
/// back.
struct RightToLeftScene: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      HStack {
        Circle().fill(.orange).frame(width: 18, height: 18)
        Text("יעד קריאה").font(.headline)
        Spacer()
        Text("12/20").monospacedDigit()
      }
      Text("קראת 12 ספרים מתוך 20 השנה, כל הכבוד!").font(.subheadline).lineLimit(2)
      HStack {
        Image(systemName: "book.fill")
        Text("هدف القراءة اليومي").font(.headline)
      }
      RoundedRectangle(cornerRadius: 4).fill(.blue).frame(width: 140, height: 8).padding(.leading, 24)
      HStack {
        Text("LTR inside")
        Spacer()
        Text("→")
      }
      .font(.caption)
      .environment(\.layoutDirection, .leftToRight)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .environment(\.layoutDirection, .rightToLeft)
    .containerBackground(Color(white: 0.95), for: .widget)
  }
}
