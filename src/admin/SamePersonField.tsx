import type { UIFieldServerProps } from 'payload'

import { collectionNoun, emailOf, listHref, sameEmail, SUBMISSION_COLLECTIONS } from './same-person'

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })
const SHOWN = 10

type Row = { id: number; createdAt: string; status?: string | null; enquiryType?: string | null; source?: string | null }

/**
 * On a lead's or enquiry's edit screen: the person's other submissions (same e-mail), newest
 * first, in both sales lists, each linked, with the filtered list when there are more. Read with
 * the viewer's own access.
 */
export async function SamePersonField({ payload, data, id, collectionSlug, req }: UIFieldServerProps) {
  const email = emailOf(data)
  if (!email) return null
  const admin = payload.config.routes.admin
  const found = await Promise.all(
    SUBMISSION_COLLECTIONS.map(async (collection) => {
      const where = collection === collectionSlug && id !== undefined ? { and: [sameEmail(email), { id: { not_equals: id } }] } : sameEmail(email)
      const result = await payload.find({
        collection,
        where,
        sort: '-createdAt',
        limit: SHOWN,
        depth: 0,
        overrideAccess: false,
        req,
        select: collection === 'leads' ? { createdAt: true, status: true, source: true } : { createdAt: true, status: true, enquiryType: true },
      })
      return { collection, total: result.totalDocs, rows: result.docs as unknown as Row[] }
    }),
  )
  const others = found.filter((f) => f.total > 0)
  // The select fields' own option labels ("Tour form on the website", "Tour booked"), not their stored values.
  const label = (collection: string, field: string, value: string | null | undefined) => {
    const config = payload.collections[collection as 'leads']?.config.flattenedFields.find((f) => f.name === field)
    const option = config && 'options' in config ? config.options.find((o) => (typeof o === 'string' ? o : o.value) === value) : undefined
    return option && typeof option === 'object' && typeof option.label === 'string' ? option.label : (value ?? '')
  }
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base, 20px)' }}>
      <span className="field-label">Other submissions from this e-mail</span>
      {others.length === 0 ? (
        <p style={{ margin: '4px 0 0' }}>None: this is the only one.</p>
      ) : (
        others.map(({ collection, total, rows }) => (
          <div key={collection} style={{ marginTop: 4 }}>
            <strong>
              {total} {collection === collectionSlug ? 'other ' : ''}
              {collectionNoun(collection, total)}
            </strong>{' '}
            (<a href={listHref(admin, collection, email)}>list all from this e-mail</a>)
            <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
              {rows.map((r) => (
                <li key={r.id}>
                  <a href={`${admin}/collections/${collection}/${r.id}`}>{when.format(new Date(r.createdAt))}</a>
                  {[label(collection, r.enquiryType ? 'enquiryType' : 'source', r.enquiryType ?? r.source), label(collection, 'status', r.status)]
                    .filter(Boolean)
                    .map((s) => `, ${s}`)}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </div>
  )
}
