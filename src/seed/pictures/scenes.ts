import { mix, type Palette } from './palettes'
import type { Random } from './random'
import { archPath, type Svg } from './svg'

/*
 * Abstract stand-ins for the club's photographs: rooms reduced to planes, openings and light. Every
 * position is a share of the canvas, so a tall canvas gets its own composition, not a squeezed one.
 */

type Interior = { openings: 'arches' | 'windows' | 'colonnade'; furniture: 'lounge' | 'desks' | 'none'; water?: boolean; stairs?: boolean }

/** A room: a back wall with arches or tall windows, daylight falling across the floor, a little furniture. */
export function interior(s: Svg, p: Palette, rnd: Random, o: Interior) {
  const { w, h } = s
  const floorY = h * rnd.range(s.portrait ? 0.7 : 0.68, 0.8)
  s.rect(0, 0, w, h, s.linear([[0, mix(p.wall, p.deep, 0.45)], [0.7, p.wall], [1, mix(p.wall, p.wallLight, 0.2)]]))
  // Light bouncing off the wall behind the openings.
  s.glow(w * rnd.range(0.35, 0.65), floorY * 0.55, w * 0.6, h * 0.45, p.glow, 0.35)

  const count = o.openings === 'colonnade' ? (s.portrait ? 3 : rnd.int(5, 7)) : s.portrait ? rnd.int(1, 2) : rnd.int(2, 4)
  const share = o.openings === 'colonnade' ? rnd.range(0.62, 0.72) : rnd.range(0.42, 0.58)
  const ow = (w * share) / count
  const gap = (w - ow * count) / (count + 1)
  const tall = floorY * rnd.range(o.openings === 'windows' ? 0.6 : 0.55, 0.72)
  const top = floorY - tall - (o.openings === 'windows' ? floorY * rnd.range(0.04, 0.1) : 0)
  const bottom = o.openings === 'windows' ? top + tall : floorY
  const sky = s.linear([[0, mix(p.glow, p.wallLight, 0.15)], [0.65, p.glow], [1, mix(p.glow, p.accent, 0.35)]])
  const frame = mix(p.wall, p.deep, 0.55)
  const slant = rnd.range(-0.35, 0.35) * w
  const spill = s.linear([[0, p.glow, 0.32], [1, p.glow, 0]])
  for (let i = 0; i < count; i++) {
    const x = gap + i * (ow + gap)
    const shape = o.openings === 'windows' ? `M${x},${top} h${ow} V${bottom} h${-ow} Z` : archPath(x, top, ow, bottom)
    s.path(shape, sky)
    // The reveal: the opening's depth, in shadow on one side.
    s.rect(slant > 0 ? x : x + ow * 0.9, top + (o.openings === 'windows' ? 0 : ow * 0.5), ow * 0.1, bottom - top - (o.openings === 'windows' ? 0 : ow * 0.5), p.deep, 'fill-opacity="0.18"')
    if (o.openings === 'windows') {
      const bars = Math.max(2, Math.round(tall / (ow * 0.7)))
      for (let b = 1; b < bars; b++) s.line(x, top + (tall * b) / bars, x + ow, top + (tall * b) / bars, frame, Math.max(2, ow * 0.025))
      s.line(x + ow / 2, top, x + ow / 2, bottom, frame, Math.max(2, ow * 0.03))
      s.path(shape, 'none', `stroke="${frame}" stroke-width="${Math.max(3, ow * 0.05)}"`)
    } else {
      s.path(shape, 'none', `stroke="${frame}" stroke-opacity="0.5" stroke-width="${Math.max(2, ow * 0.03)}"`)
    }
  }
  const spills = Array.from({ length: count }, (_, i) => gap + i * (ow + gap))

  if (o.water) {
    s.rect(0, floorY, w, h - floorY, s.linear([[0, p.wallLight], [0.4, p.wall], [1, p.deep]]))
    for (let i = 0; i < 14; i++) {
      const y = floorY + (h - floorY) * ((i + 0.5) / 14) ** 1.4
      const x = rnd.range(-0.1, 0.7) * w
      s.rect(x, y, w * rnd.range(0.15, 0.45), Math.max(2, (h - floorY) * 0.012 * (1 + i / 5)), p.glow, `fill-opacity="${(0.15 + rnd.next() * 0.2).toFixed(2)}" rx="4"`)
    }
  } else {
    s.rect(0, floorY, w, h - floorY, s.linear([[0, mix(p.floor, p.wallLight, 0.15)], [1, p.deep]]), 'fill-opacity="0.92"')
    s.rect(0, floorY - h * 0.012, w, h * 0.012, frame, 'fill-opacity="0.6"')
  }

  // Daylight through each opening, stretched across the floor.
  for (const x of spills) s.polygon([[x, floorY], [x + ow, floorY], [x + ow + slant + ow * 0.3, h], [x + slant - ow * 0.3, h]], spill)

  if (o.stairs) {
    const steps = 9
    const sx = w * rnd.range(0.45, 0.6)
    for (let i = 0; i < steps; i++) {
      const y = floorY - (i + 1) * (floorY * 0.06)
      s.rect(sx + i * w * 0.035, y, w * 0.5, floorY * 0.06, mix(p.wallLight, p.wall, i / steps), 'fill-opacity="0.9"')
      s.rect(sx + i * w * 0.035, y, w * 0.5, Math.max(2, h * 0.004), p.glow, 'fill-opacity="0.5"')
    }
  }

  if (o.furniture === 'lounge') lounge(s, p, rnd, floorY)
  if (o.furniture === 'desks') desks(s, p, rnd, floorY)
  vignette(s)
}

function lounge(s: Svg, p: Palette, rnd: Random, floorY: number) {
  const { w, h } = s
  const sofaW = w * (s.portrait ? 0.7 : rnd.range(0.32, 0.45))
  const sx = rnd.range(0.05, 0.95) * (w - sofaW)
  const sh = h * (s.portrait ? 0.09 : 0.14)
  const sy = floorY + (h - floorY) * 0.35
  s.ellipse(sx + sofaW / 2, sy + sh, sofaW * 0.6, sh * 0.25, p.deep, 'fill-opacity="0.35"')
  s.rect(sx, sy - sh * 0.55, sofaW, sh * 0.8, mix(p.accent, p.deep, 0.35), `rx="${sh * 0.25}"`)
  s.rect(sx - sofaW * 0.03, sy, sofaW * 1.06, sh * 0.75, mix(p.accent, p.deep, 0.2), `rx="${sh * 0.2}"`)
  // A lamp beside it, and its pool of light.
  const lx = sx + (rnd.chance(0.5) ? -sofaW * 0.12 : sofaW * 1.12)
  const ly = floorY - h * 0.22
  s.glow(lx, ly + h * 0.02, w * 0.12, w * 0.12, p.glow, 0.5)
  s.line(lx, ly, lx, sy + sh * 0.7, p.deep, Math.max(2, w * 0.003))
  s.path(`M${lx - w * 0.025},${ly + h * 0.03} L${lx - w * 0.015},${ly - h * 0.02} L${lx + w * 0.015},${ly - h * 0.02} L${lx + w * 0.025},${ly + h * 0.03} Z`, mix(p.accent, p.glow, 0.4))
  // A plant: overlapping soft leaves.
  if (rnd.chance(0.7)) {
    const px = rnd.chance(0.5) ? w * rnd.range(0.04, 0.14) : w * rnd.range(0.86, 0.96)
    const leaf = mix(p.accent, '#3f5a3a', 0.7)
    for (let i = 0; i < 7; i++) s.ellipse(px + rnd.range(-1, 1) * w * 0.04, floorY - h * rnd.range(0.05, 0.22), w * 0.035, h * 0.06, leaf, `fill-opacity="0.8" transform="rotate(${rnd.int(-40, 40)} ${px} ${floorY})"`)
    s.rect(px - w * 0.03, floorY - h * 0.03, w * 0.06, h * 0.08, p.deep, 'rx="6"')
  }
}

function desks(s: Svg, p: Palette, rnd: Random, floorY: number) {
  const { w, h } = s
  const rows = s.portrait ? 2 : rnd.int(1, 2)
  for (let i = 0; i < rows; i++) {
    const y = floorY + (h - floorY) * (0.2 + i * 0.4)
    const dw = w * (s.portrait ? 0.8 : rnd.range(0.45, 0.7)) * (1 + i * 0.15)
    const dx = (w - dw) * rnd.range(0.2, 0.8)
    const top = mix(p.accent, p.wallLight, 0.3)
    s.rect(dx, y, dw, h * 0.018, top, 'rx="3"')
    s.rect(dx + dw * 0.04, y + h * 0.018, Math.max(3, w * 0.004), h * 0.09, p.deep)
    s.rect(dx + dw * 0.96, y + h * 0.018, Math.max(3, w * 0.004), h * 0.09, p.deep)
    const seats = Math.max(2, Math.round(dw / (w * 0.12)))
    for (let c = 0; c < seats; c++) {
      const cx = dx + (dw * (c + 0.5)) / seats
      s.rect(cx - w * 0.022, y - h * 0.07, w * 0.044, h * 0.075, mix(p.deep, p.wall, 0.3), 'rx="8"')
      // Screens, a thin bright edge.
      if (rnd.chance(0.6)) s.rect(cx + w * 0.03, y - h * 0.045, w * 0.035, h * 0.045, p.glow, 'fill-opacity="0.55" rx="2"')
    }
  }
  // Pendants over the desks.
  const lamps = s.portrait ? 2 : rnd.int(3, 5)
  for (let i = 0; i < lamps; i++) {
    const x = (w * (i + 0.5)) / lamps
    const y = h * rnd.range(0.12, 0.2)
    s.line(x, 0, x, y, p.deep, 2)
    s.glow(x, y + h * 0.03, w * 0.06, w * 0.06, p.glow, 0.5)
    s.rect(x - w * 0.03, y, w * 0.06, h * 0.012, p.glow, 'fill-opacity="0.85" rx="3"')
  }
}

/** A table in lamplight: pendants, plates, glasses and a warm blur behind. */
export function table(s: Svg, p: Palette, rnd: Random, o: { cellar?: boolean }) {
  const { w, h } = s
  const tableY = h * rnd.range(0.62, 0.72)
  s.rect(0, 0, w, h, s.linear([[0, p.deep], [0.6, p.wall], [1, p.deep]]))
  if (o.cellar) {
    // Racks of bottles: rows of dark rounds catching the light.
    const cols = s.portrait ? 8 : 18
    const rows = 7
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < cols; x++) s.ellipse((w * (x + 0.5)) / cols, (tableY * (y + 0.5)) / rows, w / cols / 3, w / cols / 3, rnd.chance(0.2) ? p.accent : p.deep, `fill-opacity="${(0.5 + rnd.next() * 0.4).toFixed(2)}"`)
  } else {
    s.path(archPath(w * rnd.range(0.1, 0.5), h * 0.08, w * (s.portrait ? 0.8 : 0.4), tableY), mix(p.wall, p.wallLight, 0.35), 'fill-opacity="0.6"')
  }
  for (let i = 0; i < 16; i++) {
    const rad = w * rnd.range(0.01, 0.05)
    s.glow(rnd.next() * w, rnd.range(0.05, 0.6) * h, rad, rad, p.glow, 0.55)
  }
  const lamps = s.portrait ? rnd.int(1, 2) : rnd.int(2, 4)
  for (let i = 0; i < lamps; i++) {
    const x = (w * (i + 0.5)) / lamps + rnd.range(-0.05, 0.05) * w
    const y = h * rnd.range(0.22, 0.34)
    const rw = w * (s.portrait ? 0.16 : 0.07)
    s.line(x, 0, x, y, p.deep, 2)
    s.glow(x, y + rw * 0.6, rw * 3, rw * 3, p.glow, 0.45)
    s.path(`M${x - rw},${y + rw * 0.55} A${rw},${rw * 0.9} 0 0 1 ${x + rw},${y + rw * 0.55} Z`, p.accent)
    s.ellipse(x, y + rw * 0.55, rw * 0.9, rw * 0.12, p.glow)
  }
  s.rect(0, tableY, w, h - tableY, s.linear([[0, mix(p.wallLight, p.floor, 0.4)], [0.15, p.floor], [1, p.deep]]))
  s.rect(0, tableY, w, Math.max(2, h * 0.006), p.glow, 'fill-opacity="0.45"')
  const places = s.portrait ? 2 : rnd.int(3, 5)
  for (let i = 0; i < places; i++) {
    const x = (w * (i + 0.5)) / places + rnd.range(-0.04, 0.04) * w
    const y = tableY + (h - tableY) * rnd.range(0.3, 0.55)
    const pr = w * (s.portrait ? 0.2 : 0.075)
    s.ellipse(x, y + pr * 0.05, pr * 1.05, pr * 0.3, p.deep, 'fill-opacity="0.4"')
    s.ellipse(x, y, pr, pr * 0.28, '#f3ece0', 'fill-opacity="0.92"')
    s.ellipse(x, y, pr * 0.6, pr * 0.16, mix('#f3ece0', p.accent, 0.3))
    if (rnd.chance(0.5)) s.ellipse(x + rnd.range(-0.2, 0.2) * pr, y - pr * 0.03, pr * 0.3, pr * 0.08, p.accent)
    // A glass: bowl, stem and foot, catching the lamps.
    const gx = x + pr * 1.25
    const gy = y - pr * 0.4
    s.path(`M${gx - pr * 0.18},${gy - pr * 0.55} Q${gx - pr * 0.2},${gy} ${gx},${gy} Q${gx + pr * 0.2},${gy} ${gx + pr * 0.18},${gy - pr * 0.55} Z`, p.glow, 'fill-opacity="0.35"')
    s.path(`M${gx - pr * 0.16},${gy - pr * 0.25} Q${gx},${gy + pr * 0.05} ${gx + pr * 0.16},${gy - pr * 0.25} Z`, p.accent, 'fill-opacity="0.8"')
    s.line(gx, gy, gx, gy + pr * 0.35, p.glow, Math.max(2, pr * 0.03), 'stroke-opacity="0.6"')
    s.ellipse(gx, gy + pr * 0.36, pr * 0.12, pr * 0.03, p.glow, 'fill-opacity="0.6"')
  }
  vignette(s)
}

/** A room after dark: spotlights, a stage or dance floor, and out-of-focus lights. */
export function stage(s: Svg, p: Palette, rnd: Random) {
  const { w, h } = s
  const floorY = h * rnd.range(0.68, 0.78)
  s.rect(0, 0, w, h, s.linear([[0, p.deep], [0.75, p.wall], [1, p.deep]]))
  // A great arch or ring behind, lit from below.
  const aw = w * (s.portrait ? 0.75 : rnd.range(0.3, 0.45))
  const ax = (w - aw) * rnd.range(0.3, 0.7)
  s.path(archPath(ax, h * 0.12, aw, floorY), s.linear([[0, p.wall], [1, p.wallLight]]), 'fill-opacity="0.7"')
  s.path(archPath(ax + aw * 0.08, h * 0.12 + aw * 0.08, aw * 0.84, floorY), s.linear([[0, p.deep], [1, p.wall]]), 'fill-opacity="0.85"')
  const beams = rnd.int(2, 4)
  const beam = s.linear([[0, p.glow, 0.55], [1, p.glow, 0]])
  for (let i = 0; i < beams; i++) {
    const x = w * rnd.range(0.1, 0.9)
    const to = x + w * rnd.range(-0.25, 0.25)
    const spread = w * rnd.range(0.08, 0.16)
    s.polygon([[x - w * 0.01, 0], [x + w * 0.01, 0], [to + spread, floorY + h * 0.05], [to - spread, floorY + h * 0.05]], beam)
    s.ellipse(to, floorY + h * 0.06, spread * 1.2, h * 0.03, p.glow, 'fill-opacity="0.35"')
  }
  s.rect(0, floorY, w, h - floorY, s.linear([[0, mix(p.wall, p.wallLight, 0.3)], [1, p.deep]]), 'fill-opacity="0.85"')
  const bokeh = s.portrait ? 14 : 24
  const colours = [p.glow, p.accent, p.wallLight]
  for (let i = 0; i < bokeh; i++) {
    const rad = w * rnd.range(0.012, 0.05)
    s.ellipse(rnd.next() * w, rnd.range(0.05, 0.65) * h, rad, rad, rnd.pick(colours), `fill-opacity="${(0.12 + rnd.next() * 0.3).toFixed(2)}"`)
  }
  // Heads and shoulders of a crowd, a row of dark rounds.
  const heads = Math.round(w / (h * 0.09))
  for (let i = 0; i < heads; i++) {
    const x = (w * (i + rnd.range(0.2, 0.8))) / heads
    const y = h * rnd.range(0.88, 0.93)
    s.ellipse(x, y, h * 0.035, h * 0.045, p.deep)
    s.ellipse(x, h, h * 0.07, h * 0.07, p.deep)
  }
  vignette(s)
}

/** Outside: sky, sun, layered planting or river, and the terrace's columns framing it. */
export function outdoor(s: Svg, p: Palette, rnd: Random, o: { river?: boolean; terrace?: boolean }) {
  const { w, h } = s
  const horizon = h * rnd.range(0.5, 0.62)
  s.rect(0, 0, w, h, s.linear([[0, mix(p.wallLight, p.wall, 0.25)], [0.55, p.wallLight], [1, p.glow]]))
  const sx = w * rnd.range(0.2, 0.8)
  const sy = horizon * rnd.range(0.45, 0.8)
  const sun = h * (s.portrait ? 0.06 : 0.09)
  s.glow(sx, sy, sun * 5, sun * 5, p.glow, 0.7)
  s.ellipse(sx, sy, sun, sun, p.glow)
  const layers = [mix(p.wall, p.wallLight, 0.55), mix(p.wall, p.wallLight, 0.25), p.floor]
  layers.forEach((fill, i) => {
    const base = horizon + i * h * 0.05
    let d = `M0,${h} L0,${base}`
    const n = 6
    for (let k = 1; k <= n; k++) {
      const x = (w * k) / n
      const y = base - h * rnd.range(0.0, 0.09) * (1 - i * 0.2)
      d += ` Q${x - w / n / 2},${y - h * rnd.range(0, 0.05)} ${x},${y}`
    }
    s.path(`${d} L${w},${h} Z`, fill, 'fill-opacity="0.95"')
  })
  if (o.river) {
    const top = horizon + h * 0.1
    s.rect(0, top, w, h - top, s.linear([[0, p.wallLight], [0.5, p.wall], [1, p.deep]]))
    for (let i = 0; i < 12; i++) s.rect(sx - w * rnd.range(0.05, 0.2), top + (h - top) * ((i + 0.5) / 12) ** 1.3, w * rnd.range(0.1, 0.4), Math.max(2, h * 0.006), p.glow, `fill-opacity="${(0.25 + rnd.next() * 0.35).toFixed(2)}" rx="3"`)
  } else {
    // Planting in the foreground: clusters of soft rounds.
    for (let i = 0; i < 26; i++) {
      const rad = w * rnd.range(0.03, 0.08)
      s.ellipse(rnd.next() * w, h - rnd.range(0, 0.22) * h, rad, rad * 0.85, mix(p.floor, p.deep, rnd.range(0, 0.6)), 'fill-opacity="0.9"')
    }
  }
  if (o.terrace) {
    // Looking out from under a colonnade: a lintel, columns and the terrace floor.
    const cols = s.portrait ? 2 : rnd.int(3, 4)
    const cw = w * (s.portrait ? 0.07 : 0.035)
    const lintel = h * rnd.range(0.06, 0.12)
    const stone = mix(p.accent, p.deep, 0.45)
    s.rect(0, 0, w, lintel, stone)
    for (let i = 0; i <= cols; i++) {
      const x = (w * i) / cols - cw / 2
      s.rect(Math.min(Math.max(x, 0), w - cw), 0, cw, h, s.linear([[0, stone], [0.5, mix(stone, p.glow, 0.25)], [1, stone]], 0, 0, 1, 0))
    }
    s.rect(0, h * 0.9, w, h * 0.1, s.linear([[0, mix(stone, p.glow, 0.2)], [1, p.deep]]))
  }
  vignette(s, 0.25)
}

/** The City from a rooftop at dusk: blocks against the sky, a few windows still lit. */
export function skyline(s: Svg, p: Palette, rnd: Random) {
  const { w, h } = s
  s.rect(0, 0, w, h, s.linear([[0, p.deep], [0.55, p.wall], [0.85, p.wallLight], [1, p.glow]]))
  const sx = w * rnd.range(0.2, 0.8)
  s.glow(sx, h * 0.72, h * 0.45, h * 0.45, p.glow, 0.6)
  for (const [depth, fill] of [
    [0, mix(p.wall, p.deep, 0.3)],
    [1, p.deep],
  ] as const) {
    let x = -rnd.range(0, 0.05) * w
    while (x < w) {
      const bw = w * rnd.range(0.04, 0.1)
      const bh = h * rnd.range(0.15, 0.5) * (depth ? 0.8 : 1.1)
      s.rect(x, h - bh, bw, bh, fill)
      if (depth)
        for (let y = h - bh + h * 0.03; y < h - h * 0.03; y += h * 0.05)
          for (let wx = x + bw * 0.15; wx < x + bw * 0.8; wx += bw * 0.25) if (rnd.chance(0.25)) s.rect(wx, y, bw * 0.12, h * 0.02, p.glow, 'fill-opacity="0.75"')
      x += bw + w * rnd.range(0, 0.015)
    }
  }
  vignette(s, 0.2)
}

/** An architect's plan: walls, door openings and furniture outlines on paper. */
export function floorPlan(s: Svg, p: Palette, rnd: Random) {
  const { w, h } = s
  const ink = '#3b3a38'
  const margin = Math.min(w, h) * 0.08
  s.rect(0, 0, w, h, '#f4f1ea')
  const rooms: [number, number, number, number][] = []
  const split = (x: number, y: number, rw: number, rh: number, depth: number) => {
    if (depth === 0 || (rw < w * 0.2 && rh < h * 0.2)) return void rooms.push([x, y, rw, rh])
    const vertical = rw / rh > 1.1 || (rw / rh > 0.9 && rnd.chance(0.5))
    const t = rnd.range(0.35, 0.65)
    if (vertical) {
      split(x, y, rw * t, rh, depth - 1)
      split(x + rw * t, y, rw * (1 - t), rh, depth - 1)
    } else {
      split(x, y, rw, rh * t, depth - 1)
      split(x, y + rh * t, rw, rh * (1 - t), depth - 1)
    }
  }
  split(margin, margin, w - 2 * margin, h - 2 * margin, 3)
  const wall = Math.max(4, Math.min(w, h) * 0.012)
  rooms.forEach(([x, y, rw, rh], i) => {
    if (i % 3 === 0) s.rect(x, y, rw, rh, p.accent, 'fill-opacity="0.18"')
    s.rect(x, y, rw, rh, 'none', `stroke="${ink}" stroke-width="${wall}"`)
    // A door: a gap in the wall and its swing.
    const d = Math.min(rw, rh) * 0.22
    const dx = x + rw * rnd.range(0.2, 0.6)
    s.rect(dx, y + rh - wall, d, wall * 2, '#f4f1ea')
    s.path(`M${dx},${y + rh} A${d},${d} 0 0 1 ${dx + d},${y + rh - d}`, 'none', `stroke="${ink}" stroke-width="1.5"`)
    // A table and chairs in the larger rooms.
    if (rw > w * 0.18 && rh > h * 0.2) {
      const tw = rw * 0.4
      const th = rh * 0.2
      s.rect(x + (rw - tw) / 2, y + (rh - th) / 2, tw, th, 'none', `stroke="${ink}" stroke-opacity="0.6" stroke-width="2" rx="4"`)
    }
  })
  s.rect(margin, margin, w - 2 * margin, h - 2 * margin, 'none', `stroke="${ink}" stroke-width="${wall * 1.8}"`)
}

/** A street map without names: blocks, a park, the river's curve and one marker. */
export function map(s: Svg, p: Palette, rnd: Random) {
  const { w, h } = s
  s.rect(0, 0, w, h, '#eeede6')
  for (let i = 0; i < 5; i++) s.ellipse(rnd.next() * w, rnd.next() * h * 0.7, w * rnd.range(0.05, 0.12), h * rnd.range(0.05, 0.12), '#cfdcc0')
  for (let i = 0; i < 14; i++) {
    const vertical = i % 2 === 0
    const at = rnd.next()
    const tilt = rnd.range(-0.15, 0.15)
    const [x1, y1, x2, y2] = vertical ? [at * w, 0, (at + tilt) * w, h] : [0, at * h, w, (at + tilt) * h]
    s.line(x1, y1, x2, y2, '#ffffff', rnd.chance(0.3) ? 14 : 7, 'stroke-linecap="round"')
  }
  const y = h * rnd.range(0.72, 0.85)
  s.path(`M${-w * 0.05},${y} C${w * 0.3},${y - h * 0.25} ${w * 0.6},${y + h * 0.2} ${w * 1.05},${y - h * 0.1}`, 'none', `stroke="#a9c4d0" stroke-width="${h * 0.09}" stroke-linecap="round"`)
  const mx = w * rnd.range(0.35, 0.65)
  const my = h * rnd.range(0.35, 0.55)
  s.ellipse(mx, my, h * 0.08, h * 0.08, p.accent, 'fill-opacity="0.25"')
  s.ellipse(mx, my, h * 0.025, h * 0.025, p.accent)
}

const vignette = (s: Svg, strength = 0.3) => s.vignette(strength)
