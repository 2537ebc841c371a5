/**
 * What My membership says after a member's new Direct Debit setup (docs/decisions/062), by the
 * `mandate` query the setup's return or refusal sends them back with, and after they give notice
 * (docs/decisions/063), by the `notice` query.
 */
export const NEW_MANDATE_NOTICES = {
  adopted: { tone: 'done', text: 'Your new Direct Debit is set up. Your monthly fee is collected on it from now on, and anything owed is collected on it in a few days; once it is, you can book tables and buy members’ tickets again.' },
  pending: { tone: 'info', text: 'Your bank has not confirmed the new Direct Debit yet. This page will show it once they do.' },
  cancelled: { tone: 'info', text: 'You left the Direct Debit setup before it was done: nothing has changed. You can start again below.' },
  limited: { tone: 'error', text: 'Too many Direct Debit setups were started: please try again in an hour.' },
  unavailable: { tone: 'error', text: 'We cannot reach the Direct Debit provider just now. Please try again in a few minutes.' },
  'not-needed': { tone: 'info', text: 'Your Direct Debit is being set up, or your membership has ended: there is nothing to change now.' },
  'not-yours': { tone: 'info', text: 'Your company pays your membership: its contact sets up the Direct Debit.' },
  none: { tone: 'info', text: 'There are no membership dues for this account.' },
} as const satisfies Record<string, { tone: 'done' | 'info' | 'error'; text: string }>

export type NewMandateNotice = keyof typeof NEW_MANDATE_NOTICES

export const NEW_MANDATE_NOTICE_BY_STATUS: Record<403 | 404 | 409 | 429 | 503, NewMandateNotice> = { 403: 'not-yours', 404: 'none', 409: 'not-needed', 429: 'limited', 503: 'unavailable' }

export function newMandateNotice(query: string | string[] | undefined): (typeof NEW_MANDATE_NOTICES)[NewMandateNotice] | null {
  const key = Array.isArray(query) ? query[0] : query
  return key && Object.hasOwn(NEW_MANDATE_NOTICES, key) ? NEW_MANDATE_NOTICES[key as NewMandateNotice] : null
}

export const NOTICE_NOTICES = {
  given: { tone: 'done', text: 'Your notice is given. Your membership ends on the day shown below; we have e-mailed you to confirm it.' },
  confirm: { tone: 'error', text: 'Tick the box to confirm that you want to end your membership.' },
  already: { tone: 'info', text: 'Notice has already been given: your membership ends on the day shown below.' },
  'not-yours': { tone: 'info', text: 'Your company pays your membership: its contact gives notice for the company.' },
  none: { tone: 'info', text: 'There are no membership dues for this account.' },
} as const satisfies Record<string, { tone: 'done' | 'info' | 'error'; text: string }>

export const NOTICE_NOTICE_BY_STATUS: Record<403 | 404 | 409, keyof typeof NOTICE_NOTICES> = { 403: 'not-yours', 404: 'none', 409: 'already' }

export function pageNotice(searchParams: Record<string, string | string[] | undefined> | undefined): { tone: 'done' | 'info' | 'error'; text: string } | null {
  const notice = [searchParams?.notice].flat()[0]
  if (notice && Object.hasOwn(NOTICE_NOTICES, notice)) return NOTICE_NOTICES[notice as keyof typeof NOTICE_NOTICES]
  return newMandateNotice(searchParams?.mandate)
}
