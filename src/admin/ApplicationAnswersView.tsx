import type { ApplicationRow, MemberRow } from '@/features/application/review/list'
import { corporateCount, corporateCountWarning } from '@/model/corporate-count'
import { industryLabel } from '@/model/industries'

/**
 * What an applicant answered, with each answer's label and their photo: the committee reads it in
 * the Applications view's expander and on the lead's record, right above the decision. A company's
 * shows its people, and says so when they are not the memberships it asked for.
 */

export function Photo({ url, name, size }: { url?: string; name: string; size: number }) {
  return url ? <img src={url} alt={`Photo of ${name}`} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <span>No photo</span>
}

type Item = readonly [label: string, value: string | null | undefined]

export function Answers({ items }: { items: readonly Item[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {items
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k}>
            <dt style={{ fontWeight: 600 }}>{k}</dt>
            <dd style={{ margin: '0 0 8px', whiteSpace: 'pre-wrap' }}>{v}</dd>
          </div>
        ))}
    </dl>
  )
}

/** A company's additional members, each with their photo. */
export function Members({ members }: { members: MemberRow[] }) {
  if (members.length === 0) return <p style={{ margin: '0 0 8px' }}>No members added yet.</p>
  return (
    <ul aria-label="Members" style={{ listStyle: 'none', margin: '0 0 8px', padding: 0 }}>
      {members.map((m) => (
        <li key={m.id} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <Photo url={m.photoUrl} name={m.name} size={40} />
          <div>
            <div>
              <strong>{m.name}</strong>
              {m.role ? `, ${m.role}` : ''}
            </div>
            <div>{`${m.emailAddress}, ${m.mobile}`}</div>
            <small>Born {m.dateOfBirth}</small>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The warning beside a company whose people are not the memberships it asked for; nothing otherwise. */
export function CountWarning({ row }: { row: Pick<ApplicationRow, 'company' | 'members'> }) {
  if (!row.company) return null
  const count = corporateCount(row.company.membershipsAsked, row.members.length)
  if (!count.differs) return null
  return (
    <p role="note" style={{ margin: '0 0 8px', padding: '8px 12px', borderLeft: '4px solid var(--theme-warning-500, #b45309)', background: 'var(--theme-warning-100, #fef3c7)', color: 'var(--theme-text)' }}>
      <strong>Count differs. </strong>
      {corporateCountWarning(count)}
    </p>
  )
}

const addressOf = (row: ApplicationRow) =>
  [row.address?.addressLine1, row.address?.addressLine2, row.address?.town, row.address?.county, row.address?.postcode, row.address?.country].filter(Boolean).join(', ')

const industryOf = (value: string | null | undefined) => (value ? industryLabel(value) : '')

/** The answers of one application; `photoSize` above 0 shows the applicant's photo first. */
export function ApplicationAnswers({ row, photoSize = 0 }: { row: ApplicationRow; photoSize?: number }) {
  const company = row.company
  const photo =
    photoSize > 0 ? (
      <figure style={{ margin: '0 0 12px' }}>
        <Photo url={row.photoUrl} name={row.name} size={photoSize} />
        <figcaption style={{ fontSize: 12 }}>{company ? `${row.name}, primary contact` : row.name}</figcaption>
      </figure>
    ) : null
  if (!company) {
    return (
      <>
        {photo}
        <Answers
          items={[
            ['Address', addressOf(row)],
            ['Gender', row.profile?.gender],
            ['Industry', industryOf(row.profile?.industry)],
            ['Role', row.profile?.role],
            ['About them', row.profile?.aboutMember],
            ['Reason given', row.review?.reason],
          ]}
        />
      </>
    )
  }
  return (
    <>
      <h4 style={{ margin: '8px 0 4px' }}>The company</h4>
      <CountWarning row={row} />
      <Answers
        items={[
          ['Company', company.name],
          ['Industry', company.industry],
          ['About the company', company.about],
          ['Website', company.webSite],
          ['Memberships asked', company.membershipsAsked ? String(company.membershipsAsked) : ''],
          ['People named', `${row.members.length + 1} (the primary contact and ${row.members.length} member${row.members.length === 1 ? '' : 's'})`],
        ]}
      />
      <h4 style={{ margin: '8px 0 4px' }}>The primary contact</h4>
      {photo}
      <Answers
        items={[
          ['Role', row.profile?.role],
          ['Address', addressOf(row)],
        ]}
      />
      <h4 style={{ margin: '8px 0 4px' }}>Members ({row.members.length})</h4>
      <Members members={row.members} />
      <Answers items={[['Reason given', row.review?.reason]]} />
    </>
  )
}
