import type { GlobalConfig } from 'payload'

import { adminOnly, denyByDefaultGlobal, hiddenOutsideRole, nobody } from '@/lib/access'
import { DEFAULT_FAILURES_PER_ACCOUNT, DEFAULT_KNOWN_ADDRESS_DAYS, forgetAccountLimitSettings, SIGN_IN_SETTINGS_SLUG } from '@/lib/auth/sign-in-limits'

/**
 * The per-account sign-in limit (issue 32, decision 044): how many attempts on one account, from
 * addresses it has not signed in from lately, before each further one waits twice as long as the
 * last (up to 15 minutes); and how long an address the account signed in from stays exempt.
 */
export const SignInSettings: GlobalConfig = denyByDefaultGlobal({
  slug: SIGN_IN_SETTINGS_SLUG,
  label: 'Sign-in limits',
  admin: {
    group: 'Settings',
    hidden: hiddenOutsideRole('admin'),
    description: 'Slows down password guessing on one account (a member’s or staff’s) from many addresses, without locking the owner out.',
  },
  access: { read: adminOnly, update: adminOnly, readVersions: nobody },
  hooks: { afterChange: [() => forgetAccountLimitSettings()] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'failuresPerAccount',
          label: 'Attempts per account before slowing down',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: DEFAULT_FAILURES_PER_ACCOUNT,
          admin: { description: 'Attempts on one account in a day from addresses it has not signed in from lately; then each waits 1 s, 2 s, 4 s… up to 15 minutes. 0 turns this off.' },
        },
        {
          name: 'knownAddressDays',
          label: 'Trust an address the account signed in from (days)',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: DEFAULT_KNOWN_ADDRESS_DAYS,
          admin: { description: 'Sign-ins from such an address are never slowed by this limit. A password reset link always works.' },
        },
      ],
    },
  ],
})
