import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import Splash, { videoSources } from './Component'

const poster = { id: 1, alt: 'Candlelit tables on the City terrace', url: '/api/media/file/terrace.jpg', width: 1920, height: 1080 } as Media
const film = { id: 2, alt: 'Terrace film', url: '/api/media/file/terrace.mp4', mimeType: 'video/mp4' } as Media

const html = (props: Partial<Parameters<typeof Splash>[0]> = {}) =>
  renderToStaticMarkup(<Splash title="Summer on the terrace" mediaType="image" image={poster} {...props} />)

describe('Splash', () => {
  it('shows the image with its alt text and the title over it, with no video or player button', () => {
    const out = html({ text: 'Long lunches and late suppers above the City.' })
    expect(out).toContain('alt="Candlelit tables on the City terrace"')
    expect(out).toMatch(/<h2[^>]*>Summer on the terrace<\/h2><p[^>]*>Long lunches and late suppers above the City.<\/p>/)
    expect(out).not.toContain('<video')
    expect(out).not.toContain('<button')
    expect(out).toContain('data-media-type="image"')
  })

  it('ignores a video while the block is set to image', () => {
    expect(html({ video: film })).not.toContain('<video')
  })

  it('holds the page h1 and loads its image eagerly only when first', () => {
    const first = html({ isFirst: true })
    expect(first).toMatch(/<h1[^>]*>Summer on the terrace<\/h1>/)
    expect(first).toContain('loading="eager"')
    expect(html()).toContain('loading="lazy"')
  })

  it('plays an uploaded video silently, looping and inline, over the poster image, with nothing downloaded before it plays', () => {
    const out = html({ mediaType: 'video', video: film })
    expect(out).toContain('data-media-type="video"')
    expect(out).toContain('alt="Candlelit tables on the City terrace"')
    const video = out.match(/<video [^>]*>/)?.[0] ?? ''
    expect(video).toContain('loop=""')
    expect(video).toContain('playsInline=""')
    expect(video).toContain('preload="none"')
    expect(video).toContain('aria-hidden="true"')
    // No autoplay attribute: the client starts it, and only without prefers-reduced-motion.
    expect(video).not.toMatch(/autoplay/i)
    expect(out).toContain('<source src="/api/media/file/terrace.mp4" type="video/mp4"/>')
  })

  it('shows a visible play/pause button for the video', () => {
    expect(html({ mediaType: 'video', video: film })).toMatch(/<button type="button"[^>]*>.*Play video<\/button>/s)
  })

  it('uses the video address when no file is uploaded', () => {
    const out = html({ mediaType: 'video', video: null, videoUrl: 'https://cdn.example.com/films/fulham.webm' })
    expect(out).toContain('<source src="https://cdn.example.com/films/fulham.webm" type="video/webm"/>')
  })

  it('falls back to the image alone when the video is missing or not a video', () => {
    expect(html({ mediaType: 'video' })).not.toContain('<video')
    expect(html({ mediaType: 'video', video: 2 })).not.toContain('<video')
    expect(videoSources({ url: '/menu.pdf', mimeType: 'application/pdf' }, null)).toEqual([])
    expect(videoSources(null, 'javascript:alert(1)')).toEqual([])
    expect(videoSources(null, '//evil.test/a.mp4')).toEqual([])
    expect(videoSources(null, '/media/film.mp4')).toEqual([{ src: '/media/film.mp4', type: 'video/mp4' }])
  })

  it('shows the button only with both text and link', () => {
    expect(html({ buttonText: 'Book a table', buttonLink: '/city/dining' })).toMatch(/<a [^>]*href="\/city\/dining"[^>]*>Book a table<\/a>/)
    expect(html({ buttonText: 'Book a table' })).not.toContain('<a ')
    expect(html({ buttonLink: '/city/dining' })).not.toContain('<a ')
  })

  it('cuts text over 750 characters to 750 plus "..."', () => {
    expect(html({ text: 't'.repeat(900) })).toContain(`>${'t'.repeat(750)}...</p>`)
  })

  it('keeps a fixed box per screen class and renders nothing with neither title nor image', () => {
    expect(html()).toMatch(/h-\[32rem\][^"]*tab:h-\[36rem\][^"]*xl:h-\[44rem\]/)
    expect(html({ title: '', image: 1 })).toBe('')
    expect(html({ title: '', image: poster })).not.toContain('<h2')
  })
})
