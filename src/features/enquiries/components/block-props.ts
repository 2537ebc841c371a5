import { LOCATION_IDS } from '../constants'

/** The location id of a block's "selected at first" club: populated, or only its id (then the fallback). */
export function locationIdOf(club: unknown, fallback: number): number {
  const id = typeof club === 'object' && club !== null ? (club as { locationId?: unknown }).locationId : undefined
  return typeof id === 'number' && LOCATION_IDS.includes(id) ? id : fallback
}

/** A block's text field, or its default when staff left it empty. */
export const or = (value: string | null | undefined, fallback: string): string => (value?.trim() ? value : fallback)

type ConsentBlock = {
  submitButtonText?: string | null
  consentText?: string | null
  termsLinkText?: string | null
  termsLink?: string | null
}

/** The send button and consent fields every form block shares, with the defaults of src/lib/fields/consent.ts. */
export function consentProps(block: ConsentBlock) {
  return {
    submitButtonText: or(block.submitButtonText, 'Send Enquiry'),
    consentText: or(block.consentText, 'I consent to electronic communications for the purpose of membership.'),
    termsLinkText: or(block.termsLinkText, 'See T&Cs'),
    termsLink: or(block.termsLink, '/terms-and-conditions/'),
  }
}
