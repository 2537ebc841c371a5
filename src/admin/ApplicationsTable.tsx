import type { ApplicationRow } from '@/features/application/review/list'
import { stepLabel, stepOf } from '@/features/application/review/steps'
import { corporateCount } from '@/model/corporate-count'

import { ApplicationAnswers, Photo } from './ApplicationAnswersView'

export type { ApplicationRow } from '@/features/application/review/list'

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })
const at = (iso: string | null | undefined) => (iso ? when.format(new Date(iso)) : '')
const cell = { padding: '8px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const

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
                    {corporateCount(company.membershipsAsked, row.members.length).differs ? (
                      <>
                        <br />
                        <small style={{ color: 'var(--theme-warning-700, #92400e)', fontWeight: 600 }}>Count differs: {row.members.length + 1} people named</small>
                      </>
                    ) : null}
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
                  <ApplicationAnswers row={row} />
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
