// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Media } from '@/payload-types'

import GalleryComponent from './Component'

vi.mock('@/lib/ui/Carousel.client', async () => ({ Carousel: (await import('@/lib/ui/CarouselView.client')).Carousel }))
vi.mock('./Component.client', async () => ({ GalleryTabs: (await import('./GalleryTabs.client')).GalleryTabs }))

const photo = (n: number): Media => ({ id: n, url: `/api/media/file/photo-${n}.jpg`, alt: `Photo ${n}`, width: 1280, height: 720, mimeType: 'image/jpeg', createdAt: '', updatedAt: '' })
const group = { id: 'g', title: 'Fulham', showSlider: true, gallery: [1, 2, 3].map((n) => ({ id: `i${n}`, mediaType: 'image' as const, file: photo(n) })) }
const sizesIn = (layout: 'mobile' | 'wide') => [...document.querySelectorAll(`[data-gallery-layout="${layout}"] img`)].map((img) => img.getAttribute('sizes'))

afterEach(cleanup)

/** The browser picks a file by `sizes`: it must say how wide each item is drawn, or phones get soft pictures. */
describe('Gallery picture sizes', () => {
  it('asks, on phones, for pictures as wide as the swipe row’s items (85% of the screen less its padding)', () => {
    render(<GalleryComponent pattern="two-squares-portrait" groups={[group]} />)
    expect(sizesIn('mobile')).toEqual(['calc(85vw - 41px)', 'calc(85vw - 41px)', 'calc(85vw - 41px)'])
  })

  it('asks, on larger screens, for each slot’s share of the row', () => {
    render(<GalleryComponent pattern="two-squares-portrait" groups={[group]} />)
    const [square, , portrait] = sizesIn('wide')
    expect(square).toBe('(min-width: 1248px) 408px, calc(36.4vw - 47px)')
    expect(portrait).toBe('(min-width: 1248px) 306px, calc(27.3vw - 35px)')
  })

  it('asks for the whole screen for a full-bleed picture', () => {
    render(<GalleryComponent pattern="full-bleed" groups={[group]} />)
    expect(new Set(sizesIn('wide'))).toEqual(new Set(['100vw']))
  })
})
