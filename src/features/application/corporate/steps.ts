/**
 * The corporate wizard's six steps and its rules (spec 001 section 2, Corporate wizard), as pure
 * functions the pages, the API and their tests share. Steps are numbered 1 to 6 as the spec does.
 * The one list of the steps: the committee's Applications view names them from it (`value`).
 */

export const CORPORATE_STEPS = [
  { step: 1, value: 'corporate-contact', title: 'CONTACT DETAILS', path: '/corporate/contact-details' },
  { step: 2, value: 'corporate-company', title: 'ABOUT THE COMPANY', path: '/corporate/about-the-company' },
  { step: 3, value: 'corporate-members', title: 'MEMBERS', path: '/corporate/members' },
  { step: 4, value: 'corporate-payment', title: 'PAYMENT DETAILS', path: '/corporate/payment' },
  { step: 5, value: 'corporate-summary', title: 'SUMMARY', path: '/corporate/summary' },
  { step: 6, value: 'corporate-complete', title: 'CONFIRMATION', path: '/corporate/confirmation' },
] as const

export type CorporateStep = (typeof CORPORATE_STEPS)[number]['step']
export const CORPORATE_CONFIRMATION: CorporateStep = 6

/** What the wizard's navigation knows of the company's application. */
export type CorporateFacts = {
  /** The primary contact's role (step 1 is complete). */
  role?: string | null
  /** About the company (step 2 is complete; the spec calls it about-member). */
  aboutMember?: string | null
  /** The members page was visited (the spec's 'yes' flag; kept on the lead here). */
  membersVisited?: boolean
  /** The company's Direct Debit mandate. */
  mandateId?: string | null
}

/** Whether a step's work is done, as the navigation counts it. */
export function stepCompleted(step: CorporateStep, facts: CorporateFacts): boolean {
  switch (step) {
    case 1:
      return Boolean(facts.role)
    case 2:
      return Boolean(facts.aboutMember?.trim())
    case 3:
      return Boolean(facts.membersVisited)
    case 4:
      return Boolean(facts.mandateId)
    case 5:
      return ([1, 2, 3, 4] as const).every((s) => stepCompleted(s, facts))
    default:
      return false
  }
}

/**
 * Whether the navigation lets a click on `target` go there: never to or from the confirmation;
 * without a mandate never to payment or summary; otherwise an earlier step, or a completed one.
 */
export function corporateStepClickable(current: CorporateStep, target: CorporateStep, facts: CorporateFacts): boolean {
  if (current === CORPORATE_CONFIRMATION || target === CORPORATE_CONFIRMATION) return false
  if (!facts.mandateId && (target === 4 || target === 5)) return false
  if (target === current) return false
  return target < current || stepCompleted(target, facts)
}

/** A click goes to the step's URL with edit=true appended. */
export const corporateStepHref = (target: CorporateStep): string => `${CORPORATE_STEPS[target - 1]!.path}?edit=true`

/** The mobile and tablet counter: "0N / 06". */
export const corporateStepCounter = (step: CorporateStep): string => `0${step} / 0${CORPORATE_STEPS.length}`

/**
 * Where next goes from the contact details: about the company, keeping edit=true when editing and
 * the company already has a website (its details were given before).
 */
export function afterContactDetails(edit: boolean, webSite: string | null | undefined): string {
  return edit && webSite?.trim() ? '/corporate/about-the-company?edit=true' : '/corporate/about-the-company'
}

/** Where next goes from the members page: payment, in edit mode when a mandate exists. */
export function afterMembers(mandateId: string | null | undefined): string {
  return mandateId ? '/corporate/payment?edit=true' : '/corporate/payment'
}

/** The most additional members a company has (spec 001 section 9). */
export const MAX_ADDITIONAL_MEMBERS = 10

/** The add-member control shows only while no member is being edited or added, and below 10 members. */
export function canAddMember(members: number, editing: boolean, adding: boolean): boolean {
  return !editing && !adding && members < MAX_ADDITIONAL_MEMBERS
}

/** The contact details' next button: every required field present, a photo, and no message showing. */
export function contactDetailsComplete(v: Partial<Record<'title' | 'firstName' | 'lastName' | 'mobileNumber' | 'dialCode' | 'role' | 'country' | 'postcode' | 'addressLine1', string>>, hasPhoto: boolean, hasErrors: boolean): boolean {
  const required = ['title', 'firstName', 'lastName', 'mobileNumber', 'dialCode', 'role', 'country', 'postcode', 'addressLine1'] as const
  return !hasErrors && hasPhoto && required.every((k) => Boolean(v[k]?.trim()))
}

/** The add-member form's save: every required field (role is optional), a photo, and no message. */
export function addMemberComplete(v: Partial<Record<'title' | 'firstName' | 'lastName' | 'emailAddress' | 'dialCode' | 'mobileNumber' | 'dateOfBirth', string>>, hasPhoto: boolean, hasErrors: boolean): boolean {
  const required = ['title', 'firstName', 'lastName', 'emailAddress', 'dialCode', 'mobileNumber', 'dateOfBirth'] as const
  return !hasErrors && hasPhoto && required.every((k) => Boolean(v[k]?.trim()))
}
