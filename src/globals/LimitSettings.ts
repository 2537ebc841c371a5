import type { Field, GlobalConfig } from 'payload'

import { adminOnly, denyByDefaultGlobal, nobody } from '@/lib/access'
import { DEFAULT_LIMITS, LIMIT_SETTINGS_SLUG, type Limits } from '@/model/limit-settings'

const limit = (name: keyof Limits, label: string, description: string, min: number, max: number): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min,
  max,
  defaultValue: DEFAULT_LIMITS[name],
  admin: { description },
})

/** Fair-use limits on what visitors can make the club do (docs/decisions/045); administrators only. */
export const LimitSettings: GlobalConfig = denyByDefaultGlobal({
  slug: LIMIT_SETTINGS_SLUG,
  label: 'Limits',
  admin: { group: 'Settings', description: 'Changes apply within 30 seconds.' },
  access: { read: adminOnly, update: adminOnly, readVersions: nobody },
  fields: [
    limit(
      'emailsPerRecipientPerDay',
      'E-mails a visitor can cause to one address, per 24 hours',
      'Continue links, “you already have an application” notes and enquiry acknowledgements. Beyond it the visitor sees the usual answer and the e-mail is not sent (the server log says so). 0 turns the limit off.',
      0,
      100,
    ),
    {
      type: 'row',
      fields: [
        limit('directDebitSetupsPerLeadPerHour', 'Direct Debit setups per application, per hour', 'An open setup is reused rather than a new one started. 0: no limit.', 0, 1000),
        limit('directDebitSetupsPerAddressPerHour', 'Direct Debit setups per network address, per hour', '0: no limit.', 0, 10000),
      ],
    },
    {
      type: 'row',
      fields: [
        limit('photoUploadsPerLead', 'Photo uploads in progress per application', 'Beyond it the upload is refused with “try again in a moment”.', 1, 10),
        limit('photoUploadsPerProcess', 'Photo uploads in progress per server process', 'Each server process counts its own.', 1, 64),
      ],
    },
  ],
})
