import type { Where } from 'payload'

import { toQueryString } from './list-query'

/**
 * One person's submissions across the sales lists, matched by e-mail address as the website
 * matches them when it links a repeat (Same person as): counted and listed when read, nothing stored.
 */

export const SUBMISSION_COLLECTIONS = ['leads', 'enquiries'] as const
export type SubmissionCollection = (typeof SUBMISSION_COLLECTIONS)[number]

export const collectionNoun = (collection: SubmissionCollection, n: number): string =>
  collection === 'leads' ? (n === 1 ? 'lead' : 'leads') : n === 1 ? 'enquiry' : 'enquiries'

export const sameEmail = (email: string): Where => ({ emailAddress: { equals: email } })

/** A sales list filtered to one e-mail address, in the form the list's filter builder shows. */
export const listHref = (adminRoute: string, collection: SubmissionCollection, email: string): string =>
  `${adminRoute}/collections/${collection}?${toQueryString({ where: { or: [{ and: [sameEmail(email)] }] } })}`

export type Tally = { collection: SubmissionCollection; count: number; href: string }

/**
 * What a row of one list says about its person: how many submissions of its own kind share the
 * address (this one included), then the other kind's when there are any.
 */
export function tallies(own: SubmissionCollection, counts: Record<SubmissionCollection, number>, email: string, adminRoute: string): Tally[] {
  const other = SUBMISSION_COLLECTIONS.find((c) => c !== own)!
  return [own, other]
    .filter((c) => c === own || counts[c] > 0)
    .map((collection) => ({ collection, count: counts[collection], href: listHref(adminRoute, collection, email) }))
}

export const emailOf = (row: unknown): string | undefined => {
  const email = (row as { emailAddress?: unknown } | null | undefined)?.emailAddress
  return typeof email === 'string' && email.trim() ? email : undefined
}
