/**
 * Restrained colour sets, one family per kind of place: warm club rooms, cool offices, dusk for
 * events, rich food and drink, green and water outside. Each picture takes one set.
 */
export type Palette = {
  /** Shadows and the darkest planes. */
  deep: string
  wall: string
  wallLight: string
  floor: string
  accent: string
  /** Daylight, lamps, the sun. */
  glow: string
}

export type Subject = 'club' | 'office' | 'event' | 'food' | 'garden' | 'water'

export const PALETTES: Record<Subject, readonly Palette[]> = {
  club: [
    { deep: '#3a2620', wall: '#8a5a43', wallLight: '#d2a581', floor: '#5a3a2c', accent: '#d9b48f', glow: '#ffe2b8' },
    { deep: '#2e2a24', wall: '#7b6a55', wallLight: '#cdb99c', floor: '#4a3d30', accent: '#a0563b', glow: '#fff0d2' },
    { deep: '#3b2f2a', wall: '#9b6b4f', wallLight: '#e0bf9c', floor: '#6e4b38', accent: '#4d5b46', glow: '#ffe9c7' },
    { deep: '#2b2522', wall: '#6f5a4e', wallLight: '#c2a58c', floor: '#4b3a31', accent: '#b08d57', glow: '#fbe7c6' },
  ],
  office: [
    { deep: '#1f2a33', wall: '#5d6f7c', wallLight: '#b9c6cf', floor: '#3a4650', accent: '#d8d2c6', glow: '#eef5fb' },
    { deep: '#262a2e', wall: '#7c8388', wallLight: '#d4d6d3', floor: '#4b5055', accent: '#8fa3ad', glow: '#f6f7f4' },
    { deep: '#1d2b2f', wall: '#4f6b70', wallLight: '#a9c0bf', floor: '#33464a', accent: '#c9b79a', glow: '#eaf4f1' },
    { deep: '#23262b', wall: '#6a6f78', wallLight: '#c6c9cf', floor: '#3e434a', accent: '#b7a48a', glow: '#f3f1ec' },
  ],
  event: [
    { deep: '#1c1a33', wall: '#4a3a66', wallLight: '#c0708a', floor: '#2a2240', accent: '#f2a86b', glow: '#ffd6a0' },
    { deep: '#221833', wall: '#5b3a5e', wallLight: '#e08e6d', floor: '#30203a', accent: '#f6c177', glow: '#ffe0b0' },
    { deep: '#14203a', wall: '#2e4a72', wallLight: '#d88c7a', floor: '#1d2a44', accent: '#f0b46e', glow: '#ffd9a8' },
  ],
  food: [
    { deep: '#2a1416', wall: '#6e2a2e', wallLight: '#b5654a', floor: '#3d1e1c', accent: '#d9a441', glow: '#ffdca0' },
    { deep: '#1e2418', wall: '#4a5532', wallLight: '#a88b4e', floor: '#2c2f1f', accent: '#c46a3c', glow: '#ffe3b0' },
    { deep: '#261a12', wall: '#5c3a22', wallLight: '#b8844c', floor: '#3a2618', accent: '#8e2f35', glow: '#ffd9a0' },
  ],
  garden: [
    { deep: '#1f2b22', wall: '#5f7a5a', wallLight: '#c9d3b0', floor: '#3d4f38', accent: '#d8b98a', glow: '#fff4d6' },
    { deep: '#233024', wall: '#6f8a62', wallLight: '#dfe2c4', floor: '#475c3e', accent: '#c98f6a', glow: '#fff8e4' },
  ],
  water: [
    { deep: '#13303a', wall: '#2f6f7a', wallLight: '#a9d6d6', floor: '#1f4c55', accent: '#e6d3b3', glow: '#f3fbf8' },
    { deep: '#182c3c', wall: '#3d6a86', wallLight: '#b7d3de', floor: '#234b62', accent: '#e9cfa8', glow: '#f4f8fb' },
  ],
}

/** a to b by t (0..1), for in-between shades of one set. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`
}
