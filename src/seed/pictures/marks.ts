/**
 * Line icons for the seed's "Icon: …" pictures and the crest: brass strokes on a transparent square,
 * legible on the white feature rows and on the dark hero alike.
 */
const BRASS = '#b08d57'

const MARKS: Record<string, string> = {
  key: '<circle cx="80" cy="128" r="36"/><circle cx="80" cy="128" r="12"/><path d="M116 128h100M184 128v28M204 128v20"/>',
  cocktail: '<path d="M64 64h128l-64 80z"/><path d="M128 144v64M92 208h72M96 92h64"/>',
  plate: '<circle cx="128" cy="128" r="76"/><circle cx="128" cy="128" r="48"/><path d="M32 72v112M232 72v112"/>',
  laptop: '<rect x="64" y="72" width="128" height="88" rx="6"/><path d="M40 184h176l-12 16H52z"/>',
  dumbbell: '<path d="M72 128h112"/><rect x="44" y="92" width="28" height="72" rx="6"/><rect x="184" y="92" width="28" height="72" rx="6"/><path d="M32 108v40M224 108v40"/>',
  screen: '<rect x="40" y="56" width="176" height="112" rx="8"/><path d="M128 168v32M88 200h80"/>',
  coffee: '<path d="M64 96h112v56a40 40 0 0 1-40 40h-32a40 40 0 0 1-40-40z"/><path d="M176 112h16a20 20 0 0 1 0 40h-16M96 48c-8 12 8 20 0 32M128 48c-8 12 8 20 0 32"/>',
  people: '<circle cx="96" cy="96" r="28"/><circle cx="168" cy="104" r="22"/><path d="M44 196c4-36 24-56 52-56s48 20 52 56M140 196c4-28 14-44 28-44s28 16 32 44"/>',
  glass: '<path d="M92 48h72c0 56-16 84-36 84s-36-28-36-84zM128 132v68M96 200h64"/>',
  pool: '<path d="M32 120c24-16 40-16 64 0s40 16 64 0 40-16 64 0M32 160c24-16 40-16 64 0s40 16 64 0 40-16 64 0"/><path d="M88 112V56a16 16 0 0 1 32 0M152 112V56a16 16 0 0 1 32 0"/>',
  crest: '<path d="M128 28l80 28v60c0 52-36 92-80 112-44-20-80-60-80-112V56z"/><path d="M96 168v-44a32 32 0 0 1 64 0v44z"/><path d="M128 60v20"/>',
}

/** The mark named in the label ("Icon: key"), or a plain arch. */
export function mark(label: string): string {
  const name = Object.keys(MARKS).find((k) => label.toLowerCase().includes(k))
  const shapes = name ? MARKS[name] : '<path d="M72 208V120a56 56 0 0 1 112 0v88z"/><path d="M48 208h160"/>'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><g fill="none" stroke="${BRASS}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${shapes}</g></svg>`
}
