// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { COPIED_TEXT, ShareLink } from '@/features/events/components/ShareLink.client'
import type { Event } from '@/payload-types'

import FeaturedEvent from './Component'

const load = vi.hoisted(() => ({ featuredEvent: vi.fn() }))
vi.mock('@/features/events/featured.server', () => load)

const club = { id: 1, name: 'Fulham', address: '12 Fulham Road\nLondon SW6 1AA', locationId: 5, updatedAt: '', createdAt: '' }
const media = (name: string) => ({ id: 1, url: `/api/media/file/${name}.jpg`, alt: `Picture ${name}`, width: 1200, height: 900, updatedAt: '', createdAt: '' })

const event = (overrides: Partial<Event> = {}): Event => ({
  id: 7,
  title: 'Summer Party',
  slug: 'summer-party-fulham',
  startsAt: '2027-07-10T18:00:00.000Z',
  endsAt: '2027-07-10T22:30:00.000Z',
  club,
  eventStatus: 'on-sale',
  eventType: 'members-and-guests',
  eventPrice: 45,
  venueName: 'The Terrace',
  venueAddress: null,
  description: 'Card text',
  shortDescription: 'Cocktails and a live band on the terrace.',
  headerImage: media('header'),
  coverImage: media('cover'),
  shareLink: null,
  updatedAt: '',
  createdAt: '',
  ...overrides,
})

const html = async (props: Parameters<typeof FeaturedEvent>[0]) => renderToStaticMarkup(await FeaturedEvent(props))
const base = { title: 'Featured', selection: 'next' as const, buttonText: 'View full details', showShareLink: true }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  load.featuredEvent.mockReset()
})

describe('FeaturedEvent', () => {
  it('shows the label, the event, its London date and time, price, description, venue and button', async () => {
    load.featuredEvent.mockResolvedValue({ event: event(), note: null })
    const out = await html(base)
    expect(out).toContain('>Featured</p>')
    expect(out).toMatch(/<h2[^>]*>Summer Party<\/h2>/)
    expect(out).toContain('Saturday 10th July 2027')
    expect(out).toContain('19:00 - 23:30')
    expect(out).toContain('from £45')
    expect(out).toContain('Cocktails and a live band on the terrace.')
    expect(out).toMatch(/<address[^>]*>.*The Terrace.*12 Fulham Road<br\/>London SW6 1AA<\/address>/)
    expect(out).toContain('cover.jpg')
    expect(out).toMatch(/<a[^>]*href="\/event\/summer-party-fulham\/?"[^>]*>View full details<\/a>/)
    expect(out).toMatch(/<a[^>]*href="\/event\/summer-party-fulham\/?"[^>]*data-share-link=""[^>]*>Share this event<\/a>/)
  })

  it('falls back to the header picture, leaves out a missing price and can hide the share link', async () => {
    load.featuredEvent.mockResolvedValue({ event: event({ coverImage: null, eventPrice: null }), note: null })
    const out = await html({ ...base, showShareLink: false, isFirst: true })
    expect(out).toContain('header.jpg')
    expect(out).not.toContain('from £')
    expect(out).not.toContain('Share this event')
    expect(out).toMatch(/<h1[^>]*>Summer Party<\/h1>/)
  })

  it('asks for the chosen event', async () => {
    load.featuredEvent.mockResolvedValue({ event: event(), note: null })
    await html({ ...base, selection: 'chosen', eventSlug: 'summer-party-fulham' })
    expect(load.featuredEvent).toHaveBeenCalledWith('chosen', 'summer-party-fulham')
  })

  it('renders nothing for visitors without an event, and tells previewing staff why', async () => {
    load.featuredEvent.mockResolvedValue({ event: null, note: null })
    expect(await html(base)).toBe('')
    expect(await html({ ...base, preview: true })).toContain('there is no upcoming event to show')
  })

  it('tells previewing staff when the chosen event gave way to the next one', async () => {
    load.featuredEvent.mockResolvedValue({ event: event(), note: 'Featured event: “gone” has already started, so the next upcoming event shows instead.' })
    expect(await html({ ...base, preview: true })).toContain('has already started')
    expect(await html(base)).not.toContain('has already started')
  })
})

describe('ShareLink', () => {
  it('copies the event page’s full address and says "Link copied" when the device cannot share', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } })
    render(<ShareLink href="/event/summer-party-fulham/" title="Summer Party" />)
    fireEvent.click(screen.getByRole('link', { name: 'Share this event' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(COPIED_TEXT))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/event/summer-party-fulham/`)
  })

  it('opens the share sheet where there is one, with the staff’s share link', async () => {
    const share = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, share })
    render(<ShareLink href="https://club.example/summer" title="Summer Party" />)
    fireEvent.click(screen.getByRole('link', { name: 'Share this event' }))
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Summer Party', url: 'https://club.example/summer' }))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('shows the address to copy by hand when copying is refused', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } })
    render(<ShareLink href="/event/x/" title="X" />)
    fireEvent.click(screen.getByRole('link', { name: 'Share this event' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Copy this link: ${window.location.origin}/event/x/`))
  })
})
