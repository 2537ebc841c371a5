import type { ApplicationRow, MemberRow } from '@/features/application/review/list'
import { stepLabel, stepOf } from '@/features/application/review/steps'

export type { ApplicationRow } from '@/features/application/review/list'

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })
const at = (iso: string | null | undefined) => (iso ? when.format(new Date(iso)) : '')
const cell = { padding: '8px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const

function Photo({ url, name, size }: { url?: string; name: string; size: number }) {
  return url ? <img src={url} alt={`Photo of ${name}`} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <span>No photo</span>
}

function Answers({ items }: { items: readonly (readonly [string, string | null | undefined])[] }) {
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
function Members({ members }: { members: MemberRow[] }) {
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

/** "3 members added, 4 memberships asked": how far a company has named the people it applies for. */
export const membersSummary = (row: Pick<ApplicationRow, 'members' | 'company'>): string => {
  const added = `${row.members.length} member${row.members.length === 1 ? '' : 's'} added`
  const asked = row.company?.membershipsAsked
  return asked ? `${added}, ${asked} membership${asked === 1 ? '' : 's'} asked` : added
}

/** The Applications view's table: one row per application, its answers (a company's members too) and latest history folded under it. */
export function ApplicationsTable({ rows, editHref }: { rows: ApplicationRow[]; editHref: (id: number) => string }) {
  if (rows.length === 0) return <p>No applications match.</p>
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {['Photo', 'Applicant', 'Membership', 'Step', 'Status', 'Mandate', 'Started', 'Answers and history'].map((h) => (
            <th key={h} scope="col" style={{ ...cell, textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const address = [row.address?.addressLine1, row.address?.addressLine2, row.address?.town, row.address?.county, row.address?.postcode, row.address?.country].filter(Boolean).join(', ')
          const company = row.company
          return (
            <tr key={row.id}>
              <td style={cell}>
                <Photo url={row.photoUrl} name={row.name} size={56} />
              </td>
              <td style={cell}>
                {company ? (
                  <>
                    <a href={editHref(row.id)}>{company.name || 'Company not named yet'}</a>
                    <br />
                    <span>
                      {row.name} (primary contact)
                    </span>
                  </>
                ) : (
                  <a href={editHref(row.id)}>{row.name}</a>
                )}
                <br />
                <span>{row.emailAddress}</span>
              </td>
              <td style={cell}>
                {company ? 'Corporate' : 'Club'}
                {company ? (
                  <>
                    <br />
                    <small>{membersSummary(row)}</small>
                  </>
                ) : null}
              </td>
              <td style={cell}>{stepLabel(stepOf(row))}</td>
              <td style={cell}>
                {row.membershipStatus}
                {row.review?.decidedBy ? (
                  <>
                    <br />
                    <small>
                      by {row.review.decidedBy}, {at(row.review.decidedAt)}
                    </small>
                  </>
                ) : null}
              </td>
              <td style={cell}>
                {row.payment?.mandateId ? (
                  <>
                    {row.payment.mandateStatus ?? 'set up'}
                    <br />
                    <small>{row.payment.mandateId}</small>
                  </>
                ) : (
                  'None yet'
                )}
              </td>
              <td style={cell}>
                {at(row.createdAt)}
                {row.appliedAt ? (
                  <>
                    <br />
                    <small>applied {at(row.appliedAt)}</small>
                  </>
                ) : null}
              </td>
              <td style={cell}>
                <details>
                  <summary>Answers and history</summary>
                  {company ? (
                    <>
                      <h4 style={{ margin: '8px 0 4px' }}>The company</h4>
                      <Answers
                        items={[
                          ['Company', company.name],
                          ['Industry', company.industry],
                          ['About the company', company.about],
                          ['Website', company.webSite],
                          ['Memberships asked', company.membershipsAsked ? String(company.membershipsAsked) : ''],
                        ]}
                      />
                      <h4 style={{ margin: '8px 0 4px' }}>The primary contact</h4>
                      <Answers
                        items={[
                          ['Role', row.profile?.role],
                          ['Address', address],
                        ]}
                      />
                      <h4 style={{ margin: '8px 0 4px' }}>Members ({row.members.length})</h4>
                      <Members members={row.members} />
                      <Answers items={[['Reason given', row.review?.reason]]} />
                    </>
                  ) : (
                    <Answers
                      items={[
                        ['Address', address],
                        ['Gender', row.profile?.gender],
                        ['Industry', row.profile?.industry],
                        ['Role', row.profile?.role],
                        ['About them', row.profile?.aboutMember],
                        ['Reason given', row.review?.reason],
                      ]}
                    />
                  )}
                  <ol style={{ margin: 0, paddingLeft: 18 }}>
                    {row.history.map((h, i) => (
                      <li key={i}>
                        {at(h.at)}, {h.by}: {h.change}
                      </li>
                    ))}
                  </ol>
                </details>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
