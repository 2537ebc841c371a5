// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import TourFormBlock from './Component'

// The server action is the network boundary; the block is about what it renders.
vi.mock('@/features/enquiries/actions', () => ({ tourFormAction: vi.fn(), enquiryFormAction: vi.fn() }))

const parse = (html: string) => {
  document.body.innerHTML = html
  return document.body
}

describe('book a tour form block', () => {
  it('offers Club and Corporate, Club first by default, Knightsbridge selected', () => {
    const body = parse(renderToStaticMarkup(<TourFormBlock pagePath="/membership/book-a-tour" />))
    const radios = [...body.querySelectorAll<HTMLInputElement>('input[name="clientType"]')]
    expect(radios.map((r) => [r.value, r.hasAttribute('checked')])).toEqual([
      ['Club', true],
      ['Corporate', false],
    ])
    expect(body.querySelector('select[name="locationId"] option[selected]')!.getAttribute('value')).toBe('15')
    expect(body.querySelector<HTMLInputElement>('input[name="completeLink"]')!.value).toBe('/membership/book-a-tour/complete/')
    expect(body.querySelector<HTMLInputElement>('input[name="sourcePath"]')!.value).toBe('/membership/book-a-tour')
    expect(body.querySelector('details')).toBeNull()
  })

  it('starts on Corporate when staff choose it, and hides the form behind FILL THE FORM when asked', () => {
    const body = parse(renderToStaticMarkup(<TourFormBlock defaultMembership="Corporate" hideFormBehindButton revealButtonText="FILL THE FORM" />))
    expect(body.querySelector<HTMLInputElement>('input[value="Corporate"]')!.hasAttribute('checked')).toBe(true)
    expect(body.querySelector('details > summary')!.textContent).toBe('FILL THE FORM')
    expect(body.querySelector('details form')).not.toBeNull()
  })
})
