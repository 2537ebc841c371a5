import { describe, expect, it } from 'vitest'

import { eventsTeamContacts } from './team-contacts'

describe('the events team’s urgent contacts', () => {
  it('are the footer’s e-mail labelled Events and its events WhatsApp', () => {
    const footer = {
      enquiry: {
        emails: [
          { label: 'Membership', email: 'membership@clubhouse.london' },
          { label: ' events ', email: 'events@clubhouse.london' },
        ],
        eventsWhatsapp: ' +44 7700 900123 ',
      },
    }
    expect(eventsTeamContacts(footer)).toEqual({ email: 'events@clubhouse.london', whatsapp: '+44 7700 900123' })
  })

  it('are missing, not blank, when staff left them out', () => {
    expect(eventsTeamContacts({ enquiry: { emails: [{ label: 'Offices', email: 'offices@clubhouse.london' }], eventsWhatsapp: '  ' } })).toEqual({ email: null, whatsapp: null })
    expect(eventsTeamContacts({ enquiry: {} })).toEqual({ email: null, whatsapp: null })
    expect(eventsTeamContacts(null)).toEqual({ email: null, whatsapp: null })
  })
})
