#!/usr/bin/env python3
"""Draws the Book Club example covers: atomic-habits.png, pride-and-prejudice.png, moby-dick.png.

The covers are the images the Reading Goals and Reading Log widgets show with
`widgetAccentedRenderingMode(.fullColor)`, so they need real colour and detail to show what the
accented mode does to them. They are drawn here, from code, so that the repository carries no
third-party artwork and the bytes are the same on every machine.

Regenerate (from the repository root; standard library only, no third-party packages):

    python3 Sources/BookClub/Assets/make_covers.py

Each cover is 300 x 450 RGB, drawn with signed distances so that edges are anti-aliased, and
written as a PNG with zlib at a fixed level: running the script twice gives identical files.
"""

import math
import os
import struct
import zlib

WIDTH, HEIGHT = 300, 450


# --- colours ---------------------------------------------------------------------------------


def hex_colour(text):
    """(r, g, b) in 0...1 from "#rrggbb"."""
    return tuple(int(text[i : i + 2], 16) / 255.0 for i in (1, 3, 5))


def mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def clamp(value, low=0.0, high=1.0):
    return low if value < low else high if value > high else value


def coverage(distance):
    """How much of a pixel a shape covers, from the signed distance of its centre (negative inside)."""
    return clamp(0.5 - distance)


# --- canvas ----------------------------------------------------------------------------------


class Canvas:
    """RGB pixels in 0...1; shapes are composited over what is there."""

    def __init__(self, background):
        self.pixels = [[background(x + 0.5, y + 0.5) for x in range(WIDTH)] for y in range(HEIGHT)]

    def paint(self, box, distance, colour, opacity=1.0):
        """Fills the shape whose signed distance is `distance(x, y)` inside `box` (x0, y0, x1, y1).
        `colour` is a colour or a function of (x, y)."""
        x0, y0, x1, y1 = (int(math.floor(box[0])), int(math.floor(box[1])), int(math.ceil(box[2])), int(math.ceil(box[3])))
        for y in range(max(0, y0), min(HEIGHT, y1)):
            row = self.pixels[y]
            for x in range(max(0, x0), min(WIDTH, x1)):
                alpha = coverage(distance(x + 0.5, y + 0.5)) * opacity
                if alpha <= 0:
                    continue
                fill = colour(x + 0.5, y + 0.5) if callable(colour) else colour
                row[x] = mix(row[x], fill, alpha)

    def shade(self, function):
        """Changes every pixel by `function(x, y, colour)`: texture, vignette, spine."""
        for y in range(HEIGHT):
            row = self.pixels[y]
            for x in range(WIDTH):
                row[x] = function(x + 0.5, y + 0.5, row[x])

    def text(self, lines, top, scale, colour, line_gap=None):
        """Centred lines in the 5 x 7 dot font, each dot a `scale`-pixel square."""
        line_gap = scale * 3 if line_gap is None else line_gap
        y = top
        for line in lines:
            width = (len(line) * 6 - 1) * scale
            x = (WIDTH - width) // 2
            for character in line:
                for row, bits in enumerate(FONT[character]):
                    for column, bit in enumerate(bits):
                        if bit == "#":
                            for dy in range(scale):
                                for dx in range(scale):
                                    self.pixels[y + row * scale + dy][x + column * scale + dx] = colour
                x += 6 * scale
            y += 7 * scale + line_gap

    def png(self):
        """The canvas as PNG bytes: 8-bit RGB, no filtering, zlib level 9."""
        raw = bytearray()
        for row in self.pixels:
            raw.append(0)
            for r, g, b in row:
                raw += bytes((int(r * 255 + 0.5), int(g * 255 + 0.5), int(b * 255 + 0.5)))

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

        header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")


# --- shapes as signed distances --------------------------------------------------------------


def circle(cx, cy, r):
    return lambda x, y: math.hypot(x - cx, y - cy) - r


def ring(cx, cy, r, width):
    return lambda x, y: abs(math.hypot(x - cx, y - cy) - r) - width / 2


def rectangle(x0, y0, x1, y1):
    def distance(x, y):
        dx = max(x0 - x, x - x1)
        dy = max(y0 - y, y - y1)
        outside = math.hypot(max(dx, 0), max(dy, 0))
        return outside + min(max(dx, dy), 0)

    return distance


def ellipse(cx, cy, a, b, angle=0.0):
    """A filled ellipse with semi-axes a and b, rotated by `angle` degrees (first-order distance)."""
    cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))

    def distance(x, y):
        u = ((x - cx) * cos + (y - cy) * sin) / a
        v = (-(x - cx) * sin + (y - cy) * cos) / b
        r = math.hypot(u, v)
        if r == 0:
            return -min(a, b)
        gradient = math.hypot(u / (a * r), v / (b * r))
        return (r - 1) / gradient

    return distance


def ellipse_outline(cx, cy, a, b, angle, width):
    inner = ellipse(cx, cy, a, b, angle)
    return lambda x, y: abs(inner(x, y)) - width / 2


def union(*shapes):
    return lambda x, y: min(shape(x, y) for shape in shapes)


def below_wave(base, amplitude, wavelength, phase):
    """The region under a sine wave y = base + amplitude * sin(2πx / wavelength + phase)."""
    k = 2 * math.pi / wavelength

    def distance(x, y):
        crest = base + amplitude * math.sin(k * x + phase)
        slope = amplitude * k * math.cos(k * x + phase)
        return (crest - y) / math.sqrt(1 + slope * slope)

    return distance


# --- finishing touches shared by every cover -------------------------------------------------


def grain(x, y, colour):
    """A faint paper grain from a fixed hash of the position, so covers do not look flat."""
    n = (int(x) * 73856093 ^ int(y) * 19349663) & 0xFFFF
    offset = (n / 0xFFFF - 0.5) * 0.035
    return tuple(clamp(c + offset) for c in colour)


def spine_and_vignette(x, y, colour):
    """A darker strip where the cover folds at the spine, and corners that fall off slightly."""
    spine = 0.78 + 0.22 * clamp((x - 6) / 14) if x < 20 else 1.0
    crease = 0.9 if 20 <= x < 22 else 1.0
    dx, dy = (x / WIDTH - 0.5) * 1.2, (y / HEIGHT - 0.5) * 1.1
    vignette = 1 - 0.22 * clamp(dx * dx + dy * dy - 0.12)
    factor = spine * crease * vignette
    return tuple(c * factor for c in colour)


def finish(canvas):
    canvas.shade(grain)
    canvas.shade(spine_and_vignette)


# --- the covers ------------------------------------------------------------------------------


def atomic_habits():
    """Cream paper, an atom of three orbits around a coral nucleus, a navy title band."""
    top, bottom = hex_colour("#F6EEDF"), hex_colour("#E9D6B8")
    canvas = Canvas(lambda x, y: mix(top, bottom, y / HEIGHT))
    cx, cy = 155, 165
    # A soft halo behind the atom.
    for radius, shade in ((120, 0.10), (95, 0.12), (72, 0.14)):
        canvas.paint((cx - radius - 2, cy - radius - 2, cx + radius + 2, cy + radius + 2), circle(cx, cy, radius), hex_colour("#F3C98B"), shade)
    navy = hex_colour("#1F2A44")
    for angle in (0, 60, 120):
        canvas.paint((cx - 112, cy - 112, cx + 112, cy + 112), ellipse_outline(cx, cy, 108, 38, angle, 3.2), navy, 0.85)
    coral_light, coral_dark = hex_colour("#FF9E6D"), hex_colour("#D9482B")
    canvas.paint(
        (cx - 30, cy - 30, cx + 30, cy + 30),
        circle(cx, cy, 27),
        lambda x, y: mix(coral_light, coral_dark, clamp((math.hypot(x - cx + 9, y - cy + 9)) / 40)),
    )
    # Electrons on the orbits.
    for angle, t in ((0, 0.6), (60, 2.4), (120, 4.3)):
        a, b = 108, 38
        u, v = a * math.cos(t), b * math.sin(t)
        cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        ex, ey = cx + u * cos - v * sin, cy + u * sin + v * cos
        canvas.paint((ex - 10, ey - 10, ex + 10, ey + 10), circle(ex, ey, 7.5), hex_colour("#2F7F8F"))
        canvas.paint((ex - 10, ey - 10, ex + 10, ey + 10), circle(ex - 2, ey - 2, 2.5), hex_colour("#BFE6EA"), 0.8)
    # Title band.
    canvas.paint((0, 300, WIDTH, 412), rectangle(-10, 302, WIDTH + 10, 410), navy)
    canvas.paint((0, 300, WIDTH, 316), rectangle(-10, 306, WIDTH + 10, 308), hex_colour("#F3C98B"))
    canvas.paint((0, 396, WIDTH, 412), rectangle(-10, 404, WIDTH + 10, 406), hex_colour("#F3C98B"))
    canvas.text(["ATOMIC", "HABITS"], 318, 4, hex_colour("#F6EEDF"), line_gap=8)
    canvas.text(["JAMES CLEAR"], 424, 2, navy)
    finish(canvas)
    return canvas


def pride_and_prejudice():
    """Dusty rose to plum, a cameo with a stylised rose, scattered petals, a cream band."""
    top, bottom = hex_colour("#E8A7A1"), hex_colour("#6E2C4F")
    canvas = Canvas(lambda x, y: mix(top, bottom, clamp((y - 20) / (HEIGHT - 40)) ** 1.2))
    cream = hex_colour("#FBF1E3")
    plum = hex_colour("#5A1F3F")
    # Scattered petals, placed by a fixed sequence so the pattern never changes.
    seed = 7
    for _ in range(26):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        px = 20 + seed % 270
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        py = 12 + seed % 420
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        angle = seed % 180
        if 60 < py < 290 and 55 < px < 245:
            continue
        canvas.paint((px - 9, py - 9, px + 9, py + 9), ellipse(px, py, 7, 3.2, angle), cream, 0.35)
    # The cameo: an oval frame around a rose.
    cx, cy = 150, 175
    canvas.paint((cx - 90, cy - 115, cx + 90, cy + 115), ellipse(cx, cy, 84, 108), cream)
    canvas.paint((cx - 90, cy - 115, cx + 90, cy + 115), ellipse_outline(cx, cy, 76, 100, 0, 2.5), hex_colour("#C9877F"))
    rose_outer, rose_inner = hex_colour("#C0485F"), hex_colour("#7E1F3B")
    leaf = hex_colour("#5F7F5A")
    for angle in (-35, 35):
        lx = cx + 38 * math.sin(math.radians(angle))
        canvas.paint((lx - 40, cy + 10, lx + 40, cy + 90), ellipse(lx, cy + 50, 30, 11, 90 + angle * 1.6), leaf)
    canvas.paint((cx - 3, cy + 20, cx + 3, cy + 100), rectangle(cx - 2, cy + 25, cx + 2, cy + 95), leaf)
    for index in range(6):
        angle = index * 60 + 15
        px = cx + 22 * math.cos(math.radians(angle))
        py = cy - 10 + 22 * math.sin(math.radians(angle))
        canvas.paint((px - 30, py - 30, px + 30, py + 30), ellipse(px, py, 26, 17, angle), rose_outer)
    for index in range(5):
        angle = index * 72 + 40
        px = cx + 10 * math.cos(math.radians(angle))
        py = cy - 10 + 10 * math.sin(math.radians(angle))
        canvas.paint((px - 22, py - 22, px + 22, py + 22), ellipse(px, py, 17, 11, angle), mix(rose_outer, rose_inner, 0.5))
    canvas.paint((cx - 12, cy - 22, cx + 12, cy + 2), circle(cx, cy - 10, 9), rose_inner)
    canvas.paint((cx - 12, cy - 22, cx + 12, cy + 2), ring(cx, cy - 10, 5, 1.6), hex_colour("#E07A8B"), 0.8)
    # Title band.
    canvas.paint((0, 316, WIDTH, 410), rectangle(-10, 318, WIDTH + 10, 408), cream)
    canvas.text(["PRIDE AND", "PREJUDICE"], 330, 3, plum, line_gap=9)
    canvas.text(["JANE AUSTEN"], 422, 2, cream)
    finish(canvas)
    return canvas


def moby_dick():
    """A night sea: a pale moon, rolling waves in teal, a whale's tail rising from them."""
    sky_top, sky_bottom = hex_colour("#0E1B3D"), hex_colour("#2B4C7E")
    canvas = Canvas(lambda x, y: mix(sky_top, sky_bottom, clamp(y / 300)))
    # Stars, from a fixed sequence.
    seed = 11
    for _ in range(40):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        sx = seed % WIDTH
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        sy = 95 + seed % 150
        canvas.paint((sx - 3, sy - 3, sx + 3, sy + 3), circle(sx, sy, 0.9), hex_colour("#DDE6F5"), 0.7)
    moon = hex_colour("#F4E9C8")
    for radius, glow in ((68, 0.05), (60, 0.07), (52, 0.09)):
        canvas.paint((140, 90, 300, 250), circle(220, 170, radius), moon, glow)
    canvas.paint((160, 110, 280, 230), circle(220, 170, 44), moon)
    canvas.paint((160, 110, 280, 230), circle(236, 158, 9), hex_colour("#E2D3A6"), 0.7)
    canvas.paint((160, 110, 280, 230), circle(208, 186, 6), hex_colour("#E2D3A6"), 0.7)
    # The tail: two flukes and a stalk, dark against the moonlit sea.
    whale = hex_colour("#142238")
    fluke = union(
        ellipse(114, 232, 42, 14, 22),
        ellipse(174, 232, 42, 14, -22),
        ellipse(144, 268, 12, 36),
    )
    canvas.paint((60, 200, 230, 310), fluke, whale)
    # Waves, back to front, each a little lighter.
    waves = (
        (268, 7, 120, 0.3, "#1F5F7A"),
        (292, 8, 95, 1.7, "#237489"),
        (320, 9, 140, 3.1, "#2A8C98"),
        (352, 10, 110, 0.9, "#36A3A6"),
        (388, 9, 130, 2.2, "#4CB7B0"),
    )
    for base, amplitude, wavelength, phase, colour in waves:
        canvas.paint((0, base - amplitude - 2, WIDTH, HEIGHT), below_wave(base, amplitude, wavelength, phase), hex_colour(colour))
        crest = below_wave(base, amplitude, wavelength, phase)
        canvas.paint(
            (0, base - amplitude - 3, WIDTH, base + amplitude + 3),
            lambda x, y, crest=crest: abs(crest(x, y) + 1.2) - 0.8,
            hex_colour("#BFE9E4"),
            0.45,
        )
    # Title band at the top.
    canvas.paint((0, 0, WIDTH, 92), rectangle(-10, 16, WIDTH + 10, 84), hex_colour("#F4E9C8"))
    canvas.text(["MOBY-DICK"], 26, 4, hex_colour("#0E1B3D"))
    canvas.text(["HERMAN MELVILLE"], 62, 2, hex_colour("#2B4C7E"))
    finish(canvas)
    return canvas


FONT = {
    " ": ["....."] * 7,
    "-": [".....", ".....", ".....", ".###.", ".....", ".....", "....."],
    "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "B": ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
    "C": [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
    "D": ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
    "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
    "F": ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
    "G": [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
    "H": ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "I": [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
    "J": ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
    "K": ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
    "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
    "M": ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
    "N": ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"],
    "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "P": ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
    "R": ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
    "S": [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
    "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
    "U": ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "V": ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
    "W": ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
    "Y": ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
}

COVERS = {
    "atomic-habits.png": atomic_habits,
    "pride-and-prejudice.png": pride_and_prejudice,
    "moby-dick.png": moby_dick,
}


def main():
    folder = os.path.dirname(os.path.abspath(__file__))
    for name, draw in COVERS.items():
        with open(os.path.join(folder, name), "wb") as file:
            file.write(draw().png())


if __name__ == "__main__":
    main()
