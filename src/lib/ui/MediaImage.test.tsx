import { getImageProps } from 'next/image'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ArtDirectedImage } from './ArtDirectedImage'
import { MediaImage } from './MediaImage'

const media = { url: '/api/media/file/a.jpg', alt: 'The garden', width: 1600, height: 900, focalX: 30, focalY: 70 }

/** What each class of nextImageClasses stands for, as next/image writes it inline. */
const COVERED: Record<string, string> = {
  color: 'transparent',
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: '0',
  top: '0',
  right: '0',
  bottom: '0',
}

describe('pictures without inline style (decision 049)', () => {
  it('covers every property next/image would write inline, sized or filling', () => {
    for (const fill of [false, true]) {
      const { props } = getImageProps({ src: media.url, alt: '', sizes: '100vw', ...(fill ? { fill: true } : { width: 1600, height: 900 }) })
      // React writes no property whose value is undefined.
      const style = Object.entries(props.style ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)])
      expect(style.length).toBeGreaterThan(0)
      for (const [property, value] of style) expect(COVERED[property!], `next/image writes ${property}: ${value}`).toBe(value)
    }
  })

  it('writes the classes and the focal point as a custom property, never a style property', () => {
    const sized = renderToStaticMarkup(<MediaImage media={media} sizes="50vw" className="object-cover" />)
    expect(sized).toContain('style="--focal:30% 70%"')
    expect(sized).toMatch(/class="text-transparent \[object-position:var\(--focal\)\] object-cover"/)
    const filled = renderToStaticMarkup(<MediaImage media={media} fill sizes="50vw" />)
    expect(filled).toContain('text-transparent absolute inset-0 size-full')
    const art = renderToStaticMarkup(<ArtDirectedImage desktop={media} mobile={{ ...media, focalX: 10 }} />)
    expect(art).toContain('style="--focal-mobile:10% 70%;--focal-desktop:30% 70%"')
    const declarations = [sized, filled, art].flatMap((html) => [...html.matchAll(/style="([^"]*)"/g)].flatMap((m) => m[1]!.split(';')))
    expect(declarations.length).toBeGreaterThan(0)
    for (const declaration of declarations) expect(declaration).toMatch(/^--/)
  })
})
