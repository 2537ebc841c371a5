// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Media } from '@/payload-types'

import OfferBlock from './Component'

const topImage = { id: 1, url: '/media/fulham-terrace.jpg', alt: 'The Fulham terrace in summer', width: 1200, height: 900 } as Media
const brochure = { id: 2, url: '/media/offer-brochure.pdf', alt: 'Offer brochure', width: null, height: null } as Media
const icon = { id: 3, url: '/media/tick.svg', alt: 'Tick', width: 32, height: 32 } as Media
const base = { title: 'Join this summer', buttonText: 'Enquire now' }

const html = (props: Parameters<typeof OfferBlock>[0]) => renderToStaticMarkup(<OfferBlock {...props} />)

describe('OfferBlock content', () => {
  it('shows the image, title, text, bullet rows with icons, price rows and small print', () => {
    const out = html({
      ...base,
      bodyText: 'Four clubs, one membership.',
      topImage,
      iconTextRepeater: [{ pointText: 'Access to all four clubs', icon }, { pointText: 'Free gym classes' }],
      joiningFee: 'Joining fee',
      joiningFeePrice: 'Waived',
      membershipPrice: 'Membership',
      membershipPricePrice: 'from £195 per month',
      bottomText: 'Offer ends 31 August.',
    })
    expect(out).toContain('alt="The Fulham terrace in summer"')
    expect(out).toContain('loading="lazy"')
    expect(out).toContain('<h2')
    expect(out).toContain('Four clubs, one membership.')
    expect(out.match(/<li/g)).toHaveLength(2)
    expect(out).toMatch(/<li[^>]*><span aria-hidden="true"[^>]*><img[^>]*src="[^"]*tick.svg[^"]*"[^>]*><\/span><span>Access to all four clubs<\/span><\/li>/)
    expect(out).toMatch(/<li[^>]*><span aria-hidden="true" class="block size-2[^"]*"><\/span><span>Free gym classes<\/span>/)
    expect(out).toMatch(/<dt[^>]*>Joining fee<\/dt><dd[^>]*>Waived<\/dd>/)
    expect(out).toMatch(/<dt[^>]*>Membership<\/dt><dd[^>]*>from £195 per month<\/dd>/)
    expect(out.indexOf('Enquire now')).toBeLessThan(out.indexOf('Offer ends 31 August.'))
  })

  it('shows only the price rows that have a price, with default labels', () => {
    const out = html({ ...base, membershipPricePrice: '£250 per month' })
    expect(out.match(/<dt/g)).toHaveLength(1)
    expect(out).toMatch(/<dt[^>]*>Membership<\/dt><dd[^>]*>£250 per month<\/dd>/)
    expect(html(base)).not.toContain('<dl')
  })

  it('puts the image on the right by default and on the left when asked', () => {
    expect(html({ ...base, topImage })).toMatch(/data-image-side="right" class="tab:order-last"/)
    expect(html({ ...base, topImage, imageOnLeft: true })).toMatch(/data-image-side="left" class=""/)
  })

  it('uses a pink background when the background colour is on, white otherwise', () => {
    expect(html({ ...base, backgroundColourAsBoolean: true })).toContain('bg-blush')
    expect(html(base)).toContain('bg-white')
  })

  it('labels the Fulham offer', () => {
    expect(html({ ...base, isFulhamOfferPage: true })).toMatch(/<p[^>]*>Fulham<\/p><h2/)
    expect(html(base)).not.toContain('>Fulham<')
  })

  it('renders nothing without a title', () => {
    expect(html({ bodyText: 'No title' })).toBe('')
  })
})

describe('OfferBlock button', () => {
  it('navigates to the link when the action is link', () => {
    const out = html({ ...base, buttonAction: 'link', buttonLink: '/membership/apply' })
    expect(out).toMatch(/<a [^>]*href="\/membership\/apply"[^>]*>Enquire now<\/a>/)
    expect(out).not.toContain('target="_blank"')
    expect(out).not.toContain('<button')
  })

  it('opens the file in a new tab when the action is file', () => {
    const out = html({ ...base, buttonAction: 'file', buttonFile: brochure })
    expect(out).toContain(
      '<a href="/media/offer-brochure.pdf" target="_blank" rel="noopener noreferrer" class="btn btn-dark">Enquire now<span class="sr-only"> (opens in a new tab)</span></a>',
    )
  })

  it('shows no button when its text, link or file is missing', () => {
    expect(html({ ...base, buttonAction: 'link' })).not.toMatch(/<a |<button/)
    expect(html({ ...base, buttonAction: 'file', buttonFile: 2 })).not.toMatch(/<a |<button/)
    expect(html({ title: 'Offer', buttonAction: 'scroll' })).not.toMatch(/<a |<button/)
  })

  it('is a button (not a link) that scrolls by default', () => {
    expect(html(base)).toContain('<button type="button" class="btn btn-dark">Enquire now</button>')
  })
})

describe('OfferBlock scroll button', () => {
  let scrollTo: ReturnType<typeof vi.fn>
  let reduced = false

  const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  const click = (pagePath?: string) => {
    render(<OfferBlock {...base} buttonAction="scroll" pagePath={pagePath} />)
    fireEvent.click(screen.getByRole('button', { name: 'Enquire now' }))
  }

  beforeEach(() => {
    scrollTo = vi.fn()
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo
    reduced = false
    window.matchMedia = vi.fn((query: string) => ({ matches: reduced && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia
  })
  afterEach(cleanup)

  const cases = [
    ['/fulham', 375, 2120],
    ['/fulham', 833, 2120],
    ['/fulham', 834, 2412],
    ['/fulham', 1279, 2412],
    ['/fulham', 1280, 2500],
    ['/networking-membership', 375, 1600],
    ['/networking-membership', 1000, 1912],
    ['/networking-membership', 1440, 1550],
  ] as const

  for (const [path, width, top] of cases) {
    it(`scrolls to ${top} on ${path} at ${width} px`, () => {
      setWidth(width)
      click(path)
      expect(scrollTo).toHaveBeenCalledWith({ top, behavior: 'smooth' })
    })
  }

  it('jumps without smooth scrolling under prefers-reduced-motion', () => {
    reduced = true
    setWidth(1440)
    click('/fulham')
    expect(scrollTo).toHaveBeenCalledWith({ top: 2500, behavior: 'auto' })
  })

  it('falls back to the current location when the page path is not given', () => {
    window.history.replaceState(null, '', '/networking-membership')
    setWidth(375)
    click()
    expect(scrollTo).toHaveBeenCalledWith({ top: 1600, behavior: 'smooth' })
  })

  it('is operable from the keyboard as a native button', () => {
    setWidth(375)
    render(<OfferBlock {...base} pagePath="/fulham" />)
    const button = screen.getByRole('button', { name: 'Enquire now' })
    button.focus()
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('type')).toBe('button')
  })
})
