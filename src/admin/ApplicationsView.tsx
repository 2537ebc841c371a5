import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, PayloadRequest } from 'payload'

import { findApplications } from '@/features/application/review/list'
import { CORPORATE_STEP_OPTIONS, INDIVIDUAL_STEP_OPTIONS, isApplicationStep, isClientType, isMembershipStatus } from '@/features/application/review/steps'
import { isSalesStaff } from '@/lib/access'
import { MEMBERSHIP_STATUSES } from '@/model/application'
import { CLIENT_TYPES } from '@/model/people'

import { toQueryString } from './list-query'
import { ApplicationsTable } from './ApplicationsTable'

const PAGE_SIZE = 50
// The filters in the back office's own look: its input colours, border and radius, a label above each.
const filterLabel = { display: 'flex', flexDirection: 'column', gap: 4, fontSize: 13, fontWeight: 600, color: 'var(--theme-elevation-800)' } as const
const filterSelect = {
  minWidth: 180,
  height: 40,
  padding: '0 12px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s, 3px)',
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-elevation-800)',
  font: 'inherit',
  fontWeight: 400,
} as const
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * /admin/applications: the membership committee's list of applications, individual and corporate,
 * with each one's step, mandate status and photo (a company's with its members), filtered by
 * membership, step and status, and the export of what it shows.
 * Sales staff and administrators only; the leads are read with the viewer's own access.
 */
export async function ApplicationsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const template = (children: React.ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
  if (!isSalesStaff(req)) return template(<p>The applications are for the sales team and administrators.</p>)

  const step = first(searchParams?.step)
  const status = first(searchParams?.status)
  const membership = first(searchParams?.membership)
  const page = Math.max(1, Math.min(10_000, Number.parseInt(first(searchParams?.page) ?? '1', 10) || 1))
  const filter = {
    membership: isClientType(membership) ? membership : undefined,
    step: isApplicationStep(step) ? step : undefined,
    status: isMembershipStatus(status) ? status : undefined,
  }
  const result = await findApplications(req.payload, { filter, page, limit: PAGE_SIZE, user: req.user, req: req as PayloadRequest })
  const { routes } = req.payload.config
  const exportHref = `/api/leads/applications.csv?${toQueryString({ where: result.where, sort: '-createdAt' })}`
  const pageHref = (n: number) =>
    `${routes.admin}/applications?${new URLSearchParams({ ...(filter.membership ? { membership: filter.membership } : {}), ...(filter.step ? { step: filter.step } : {}), ...(filter.status ? { status: filter.status } : {}), page: String(n) })}`

  return template(
    <>
      <h1 style={{ marginBlock: 'var(--base, 20px)' }}>Applications</h1>
      <p>Membership applications, individual (Club) and corporate, newest first. Open one to read the answers, see the photos and the audit trail, and decide on it; a company’s decision covers its members.</p>
      <form
        method="get"
        action={`${routes.admin}/applications`}
        aria-label="Filter applications"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base, 20px) * 0.75)', alignItems: 'end', marginBlock: 'var(--base, 20px)', padding: 'calc(var(--base, 20px) * 0.75)', border: '1px solid var(--theme-elevation-100)', borderRadius: 'var(--style-radius-m, 4px)', background: 'var(--theme-elevation-50)' }}
      >
 <label style={filterLabel}>
          Membership
          <select style={filterSelect} name="membership" defaultValue={filter.membership ?? ''}>
            <option value="">Club and Corporate</option>
            {CLIENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label style={filterLabel}>
          Step
          <select style={filterSelect} name="step" defaultValue={filter.step ?? ''}>
            <option value="">All steps</option>
            <optgroup label="Club">
              {INDIVIDUAL_STEP_OPTIONS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Corporate">
              {CORPORATE_STEP_OPTIONS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <label style={filterLabel}>
          Status
          <select style={filterSelect} name="status" defaultValue={filter.status ?? ''}>
            <option value="">All statuses</option>
            {MEMBERSHIP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-medium btn--withoutPopup btn--no-margin">
          <span className="btn__content">
            <span className="btn__label">Show</span>
          </span>
        </button>
        <a className="btn btn--style-secondary btn--size-medium btn--withoutPopup btn--no-margin" href={exportHref} download style={{ marginInlineStart: 'auto' }}>
          <span className="btn__content">
            <span className="btn__label">Export CSV</span>
          </span>
        </a>
      </form>
      <ApplicationsTable rows={result.rows} editHref={(id) => `${routes.admin}/collections/leads/${id}`} />
      <nav aria-label="Pages" style={{ display: 'flex', gap: 'var(--base, 20px)', marginBlock: 'var(--base, 20px)' }}>
        <span>
          {result.totalDocs} application{result.totalDocs === 1 ? '' : 's'}, page {result.page ?? 1} of {Math.max(1, result.totalPages)}
        </span>
        {result.prevPage ? <a href={pageHref(result.prevPage)}>Previous page</a> : null}
        {result.nextPage ? <a href={pageHref(result.nextPage)}>Next page</a> : null}
      </nav>
    </>,
  )
}
