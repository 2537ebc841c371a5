import { describe, expect, it } from 'vitest'

import { DUES_SETTINGS_DEFAULTS, duesSettingsOf } from './dues'

describe('Settings > Dues as the features read them', () => {
  it('a global never saved, or unreadable, gives the rule of decision 061', () => {
    expect(duesSettingsOf(null)).toEqual({ retryFailedPayments: true, maxExtensionDays: 90, arrearsHoldBack: ['tables', 'member-tickets'] })
    expect(duesSettingsOf({ retryFailedPayments: 'yes', maxExtensionDays: -3, arrearsHoldBack: 'tables' })).toEqual(DUES_SETTINGS_DEFAULTS)
  })

  it('keeps what staff chose: nothing held back is a choice, and days are whole and at most a year', () => {
    expect(duesSettingsOf({ retryFailedPayments: false, maxExtensionDays: 14.7, arrearsHoldBack: [] })).toEqual({ retryFailedPayments: false, maxExtensionDays: 14, arrearsHoldBack: [] })
    expect(duesSettingsOf({ maxExtensionDays: 5000, arrearsHoldBack: ['member-tickets', 'bar'] })).toMatchObject({ maxExtensionDays: 365, arrearsHoldBack: ['member-tickets'] })
  })
})
