import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import GetInTouch from './Component'

const photo = { url: '/media/membership.jpg', alt: 'The Fulham bar at dusk', width: 1200, height: 900 } as unknown as Media
const card = {
  title: 'Membership',
  image: photo,
  buttonOneText: 'Book a tour',
  buttonOneAction: '/membership/book-a-tour',
  buttonTwoText: 'Email us',
  buttonTwoAction: 'mailto:membership@clubhouse.london',
  buttonThreeText: 'Call us',
  buttonThreeAction: 'tel:02071234567',
}

const html = (props: Parameters<typeof GetInTouch>[0]) => renderToStaticMarkup(<GetInTouch {...props} />)

describe('GetInTouch', () => {
  it('shows each card with its title, image and up to three buttons in order, with their actions', () => {
    const out = html({ title: 'Get in touch', items: [card, { title: 'Private hire' }] })
    expect(out).toMatch(/<h2[^>]*>Get in touch<\/h2>/)
    expect(out.match(/<h3/g)).toHaveLength(2)
    expect(out).toContain('alt="The Fulham bar at dusk"')
    expect(out).toMatch(/href="\/membership\/book-a-tour"[^>]*>Book a tour<.*href="mailto:membership@clubhouse.london"[^>]*>Email us<.*href="tel:02071234567"[^>]*>Call us</s)
  })

  it('leaves out a button that lacks its words or its action', () => {
    const out = html({ items: [{ ...card, buttonTwoAction: '', buttonThreeText: null }] })
    expect(out).toContain('Book a tour')
    expect(out).not.toContain('Email us')
    expect(out).not.toContain('Call us')
    expect(out.match(/class="btn /g)).toHaveLength(1)
  })

  it('makes the card titles h2 when the section has no title, so no level is skipped', () => {
    const out = html({ items: [card] })
    expect(out).toMatch(/<h2[^>]*>Membership<\/h2>/)
    expect(out).not.toContain('<h3')
  })

  it('shows the optional call-to-action text and button, cut at 750 characters', () => {
    const long = 'x'.repeat(800)
    const out = html({ items: [{ ...card, ctaText: long, ctaButton: { label: 'Enquire now', link: '/enquire' } }] })
    expect(out).toContain(`${'x'.repeat(750)}...`)
    expect(out).not.toContain('x'.repeat(751))
    expect(out).toMatch(/href="\/enquire"[^>]*>Enquire now</)
  })

  it('shows no call-to-action button without both a label and a link', () => {
    const out = html({ items: [{ ...card, ctaButton: { label: 'Enquire now', link: null } }] })
    expect(out).not.toContain('Enquire now')
  })

  it('loads the first image eagerly only when the block is the first module', () => {
    expect(html({ items: [card, { ...card, title: 'Events' }], isFirst: true }).match(/loading="eager"/g)).toHaveLength(1)
    expect(html({ items: [card] })).not.toContain('loading="eager"')
  })

  it('puts dark buttons on light backgrounds and light buttons on black', () => {
    expect(html({ items: [card], colour: 'black' })).toContain('btn btn-light')
    expect(html({ items: [card], colour: 'pink' })).toContain('btn btn-dark')
  })

  it('renders nothing without a card', () => {
    expect(html({ title: 'Get in touch', items: [] })).toBe('')
    expect(html({})).toBe('')
  })
})
