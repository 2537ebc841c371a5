import type { ServerProps } from 'payload'

import { countFigures, figuresFor, type CountedFigure } from './dashboard-figures'
import { FailedEmails } from './FailedEmails'

const GOLD = '#b08d57'

function Tile({ figure }: { figure: CountedFigure }) {
  const busy = (figure.count ?? 0) > 0
  return (
    <li style={{ listStyle: 'none' }}>
      <a
        href={figure.href}
        style={{
          display: 'block',
          height: '100%',
          padding: 'calc(var(--base, 20px) * 0.8)',
          border: '1px solid var(--theme-elevation-150)',
          borderTop: `3px solid ${busy ? GOLD : 'var(--theme-elevation-150)'}`,
          borderRadius: 4,
          background: 'var(--theme-elevation-0)',
          color: 'inherit',
          textDecoration: 'none',
        }}
      >
        <span style={{ display: 'block', fontSize: 32, lineHeight: 1.1, fontWeight: 600 }}>{figure.count ?? '–'}</span>
        <span style={{ display: 'block', marginTop: 6 }}>{figure.label}</span>
      </a>
    </li>
  )
}

/**
 * The top of the back office's dashboard: for administrators, the e-mails that could not be
 * delivered; then today's figures for the signed-in staff member's roles, each counted in the
 * database with their own access and linked to the list behind it.
 */
export async function Dashboard({ payload, user }: ServerProps) {
  const now = new Date()
  const figures = figuresFor(user, now, payload.config.routes.admin)
  // Called, not rendered as <FailedEmails />: its list is read here, with the figures.
  const failedEmails = await FailedEmails({ payload, user })
  if (figures.length === 0) return failedEmails
  const counted = await countFigures(figures, ({ collection, where }) => payload.count({ collection, where, overrideAccess: false, user }))
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'Europe/London' }).format(now)
  return (
    <>
      {failedEmails}
      <section aria-labelledby="dashboard-today" style={{ marginBottom: 'calc(var(--base, 20px) * 2)' }}>
      <h2 id="dashboard-today" style={{ margin: '0 0 4px' }}>
        What needs doing
      </h2>
      <p style={{ margin: '0 0 var(--base, 20px)', color: 'var(--theme-elevation-600)' }}>{day}, London time</p>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 'calc(var(--base, 20px) / 2)', margin: 0, padding: 0 }}>
        {counted.map((f) => (
          <Tile key={f.key} figure={f} />
        ))}
        </ul>
      </section>
    </>
  )
}
