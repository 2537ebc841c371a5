import type { DefaultServerCellComponentProps } from 'payload'

import { emailOf, sameEmail, SUBMISSION_COLLECTIONS, tallies, type SubmissionCollection, collectionNoun } from './same-person'

/**
 * A sales list's "Submissions from this e-mail" column: how many leads (or enquiries) share the
 * row's address, linked to the list filtered to it, so repeats from one person stand out.
 * Only drawn inside the leads and enquiries lists, which only the sales team and administrators
 * can open; both lists have the same readers, so the counts are read without a second check.
 */
export async function SamePersonCell({ payload, rowData, collectionSlug }: DefaultServerCellComponentProps) {
  const email = emailOf(rowData)
  const own = collectionSlug as SubmissionCollection
  if (!email || !SUBMISSION_COLLECTIONS.includes(own)) return null
  const [leads, enquiries] = await Promise.all(
    SUBMISSION_COLLECTIONS.map(async (collection) => (await payload.count({ collection, where: sameEmail(email), overrideAccess: true })).totalDocs),
  )
  const shown = tallies(own, { leads: leads!, enquiries: enquiries! }, email, payload.config.routes.admin)
  if (shown.length === 1 && shown[0]!.count <= 1) return <span>1</span>
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0 8px' }}>
      {shown.map((t) => (
        <a key={t.collection} href={t.href} style={t.collection === own && t.count > 1 ? { fontWeight: 600 } : undefined}>
          {t.count} {collectionNoun(t.collection, t.count)}
        </a>
      ))}
    </span>
  )
}
