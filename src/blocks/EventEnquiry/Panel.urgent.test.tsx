import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { ShellData } from '@/features/shell/types'

import { EventEnquiryPanel } from './Panel'

// The panel itself is tested in Panel.test.tsx; here only which urgent contacts it is given.
vi.mock('@/features/enquiries/components/contact/ContactBlockPanel', () => ({
  ContactBlockPanel: ({ urgent }: { urgent: unknown }) => <pre>{JSON.stringify(urgent)}</pre>,
}))

const shell = {
  footer: { enquiry: { emails: [{ label: 'Events', email: 'events@clubhouse.london' }], eventsWhatsapp: '+44 7700 900123' } },
} as unknown as ShellData

const urgentOf = (html: string) => JSON.parse(html.replace(/^<pre>|<\/pre>$/g, '').replaceAll('&quot;', '"')) as unknown

describe('event enquiry: urgent contacts (spec 000: by e-mail or WhatsApp)', () => {
  it('are the events team’s from the footer when the module names none', () => {
    const html = renderToStaticMarkup(<EventEnquiryPanel id="ev1" queryOrigin="Terrace" shell={shell} />)
    expect(urgentOf(html)).toEqual({ email: 'events@clubhouse.london', whatsapp: '+44 7700 900123' })
  })

  it('are the module’s own where staff typed them', () => {
    const html = renderToStaticMarkup(<EventEnquiryPanel id="ev1" queryOrigin="Terrace" shell={shell} urgentEmail="terrace@clubhouse.london" urgentWhatsapp="+44 7700 900999" />)
    expect(urgentOf(html)).toEqual({ email: 'terrace@clubhouse.london', whatsapp: '+44 7700 900999' })
    const blank = renderToStaticMarkup(<EventEnquiryPanel id="ev1" queryOrigin="Terrace" shell={shell} urgentEmail=" " urgentWhatsapp="" />)
    expect(urgentOf(blank)).toEqual({ email: 'events@clubhouse.london', whatsapp: '+44 7700 900123' })
  })

  it('are absent without either', () => {
    expect(urgentOf(renderToStaticMarkup(<EventEnquiryPanel id="ev1" queryOrigin="Terrace" />))).toEqual({ email: null, whatsapp: null })
  })
})
