import TintypeArchive
import TintypeText

/// Stand-ins for SF Symbols. Apple's symbols may not be used on other platforms, so
/// `Image(systemName:)` is drawn with the nearest icon of Google's Material Icons (Apache 2.0;
/// Debian's `fonts-material-design-icons-iconfont`, which `make setup` installs), in the symbol's
/// colour and size. A stand-in is a different drawing of the same idea, not Apple's glyph; a name
/// without one is drawn as an outlined placeholder. Either way the render warns.
///
/// UNCONFIRMED by design: the pairs below are chosen by meaning, one place to extend.
enum SymbolStandIns {
  /// The icon font, at the fixed path of its Debian package.
  static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

  /// Material Icons draws on a square grid of 24 units; the path is recorded in that square.
  static let grid = 24.0
  /// The part of the grid icons are drawn in, inside 2 units of padding.
  static let liveArea = 20.0

  /// SF Symbol name → Material Icons code point (its name in the comment).
  static let codePoints: [String: UInt32] = [
    "checkmark": 0xE5CA,  // check
    "checkmark.circle": 0xE92D,  // check_circle_outline
    "checkmark.circle.fill": 0xE86C,  // check_circle
    "checkmark.square": 0xE834,  // check_box
    "checkmark.square.fill": 0xE834,  // check_box
    "square": 0xE835,  // check_box_outline_blank
    "circle": 0xE836,  // radio_button_unchecked
    "circle.fill": 0xEF4A,  // circle
    "xmark": 0xE5CD,  // close
    "xmark.circle": 0xE5C9,  // cancel
    "xmark.circle.fill": 0xE5C9,  // cancel
    "plus": 0xE145,  // add
    "plus.circle": 0xE148,  // add_circle_outline
    "plus.circle.fill": 0xE147,  // add_circle
    "minus": 0xE15B,  // remove
    "minus.circle.fill": 0xE15C,  // remove_circle
    "star": 0xE83A,  // star_border
    "star.fill": 0xE838,  // star
    "star.leadinghalf.filled": 0xE839,  // star_half
    "heart": 0xE87E,  // favorite_border
    "heart.fill": 0xE87D,  // favorite
    "bookmark": 0xE867,  // bookmark_border
    "bookmark.fill": 0xE866,  // bookmark
    "book": 0xEA19,  // menu_book
    "book.fill": 0xEA19,  // menu_book
    "book.closed": 0xE865,  // book
    "book.closed.fill": 0xE865,  // book
    "text.book.closed": 0xE865,  // book
    "text.book.closed.fill": 0xE865,  // book
    "books.vertical": 0xE02F,  // library_books
    "books.vertical.fill": 0xE02F,  // library_books
    "calendar": 0xE935,  // calendar_today
    "calendar.circle": 0xE878,  // event
    "clock": 0xE8B5,  // schedule
    "clock.fill": 0xE8B5,  // schedule
    "alarm": 0xE855,  // alarm
    "alarm.fill": 0xE855,  // alarm
    "timer": 0xE425,  // timer
    "stopwatch": 0xE425,  // timer
    "hourglass": 0xE88B,  // hourglass_empty
    "bell": 0xE7F5,  // notifications_none
    "bell.fill": 0xE7F4,  // notifications
    "person": 0xE7FF,  // person_outline
    "person.fill": 0xE7FD,  // person
    "person.circle": 0xE853,  // account_circle
    "person.circle.fill": 0xE853,  // account_circle
    "person.2": 0xE7FB,  // people
    "person.2.fill": 0xE7FB,  // people
    "person.3": 0xF233,  // groups
    "person.3.fill": 0xF233,  // groups
    "house": 0xE88A,  // home
    "house.fill": 0xE88A,  // home
    "gear": 0xE8B8,  // settings
    "gearshape": 0xE8B8,  // settings
    "gearshape.fill": 0xE8B8,  // settings
    "magnifyingglass": 0xE8B6,  // search
    "cloud": 0xE2C2,  // cloud_queue
    "cloud.fill": 0xE2BD,  // cloud
    "cloud.rain": 0xE3EA,  // grain
    "cloud.rain.fill": 0xE3EA,  // grain
    "cloud.bolt": 0xEBDB,  // thunderstorm
    "cloud.bolt.fill": 0xEBDB,  // thunderstorm
    "cloud.snow": 0xE810,  // cloudy_snowing
    "cloud.snow.fill": 0xE810,  // cloudy_snowing
    "cloud.fog": 0xE818,  // foggy
    "cloud.fog.fill": 0xE818,  // foggy
    "cloud.sun": 0xE3DD,  // filter_drama
    "cloud.sun.fill": 0xE3DD,  // filter_drama
    "sun.max": 0xE430,  // wb_sunny
    "sun.max.fill": 0xE430,  // wb_sunny
    "sun.min": 0xE518,  // light_mode
    "sun.min.fill": 0xE518,  // light_mode
    "sunrise": 0xE1C6,  // wb_twilight
    "sunrise.fill": 0xE1C6,  // wb_twilight
    "sunset": 0xE1C6,  // wb_twilight
    "sunset.fill": 0xE1C6,  // wb_twilight
    "moon": 0xE51C,  // dark_mode
    "moon.fill": 0xE51C,  // dark_mode
    "moon.stars": 0xEF44,  // bedtime
    "moon.stars.fill": 0xEF44,  // bedtime
    "snowflake": 0xEB3B,  // ac_unit
    "wind": 0xEFD8,  // air
    "thermometer": 0xF076,  // thermostat
    "umbrella": 0xF1AD,  // umbrella
    "umbrella.fill": 0xF1AD,  // umbrella
    "drop": 0xE798,  // water_drop
    "drop.fill": 0xE798,  // water_drop
    "flame": 0xEF55,  // local_fire_department
    "flame.fill": 0xEF55,  // local_fire_department
    "bolt": 0xEA0B,  // bolt
    "bolt.fill": 0xEA0B,  // bolt
    "leaf": 0xEA35,  // eco
    "leaf.fill": 0xEA35,  // eco
    "figure.walk": 0xE536,  // directions_walk
    "figure.run": 0xE566,  // directions_run
    "figure.outdoor.cycle": 0xE52F,  // directions_bike
    "bicycle": 0xE52F,  // directions_bike
    "car": 0xE531,  // directions_car
    "car.fill": 0xE531,  // directions_car
    "bus": 0xE530,  // directions_bus
    "bus.fill": 0xE530,  // directions_bus
    "tram": 0xE570,  // train
    "tram.fill": 0xE570,  // train
    "ferry": 0xE532,  // directions_boat
    "airplane": 0xE539,  // flight
    "location": 0xE569,  // near_me
    "location.fill": 0xE569,  // near_me
    "mappin": 0xE55F,  // place
    "mappin.circle.fill": 0xE55F,  // place
    "map": 0xE55B,  // map
    "map.fill": 0xE55B,  // map
    "globe": 0xE80B,  // public
    "envelope": 0xE0E1,  // mail_outline
    "envelope.fill": 0xE158,  // mail
    "phone": 0xE0CD,  // phone
    "phone.fill": 0xE0CD,  // phone
    "message": 0xE0CB,  // chat_bubble_outline
    "message.fill": 0xE0CA,  // chat_bubble
    "bubble.left": 0xE0CB,  // chat_bubble_outline
    "bubble.left.fill": 0xE0CA,  // chat_bubble
    "music.note": 0xE405,  // music_note
    "headphones": 0xF01F,  // headphones
    "mic": 0xE029,  // mic
    "mic.fill": 0xE029,  // mic
    "video": 0xE04B,  // videocam
    "video.fill": 0xE04B,  // videocam
    "play": 0xE037,  // play_arrow
    "play.fill": 0xE037,  // play_arrow
    "play.circle": 0xE1C4,  // play_circle
    "play.circle.fill": 0xE1C4,  // play_circle
    "pause": 0xE034,  // pause
    "pause.fill": 0xE034,  // pause
    "pause.circle.fill": 0xE1A2,  // pause_circle
    "stop": 0xE047,  // stop
    "stop.fill": 0xE047,  // stop
    "forward.fill": 0xE01F,  // fast_forward
    "backward.fill": 0xE020,  // fast_rewind
    "forward.end.fill": 0xE044,  // skip_next
    "backward.end.fill": 0xE045,  // skip_previous
    "battery.100": 0xE1A4,  // battery_full
    "battery.100percent": 0xE1A4,  // battery_full
    "wifi": 0xE63E,  // wifi
    "lock": 0xE897,  // lock
    "lock.fill": 0xE897,  // lock
    "lock.open": 0xE898,  // lock_open
    "lock.open.fill": 0xE898,  // lock_open
    "trash": 0xE92E,  // delete_outline
    "trash.fill": 0xE872,  // delete
    "pencil": 0xE3C9,  // edit
    "square.and.pencil": 0xE3C9,  // edit
    "square.and.arrow.up": 0xE6B8,  // ios_share
    "arrow.up": 0xE5D8,  // arrow_upward
    "arrow.down": 0xE5DB,  // arrow_downward
    "arrow.left": 0xE5C4,  // arrow_back
    "arrow.right": 0xE5C8,  // arrow_forward
    "arrow.up.circle.fill": 0xF182,  // arrow_circle_up
    "arrow.down.circle.fill": 0xF181,  // arrow_circle_down
    "arrow.clockwise": 0xE5D5,  // refresh
    "arrow.triangle.2.circlepath": 0xE627,  // sync
    "chevron.right": 0xE5CC,  // chevron_right
    "chevron.left": 0xE5CB,  // chevron_left
    "chevron.up": 0xE5CE,  // expand_less
    "chevron.down": 0xE5CF,  // expand_more
    "ellipsis": 0xE5D3,  // more_horiz
    "info.circle": 0xE88F,  // info_outline
    "info.circle.fill": 0xE88E,  // info
    "questionmark.circle": 0xE8FD,  // help_outline
    "questionmark.circle.fill": 0xE887,  // help
    "exclamationmark.triangle": 0xE002,  // warning
    "exclamationmark.triangle.fill": 0xE002,  // warning
    "exclamationmark.circle": 0xE000,  // error
    "exclamationmark.circle.fill": 0xE000,  // error
    "cart": 0xE8CC,  // shopping_cart
    "cart.fill": 0xE8CC,  // shopping_cart
    "bag": 0xF1CC,  // shopping_bag
    "bag.fill": 0xF1CC,  // shopping_bag
    "gift": 0xE8F6,  // card_giftcard
    "gift.fill": 0xE8F6,  // card_giftcard
    "creditcard": 0xE870,  // credit_card
    "creditcard.fill": 0xE870,  // credit_card
    "dollarsign.circle": 0xE263,  // monetization_on
    "dollarsign.circle.fill": 0xE263,  // monetization_on
    "banknote": 0xEF63,  // payments
    "camera": 0xE412,  // photo_camera
    "camera.fill": 0xE412,  // photo_camera
    "photo": 0xE3F4,  // image
    "photo.fill": 0xE3F4,  // image
    "cup.and.saucer": 0xE541,  // local_cafe
    "cup.and.saucer.fill": 0xE541,  // local_cafe
    "fork.knife": 0xE56C,  // restaurant
    "bed.double": 0xE53A,  // hotel
    "bed.double.fill": 0xE53A,  // hotel
    "flag": 0xE153,  // flag
    "flag.fill": 0xE153,  // flag
    "tag": 0xE54E,  // local_offer
    "tag.fill": 0xE54E,  // local_offer
    "chart.bar": 0xE26B,  // bar_chart
    "chart.bar.fill": 0xE26B,  // bar_chart
    "chart.pie": 0xE6C4,  // pie_chart
    "chart.pie.fill": 0xE6C4,  // pie_chart
    "chart.line.uptrend.xyaxis": 0xE6E1,  // show_chart
    "chart.xyaxis.line": 0xE6E1,  // show_chart
    "list.bullet": 0xE241,  // format_list_bulleted
    "checklist": 0xE6B1,  // checklist
    "sparkles": 0xE65F,  // auto_awesome
    "newspaper": 0xEF42,  // article
    "newspaper.fill": 0xEF42,  // article
    "lightbulb": 0xE0F0,  // lightbulb
    "lightbulb.fill": 0xE0F0,  // lightbulb
    "link": 0xE157,  // link
    "paperclip": 0xE226,  // attach_file
    "eye": 0xE8F4,  // visibility
    "eye.fill": 0xE8F4,  // visibility
    "tv": 0xE333,  // tv
    "laptopcomputer": 0xE31E,  // laptop
    "iphone": 0xE325,  // phone_iphone
    "applewatch": 0xE334,  // watch
    "dumbbell": 0xEB43,  // fitness_center
    "dumbbell.fill": 0xEB43,  // fitness_center
    "soccerball": 0xEA2F,  // sports_soccer
    "pawprint": 0xE91D,  // pets
    "pawprint.fill": 0xE91D,  // pets
    "trophy": 0xEA23,  // emoji_events
    "trophy.fill": 0xEA23,  // emoji_events
    "graduationcap": 0xE80C,  // school
    "graduationcap.fill": 0xE80C,  // school
    "briefcase": 0xE8F9,  // work
    "briefcase.fill": 0xE8F9,  // work
    "birthday.cake": 0xE7E9,  // cake
    "birthday.cake.fill": 0xE7E9,  // cake
    "wineglass": 0xF1E8,  // wine_bar
    "hand.thumbsup": 0xE8DC,  // thumb_up
    "hand.thumbsup.fill": 0xE8DC,  // thumb_up
    "hand.thumbsdown": 0xE8DB,  // thumb_down
    "hand.thumbsdown.fill": 0xE8DB,  // thumb_down
    "arrow.up.right": 0xE8E5,  // trending_up
    "arrow.down.right": 0xE8E3,  // trending_down
    "fuelpump": 0xE546,  // local_gas_station
    "fuelpump.fill": 0xE546,  // local_gas_station
    "bolt.car": 0xE56D,  // ev_station
  ]

  /// A symbol's size under `imageScale`, relative to the medium size the font gives it. UNCONFIRMED:
  /// Apple says small and large are smaller and larger than the text, not by how much; these are the
  /// ratios of SF Symbols' small and large point sizes to the medium one at body size.
  static func scale(_ imageScale: ImageScale) -> Double {
    switch imageScale {
    case .small: 0.78
    case .medium: 1
    case .large: 1.29
    }
  }

  /// The symbol name `symbolVariant` asks for: the variant's suffix added, unless the name has it
  /// already (`heart` with `.circle.fill` is `heart.circle.fill`; `heart.fill` with `.fill` stays).
  static func applying(_ variant: SymbolVariantValue, to name: String) -> String {
    guard variant != .none else { return name }
    let suffix = "." + variant.rawValue
    if name.hasSuffix(suffix) { return name }
    if variant == .fill, name.hasSuffix(".fill") { return name }
    return name + suffix
  }

  /// The code point for `name`: the name itself, or its outline/filled sibling.
  /// A variant the table lacks (`heart.circle.fill`) falls back to its base symbol, filled or not.
  static func codePoint(for name: String) -> UInt32? {
    if let known = codePoints[name] { return known }
    if name.hasSuffix(".fill"), let plain = codePoints[String(name.dropLast(5))] { return plain }
    if let filled = codePoints[name + ".fill"] { return filled }
    for shape in ["circle", "square", "rectangle", "slash"] {
      for suffix in [".\(shape).fill", ".\(shape)"] where name.hasSuffix(suffix) {
        let base = String(name.dropLast(suffix.count))
        let wantsFill = suffix.hasSuffix(".fill")
        if let known = codePoints[wantsFill ? base + ".fill" : base] ?? codePoints[base] { return known }
      }
    }
    return nil
  }

  /// The stand-in's outline in a 24 × 24 square (y down), or nil when the name has none or the font
  /// is not installed.
  static func path(for name: String, textSystem: TextSystem) -> PathValue? {
    // `arrow.clockwise.circle` with no icon of its own: the base icon, smaller, in a ring, as the
    // symbol draws it (an outlined circle around the glyph), rather than the bare base icon.
    if codePoints[name] == nil, name.hasSuffix(".circle"),
      let base = glyphPath(for: String(name.dropLast(7)), textSystem: textSystem)
    {
      return PathValue(
        elements: ring() + scaled(base.elements, by: circledScale), referenceSize: (grid, grid))
    }
    guard let path = glyphPath(for: name, textSystem: textSystem) else { return nil }
    let base = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
    guard let aspect = aspectRatios[base] else { return path }
    return PathValue(elements: squashed(path.elements, toAspect: aspect), referenceSize: (grid, grid))
  }

  /// Width ÷ height of the SF Symbol where its Material icon has another shape, keyed by the
  /// symbol's name without `.fill`. UNCONFIRMED, by eye from SwiftUI renders: `calendar` is a
  /// landscape card in SF Symbols (about 1.1 : 1), while Material's `calendar_today` is portrait
  /// (20 × 22 of its 24 units), so the stand-in stood taller than the symbol it replaces.
  static let aspectRatios: [String: Double] = ["calendar": 1.1]

  /// Elements scaled vertically about the grid's centre line so that their bounds have `aspect`.
  private static func squashed(_ elements: [PathValue.Element], toAspect aspect: Double) -> [PathValue
    .Element]
  {
    let points = elements.flatMap { element -> [PathPoint] in
      switch element {
      case .move(let to), .line(let to): return [to]
      case .quadCurve(let to, let control): return [to, control]
      case .curve(let to, let c1, let c2): return [to, c1, c2]
      default: return []
      }
    }
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
      let minY = points.map(\.y).min(), let maxY = points.map(\.y).max(), maxY > minY
    else { return elements }
    let factor = (maxX - minX) / aspect / (maxY - minY)
    let middle = (minY + maxY) / 2
    return mapPoints(elements) { PathPoint(x: $0.x, y: middle + ($0.y - middle) * factor) }
  }

  /// Elements with every point moved by `transform` (the outlines here hold no arcs or shapes).
  private static func mapPoints(
    _ elements: [PathValue.Element], _ transform: (PathPoint) -> PathPoint
  ) -> [PathValue.Element] {
    elements.map { element in
      switch element {
      case .move(let to): return .move(to: transform(to))
      case .line(let to): return .line(to: transform(to))
      case .quadCurve(let to, let control): return .quadCurve(to: transform(to), control: transform(control))
      case .curve(let to, let c1, let c2):
        return .curve(to: transform(to), control1: transform(c1), control2: transform(c2))
      default: return element
      }
    }
  }

  /// How much smaller a base icon is drawn inside the ring of a `.circle` symbol.
  static let circledScale = 0.6
  /// The ring's outer radius and its line width, in grid units (the live area is 20 wide).
  static let ringRadius = 10.0
  static let ringWidth = 1.6

  /// A ring: the outer circle clockwise, the inner one counter-clockwise, so that a nonzero fill
  /// leaves the inside empty.
  private static func ring() -> [PathValue.Element] {
    circle(radius: ringRadius, clockwise: true) + circle(radius: ringRadius - ringWidth, clockwise: false)
  }

  /// A circle about the grid's centre from four cubic Béziers.
  private static func circle(radius r: Double, clockwise: Bool) -> [PathValue.Element] {
    let c = grid / 2
    let k = 0.5523 * r
    let s: Double = clockwise ? 1 : -1
    return [
      .move(to: PathPoint(x: c + r, y: c)),
      .curve(
        to: PathPoint(x: c, y: c + s * r), control1: PathPoint(x: c + r, y: c + s * k),
        control2: PathPoint(x: c + k, y: c + s * r)),
      .curve(
        to: PathPoint(x: c - r, y: c), control1: PathPoint(x: c - k, y: c + s * r),
        control2: PathPoint(x: c - r, y: c + s * k)),
      .curve(
        to: PathPoint(x: c, y: c - s * r), control1: PathPoint(x: c - r, y: c - s * k),
        control2: PathPoint(x: c - k, y: c - s * r)),
      .curve(
        to: PathPoint(x: c + r, y: c), control1: PathPoint(x: c + k, y: c - s * r),
        control2: PathPoint(x: c + r, y: c - s * k)),
      .closeSubpath,
    ]
  }

  /// Elements scaled about the grid's centre.
  private static func scaled(_ elements: [PathValue.Element], by factor: Double) -> [PathValue.Element] {
    let c = grid / 2
    return mapPoints(elements) { PathPoint(x: c + ($0.x - c) * factor, y: c + ($0.y - c) * factor) }
  }

  /// The glyph of the icon `name` stands in with, as a path in the 24 × 24 grid.
  private static func glyphPath(for name: String, textSystem: TextSystem) -> PathValue? {
    guard let code = codePoint(for: name), let scalar = Unicode.Scalar(code) else { return nil }
    let face = FaceID(path: fontPath)
    guard let font = textSystem.face(face), let glyph = font.glyphIndex(for: scalar) else { return nil }
    let outline = textSystem.outline(of: glyph, face: face, size: grid)
    guard !outline.elements.isEmpty else { return nil }
    // Glyph outlines are relative to the baseline, which is the bottom of the icon's square.
    func point(_ p: GlyphOutline.Point) -> PathPoint { PathPoint(x: p.x, y: p.y + grid) }
    var elements: [PathValue.Element] = []
    for element in outline.elements {
      switch element {
      case .moveTo(let p): elements.append(.move(to: point(p)))
      case .lineTo(let p): elements.append(.line(to: point(p)))
      case .quadTo(let control, let to): elements.append(.quadCurve(to: point(to), control: point(control)))
      case .cubicTo(let c1, let c2, let to):
        elements.append(.curve(to: point(to), control1: point(c1), control2: point(c2)))
      case .close: elements.append(.closeSubpath)
      }
    }
    return PathValue(elements: elements, referenceSize: (grid, grid))
  }
}
