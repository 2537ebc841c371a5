import { stepLabel, stepOf, type StepFacts } from '@/collections/pipeline/review-steps'

export type ApplicationRow = StepFacts & {
  id: number
  name: string
  emailAddress: string
  address?: { addressLine1?: string | null; addressLine2?: string | null; town?: string | null; county?: string | null; postcode?: string | null; country?: string | null } | null
  profile?: { gender?: string | null; industry?: string | null; role?: string | null; aboutMember?: string | null } | null
  payment?: { mandateId?: string | null; mandateStatus?: string | null } | null
  photoUrl?: string
  createdAt: string
  appliedAt?: string | null
  review?: { decision?: string | null; decidedAt?: string | null; decidedBy?: string | null; reason?: string | null } | null
  /** The latest entries of the audit trail. */
  history: { at: string | null; by: string | null; change: string | null }[]
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })
const at = (iso: string | null | undefined) => (iso ? when.format(new Date(iso)) : '')
const cell = { padding: '8px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const

/** The Applications view's table: one row per application, its answers and latest history folded under it. */
export function ApplicationsTable({ rows, editHref }: { rows: ApplicationRow[]; editHref: (id: number) => string }) {
  if (rows.length === 0) return <p>No applications match.</p>
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {['Photo', 'Applicant', 'Step', 'Status', 'Mandate', 'Started', 'Answers and history'].map((h) => (
            <th key={h} scope="col" style={{ ...cell, textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const address = [row.address?.addressLine1, row.address?.addressLine2, row.address?.town, row.address?.county, row.address?.postcode, row.address?.country].filter(Boolean).join(', ')
          return (
            <tr key={row.id}>
              <td style={cell}>
                {row.photoUrl ? (
                  <img src={row.photoUrl} alt={`Photo of ${row.name}`} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ) : (
                  <span>No photo</span>
                )}
              </td>
              <td style={cell}>
                <a href={editHref(row.id)}>{row.name}</a>
                <br />
                <span>{row.emailAddress}</span>
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
              <td style={cell}>{row.payment?.mandateId ? (row.payment.mandateStatus ?? 'set up') : 'None yet'}</td>
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
                  <dl style={{ margin: 0 }}>
                    {(
                      [
                        ['Address', address],
                        ['Gender', row.profile?.gender],
                        ['Industry', row.profile?.industry],
                        ['Role', row.profile?.role],
                        ['About them', row.profile?.aboutMember],
                        ['Reason given', row.review?.reason],
                      ] as const
                    )
                      .filter(([, v]) => v)
                      .map(([k, v]) => (
                        <div key={k}>
                          <dt style={{ fontWeight: 600 }}>{k}</dt>
                          <dd style={{ margin: '0 0 8px', whiteSpace: 'pre-wrap' }}>{v}</dd>
                        </div>
                      ))}
                  </dl>
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
