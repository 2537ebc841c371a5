import { describe, expect, it } from 'vitest'

import { MESSAGES } from './constants'
import { enquiryFormAction, tourFormAction } from './actions'
import { IDLE } from './components/form-state'

const formData = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.append(k, v)
  return data
}

// Only the paths that stop before the submission service: sending is covered end to end, on a real database.
describe('form actions: invalid input', () => {
  it('sends the tour form back with every message and what was typed (but never the trap field)', async () => {
    const state = await tourFormAction(IDLE, formData({ clientType: 'Corporate', firstName: 'J', dialCode: '+44', mobileNumber: '07700a', website: 'spam' }))
    expect(state).toMatchObject({
      status: 'error',
      errors: {
        title: MESSAGES.titleRequired,
        firstName: MESSAGES.firstNameShort,
        lastName: MESSAGES.lastNameRequired,
        emailAddress: MESSAGES.emailRequired,
        mobileNumber: MESSAGES.invalid,
        dateOfBirth: MESSAGES.dateOfBirthRequired,
        locationId: MESSAGES.locationRequired,
        companyName: MESSAGES.companyRequired,
        numberOfMembers: MESSAGES.membershipsRequired,
        termsAccepted: MESSAGES.consentRequired,
      },
      values: { clientType: 'Corporate', firstName: 'J', dialCode: '+44', mobileNumber: '07700a' },
    })
    expect(state.status === 'error' && state.values).not.toHaveProperty('website')
  })

  it('sends the enquiry form back with the Social variant’s messages', async () => {
    const state = await enquiryFormAction(IDLE, formData({ enquiryType: 'social', emailAddress: 'jane@example.notarealtld', instagramAccount: 'jane', proposerEmail: 'x' }))
    expect(state).toMatchObject({
      status: 'error',
      errors: { emailAddress: MESSAGES.emailInvalid, instagramAccount: MESSAGES.instagramInvalid, proposerEmail: MESSAGES.emailInvalid, dialCode: MESSAGES.dialCodeRequired },
    })
  })
})
