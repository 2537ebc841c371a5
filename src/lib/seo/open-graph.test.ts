import { describe, expect, it } from 'vitest'

import { DEFAULT_OG_IMAGE, leadOgImageOf, ogImageOf, socialMetadata } from './open-graph'

const upload = (name: string) => ({
  url: `/api/media/file/${name}.jpg`,
  alt: `The ${name}`,
  sizes: { og: { url: `/api/media/file/${name}-1200x630.webp`, width: 1200, height: 630 }, card: { url: `/api/media/file/${name}-768x432.webp`, width: 768, height: 432 } },
})

describe('link previews', () => {
  it('take an upload’s 1200x630 crop, and nothing from a file without one', () => {
    expect(ogImageOf(upload('terrace'))).toEqual({ url: '/api/media/file/terrace-1200x630.webp', width: 1200, height: 630, alt: 'The terrace' })
    expect(ogImageOf({ url: '/api/media/file/film.mp4', sizes: { og: { url: null } } })).toBeNull()
    expect(ogImageOf(42)).toBeNull()
    expect(ogImageOf(null)).toBeNull()
  })

  it('take the picture of the page’s first module: a hero, an image header, the slider’s first slide', () => {
    expect(leadOgImageOf([{ blockType: 'hero', desktopImage: upload('hero'), mobileImage: upload('tall') }])?.url).toBe('/api/media/file/hero-1200x630.webp')
    expect(leadOgImageOf([{ blockType: 'splash', image: upload('splash') }])?.url).toBe('/api/media/file/splash-1200x630.webp')
    expect(leadOgImageOf([{ blockType: 'heroSlider', slides: [{ imageDesktop: upload('first') }, { imageDesktop: upload('second') }] }])?.url).toBe('/api/media/file/first-1200x630.webp')
  })

  it('take nothing from a page that opens without a picture (the site’s default is used)', () => {
    expect(leadOgImageOf([{ blockType: 'titleAndBody', title: 'Terms' }, { blockType: 'hero', desktopImage: upload('later') }])).toBeNull()
    expect(leadOgImageOf([])).toBeNull()
    expect(leadOgImageOf(undefined)).toBeNull()
    // Depth 0: an id, not the upload.
    expect(leadOgImageOf([{ blockType: 'hero', desktopImage: 7 }])).toBeNull()
  })

  it('give Open Graph and X the title, description, absolute address and one 1200x630 picture', () => {
    const meta = socialMetadata({ title: 'Clubhouse | Fulham', description: 'By the river.', url: '/fulham', image: ogImageOf(upload('terrace')), siteName: 'Clubhouse', serverUrl: 'https://clubhouse.example' })
    expect(meta.openGraph).toEqual({
      title: 'Clubhouse | Fulham',
      description: 'By the river.',
      url: 'https://clubhouse.example/fulham',
      siteName: 'Clubhouse',
      locale: 'en_GB',
      type: 'website',
      images: [{ url: 'https://clubhouse.example/api/media/file/terrace-1200x630.webp', width: 1200, height: 630, alt: 'The terrace' }],
    })
    expect(meta.twitter).toEqual({ card: 'summary_large_image', title: 'Clubhouse | Fulham', description: 'By the river.', images: meta.openGraph!.images })
  })

  it('fall back to the site’s own 1200x630 picture', () => {
    const meta = socialMetadata({ title: 'Clubhouse | Terms', siteName: 'Clubhouse', serverUrl: 'http://localhost:3000/' })
    expect(meta.openGraph?.images).toEqual([{ url: `http://localhost:3000${DEFAULT_OG_IMAGE.url}`, width: 1200, height: 630 }])
    expect(meta.openGraph).not.toHaveProperty('url')
  })
})
