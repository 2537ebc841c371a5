import sharp from 'sharp'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A photograph stand-in drawn locally (the seed never touches the network). 1280 px wide: large
 * enough for every layout, and the seed resizes a hundred of them on first start.
 */
export async function placeholderImage(label: string, from: string, to: string, width = 1280, height = 720): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}" fill="#ffffff" fill-opacity="0.08"/>
  <rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.5}" height="${height * 0.18}" fill="#000000" fill-opacity="0.12"/>
  <text x="${Math.round(width * 0.96)}" y="${Math.round(height * 0.1)}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(height / 36)}" fill="#ffffff" fill-opacity="0.45" letter-spacing="4">${escape(label.toUpperCase())}</text>
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer()
}
