import { NavGroup } from '@payloadcms/ui'
import type { PayloadRequest, ServerProps } from 'payload'

import { isSalesStaff } from '@/lib/access'

/**
 * The top of the back office's sidebar for the sales team and administrators: the day's work
 * first (the committee's Applications view, leads and enquiries), before the collections' groups.
 */
export function ApplicationsNavLink({ user, payload }: ServerProps) {
  if (!user || !isSalesStaff({ user } as PayloadRequest)) return null
  const admin = payload.config.routes.admin
  return (
    <NavGroup label="Daily work">
      <a className="nav__link" href={`${admin}/applications`} id="nav-applications">
        <span className="nav__link-label">Applications</span>
      </a>
      <a className="nav__link" href={`${admin}/collections/leads`} id="nav-daily-leads">
        <span className="nav__link-label">Leads</span>
      </a>
      <a className="nav__link" href={`${admin}/collections/enquiries`} id="nav-daily-enquiries">
        <span className="nav__link-label">Enquiries</span>
      </a>
    </NavGroup>
  )
}
