// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { storedEvent } from './test-support'
import { EventDetail } from './EventDetail'
import { eventView } from './view'

afterEach(cleanup)

const now = new Date('2026-06-01T12:00:00Z')
const show = (over: Parameters<typeof storedEvent>[0] = {}) =>
  render(<EventDetail view={eventView(storedEvent(over), { serverUrl: 'https://club.example', now })} contact={<p>contact panel</p>} />)

describe('EventDetail', () => {
  it('shows the title, when and where, price and who it is for', () => {
    show()
    expect(screen.getByRole('heading', { level: 1, name: 'Clubhouse Summit' })).toBeTruthy()
    expect(screen.getByText('Thursday 2nd July 2026')).toBeTruthy()
    expect(screen.getByText('10:00 - 18:00')).toBeTruthy()
    expect(screen.getByText('The Screening Room')).toBeTruthy()
    expect(screen.getByText(/1 Kensington High Street/)).toBeTruthy()
    expect(screen.getByText('from £195')).toBeTruthy()
    expect(screen.getByText('Members and guests')).toBeTruthy()
    expect(screen.getByText('Talks, dinner and a boat home.')).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Talks', 'Business'])
    expect(screen.getByText('contact panel')).toBeTruthy()
  })

  it('links "Book tickets" to the ticket page and "Add to calendar" to the .ics', () => {
    show()
    const aside = screen.getByRole('complementary', { name: 'Tickets and sharing' })
    expect(within(aside).getByRole('link', { name: 'Book tickets' }).getAttribute('href')).toBe('/event-tickets/clubhouse-summit-25')
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe('/event/clubhouse-summit-25/calendar.ics')
    expect(screen.getByRole('link', { name: 'Share this event' }).getAttribute('href')).toBe('https://club.example/event/clubhouse-summit-25')
  })

  it('shows the SOLD OUT badge and "Sold out" in place of booking', () => {
    show({ eventStatus: 'sold-out' })
    expect(screen.getByText('SOLD OUT')).toBeTruthy()
    expect(screen.getByText('Sold out').getAttribute('aria-disabled')).toBe('true')
    expect(screen.queryByRole('link', { name: 'Book tickets' })).toBeNull()
  })

  it('shows LAST FEW TICKETS while still bookable', () => {
    show({ eventStatus: 'last-few-tickets' })
    expect(screen.getByText('LAST FEW TICKETS')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Book tickets' }).length).toBeGreaterThan(0)
  })

  it('keeps "Book tickets" in a bar on the page’s bottom dock (phones) while tickets are on sale', () => {
    const { container } = show()
    const bar = container.querySelector<HTMLElement>('[data-event-booking-bar]')!
    expect(bar.className).toContain('dock-page')
    expect(bar.className).toContain('tab:hidden')
    expect(within(bar).getByRole('link', { name: 'Book tickets' }).getAttribute('href')).toBe('/event-tickets/clubhouse-summit-25')
    cleanup()
    expect(show({ eventStatus: 'sold-out' }).container.querySelector('[data-event-booking-bar]')).toBeNull()
    cleanup()
    expect(show({ tickets: [] }).container.querySelector('[data-event-booking-bar]')).toBeNull()
  })

  it('offers no booking when tickets are not sold online', () => {
    show({ tickets: [] })
    expect(screen.queryByRole('link', { name: 'Book tickets' })).toBeNull()
    expect(screen.queryByText('Sold out')).toBeNull()
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeTruthy()
  })

  it('names the club and its address when there is no venue', () => {
    show({ venueName: null })
    expect(screen.getByText('Kensington')).toBeTruthy()
    expect(screen.queryByText('Club')).toBeNull()
  })
})
