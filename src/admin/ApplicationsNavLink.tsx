import type { PayloadRequest, ServerProps } from 'payload'

import { isSalesStaff } from '@/lib/access'

/** The back office's link to the Applications view, for the sales team and administrators only. */
export function ApplicationsNavLink({ user, payload }: ServerProps) {
  if (!user || !isSalesStaff({ user } as PayloadRequest)) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/applications`} id="nav-applications">
      <span className="nav__link-label">Applications</span>
    </a>
  )
}
