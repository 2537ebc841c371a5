import { decide } from '@/features/application/review/decision'
import { fixDuesOnApproval } from '@/features/dues/fix.server'
import { accountsForApproved } from '@/features/members/accounts/approved.server'

import { staffRoute } from '../../../staff-route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/leads/{id}/decision: the membership committee's decision (docs/decisions/020). What an
 * approval brings, in its transaction, comes from two features handed to the decision here: the
 * members' accounts, then the dues they pay, fixed on the day (docs/decisions/061).
 */
export const POST = staffRoute(
  { role: 'sales', signIn: 'Sign in to the back office to decide on an application.', forbidden: 'Only the sales team and administrators decide on applications.' },
  (req, { id }: { id: string }) =>
    decide(req, Number(id), async (payload, tx, leadId) => {
      const invitations = await accountsForApproved(payload, tx, leadId)
      await fixDuesOnApproval(payload, tx, leadId)
      return invitations
    }),
)
