/**
 * The individual application's steps and the stepper's rules (spec 001 section 2, Individual
 * application), as pure functions the step pages and their tests share. The one list of the steps:
 * the committee's Applications view names them from it too (review/steps.ts). `value` is the
 * step's name in the back office's filter and export.
 */

export const APPLICATION_STEPS = [
  { index: 0, value: 'address', title: 'ADDRESS', path: '/application/address', label: '1/5', editable: true },
  { index: 1, value: 'about-you', title: 'ABOUT YOU', path: '/application/about-you', label: '2/5', editable: true },
  { index: 2, value: 'payment', title: 'PAYMENT', path: '/application/payment', label: '3/5', editable: true },
  { index: 3, value: 'summary', title: 'SUMMARY', path: '/application/summary', label: '4/5', editable: false },
  // The spec gives the fifth the short label 4/5, as the live site shows it.
  { index: 4, value: 'complete', title: 'CONFIRMATION', path: '/application/complete', label: '4/5', editable: false },
] as const

export type StepIndex = (typeof APPLICATION_STEPS)[number]['index']
export const CONFIRMATION_STEP: StepIndex = 4

/** What the stepper knows of the lead. */
export type StepFacts = {
  addressLine1?: string | null
  gender?: string | null
  mandateId?: string | null
}

/**
 * Whether a click on the stepper's `target` goes there: never to the current step, never to or
 * from the confirmation; otherwise only when what the target needs is on the lead (step 0 the
 * first address line, 1 the gender, 2 a stored mandate, 3 the gender).
 */
export function canGoToStep(current: StepIndex, target: StepIndex, facts: StepFacts): boolean {
  if (target === current || target === CONFIRMATION_STEP || current === CONFIRMATION_STEP) return false
  switch (target) {
    case 0:
      return Boolean(facts.addressLine1?.trim())
    case 1:
    case 3:
      return Boolean(facts.gender)
    default:
      return Boolean(facts.mandateId)
  }
}

/** The URL a stepper click goes to: the first three steps open in edit mode (edit=true). */
export function stepHref(target: StepIndex): string {
  const step = APPLICATION_STEPS[target]
  return step.editable ? `${step.path}?edit=true` : step.path
}

/**
 * The add-member form's step bar (1/5 to 5/5): the first three are locked unless the active step
 * is at least 3 or a mandate was created for the lead; the last two are locked below step 3.
 */
export function stepBarLocked(bar: StepIndex, activeStep: number, mandateCreated: boolean): boolean {
  return bar <= 2 ? !(activeStep >= 3 || mandateCreated) : activeStep < 3
}

/** Where a lead whose application is finished goes, whatever step was asked for. */
export function finishedRedirect(membershipStatus: string | null | undefined): string | null {
  return membershipStatus && membershipStatus !== 'Started' ? APPLICATION_STEPS[CONFIRMATION_STEP].path : null
}
