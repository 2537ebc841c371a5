'use client'

import { DateOfBirthField, Honeypot, MobileField, SelectField, SubmitButton, TextField } from '@/lib/forms/fields'
import { yearsNewestFirst } from '@/lib/forms/dates'
import { useActionForm } from '@/lib/forms/useActionForm'
import { DEFAULT_APPLICATION_LOCATION_ID } from '@/model/application'
import { DEFAULT_DIAL_CODE, DIAL_CODES, LOCATIONS, TITLES } from '@/model/people'
import { BIRTH_YEAR_MIN, birthYearMax, MOBILE_MAX_LENGTH } from '@/model/person-rules'

import { startApplicationAction } from '../actions'
import { startCorporateAction } from '../corporate/actions'
import { START_FIELD_ORDER, startFormSchema } from '../schema'
import { IDLE_STEP } from '../step-state'
import { FormBanner } from '@/lib/forms/fields/FormBanner'

const TITLE_OPTIONS = TITLES.map((t) => ({ label: t, value: t }))
const LOCATION_OPTIONS = LOCATIONS.map((l) => ({ label: l.label, value: l.value }))
const FOCUS = { dateOfBirth: 'dobDay' }
const MEMBERSHIP_OPTIONS = Array.from({ length: 8 }, (_, i) => ({ label: String(i + 3), value: i + 3 }))
const CORPORATE_ORDER = ['companyName', 'numberOfMembers', ...START_FIELD_ORDER] as const

/**
 * The application's first details (spec 001 section 3, detailsStep). Every applicant goes on to
 * the address step, whether or not the address applied before (decision 045); `sent` is what a
 * bot that filled the hidden field is shown.
 */
export function StartForm({ submitText = 'START YOUR APPLICATION', corporate = false }: { submitText?: string; corporate?: boolean }) {
  const { state, errors, formAction, pending, formRef, onSubmit, fieldsKey } = useActionForm({
    action: corporate ? startCorporateAction : startApplicationAction,
    initial: IDLE_STEP,
    order: corporate ? CORPORATE_ORDER : START_FIELD_ORDER,
    // The company's fields are checked by the server; the person's here too.
    schema: corporate ? undefined : startFormSchema,
    focusNames: FOCUS,
  })
  if (state.sent) {
    return (
      <div role="status" className="flex flex-col gap-3 border border-black p-6">
        <h3 className="font-display text-2xl uppercase">Check your e-mail</h3>
        <p>
          You have already started an application or booked a tour with this e-mail address, so we have e-mailed you a link that opens your application where
          you left off. It works for 30 days.
        </p>
      </div>
    )
  }
  const v = state.values
  const id = (name: string) => `${corporate ? 'company' : 'apply'}-${name}`
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-label={corporate ? 'Start your company’s application' : 'Start your application'} className="relative flex flex-col gap-5">
      <FormBanner message={state.message} />
      <div key={fieldsKey} className="contents">
      {corporate ? (
        <>
          <TextField id={id('companyName')} name="companyName" label="Company name" autoComplete="organization" maxLength={200} defaultValue={v.companyName} error={errors.companyName} />
          <SelectField
            id={id('numberOfMembers')}
            name="numberOfMembers"
            label="Number of memberships"
            options={MEMBERSHIP_OPTIONS}
            placeholder="Select"
            defaultValue={v.numberOfMembers ?? ''}
            error={errors.numberOfMembers}
          />
          <p className="text-sm">And you, as the company’s primary contact:</p>
        </>
      ) : null}
      <SelectField id={id('title')} name="title" label="Title" options={TITLE_OPTIONS} placeholder="Select" defaultValue={v.title ?? ''} error={errors.title} />
      <TextField id={id('firstName')} name="firstName" label="First name" autoComplete="given-name" maxLength={100} defaultValue={v.firstName} error={errors.firstName} />
      <TextField id={id('lastName')} name="lastName" label="Last name" autoComplete="family-name" maxLength={100} defaultValue={v.lastName} error={errors.lastName} />
      <TextField id={id('emailAddress')} name="emailAddress" type="email" label="E-mail" autoComplete="email" maxLength={254} defaultValue={v.emailAddress} error={errors.emailAddress} />
      <MobileField
        id={id('mobileNumber')}
        dialCodes={DIAL_CODES}
        maxLength={MOBILE_MAX_LENGTH + 8}
        dialCode={{ name: 'dialCode', defaultValue: v.dialCode ?? DEFAULT_DIAL_CODE }}
        number={{ name: 'mobileNumber', inputMode: 'tel', autoComplete: 'tel-national', defaultValue: v.mobileNumber }}
        dialCodeError={errors.dialCode}
        numberError={errors.mobileNumber}
      />
      <DateOfBirthField
        id={id('dob')}
        years={yearsNewestFirst(birthYearMax(), BIRTH_YEAR_MIN)}
        month={v.dobMonth}
        year={v.dobYear}
        day={{ name: 'dobDay', defaultValue: v.dobDay ?? '' }}
        monthSelect={{ name: 'dobMonth', defaultValue: v.dobMonth ?? '' }}
        yearSelect={{ name: 'dobYear', defaultValue: v.dobYear ?? '' }}
        error={errors.dateOfBirth}
      />
      <SelectField
        id={id('locationId')}
        name="locationId"
        label="Home club"
        options={LOCATION_OPTIONS}
        defaultValue={v.locationId ?? String(DEFAULT_APPLICATION_LOCATION_ID)}
        error={errors.locationId}
      />
      </div>
      <Honeypot />
      <SubmitButton pending={pending} className="btn btn-dark inline-flex items-center justify-center gap-3 self-start disabled:opacity-60">
        {submitText}
      </SubmitButton>
    </form>
  )
}
