import { CheckboxField, HiddenFields, Honeypot, SubmitButton } from '@/lib/forms/fields'

import { FormFailure } from './FormFailure'
import type { PersonForm } from './usePersonForm'

type Props = {
  f: PersonForm
  consentText: string
  termsLinkText: string
  termsLink: string
  submitButtonText: string
  apiErrorMessage: string
  hidden: Record<string, string | undefined>
}

/** The end of every person form: consent, hidden provenance, the honeypot, a failure and Send. */
export function FormFooter({ f, consentText, termsLinkText, termsLink, submitButtonText, apiErrorMessage, hidden }: Props) {
  return (
    <>
      <CheckboxField {...f.checkbox('termsAccepted')} label={consentText} link={{ text: termsLinkText, href: termsLink }} />
      <HiddenFields values={{ ...hidden, consentText, idempotencyKey: f.echoed?.idempotencyKey }} />
      <Honeypot />
      <FormFailure state={f.state} apiErrorMessage={apiErrorMessage} />
      <div>
        <SubmitButton pending={f.pending} disabled={f.sendDisabled}>
          {submitButtonText}
        </SubmitButton>
      </div>
    </>
  )
}
