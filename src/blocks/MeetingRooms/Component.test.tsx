// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { renderToReadableStream } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { MeetingRoomGroup } from '@/features/meeting-rooms/group'
import { groupByClubLocation } from '@/features/meeting-rooms/group'
import type { ShellData } from '@/features/shell/types'
import type { Club, Media, MeetingRoom } from '@/payload-types'

import MeetingRoomsComponent from './Component'

const load = vi.hoisted(() => vi.fn<() => Promise<MeetingRoomGroup[]>>())
vi.mock('@/features/meeting-rooms/queries.server', () => ({ getMeetingRoomGroups: load }))
// Each card's enquiry form posts to a server action, tested on its own.
vi.mock('@/features/enquiries/components/contact/action', () => ({ contactFormAction: vi.fn() }))

const photo = (name: string): Media =>
  ({ id: name.length, url: `/api/media/file/${name}.jpg`, alt: name, width: 1280, height: 720, mimeType: 'image/jpeg' }) as Media
const club = (id: number, name: string, phone: string) => ({ id, name, phone, address: '', locationId: id }) as Club
const fulham = club(5, 'Fulham', '020 7123 4505')
const city = club(8, 'City', '020 7123 4508')
const kensington = club(14, 'Kensington', '020 7123 4514')

let nextId = 1
const room = (name: string, clubLocation: Club, extra: Partial<MeetingRoom> = {}) =>
  ({ id: nextId++, meetingRoomName: name, clubLocation, capacity: 8, featuredImage: photo(`${name} wide`), ...extra }) as MeetingRoom

const rooms = groupByClubLocation([
  room('The Vault', city, {
    linenumber: 2,
    capacity: 14,
    pricePerHour: 120,
    pricePerDay: 850,
    longDescription: 'A boardroom below street level.\n\nNo windows, no distractions.',
    info: [{ feature: '75-inch screen' }, { feature: 'Video conferencing' }],
    mobileImages: [photo('The Vault tall')],
  }),
  room('The Study', city, { linenumber: 1, capacity: 1, pricePerDay: 1200 }),
  room('Garden Room', fulham, { capacity: 20, pricePerHour: 37.5 }),
  room('Library', kensington),
])

/** The site's settings and footer, as the page hands them to its blocks. */
const SHELL = {
  settings: { phoneNumber: '020 7123 4567' },
  footer: { enquiry: { phone: '020 7123 4500' }, locations: [fulham, city, kensington] },
  menus: {},
} as unknown as ShellData

/**
 * Puts streamed content where React's inline script would: a large boundary (the rooms, with each
 * card's enquiry form for visitors without JavaScript) arrives after its fallback, in a hidden div.
 */
function revealStreamed() {
  for (const template of document.querySelectorAll('template[id^="B:"]')) {
    const segment = document.getElementById(`S:${template.id.slice(2)}`)
    if (!segment) continue
    const parent = template.parentNode!
    let node = template.nextSibling
    while (node && !(node.nodeType === Node.COMMENT_NODE && (node as Comment).data === '/$')) {
      const next = node.nextSibling
      parent.removeChild(node)
      node = next
    }
    while (segment.firstChild) parent.insertBefore(segment.firstChild, node)
    template.remove()
    segment.remove()
  }
}

/** Server output, streamed components included, as a visitor's browser would hold it. */
async function show(props: Parameters<typeof MeetingRoomsComponent>[0]) {
  const { prelude } = await prerender(<MeetingRoomsComponent shell={SHELL} {...props} />)
  document.body.innerHTML = await new Response(prelude).text()
  revealStreamed()
}

const clubHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

beforeEach(() => {
  load.mockResolvedValue(rooms)
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('MeetingRooms', () => {
  it('shows the rooms under a heading per club, clubs in name order, rooms in line-number order', async () => {
    await show({ title: 'Meeting rooms' })
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toBe('Meeting rooms')
    expect(clubHeadings()).toEqual(['City', 'Fulham', 'Kensington'])
    const cityRooms = within(document.getElementById('city')!).getAllByRole('heading', { level: 4 })
    expect(cityRooms.map((h) => h.textContent)).toEqual(['The Study', 'The Vault'])
  })

  it('gives each room its capacity, prices, description and features', async () => {
    await show({})
    const vault = screen.getByRole('article', { name: 'The Vault' })
    expect(within(vault).getByText('Up to 14 people')).toBeTruthy()
    expect(within(vault).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '£120 per hour',
      '£850 per day',
      '75-inch screen',
      'Video conferencing',
    ])
    expect(within(vault).getByText('No windows, no distractions.')).toBeTruthy()
    const study = screen.getByRole('article', { name: 'The Study' })
    expect(within(study).getByText('Up to 1 person')).toBeTruthy()
    expect(within(study).getByRole('list', { name: 'Prices' }).textContent).toBe('£1,200 per day')
    expect(within(screen.getByRole('article', { name: 'Garden Room' })).getByText('£37.50 per hour')).toBeTruthy()
    expect(within(screen.getByRole('article', { name: 'Library' })).queryByRole('list')).toBeNull()
  })

  it('shows the phone crop of a picture on small screens and the featured image elsewhere', async () => {
    await show({})
    const vault = screen.getByRole('article', { name: 'The Vault' })
    const sources = [...vault.querySelectorAll('picture source')]
    expect(sources.map((s) => s.getAttribute('media'))).toEqual(['(min-width: 834px)', '(max-width: 833.98px)'])
    expect(sources[0]!.getAttribute('srcset')).toContain('The%20Vault%20wide')
    expect(sources[1]!.getAttribute('srcset')).toContain('The%20Vault%20tall')
    const study = screen.getByRole('article', { name: 'The Study' })
    expect(study.querySelector('picture')).toBeNull()
    expect(within(study).getByRole('img', { name: 'The Study wide' })).toBeTruthy()
  })

  it('gives each room an ENQUIRE button for that room at its club (issue 17)', async () => {
    await show({ pagePath: '/meeting-rooms' })
    const vault = screen.getByRole('article', { name: 'The Vault' })
    // Before the page's JavaScript runs, the button is a link to the inline copy of the form.
    const enquire = within(vault).getByRole('link', { name: 'ENQUIRE about The Vault, City' })
    const anchor = enquire.getAttribute('href')!
    expect(anchor).toMatch(/^#office-enquiry-room-\d+$/)
    const inline = document.getElementById(anchor.slice(1))!
    // Seen: the heading; heard: the heading and the room, so each room's section has a name of its own.
    const heading = inline.querySelector('h2')!
    expect([...heading.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('sr-only'))).map((n) => n.textContent).join('')).toBe('MEETING ROOM ENQUIRY')
    expect(within(vault.ownerDocument.body).getByRole('region', { name: 'MEETING ROOM ENQUIRY about The Vault, City' })).toBe(inline)
    expect(inline.querySelector('[data-contact-subject]')!.textContent).toBe('Your enquiry is aboutThe Vault, City')
    const hidden = (name: string) => inline.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value
    expect(hidden('queryOrigin')).toBe('Meeting room: The Vault, City')
    expect(hidden('sourcePath')).toBe('/meeting-rooms')
    expect(within(screen.getByRole('article', { name: 'Garden Room' })).getByRole('link', { name: 'ENQUIRE about Garden Room, Fulham' })).toBeTruthy()
  })

  it('links a chip per club to its group, so /meeting-rooms#fulham works without JavaScript', async () => {
    await show({})
    const chips = within(screen.getByRole('navigation', { name: 'Meeting rooms by club' })).getAllByRole('link')
    expect(chips.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['City', '#city'],
      ['Fulham', '#fulham'],
      ['Kensington', '#kensington'],
    ])
    for (const chip of chips) expect(document.getElementById(chip.getAttribute('href')!.slice(1))?.tagName).toBe('SECTION')
  })

  it('puts the club the visitor came from (?club=) first, chips included', async () => {
    await show({ searchParams: { club: 'Kensington' } })
    expect(clubHeadings()).toEqual(['Kensington', 'City', 'Fulham'])
    const chips = within(screen.getByRole('navigation')).getAllByRole('link')
    expect(chips.map((a) => a.textContent)).toEqual(['Kensington', 'City', 'Fulham'])
    await show({ searchParams: { club: ['fulham', 'city'] } })
    expect(clubHeadings()).toEqual(['Fulham', 'City', 'Kensington'])
    await show({ searchParams: { club: 'mayfair' } })
    expect(clubHeadings()).toEqual(['City', 'Fulham', 'Kensington'])
  })

  it('sends the rooms in place in the first HTML, so they show without JavaScript (no loading state streamed)', async () => {
    let arrive!: (groups: MeetingRoomGroup[]) => void
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)))
    const stream = renderToReadableStream(<MeetingRoomsComponent title="Meeting rooms" />)
    setTimeout(() => arrive(rooms), 20)
    const html = await new Response(await stream).text()
    expect(html).toContain('Meeting rooms</h2>')
    expect(html).toContain('The Vault')
    expect(html).not.toContain('Loading meeting rooms…')
    // A streamed boundary leaves a <template> where its content should be and the content hidden.
    expect(html).not.toContain('<template')
    expect(html).not.toContain('hidden id="S:')
  })

  it('says so, with a number to call, when the rooms cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    load.mockRejectedValue(new Error('database unreachable'))
    await show({ title: 'Meeting rooms' })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('We couldn’t load the meeting rooms just now. Please refresh the page, or call us on 020\u00a07123\u00a04500.')
    expect(within(alert).getByRole('link', { name: '020\u00a07123\u00a04500' }).getAttribute('href')).toBe('tel:02071234500')
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toBe('Meeting rooms')
    expect(error).toHaveBeenCalledWith('Meeting rooms failed:', expect.any(Error))
  })

  it('offers the visitor’s own club’s number, and no number at all when none can be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    load.mockRejectedValue(new Error('database unreachable'))
    await show({ searchParams: { club: 'fulham' } })
    expect(screen.getByRole('alert').textContent).toContain('call us on 020\u00a07123\u00a04505.')
    // A page that could not read its settings either hands its blocks none.
    await show({ shell: undefined })
    expect(screen.getByRole('alert').textContent).toBe('We couldn’t load the meeting rooms just now. Please refresh the page.')
  })

  it('says the rooms are coming soon when there are none', async () => {
    load.mockResolvedValue([])
    await show({})
    expect(screen.getByText('Our meeting rooms will be listed here soon.')).toBeTruthy()
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
