'use client'

import { CheckboxField } from '@/lib/forms/fields'
import { useActionForm } from '@/lib/forms/useActionForm'

import { summaryAction } from '../actions'
import { corporateSummaryAction } from '../corporate/actions'
import { summarySchema } from '../schema'
import { IDLE_STEP } from '../step-state'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { StepButtons } from './StepButtons'

const ORDER = ['agreement'] as const

/** Step 4, SUMMARY: the agreement, then the application is sent. */
export function SummaryForm({ corporate = false }: { corporate?: boolean }) {
  const { state, errors, formAction, pending, formRef, onSubmit } = useActionForm({ action: corporate ? corporateSummaryAction : summaryAction, initial: IDLE_STEP, order: ORDER, schema: summarySchema })
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-label="Send your application" className="flex flex-col gap-5">
      <FormBanner message={state.message} />
      <CheckboxField
        id="summary-agreement"
        name="agreement"
        label="I confirm that these details are true, and I agree to the club’s membership terms and conditions."
        link={{ text: 'Read the terms and conditions', href: '/terms-and-conditions' }}
        error={errors.agreement}
      />
      <StepButtons pending={pending} previous={corporate ? '/corporate/payment?edit=true' : '/application/payment?edit=true'} nextText="SEND APPLICATION" />
    </form>
  )
}
