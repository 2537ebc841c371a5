'use client'

import { DateOfBirthField, MobileField, SelectField, TextField } from '@/lib/forms/fields'

import { DIAL_CODES, LOCATIONS, MEMBERSHIPS_MAX, MEMBERSHIPS_MIN, MOBILE_MAX_LENGTH, TITLES } from '../constants'
import { birthYearOptions } from '../rules'
import type { PersonForm } from './usePersonForm'

const TITLE_OPTIONS = TITLES.map((t) => ({ label: t, value: t }))
const LOCATION_OPTIONS = LOCATIONS.map((l) => ({ label: l.label, value: l.value }))
const MEMBERSHIP_OPTIONS = Array.from({ length: MEMBERSHIPS_MAX - MEMBERSHIPS_MIN + 1 }, (_, i) => ({
  label: String(MEMBERSHIPS_MIN + i),
  value: MEMBERSHIPS_MIN + i,
}))

/** Title, names, e-mail, mobile, date of birth and home club: what the tour and enquiry forms both ask. */
export function PersonFields({ f, dialCodes }: { f: PersonForm; dialCodes?: readonly string[] }) {
  const mobile = f.field('mobileNumber')
  const dial = f.field('dialCode')
  return (
    <>
      <SelectField {...f.field('title')} label="Title" options={TITLE_OPTIONS} placeholder="Select" autoComplete="honorific-prefix" />
      <div className="grid gap-4 tab:grid-cols-2">
        <TextField {...f.field('firstName')} label="First name" autoComplete="given-name" maxLength={100} />
        <TextField {...f.field('lastName')} label="Last name" autoComplete="family-name" maxLength={100} />
      </div>
      <TextField {...f.field('emailAddress')} label="Email address" type="email" inputMode="email" autoComplete="email" maxLength={320} />
      <MobileField
        id={mobile.id}
        dialCodes={dialCodes ?? DIAL_CODES}
        // Room for the spaces and brackets people type; the rule counts the digits (spec 001 section 5).
        maxLength={MOBILE_MAX_LENGTH + 8}
        dialCode={omitField(dial)}
        number={omitField(mobile)}
        dialCodeError={dial.error}
        dialCodePlaceholder="Select"
        numberError={mobile.error}
      />
      <DateOfBirthField years={birthYearOptions()} {...f.dateOfBirth()} />
      <SelectField {...f.field('locationId')} label="Home location" options={LOCATION_OPTIONS} placeholder="Select" />
    </>
  )
}

/** Company name and number of memberships (3 to 10), asked of Corporate enquiries. */
export function CorporateFields({ f }: { f: PersonForm }) {
  return (
    <>
      <TextField {...f.field('companyName')} label="Company name" autoComplete="organization" maxLength={200} />
      <SelectField {...f.field('numberOfMembers')} label="Number of memberships" options={MEMBERSHIP_OPTIONS} placeholder="Select" />
    </>
  )
}

/** Proposer and Instagram: optional, and asked on Social enquiries only. */
export function SocialFields({ f }: { f: PersonForm }) {
  return (
    <>
      <TextField {...f.field('proposerName')} label="Proposer name" optional autoComplete="off" maxLength={200} />
      <TextField {...f.field('proposerEmail')} label="Proposer email" optional type="email" inputMode="email" autoComplete="off" maxLength={320} />
      <TextField {...f.field('instagramAccount')} label="Instagram account" optional placeholder="@" autoComplete="off" maxLength={31} />
    </>
  )
}

/** A registered field's props for a control inside a group that supplies its own id and message. */
function omitField<T extends { id: string; error?: string }>(props: T): Omit<T, 'id' | 'error'> {
  const { id: _id, error: _error, ...rest } = props
  return rest
}
