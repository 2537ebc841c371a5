import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import ImageHeader from './Component'

const photo = (alt: string, url: string) => ({ id: 1, alt, url, width: 1920, height: 1080 }) as Media
const desktop = photo('The Kensington drawing room', '/api/media/file/drawing-room.jpg')
const mobile = photo('The Kensington staircase', '/api/media/file/staircase.jpg')

const html = (props: Partial<Parameters<typeof ImageHeader>[0]> = {}) =>
  renderToStaticMarkup(<ImageHeader title="Kensington" desktopImage={desktop} {...props} />)

const imgs = (out: string) => out.match(/<img [^>]*>/g) ?? []

describe('ImageHeader', () => {
  it('holds the page h1 when first, an h2 otherwise', () => {
    expect(html({ isFirst: true })).toMatch(/<h1[^>]*>Kensington<\/h1>/)
    expect(html()).toMatch(/<h2[^>]*>Kensington<\/h2>/)
  })

  it('shows the image with its alt text, eager only as the first module', () => {
    const first = imgs(html({ isFirst: true }))
    expect(first).toHaveLength(1)
    expect(first[0]).toContain('alt="The Kensington drawing room"')
    expect(first[0]).not.toContain('loading="lazy"')
    expect(first[0]).toContain('loading="eager"')
    expect(imgs(html())[0]).toContain('loading="lazy"')
  })

  it('reserves a fixed box per screen class, so the image cannot shift the page', () => {
    expect(html()).toMatch(/class="[^"]*h-\[28rem\][^"]*tab:h-\[32rem\][^"]*xl:h-\[40rem\]/)
  })

  it('uses the phone image under 834 px and the main image from 834 px when both exist', () => {
    const out = html({ mobileImage: mobile })
    expect(imgs(out)).toHaveLength(2)
    expect(out).toMatch(/<div class="absolute inset-0 hidden tab:block"><img [^>]*alt="The Kensington drawing room"/)
    expect(out).toMatch(/<div class="absolute inset-0 tab:hidden"><img [^>]*alt="The Kensington staircase"/)
  })

  it('still shows the title on ink when the image is only an id, and cuts a long subtitle', () => {
    const out = html({ desktopImage: 7, subTitle: 'k'.repeat(760) })
    expect(imgs(out)).toHaveLength(0)
    expect(out).toContain('bg-ink text-white')
    expect(out).toContain(`>${'k'.repeat(750)}...</p>`)
  })

  it('renders nothing without a title', () => {
    expect(html({ title: '' })).toBe('')
  })
})
