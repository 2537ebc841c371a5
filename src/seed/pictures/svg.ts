/** Collects an SVG's gradients and shapes; numbers are rounded to keep the document small. */
export class Svg {
  private defs: string[] = []
  private body: string[] = []
  private ids = 0

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  get portrait() {
    return this.h > this.w
  }

  /** A gradient from (x1, y1) to (x2, y2) in the shape's box (0..1); stops are [offset, colour, opacity?]. */
  linear(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `l${this.ids++}`
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`)
    return `url(#${id})`
  }

  /** A round gradient from the shape's centre; radius 0.5 reaches its sides, more reaches its corners. */
  radial(stops: [number, string, number?][], radius = 0.5): string {
    const id = `r${this.ids++}`
    this.defs.push(`<radialGradient id="${id}" r="${radius}">${stopsOf(stops)}</radialGradient>`)
    return `url(#${id})`
  }

  /**
   * A soft round light, fading from `opacity` at its centre to nothing. Round gradients are what
   * librsvg renders slowest, so they are kept to lights, never the whole canvas.
   */
  glow(cx: number, cy: number, rx: number, ry: number, colour: string, opacity: number) {
    this.ellipse(cx, cy, rx, ry, this.radial([[0, colour, opacity], [1, colour, 0]]))
  }

  /** Darker edges and corners, as a lens gives them: two straight gradients crossed (a round one costs as much as the rest of the picture). */
  vignette(strength: number) {
    const edges: [number, string, number?][] = [[0, '#000000', strength], [0.3, '#000000', 0], [0.7, '#000000', 0], [1, '#000000', strength]]
    this.rect(0, 0, this.w, this.h, this.linear(edges, 0, 0, 1, 0))
    this.rect(0, 0, this.w, this.h, this.linear(edges))
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    this.body.push(`<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}" ${extra}/>`)
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
    this.body.push(`<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${extra}/>`)
  }

  path(d: string, fill: string, extra = '') {
    this.body.push(`<path d="${d}" fill="${fill}" ${extra}/>`)
  }

  polygon(points: [number, number][], fill: string, extra = '') {
    this.body.push(`<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" fill="${fill}" ${extra}/>`)
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') {
    this.body.push(`<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${r(width)}" ${extra}/>`)
  }

  raw(markup: string) {
    this.body.push(markup)
  }

  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
  }
}

export const r = (n: number) => Math.round(n * 10) / 10

const stopsOf = (stops: [number, string, number?][]) =>
  stops.map(([offset, colour, opacity = 1]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`).join('')

/** An arched opening: straight sides up to a semicircular head. */
export const archPath = (x: number, top: number, w: number, bottom: number) =>
  `M${r(x)},${r(bottom)} V${r(top + w / 2)} A${r(w / 2)},${r(w / 2)} 0 0 1 ${r(x + w)},${r(top + w / 2)} V${r(bottom)} Z`
