'use client'

import { SelectField, TextAreaField, TextField } from '@/lib/forms/fields'
import { useActionForm } from '@/lib/forms/useActionForm'
import { ABOUT_MEMBER_MAX } from '@/model/application'

import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { StepButtons } from '../../components/StepButtons'
import type { StepState } from '../../step-state'
import { aboutCompanyAction } from '../actions'
import { businessSchema } from '../schema'

const ORDER = ['businessIndustry', 'aboutCompany', 'companyWebsite'] as const

/** Corporate step 2, ABOUT THE COMPANY: its industry (the industry list), what it does, its website. */
export function AboutCompanyForm({ saved, industries, edit }: { saved: Record<string, string>; industries: { label: string; value: string }[]; edit: boolean }) {
  const { state, errors, formAction, pending, formRef, onSubmit, fieldsKey } = useActionForm({ action: aboutCompanyAction, initial: { errors: {}, values: saved } as StepState, order: ORDER, schema: businessSchema, query: edit ? 'edit=true' : undefined })
  const v = state.values
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-labelledby="step-heading" className="flex flex-col gap-5">
      <FormBanner message={state.message} />
      {edit ? <input type="hidden" name="edit" value="true" /> : null}
      <div key={fieldsKey} className="contents">
      <SelectField id="company-industry" name="businessIndustry" label="Industry" options={industries} placeholder="Select" defaultValue={v.businessIndustry ?? ''} error={errors.businessIndustry} />
      <TextAreaField id="company-about" name="aboutCompany" label="About the company" rows={6} maxLength={ABOUT_MEMBER_MAX} defaultValue={v.aboutCompany} error={errors.aboutCompany} />
      <TextField id="company-website" name="companyWebsite" label="Company website" optional inputMode="url" autoComplete="url" maxLength={200} defaultValue={v.companyWebsite} error={errors.companyWebsite} />
      </div>
      <StepButtons pending={pending} previous="/corporate/contact-details?edit=true" />
    </form>
  )
}
