'use client'

import { fieldId } from '@/lib/forms/fields'

import { CLIENT_TYPES } from '../constants'
import type { PersonForm } from './usePersonForm'

/**
 * Club or Corporate as a native radio group: the choice posts without JavaScript, and the corporate
 * fields show or hide by CSS from which radio is checked, so they follow the toggle without it too.
 */
export function MembershipToggle({ f }: { f: PersonForm }) {
  const chosen = f.initial('clientType')
  const registered = f.form.register('clientType', {
    onChange: (e) => {
      if (e.target.value !== 'Corporate') f.form.clearErrors(['companyName', 'numberOfMembers'])
    },
  })
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">Membership</legend>
      <div className="flex gap-2">
        {CLIENT_TYPES.map((type) => (
          <div key={type}>
            <input
              {...registered}
              type="radio"
              id={fieldId(f.formId, `clientType-${type}`)}
              value={type}
              defaultChecked={chosen === type}
              className="peer sr-only"
            />
            <label
              htmlFor={fieldId(f.formId, `clientType-${type}`)}
              className="btn cursor-pointer border-ink bg-white text-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold"
            >
              {type}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
