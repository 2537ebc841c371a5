'use client'

import { useState } from 'react'

import { SelectField, TextField } from '@/lib/forms/fields'
import { fieldStyles } from '@/lib/forms/fields/styles'
import { useActionForm } from '@/lib/forms/useActionForm'
import { COUNTRIES, DEFAULT_COUNTRY } from '@/model/application'

import { addressAction } from '../actions'
import { ADDRESS_FIELD_ORDER, addressSchema } from '../schema'
import type { StepState } from '../step-state'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { StepButtons } from './StepButtons'

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ label: c, value: c }))
const LINE_FIELDS = ['addressLine1', 'addressLine2', 'town', 'county'] as const

type Props = { saved: Record<string, string>; edit: boolean }

/**
 * Step 1, ADDRESS (spec 001 sections 2 and 4): country first (United Kingdom, where the postcode
 * finder works), the finder and its picker, or the fields by hand. Every button posts, so the
 * finder works without JavaScript too; with it, picking fills the fields at once.
 */
export function AddressForm({ saved, edit }: Props) {
  const initial: StepState = { errors: {}, values: saved, manual: Boolean(saved.addressLine1) }
  const { state, errors, formAction, pending, formRef, onSubmit, fieldsKey } = useActionForm({ action: addressAction, initial, order: ADDRESS_FIELD_ORDER, schema: addressSchema, query: edit ? 'edit=true' : undefined })
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-labelledby="step-heading" className="flex flex-col gap-5">
      <FormBanner message={state.message} />
      {edit ? <input type="hidden" name="edit" value="true" /> : null}
      <div key={fieldsKey} className="contents">
      <AddressFields state={state} errors={errors} />
      </div>
      <StepButtons pending={pending} />
    </form>
  )
}

/**
 * The address part of a step (the individual's address step, the corporate contact details):
 * country, the postcode finder and its picker, and the fields by hand. Its buttons post the form
 * they are in with intent=find, pick or manual, which the step's action answers (addressIntent).
 */
export function AddressFields({ state, errors }: { state: StepState; errors: Record<string, string> }) {
  const [country, setCountry] = useState<string | null>(null)
  const [picked, setPicked] = useState<{ values: Record<string, string>; from: StepState } | null>(null)
  const [manualFrom, setManualFrom] = useState<StepState | null>(null)
  const values = picked && picked.from === state ? { ...state.values, ...picked.values } : state.values
  const currentCountry = country ?? values.country ?? DEFAULT_COUNTRY
  const lookup = currentCountry === DEFAULT_COUNTRY
  const showFields = !lookup || state.manual || manualFrom === state || Boolean(values.addressLine1) || Boolean(picked && picked.from === state)
  const addresses = state.lookup?.addresses ?? []

  return (
    <>
      <SelectField
        id="address-country"
        name="country"
        label="Country"
        options={COUNTRY_OPTIONS}
        defaultValue={values.country ?? DEFAULT_COUNTRY}
        onChange={(e) => setCountry(e.target.value)}
        error={errors.country}
      />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            id="address-postcode"
            name="postcode"
            label={lookup ? 'Postcode' : 'Postcode (if you have one)'}
            autoComplete="postal-code"
            autoCapitalize="characters"
            maxLength={16}
            defaultValue={values.postcode}
            key={`postcode-${values.postcode ?? ''}`}
            error={errors.postcode}
            className={`${fieldStyles.field} min-w-48 flex-1`}
          />
          {lookup ? (
            <button type="submit" name="intent" value="find" formNoValidate className="btn btn-outline min-h-11 self-start tab:mt-7">
              FIND ADDRESS
            </button>
          ) : null}
        </div>
        {lookup && addresses.length ? (
          <div className="flex flex-col gap-3">
            <SelectField
              id="address-pick"
              name="pick"
              label={`${addresses.length} ${addresses.length === 1 ? 'address' : 'addresses'} found: choose yours`}
              placeholder="Select your address"
              options={addresses.map((a) => ({ label: [a.line_1, a.line_2, a.post_town].filter(Boolean).join(', '), value: JSON.stringify(a) }))}
              defaultValue=""
              onChange={(e) => {
                const a = JSON.parse(e.target.value || 'null') as { line_1: string; line_2: string; post_town: string; county: string; postcode: string } | null
                if (a) setPicked({ from: state, values: { addressLine1: a.line_1, addressLine2: a.line_2, town: a.post_town, county: a.county, postcode: a.postcode } })
              }}
            />
            <noscript>
              <button type="submit" name="intent" value="pick" formNoValidate className="btn btn-outline min-h-11">
                USE THIS ADDRESS
              </button>
            </noscript>
          </div>
        ) : null}
        {lookup && !showFields ? (
          <button
            type="submit"
            name="intent"
            value="manual"
            formNoValidate
            onClick={(e) => {
              e.preventDefault()
              setManualFrom(state)
            }}
            className="min-h-11 self-start text-sm underline underline-offset-4"
          >
            Enter address manually
          </button>
        ) : null}
      </div>
      {showFields ? (
        <fieldset className="flex flex-col gap-5">
          <legend className="sr-only">Address</legend>
          {LINE_FIELDS.map((name) => (
            <TextField
              key={`${name}-${values[name] ?? ''}`}
              id={`address-${name}`}
              name={name}
              label={LABELS[name]}
              optional={name === 'addressLine2' || name === 'county'}
              autoComplete={AUTOCOMPLETE[name]}
              maxLength={name === 'town' || name === 'county' ? 100 : 200}
              defaultValue={values[name]}
              error={errors[name]}
            />
          ))}
        </fieldset>
      ) : (
        LINE_FIELDS.map((name) => (values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null))
      )}
    </>
  )
}

const LABELS: Record<(typeof LINE_FIELDS)[number], string> = { addressLine1: 'Address line 1', addressLine2: 'Address line 2', town: 'Town or city', county: 'County' }
const AUTOCOMPLETE: Record<(typeof LINE_FIELDS)[number], string> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  town: 'address-level2',
  county: 'address-level1',
}
