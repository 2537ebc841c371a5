import localFont from 'next/font/local'

/*
 * The club's two faces, self-hosted from the npm registry (docs/decisions/028 and 032): static
 * files for the weights the site sets, Latin only (U+0000-00FF holds the pound sign and the accents
 * of the club's names). Text is DM Sans 400 and 600 (500 and 700 are drawn with the nearest of
 * those); headings are Cormorant Garamond 400. Those three files are preloaded, 51 kB against the
 * 75 kB of the two variable files they replace: every byte before the first paint counts on a
 * phone's connection. The light display weight, used only by the large link list lower on the
 * home page, is a face of its own that loads when that list is drawn.
 * next/font writes a fallback face with the real font's metrics (size-adjust, ascent, descent), so
 * text set before the font arrives takes the same room and nothing shifts when it swaps in. next/font
 * names each family after its constant, so the constants carry the typefaces' names.
 */
export const cormorantGaramond = localFont({
  src: '../../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2',
  weight: '400',
  display: 'swap',
  variable: '--font-face-display',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

export const cormorantGaramondLight = localFont({
  src: '../../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-300-normal.woff2',
  weight: '300',
  display: 'swap',
  preload: false,
  variable: '--font-face-display-light',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

export const dmSans = localFont({
  src: [
    { path: '../../../../node_modules/@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../../node_modules/@fontsource/dm-sans/files/dm-sans-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-face-text',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
