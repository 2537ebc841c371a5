// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Media } from '@/payload-types'

import GalleryComponent from './Component'
import type { GalleryPattern } from './config'

// The lazy wrappers only split the bundle; these tests render the implementations they load.
vi.mock('@/lib/ui/Carousel.client', async () => ({ Carousel: (await import('@/lib/ui/CarouselView.client')).Carousel }))
vi.mock('./Component.client', async () => ({ GalleryTabs: (await import('./GalleryTabs.client')).GalleryTabs }))

const photo = (n: number): Media => ({ id: n, url: `/api/media/file/photo-${n}.jpg`, alt: `Photo ${n}`, width: 1200, height: 1200, mimeType: 'image/jpeg', createdAt: '', updatedAt: '' })
const items = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({ id: `i${from + i}`, mediaType: 'image' as const, file: photo(from + i), caption: `Caption ${from + i}` }))
const group = (title: string, count: number, extra: Record<string, unknown> = {}) => ({ id: title, title, gallery: items(count), showSlider: true, ...extra })

type Props = Parameters<typeof GalleryComponent>[0]
const html = (props: Props) => renderToStaticMarkup(<GalleryComponent pattern="four-squares" {...props} />)
const layout = (name: 'mobile' | 'wide') => document.querySelector(`[data-gallery-layout="${name}"]`) as HTMLElement

afterEach(cleanup)

describe('Gallery', () => {
  it('shows only the first 10 items of a group, on phones and on larger screens', () => {
    render(<GalleryComponent pattern="four-squares" groups={[group('Fulham', 12)]} />)
    const mobile = within(layout('mobile')).getAllByRole('listitem')
    expect(mobile).toHaveLength(10)
    expect(mobile.at(-1)!.textContent).toContain('Caption 10')
    expect(layout('wide').querySelectorAll('figure')).toHaveLength(10)
    expect(document.body.textContent).not.toContain('Caption 11')
  })

  it('cuts captions at 30 characters plus "..." and descriptions at 750', () => {
    const long = 'The terrace at sunset over the Thames'
    const exactly30 = 'A'.repeat(30)
    const description = 'd'.repeat(800)
    const out = html({
      groups: [
        {
          title: 'Fulham',
          description,
          gallery: [
            { mediaType: 'image', file: photo(1), caption: long, description },
            { mediaType: 'image', file: photo(2), caption: exactly30 },
          ],
        },
      ],
    })
    expect(out).toContain(`${long.slice(0, 30)}...`)
    expect(out).not.toContain(long)
    expect(out).toContain(`${exactly30}<`)
    expect(out).not.toContain(`${exactly30}...`)
    expect(out).toContain(`${'d'.repeat(750)}...`)
    expect(out).not.toContain('d'.repeat(751))
  })

  it.each<[GalleryPattern, number[], string[], string]>([
    ['full-bleed', [1, 1, 1, 1, 1], ['wide'], 'grid-cols-1'],
    ['four-squares', [4, 1], ['square', 'square', 'square', 'square'], 'grid-cols-4'],
    ['two-squares-portrait', [3, 2], ['square', 'square', 'portrait'], 'grid-cols-[4fr_4fr_3fr]'],
    ['portrait-two-squares', [3, 2], ['portrait', 'square', 'square'], 'grid-cols-[3fr_4fr_4fr]'],
  ])('lays out %s in rows of the pattern', (pattern, rowSizes, slots, grid) => {
    render(<GalleryComponent pattern={pattern} groups={[group('Fulham', 5)]} />)
    const rows = [...layout('wide').querySelectorAll(`[data-pattern="${pattern}"]`)]
    expect(rows.map((row) => row.children.length)).toEqual(rowSizes)
    expect([...rows[0]!.children].map((cell) => cell.getAttribute('data-slot'))).toEqual(slots)
    expect(rows[0]!.className).toContain(grid)
    const aspect = { wide: 'aspect-[16/9]', square: 'aspect-square', portrait: 'aspect-[3/4]' } as const
    for (const [i, slot] of slots.entries()) expect(rows[0]!.children[i]!.innerHTML).toContain(aspect[slot as keyof typeof aspect])
  })

  it('lets full-bleed rows span the whole width while the others stay in the page column', () => {
    render(<GalleryComponent pattern="full-bleed" groups={[group('Fulham', 2, { showSlider: false })]} />)
    expect(layout('wide').querySelector('[data-pattern]')!.parentElement!.parentElement!.className).toBe('')
    cleanup()
    render(<GalleryComponent pattern="four-squares" groups={[group('Fulham', 2, { showSlider: false })]} />)
    expect(layout('wide').querySelector('[data-pattern]')!.parentElement!.parentElement!.className).toContain('site-edge')
  })

  it('shows one tab per group on larger screens, switching panels by click and arrow keys', async () => {
    render(<GalleryComponent title="Our clubs" groups={[group('Fulham', 2), group('Knightsbridge', 3), group('City', 1)]} />)
    const tabs = within(layout('wide')).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Fulham', 'Knightsbridge', 'City'])
    expect(within(layout('wide')).getByRole('tablist').getAttribute('aria-label')).toBe('Our clubs: groups')
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true')
    expect(within(layout('wide')).getByRole('tabpanel').querySelector('[data-gallery-group]')!.getAttribute('data-gallery-group')).toBe('Fulham')

    fireEvent.mouseDown(tabs[1]!)
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true')
    expect(within(layout('wide')).getByRole('tabpanel').querySelectorAll('figure')).toHaveLength(3)

    act(() => tabs[1]!.focus())
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' })
    // The arrow key moves focus and the selection together.
    await waitFor(() => expect(tabs[2]!.getAttribute('aria-selected')).toBe('true'))
    expect(document.activeElement).toBe(tabs[2])
    expect(within(layout('wide')).getByRole('tabpanel').textContent).toContain('Caption 1')
  })

  it('shows no tabs for a single group, but its title as a heading', () => {
    render(<GalleryComponent title="Fulham" groups={[group('The Terrace', 3)]} />)
    expect(screen.queryByRole('tab')).toBeNull()
    expect(within(layout('wide')).getByRole('heading', { level: 3 }).textContent).toBe('The Terrace')
  })

  it('puts each group of a phone in a horizontal, swipeable list under its own heading', () => {
    render(<GalleryComponent groups={[group('Fulham', 3), group('Kensington', 2)]} />)
    const mobile = layout('mobile')
    expect(mobile.className).toContain('tab:hidden')
    expect(layout('wide').className).toContain('hidden tab:block')
    expect(within(mobile).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Fulham', 'Kensington'])
    const sliders = within(mobile).getAllByRole('region')
    expect(sliders.map((r) => r.getAttribute('aria-label'))).toEqual(['Fulham: row of pictures', 'Kensington: row of pictures'])
    expect(sliders[0]!.className).toContain('overflow-x-auto')
    expect(sliders[0]!.className).toContain('snap-x')
    expect(sliders[0]!.getAttribute('tabindex')).toBe('0')
    expect(within(sliders[0]!).getAllByRole('listitem')).toHaveLength(3)
  })

  it('uses a slideshow of rows when showSlider is on, and stacks the rows when it is off', () => {
    render(<GalleryComponent pattern="four-squares" groups={[group('Fulham', 9)]} />)
    const carousel = within(layout('wide')).getByRole('region', { name: 'Fulham: pictures' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3)
    cleanup()
    render(<GalleryComponent pattern="four-squares" groups={[group('Fulham', 9, { showSlider: false })]} />)
    expect(layout('wide').querySelector('[data-carousel]')).toBeNull()
    expect(layout('wide').querySelectorAll('[data-pattern]')).toHaveLength(3)
  })

  it('describes pictures with the item’s alt text, else the file’s, and loads them lazily', () => {
    const out = html({ groups: [{ title: 'Fulham', gallery: [{ mediaType: 'image', file: photo(1), altText: 'The bar at dusk' }, { mediaType: 'image', file: photo(2) }] }] })
    expect(out).toContain('alt="The bar at dusk"')
    expect(out).toContain('alt="Photo 2"')
    expect(out).not.toContain('loading="eager"')
  })

  it('plays uploaded and on-site videos in place and links to videos elsewhere', () => {
    const video: Media = { id: 9, url: '/api/media/file/tour.mp4', alt: 'Tour', mimeType: 'video/mp4', createdAt: '', updatedAt: '' }
    const out = html({
      groups: [
        {
          title: 'Fulham',
          gallery: [
            { mediaType: 'video', file: video, altText: 'A tour of the club' },
            { mediaType: 'video', mediaItemUrl: '/videos/pool.mp4' },
            { mediaType: 'video', mediaItemUrl: 'https://vimeo.com/123', altText: 'The summit' },
          ],
        },
      ],
    })
    expect(out).toMatch(/<video controls=""[^>]*aria-label="A tour of the club"[^>]*><source src="\/api\/media\/file\/tour.mp4" type="video\/mp4"/)
    expect(out).toContain('<source src="/videos/pool.mp4"')
    expect(out).toMatch(/<a href="https:\/\/vimeo.com\/123" target="_blank" rel="noopener noreferrer"/)
    expect(out).toContain('Watch the video: The summit')
    expect(out).not.toContain('<iframe')
  })

  it('skips items without media and groups without items, and renders nothing when nothing is left', () => {
    const out = html({ groups: [{ title: 'Fulham', gallery: [{ mediaType: 'image', file: 4 }, ...items(1)] }, { title: 'Empty', gallery: [] }] })
    expect(out.match(/<figure/g)).toHaveLength(2) // one item, once per layout
    expect(out).not.toContain('Empty')
    expect(html({ groups: [] })).toBe('')
    expect(html({})).toBe('')
  })

  it('keeps the section heading an h2 and the group headings one level under it', () => {
    const out = html({ title: 'Inside the clubs', groups: [group('Fulham', 1), group('City', 1)] })
    expect(out).toMatch(/<h2[^>]*>Inside the clubs<\/h2>/)
    expect(out).toMatch(/<h3[^>]*>Fulham<\/h3>/)
  })
})
