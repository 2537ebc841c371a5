import localFont from 'next/font/local'

/*
 * The club's two faces, self-hosted from the npm registry (docs/decisions/028): one variable file
 * each, Latin only (U+0000-00FF holds the pound sign and the accents of the club's names).
 * next/font writes a fallback face with the real font's metrics (size-adjust, ascent, descent), so
 * text set before the font arrives takes the same room and nothing shifts when it swaps in. next/font
 * names each family after its constant, so the constants carry the typefaces' names.
 */
export const cormorantGaramond = localFont({
  src: '../../../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  weight: '300 700',
  display: 'swap',
  variable: '--font-face-display',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

export const dmSans = localFont({
  src: '../../../../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  weight: '100 1000',
  display: 'swap',
  variable: '--font-face-text',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
