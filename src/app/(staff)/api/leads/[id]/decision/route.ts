import { decide } from '@/features/application/review/decision'
import { accountsForApproved } from '@/features/members/accounts/approved.server'

import { staffRoute } from '../../../staff-route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/leads/{id}/decision: the membership committee's decision (docs/decisions/020). The
 * accounts an approval brings come from the members' accounts, handed to the decision here.
 */
export const POST = staffRoute(
  { role: 'sales', signIn: 'Sign in to the back office to decide on an application.', forbidden: 'Only the sales team and administrators decide on applications.' },
  (req, { id }: { id: string }) => decide(req, Number(id), accountsForApproved),
)
