// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { ENQUIRY_FORM_ANCHOR } from '@/lib/ui/page-anchors'

import EnquiryFormBlock from './Component'

// The server action is the network boundary; the block is about what it renders.
vi.mock('@/features/enquiries/actions', () => ({ tourFormAction: vi.fn(), enquiryFormAction: vi.fn() }))

const block = { title: 'Enquire about membership', variant: 'social' as const }
const parse = (html: string) => {
  document.body.innerHTML = html
  return document.body
}

describe('enquiry form block', () => {
  it('carries the sticky button’s anchor on the terrace and conferencing pages only', () => {
    for (const pagePath of ['/knightsbridge/terrace-private-events', '/kensington/conferencing', '/city/terrace-and-private-events']) {
      expect(parse(renderToStaticMarkup(<EnquiryFormBlock {...block} pagePath={pagePath} />)).querySelector('section')!.id, pagePath).toBe(ENQUIRY_FORM_ANCHOR)
    }
    expect(parse(renderToStaticMarkup(<EnquiryFormBlock {...block} pagePath="/styleguide" />)).querySelector('section')!.id).toBe('')
  })

  it('fills what staff left empty with the back office’s defaults, and sends the page it is on', () => {
    const body = parse(renderToStaticMarkup(<EnquiryFormBlock variant="club" pagePath="/membership" />))
    expect(body.querySelector('h2')!.textContent).toBe('Enquire about membership')
    expect(body.textContent).toContain('I consent to electronic communications for the purpose of membership.')
    expect(body.querySelector('a[href="/terms-and-conditions/"]')!.textContent).toContain('See T&Cs')
    expect(body.querySelector('button[type="submit"]')!.textContent).toBe('Send Enquiry')
    expect(body.querySelector<HTMLInputElement>('input[name="sourcePath"]')!.value).toBe('/membership')
    expect(body.querySelector<HTMLInputElement>('input[name="enquiryType"]')!.value).toBe('club')
    expect(body.querySelector('select[name="locationId"] option[selected]')!.getAttribute('value')).toBe('5')
  })

  it('selects the block’s home club and shows the Social fields', () => {
    const club = { id: 3, name: 'City', locationId: 8 }
    const body = parse(renderToStaticMarkup(<EnquiryFormBlock {...block} defaultClub={club as never} pagePath="/" />))
    expect(body.querySelector('select[name="locationId"] option[selected]')!.getAttribute('value')).toBe('8')
    expect(body.querySelector('input[name="instagramAccount"]')).not.toBeNull()
  })
})
