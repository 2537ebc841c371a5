import type { GlobalConfig } from 'payload'

import { denyByDefaultGlobal, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'
import { ARREARS_HOLDS, DUES_SETTINGS_DEFAULTS, DUES_SETTINGS_SLUG, EXTENSION_DAYS_LIMIT } from '@/model/dues'

/**
 * Settings > Dues (issue 34 §3, decision 061): whether a failed payment is tried once more before
 * the member is in arrears, what a member in arrears may not do until they settle, and how far
 * ahead staff may extend. Read by the dues feature and by the features that hold members back.
 */
export const DuesSettings: GlobalConfig = denyByDefaultGlobal({
  slug: DUES_SETTINGS_SLUG,
  label: 'Dues',
  admin: { group: 'Settings', hidden: hiddenOutsideRole('sales'), description: 'Membership dues collected by Direct Debit: failed payments and arrears.' },
  access: { read: salesOnly, update: salesOnly, readVersions: nobody },
  fields: [
    {
      name: 'retryFailedPayments',
      label: 'Try a failed payment once more before arrears',
      type: 'checkbox',
      defaultValue: DUES_SETTINGS_DEFAULTS.retryFailedPayments,
      admin: {
        description:
          'On: a first failure is collected again once (the member is e-mailed), and a second failure puts them in arrears. Off: the first failure puts them in arrears. When the provider retries by itself (GoCardless Success+), its retry is always awaited.',
      },
    },
    {
      name: 'arrearsHoldBack',
      label: 'A member in arrears cannot',
      type: 'select',
      hasMany: true,
      options: ARREARS_HOLDS.map(({ value, label }) => ({ value, label })),
      defaultValue: [...DUES_SETTINGS_DEFAULTS.arrearsHoldBack],
      admin: { description: 'Until the balance is paid, waived or extended. Members can always sign in and pay.' },
    },
    {
      name: 'maxExtensionDays',
      label: 'Longest extension (days)',
      type: 'number',
      required: true,
      min: 1,
      max: EXTENSION_DAYS_LIMIT,
      defaultValue: DUES_SETTINGS_DEFAULTS.maxExtensionDays,
      admin: { step: 1, description: 'How far ahead staff may let a member in arrears keep booking, from the Dues record.' },
    },
  ],
})
